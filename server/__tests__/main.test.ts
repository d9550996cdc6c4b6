import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {createFixture} from './fixture.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = createFixture();
const children: ChildProcess[] = [];

afterAll(() => {
  // tsx runs the server in a child of its own; end the whole group if a test left it running.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
  fixture.remove();
});

/**
 * Runs server/main.ts through the project's tsx, the binary `npx tsx` resolves to.
 * Not through npx itself: npm wraps the command in `sh -c`, which dies on SIGTERM
 * without passing it on, so the test would see npm's 143 and orphan the server.
 */
function serve(env: Record<string, string>) {
  const child = spawn(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: projectRoot,
    env: {...process.env, HOST: '127.0.0.1', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => ({stdout, stderr});
  return {child, exited, output};
}

function waitFor(read: () => string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = read().match(pattern);
      if (match) {
        clearInterval(timer);
        resolve(match);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`Timed out waiting for ${pattern}; output so far:\n${read()}`));
      }
    }, 50);
  });
}

describe('npm run serve (server/main.ts)', () => {
  it('serves the build on a free port and exits 0 on SIGTERM', async () => {
    const {child, exited, output} = serve({PORT: '0', BUILD_DIR: fixture.buildDir});
    const [, url] = await waitFor(
      () => output().stdout,
      /FastStore Developer Portal is running at (http:\/\/127\.0\.0\.1:(?!0\b)\d+)/,
    );
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Home</h1>');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it.each([
    [{BUILD_DIR: path.join(fixture.root, 'no-build-here')}, /No production build found in .*no-build-here\. Run "npm run build" first, or "npm start", which builds when needed\./],
    [{PORT: 'abc'}, /PORT must be an integer from 0 to 65535, got "abc"/],
  ])('exits 1 with a message for %j', async (env, message) => {
    const {exited, output} = serve(env);
    expect(await exited).toBe(1);
    expect(output().stderr).toMatch(message);
  });
});
