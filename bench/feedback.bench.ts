/**
 * POST /api/feedback against the real server (server/main.ts in its own process) on loopback:
 * a sustained 500 req/s of valid, unique responses for 10 s (target: p99 ≤ 20 ms, zero errors),
 * then an unthrottled run for the throughput ceiling. Each request carries a new id, so every
 * one is a real insert (WAL, synchronous = NORMAL). The rate limit is raised
 * through FEEDBACK_RATE_LIMIT, as autocannon posts from one IP.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {FEEDBACK_PATH} from '../common/feedback.js';
import {openStore} from '../server/feedback/store.js';
import {createFixture} from '../server/__tests__/fixture.js';

const sustainedRate = 500;
const durationSeconds = 10;

function startServer(env: Record<string, string>): Promise<{url: string; child: ChildProcess}> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: {...process.env, HOST: '127.0.0.1', PORT: '0', ...env},
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({url: match[1]!, child});
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}: ${output}`)));
  });
}

function body(): string {
  return JSON.stringify({id: randomUUID(), timestamp: new Date().toISOString(), rate: 4, message: 'Clear and complete page', email: '', page: '/quickstart'});
}

async function load(url: string, options: {connections: number; overallRate?: number; duration?: number}) {
  const result = await autocannon({
    url,
    connections: options.connections,
    overallRate: options.overallRate,
    duration: options.duration ?? durationSeconds,
    requests: [
      {
        method: 'POST',
        path: FEEDBACK_PATH,
        headers: {'content-type': 'application/json'},
        setupRequest: (request) => ({...request, body: body()}),
      },
    ],
  });
  return {
    connections: options.connections,
    targetRate: options.overallRate ?? 'unthrottled',
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    created: result['2xx'],
  };
}

export default async function feedbackBench() {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-bench-'));
  const db = path.join(dir, 'feedback.db');
  const {url, child} = await startServer({BUILD_DIR: fixture.buildDir, FEEDBACK_DB: db, FEEDBACK_RATE_LIMIT: '9999999'});
  try {
    // Warm up the JIT and the database before measuring.
    await load(url, {connections: 4, overallRate: 200, duration: 3});
    // Enough connections that each needs only 10 req/s: a connection waits for its answer before the next request.
    const sustained = await load(url, {connections: 50, overallRate: sustainedRate});
    const ceiling = await load(url, {connections: 32});
    const store = openStore(db, {readonly: true});
    const stored = (store.db.prepare('SELECT count(*) AS n FROM responses').get() as {n: number}).n;
    store.close();
    console.table({sustained, ceiling});
    // Other work on the machine skews every figure: report the load it ran under.
    const load1m = Number(loadavg()[0]!.toFixed(1));
    console.log(`${stored} responses stored in total (warm-up included); 1-minute load average ${load1m}`);
    return {sustained, ceiling, stored, load1m, sustainedPass: sustained.p99Ms <= 20 && sustained.errors === 0 && sustained.non2xx === 0};
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
    fixture.remove();
    rmSync(dir, {recursive: true, force: true});
  }
}
