/**
 * server/main.ts as a real process for tests: node with tsx's loader, one process, so a SIGKILL reaches the
 * server itself. Each test file keeps its own set and stops what is left in its afterAll.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
}

export class ServerProcesses {
  readonly children: ChildProcess[] = [];

  /** Starts a server on a free port of 127.0.0.1 over `buildDir`; resolves with its URL once it listens, rejects if it exits first. */
  async start(buildDir: string, env: Record<string, string>): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: {...process.env, HOST: '127.0.0.1', PORT: '0', BUILD_DIR: buildDir, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`The server exited: ${output}`));
        }
      }, 50);
    });
    return {url, child, output: () => output};
  }

  /** Kills every server still running. */
  killAll(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
