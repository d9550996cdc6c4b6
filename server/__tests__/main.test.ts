import {spawn, type ChildProcess} from 'node:child_process';
import {Agent, get as httpGet} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {createFixture} from './fixture.ts';

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

// Generous: tsx starts the server in several seconds on a loaded machine; the wait ends as soon as the line appears.
function waitFor(read: () => string, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
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

/** GET `url` on `agent`'s keep-alive connections: the status and Connection header, or the error's code. */
function get(url: string, agent: Agent): Promise<{status: number; connection: string | undefined} | {error: string}> {
  return new Promise((resolve) => {
    const request = httpGet(url, {agent}, (response) => {
      response.resume();
      response.on('end', () => resolve({status: response.statusCode ?? 0, connection: response.headers.connection}));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message}));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({error: error.code ?? error.message}));
  });
}

describe('npm run serve (server/main.ts)', () => {
  it('drains on SIGTERM: every request sent on an open connection is answered, then it exits 0', {timeout: 120_000}, async () => {
    const {child, exited, output} = serve({PORT: '0', BUILD_DIR: fixture.buildDir});
    const [, url] = await waitFor(() => output().stdout, /running at (http:\/\/127\.0\.0\.1:\d+)/);
    const agent = new Agent({keepAlive: true, maxSockets: 20});
    const answers: Array<{status: number; connection: string | undefined}> = [];
    const errors: string[] = [];
    // 20 keep-alive clients, each sending its next request as soon as the last is answered, until one is refused.
    const client = async () => {
      for (;;) {
        const answer = await get(`${url}/quickstart`, agent);
        if ('error' in answer) {
          errors.push(answer.error);
          return;
        }
        answers.push(answer);
      }
    };
    const clients = Array.from({length: 20}, client);
    while (answers.length < 200) await new Promise((resolve) => setImmediate(resolve));
    const before = answers.length;
    child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await exited).toBe(0);
    agent.destroy();

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Requests already on their way were answered, each telling its client to close the connection.
    expect(answers.slice(before).filter((answer) => answer.connection === 'close').length).toBeGreaterThanOrEqual(1);
    // A client learns the server is gone by a refused new connection, never by a request cut off.
    expect(errors.filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
  });

  it('serves the build on a free port and exits 0 on SIGTERM', {timeout: 90_000}, async () => {
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
  ])('exits 1 with a message for %j', {timeout: 90_000}, async (env, message) => {
    const {exited, output} = serve(env);
    expect(await exited).toBe(1);
    expect(output().stderr).toMatch(message);
  });
});
