/**
 * What one abusive client costs the readers of the real server (server/main.ts in its own process, on loopback,
 * over the production build). Needs a build. Run: `npm run bench -- server-abuse`.
 *
 * - Pipelining: 5 and then 20 sockets each send 5,000 pipelined GETs at once and never read an answer, while a reader
 *   requests pages one after another: the server's open file descriptors (/proc/<pid>/fd) and RSS at their peak,
 *   the reader's p50 / p99 / slowest page and its failed requests.
 * - MCP load: 20 keep-alive clients call search_docs without pause (site queries, then 500-character queries of
 *   one-letter words) while the reader requests pages: the reader's p50 / p99 / slowest page and the clients' requests per
 *   second. The per-client limit is off, as if each client had an address of its own; the limit all clients share
 *   (MCP_TOTAL_RATE_LIMIT) keeps its default, so most of their requests are refused with 503 (counted as non-2xx).
 *
 * The baseline is the reader alone against the same server process, measured in the same run just before each
 * load, with the load average at each step. BENCH_BASELINE_CHECKOUT=<a checkout folder> also runs the MCP part
 * against that checkout's server on the same build (the code before a change); the pipelining part runs only
 * against this checkout's server, since an unbounded server takes the shared machine's memory and files down with it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {connect, type Socket} from 'node:net';
import {loadavg} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {startSiteServer, type RunningServer} from './lib/server.ts';

const pages = ['/quickstart', '/docs', '/faq', '/glossary', '/how-to-guides', '/conceptual-guides'];
const readerMs = Number(process.env.BENCH_ABUSE_READER_MS ?? 5000);
const pipelined = 5000;
const mcpClients = 20;
const siteQueries = ['cart', 'shadowng', 'checkout session', 'lighthouse', 'cms previews', 'deploy', 'themes', 'graphql ide', 'product', 'static site generation'];
/** 500 characters of one-letter words. */
const longQuery = Array.from({length: 250}, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
const baselineCheckout = process.env.BENCH_BASELINE_CHECKOUT;
/** The parts to run, comma-separated: `pipelining`, `mcp`; both by default. */
const parts = (process.env.BENCH_ABUSE_PARTS ?? 'pipelining,mcp').split(',');

interface ReaderFigures {
  requests: number;
  p50: number;
  p99: number;
  /** The slowest page: a stall of the server's event loop shows here before it reaches the p99. */
  max: number;
  errors: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const load = () => round(loadavg()[0]!, 2);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** One reader: pages requested one after another for `ms`, each answer read whole; any failure or non-200 counts as an error. */
async function readPages(url: string, ms: number): Promise<ReaderFigures> {
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + ms;
  for (let n = 0; Date.now() < end; n++) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${pages[n % pages.length]}`, {signal: AbortSignal.timeout(10_000)});
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
    } catch {
      errors += 1;
    }
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return {requests: sorted.length, p50: round(percentile(sorted, 50), 2), p99: round(percentile(sorted, 99), 2), max: round(sorted.at(-1) ?? Number.NaN, 2), errors};
}

/** The server's open file descriptors and RSS (MB), sampled every 20 ms until `stop()`, which returns the peaks. */
function sampleProcess(pid: number): {stop: () => {files: number; rssMb: number}} {
  let files = 0;
  let rssMb = 0;
  const sample = () => {
    try {
      files = Math.max(files, readdirSync(`/proc/${pid}/fd`).length);
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) rssMb = Math.max(rssMb, Number(match[1]) / 1024);
    } catch {
      // The process is gone: its last figures stand.
    }
  };
  sample();
  const timer = setInterval(sample, 20);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return {files, rssMb: round(rssMb)};
    },
  };
}

/** A socket that sends `count` pipelined GETs at once and never reads an answer. */
const pipelinedRequest = 'GET /quickstart HTTP/1.1\r\nHost: localhost\r\n\r\n';

function pipelineWithoutReading(url: string, count: number): Promise<Socket> {
  const {hostname, port} = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(pipelinedRequest.repeat(count));
      resolve(socket);
    });
    // The server closing a connection that queues too much is the expected outcome, not a failure of the bench.
    socket.on('error', () => {});
  });
}

async function withServer<T>(checkout: string | undefined, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startSiteServer(path.resolve('build'), {MCP_RATE_LIMIT: '9999999', FEEDBACK_RATE_LIMIT: '9999999'}, checkout);
  try {
    // Warm up: the first requests load the static plugin's modules, and the first search the search's index.
    await readPages(server.url, 500);
    const search = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 0, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'cart', limit: 10}}}),
    });
    if (search.status !== 200) throw new Error(`search_docs answered ${search.status}: ${await search.text()}`);
    await search.arrayBuffer();
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function pipelining(sockets: number) {
  return withServer(undefined, async (server) => {
    const idle = sampleProcess(server.pid!).stop();
    const alone = {load: load(), ...(await readPages(server.url, readerMs))};
    const sampler = sampleProcess(server.pid!);
    const attackers = await Promise.all(Array.from({length: sockets}, () => pipelineWithoutReading(server.url, pipelined)));
    const attacked = {load: load(), ...(await readPages(server.url, readerMs))};
    const peak = sampler.stop();
    for (const socket of attackers) socket.destroy();
    return {sockets, requestsSentMb: round((sockets * pipelined * pipelinedRequest.length) / 2 ** 20, 2), idle, peak, alone, attacked};
  });
}

async function mcpLoad(checkout: string | undefined, queries: string[]) {
  return withServer(checkout, async (server) => {
    const alone = {load: load(), ...(await readPages(server.url, readerMs))};
    // The clients run in a worker thread of their own (autocannon's workers), so that their work does not delay this
    // thread's reader: what the reader measures is the server. Each connection cycles through the queries.
    const clients = autocannon({
      url: `${server.url}/mcp`,
      connections: mcpClients,
      workers: 1,
      // Longer than the reader's settling second and its run, so that the whole run is under load.
      duration: Math.ceil(readerMs / 1000) + 3,
      requests: queries.map((query, id) => ({
        method: 'POST' as const,
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        body: JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'search_docs', arguments: {query, limit: 10}}}),
      })),
    });
    // A second unmeasured while the clients' thread starts and connects: what follows is the load itself.
    await readPages(server.url, 1000);
    const loaded = {load: load(), ...(await readPages(server.url, readerMs))};
    const result = await clients;
    return {alone, loaded, mcp: {requestsPerSecond: round(result.requests.average), non2xx: result.non2xx, errors: result.errors}};
  });
}

const line = (name: string, alone: ReaderFigures, loaded: ReaderFigures) =>
  `  ${name.padEnd(34)} reader p50 ${String(alone.p50).padStart(7)} → ${String(loaded.p50).padStart(7)} ms, p99 ${String(alone.p99).padStart(7)} → ${String(loaded.p99).padStart(7)} ms, max ${String(alone.max).padStart(7)} → ${String(loaded.max).padStart(7)} ms, errors ${alone.errors} → ${loaded.errors} (${loaded.requests} requests)`;

export default async function serverAbuseBench() {
  if (!existsSync(path.resolve('build/index.html'))) throw new Error('No production build in build/: run "npm run build" first.');
  const loadAtStart = load();

  const attacks = [];
  if (parts.includes('pipelining')) for (const sockets of [5, 20]) attacks.push(await pipelining(sockets));
  if (attacks.length > 0) console.log(`Pipelining, ${pipelined} GETs per socket, never read (reader alone → during the attack):`);
  for (const attack of attacks) {
    console.log(line(`${attack.sockets} sockets (${attack.requestsSentMb} MB sent)`, attack.alone, attack.attacked));
    console.log(`  ${''.padEnd(34)} server files ${attack.idle.files} → peak ${attack.peak.files}, RSS ${attack.idle.rssMb} → peak ${attack.peak.rssMb} MB`);
  }

  const servers: Array<[string, string | undefined]> = [['this checkout', undefined]];
  if (baselineCheckout) servers.unshift(['baseline checkout', path.resolve(baselineCheckout)]);
  const mcp: Record<string, unknown> = {};
  if (parts.includes('mcp')) console.log(`\nMCP: ${mcpClients} keep-alive clients calling search_docs (reader alone → under load):`);
  const variants = parts.includes('mcp') ? ([['site queries', siteQueries], ['500-character queries', [longQuery]]] as const) : [];
  for (const [variant, queries] of variants) {
    for (const [name, checkout] of servers) {
      const figures = await mcpLoad(checkout, [...queries]);
      mcp[`${name}, ${variant}`] = figures;
      console.log(line(`${name}, ${variant}`, figures.alone, figures.loaded));
      console.log(`  ${''.padEnd(34)} search_docs ${figures.mcp.requestsPerSecond} req/s, non-2xx ${figures.mcp.non2xx}, errors ${figures.mcp.errors}`);
    }
  }
  const loadAtEnd = load();
  console.log(`\nLoad average ${loadAtStart} at the start, ${loadAtEnd} at the end.`);
  return {loadAtStart, loadAtEnd, pipelining: attacks, mcp};
}
