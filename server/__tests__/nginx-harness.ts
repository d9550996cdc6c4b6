/**
 * Debian's nginx as a foreground process over a generated configuration, on a free port of 127.0.0.1, with its pid,
 * logs and temp files in a temporary folder. `stop()` ends it; the process is also killed if the test run exits first.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect, createServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliStaticModule, ensureNginx, nginxBinary} from '../../scripts/setup-nginx.ts';

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Starts nginx with `site(listen)`, the generated `http`-level configuration for that listen address. */
export async function startNginx(site: (listen: string) => string): Promise<RunningNginx> {
  ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'devportal-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'site.conf'), site(`127.0.0.1:${port}`));
  // One process, no master: it keeps running as the user who started it, so it can read the build and write here.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module ${brotliStaticModule};
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dir, {recursive: true, force: true});
  };

  for (const started = Date.now(); !(await accepts(port)); ) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      const log = (() => {
        try {
          return readFileSync(path.join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {origin: `http://127.0.0.1:${port}`, stop};
}
