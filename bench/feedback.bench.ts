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
import {openSqliteStore} from '../server/feedback/store-sqlite.js';
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

/**
 * Runs `instances` autocannon instances side by side, started 1000/instances ms apart. autocannon spends a
 * rate limit as a burst at the start of each second; staggering many small instances spreads the load evenly,
 * so the sustained run measures latency at 500 req/s, not the queue of one 500-request burst.
 * Percentiles are computed over every response, from autocannon's response events.
 */
async function load(url: string, options: {instances: number; connections: number; rate?: number; duration?: number}) {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = Date.now();
  const autocannonOptions = {
    url,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.duration ?? durationSeconds,
    requests: [
      {
        method: 'POST' as const,
        path: FEEDBACK_PATH,
        headers: {'content-type': 'application/json'},
        setupRequest: (request: autocannon.Request) => ({...request, body: body()}),
      },
    ],
  };
  const runs = Array.from({length: options.instances}, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / options.instances));
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(autocannonOptions, (error, result) => (error ? reject(error) : resolve(result)));
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode > 299) non2xx += 1;
      });
      instance.on('reqError', () => (errors += 1));
    });
  });
  const results = await Promise.all(runs);
  // The last instance starts (instances-1)/instances s late: count only the time all of them ran, give or take.
  const seconds = (Date.now() - started) / 1000 - (options.instances - 1) / options.instances;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? Number.NaN;
  return {
    connections: options.instances * options.connections,
    targetRate: options.rate === undefined ? 'unthrottled' : options.rate * options.instances,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / seconds),
    p50Ms: Number(at(0.5).toFixed(1)),
    p99Ms: Number(at(0.99).toFixed(1)),
    maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
    errors: errors + results.reduce((sum, result) => sum + result.timeouts, 0),
    non2xx,
  };
}

export default async function feedbackBench() {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-bench-'));
  const db = path.join(dir, 'feedback.db');
  const {url, child} = await startServer({BUILD_DIR: fixture.buildDir, FEEDBACK_DB: db, FEEDBACK_RATE_LIMIT: '9999999'});
  try {
    // Warm up the JIT and the database before measuring.
    await load(url, {instances: 1, connections: 8, duration: 3});
    // 50 instances of 10 req/s (two connections each), 20 ms apart: 500 req/s in small, evenly spaced bursts.
    const sustained = await load(url, {instances: 50, connections: 2, rate: sustainedRate / 50});
    const ceiling = await load(url, {instances: 1, connections: 32});
    const store = openSqliteStore(db, {readonly: true});
    const stored = (store.db.prepare('SELECT count(*) AS n FROM responses').get() as {n: number}).n;
    await store.close();
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
