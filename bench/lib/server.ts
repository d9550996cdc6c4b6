/** Starts a server process for a benchmark and resolves with its URL once it listens. */
import {once} from 'node:events';
import {rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {killGroup, spawnGroup, withDeadline} from './deadline.ts';

export interface RunningServer {
  url: string;
  /** The process' id, for reading its figures from /proc. */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * Spawns `command args`, waits for a line matching `ready` on stdout or stderr (its first group is
 * the URL), and stops it with SIGTERM (SIGKILL to its process group after 10 s). Fails when the process exits first or stays silent for 60 s.
 */
export async function startProcess(command: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}, cwd?: string): Promise<RunningServer> {
  const child = spawnGroup(command, args, {env: {...process.env, ...env}, ...(cwd ? {cwd} : {})});
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`${command} did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
  return {
    url: url.replace(/\/$/, ''),
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A server that ignores SIGTERM is killed with its children.
      await withDeadline(`stopping ${command}`, 10_000, () => exited, () => killGroup(child.pid)).catch(() => killGroup(child.pid));
    },
  };
}

let servers = 0;

/**
 * Our production server (server/main.ts) on a free port, serving `buildDir`; its feedback database is removed when it stops.
 * `checkout` runs another checkout's server instead (a before/after comparison on the same build).
 */
export async function startSiteServer(buildDir: string, env: NodeJS.ProcessEnv = {}, checkout?: string): Promise<RunningServer> {
  const database = env.FEEDBACK_DB ?? path.join(tmpdir(), `bench-feedback-${process.pid}-${(servers += 1)}.db`);
  const server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], /running at (http:\/\/\S+)/, {
    PORT: '0',
    HOST: '127.0.0.1',
    BUILD_DIR: path.resolve(buildDir),
    FEEDBACK_DB: database,
    ...env,
  }, checkout);
  return {
    url: server.url,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      // SQLite's write-ahead log and shared-memory files sit beside the database.
      if (!env.FEEDBACK_DB) for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, {force: true});
    },
  };
}

/** A TCP port that was free a moment ago, for servers that cannot pick their own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('Could not find a free port.');
  return address.port;
}

/** `npx serve` (the npm package, installed with the project) serving `buildDir`, the throughput baseline. */
export async function startServe(buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  return startProcess(path.resolve('node_modules/.bin/serve'), ['-L', '-l', `tcp://127.0.0.1:${port}`, buildDir], /Accepting connections at (http:\/\/\S+)/);
}
