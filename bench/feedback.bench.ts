/**
 * POST /api/feedback against the real server (server/main.ts in its own process) on loopback:
 * a sustained 500 req/s of valid, unique responses for 10 s (target: p99 ≤ 20 ms, zero errors),
 * then an unthrottled run for the throughput ceiling. Each request carries a new id, so every
 * one is a real insert. Three set-ups: SQLite (WAL, synchronous = NORMAL) with one instance, and
 * PostgreSQL (a throwaway local cluster with fsync on, each commit flushed) with one and with three instances,
 * the load spread evenly over them. The rate limit is raised through FEEDBACK_RATE_LIMIT, as
 * autocannon posts from one IP.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {FEEDBACK_PATH} from '../common/feedback.ts';
import {openStore} from '../server/feedback/openStore.ts';
import {createFixture} from '../server/__tests__/fixture.ts';
import {startPgCluster} from '../server/__tests__/pg-cluster.ts';

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
async function load(urls: string[], options: {instances: number; connections: number; rate?: number; duration?: number}) {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = Date.now();
  const autocannonOptions = (url: string) => ({
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
  });
  const runs = Array.from({length: options.instances}, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / options.instances));
    return new Promise<autocannon.Result>((resolve, reject) => {
      // Spread over the servers as a round-robin load balancer would.
      const instance = autocannon(autocannonOptions(urls[i % urls.length]!), (error, result) => (error ? reject(error) : resolve(result)));
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

/** Warm-up, the sustained run and the ceiling against `urls` (one per server instance). */
async function measure(urls: string[]) {
  // Warm up the JIT and the database before measuring.
  await load(urls, {instances: urls.length, connections: 8, duration: 3});
  // 50 instances of 10 req/s (two connections each), 20 ms apart: 500 req/s in small, evenly spaced bursts.
  const sustained = await load(urls, {instances: 50, connections: 2, rate: sustainedRate / 50});
  // 32 connections in all, spread over the servers.
  const ceiling = await load(urls, {instances: urls.length, connections: Math.round(32 / urls.length)});
  return {sustained, ceiling, sustainedPass: sustained.p99Ms <= 20 && sustained.errors === 0 && sustained.non2xx === 0};
}

async function count(location: {dbPath: string; databaseUrl?: string}): Promise<number> {
  const store = await openStore(location, {readonly: true});
  let stored = 0;
  for await (const _response of store.all()) stored += 1;
  await store.close();
  return stored;
}

export default async function feedbackBench() {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-bench-'));
  const db = path.join(dir, 'feedback.db');
  // Durable like a production server: each commit is flushed to disk before the 201.
  const cluster = await startPgCluster({durable: true});
  const children: ChildProcess[] = [];
  const serve = async (env: Record<string, string>, instances: number) => {
    const started = await Promise.all(Array.from({length: instances}, () => startServer({BUILD_DIR: fixture.buildDir, FEEDBACK_RATE_LIMIT: '9999999', ...env})));
    children.push(...started.map((server) => server.child));
    return started.map((server) => server.url);
  };
  const stopAll = () => {
    for (const child of children.splice(0)) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  try {
    const results: Record<string, unknown> = {};
    const stored: Record<string, number> = {};
    results.sqlite = await measure(await serve({FEEDBACK_DB: db}, 1));
    stopAll();
    stored.sqlite = await count({dbPath: db});
    for (const instances of [1, 3]) {
      const databaseUrl = await cluster.createDatabase(`bench_${instances}`);
      const name = `postgres${instances === 1 ? '' : `x${instances}`}`;
      results[name] = await measure(await serve({FEEDBACK_DATABASE_URL: databaseUrl}, instances));
      stopAll();
      stored[name] = await count({dbPath: '', databaseUrl});
    }
    for (const [name, result] of Object.entries(results)) {
      console.log(`\n${name}`);
      const {sustained, ceiling} = result as Awaited<ReturnType<typeof measure>>;
      console.table({sustained, ceiling});
    }
    // Other work on the machine skews every figure: report the load it ran under.
    const load1m = Number(loadavg()[0]!.toFixed(1));
    console.log(`Responses stored in total (warm-up included): ${JSON.stringify(stored)}; 1-minute load average ${load1m}`);
    return {...results, stored, load1m};
  } finally {
    stopAll();
    await cluster.remove();
    fixture.remove();
    rmSync(dir, {recursive: true, force: true});
  }
}
