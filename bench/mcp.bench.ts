/**
 * The MCP server: search_docs p50 / p95 at the server and through the SDK's client over Streamable HTTP
 * against the real server, on the built site and on the generated corpus of 10,000 pages; get_page p95;
 * requests per second with 50 concurrent clients; the server's memory with the 10,000-page index loaded
 * against without. Needs a build. Run: `npm run bench -- mcp`.
 *
 * "At the server" is timed two ways, both in this process: the tool's own work (`site.search`: engine,
 * postings, page texts, sections and excerpts), and the whole request (Fastify, the SDK's JSON-RPC handling
 * and input validation, the tool and its JSON answer) through Fastify's inject, without the network.
 * On 10,000 pages the tool is timed with postings shards read on demand (`holdPostings: false`, as the
 * site's search does and as the server did before it held them) and with all postings held in memory,
 * interleaved on fresh sites, so the two compare within one run.
 *
 * Server memory is read two ways: RSS once it stops growing (the first way, garbage and young generation
 * included), and after full garbage collections (bench/lib/memory-probe-preload.ts): RSS, and the JS heap used plus
 * external memory, which is what the process retains.
 *
 * This machine's speed drifts, so each run takes its own baseline: a ping (an MCP request that runs no
 * tool) timed through the client right before each search_docs call, and the load average at the start
 * and at the end.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import autocannon from 'autocannon';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../server/app.ts';
import {registerMcp} from '../server/mcp/routes.ts';
import {loadSite, type McpSite} from '../server/mcp/site.ts';
import {corpusQueries, generatedCorpus, type IndexDocument} from './lib/corpus.ts';
import {memoryProbePrefix, memoryProbeSignal, type MemoryProbe} from './lib/memory-probe.ts';

interface BuiltSearchIndex {
  entry: Record<string, unknown>;
  files: Map<string, string>;
}
// Loaded by URL like bench/search.bench.ts does.
const {buildSearchIndex} = (await import(pathToFileURL(path.resolve('common/search/indexer.ts')).href)) as {
  buildSearchIndex: (language: string, pages: IndexDocument[]) => BuiltSearchIndex;
};

const siteQueries = ['cart', 'shadowng', 'allProd', 'validateCart', 'checkout session', 'lighthouse', 'cms previews', 'deploy', 'themes', 'graphql ide',
  'jamstack', 'partytwn', 'storeui', 'url redirects', 'secrets', 'preview', 'global tokens', 'search', 'product', 'static site generation'];
const rounds = 10;

function percentiles(times: number[]): {p50: number; p95: number} {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {p50: at(50), p95: at(95)};
}

/**
 * Wall time of each call in ms; with `cpu`, also the process' CPU time (user and system, every thread) of
 * each call, which leaves out the time the call waited for a core: on a loaded machine the wall time's tail is
 * the scheduler's, the CPU time's is the work's (garbage collection included).
 */
async function timeEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>, cpu?: number[]): Promise<number[]> {
  const times: number[] = [];
  for (const item of items) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    await run(item);
    times.push(performance.now() - started);
    if (cpu) {
      const {user, system} = process.cpuUsage(cpuStarted);
      cpu.push((user + system) / 1000);
    }
  }
  return times;
}

/** A build folder holding only what the MCP server reads, with the corpus' index: the 10,000-page case. */
function corpusBuild(): {dir: string; queries: string[]} {
  const {pages, vocabulary} = generatedCorpus(10_000);
  const built = buildSearchIndex('en', pages);
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-bench-corpus-'));
  const base = '/search-index/bench/en';
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>corpus</title>');
  writeFileSync(path.join(dir, 'llms.txt'), '# Corpus\n\n## Docs\n\n- [Page 0](https://faststore.dev/generated/0.md): a generated page\n');
  mkdirSync(path.join(dir, 'search-index'), {recursive: true});
  writeFileSync(path.join(dir, 'search-index', 'en.json'), JSON.stringify({...built.entry, base}));
  for (const [file, content] of built.files) {
    const target = path.join(dir, base, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
  return {dir, queries: corpusQueries(vocabulary, 200)};
}

/**
 * The real server (server/main.ts) in its own Node process, so its memory is its own; with the bench's
 * memory probe loaded (`probe()`: full garbage collections, then what the process holds).
 */
function startServer(buildDir: string, dbDir: string): Promise<{url: string; child: ChildProcess; probe: () => Promise<MemoryProbe>}> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', './bench/lib/memory-probe-preload.ts', 'server/main.ts'], {
    env: {...process.env, HOST: '127.0.0.1', PORT: '0', BUILD_DIR: buildDir, FEEDBACK_DB: path.join(dbDir, 'feedback.db'), MCP_RATE_LIMIT: '9999999', MCP_TOTAL_RATE_LIMIT: '9999999'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const probes: Array<{resolve: (probe: MemoryProbe) => void; reject: (error: Error) => void}> = [];
  const probe = () =>
    new Promise<MemoryProbe>((resolve, reject) => {
      probes.push({resolve, reject});
      child.kill(memoryProbeSignal);
    });
  // A server that dies fails a probe waiting for it, instead of leaving the bench waiting.
  child.once('exit', (code) => probes.splice(0).forEach(({reject}) => reject(new Error(`The server exited with ${code} during a memory probe`))));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (let line = output.indexOf('\n'); line >= 0; line = output.indexOf('\n')) {
        const text = output.slice(0, line);
        output = output.slice(line + 1);
        const started = /running at (http:\/\/\S+)/.exec(text);
        if (started) resolve({url: started[1]!, child, probe});
        if (text.startsWith(memoryProbePrefix)) probes.shift()?.resolve(JSON.parse(text.slice(memoryProbePrefix.length)) as MemoryProbe);
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}: ${output}`)));
  });
}

/** The median of three memory probes, field by field, in MB. */
async function probedMb(probe: () => Promise<MemoryProbe>): Promise<{rss: number; heapUsed: number; external: number; retained: number}> {
  const probes: MemoryProbe[] = [];
  for (let n = 0; n < 3; n += 1) {
    probes.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const median = (pick: (probe: MemoryProbe) => number) => ([...probes].map(pick).sort((a, b) => a - b)[1] ?? Number.NaN) / 2 ** 20;
  // external counts the ArrayBuffers too (the held postings live in them).
  return {rss: median((p) => p.rss), heapUsed: median((p) => p.heapUsed), external: median((p) => p.external), retained: median((p) => p.heapUsed + p.external)};
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({name: 'devportal-bench', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url)));
  return client;
}

const searchCall = (client: Client, query: string) => client.callTool({name: 'search_docs', arguments: {query, limit: 10}});

const mcpHeaders = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};

/** The server's app with the MCP routes over `site`, in this process: requests go through Fastify's inject. */
async function inProcess(site: McpSite): Promise<{app: FastifyInstance; search: (query: string) => Promise<void>}> {
  const app = await buildApp({buildDir: site.root, register: (instance) => registerMcp(instance, {site, rateLimit: 1e9})});
  await app.ready();
  let id = 0;
  const search = async (query: string) => {
    id += 1;
    const payload = JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'search_docs', arguments: {query, limit: 10}}});
    const response = await app.inject({method: 'POST', url: '/mcp', headers: mcpHeaders, payload});
    if (response.statusCode !== 200 || !response.body.includes('"hits') || response.body.includes('"isError":true')) {
      throw new Error(`search_docs answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
  };
  return {app, search};
}

/** Resident memory of the server once it stops growing: the first search started holding the postings, which ends on its own. */
async function settledRssMb(client: Client, pid: number): Promise<number> {
  let previous = rssMb(pid);
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await searchCall(client, 'cart');
    const now = rssMb(pid);
    if (Math.abs(now - previous) < 1) return now;
    previous = now;
  }
  return previous;
}

/**
 * search_docs through the client against a running server, each call right after a ping (the same round
 * trip with no tool: the run's baseline); also the server's memory: idle, after as many requests that load
 * no index (a ping and list_pages per query: the heap a busy server grows without the index), and after the
 * searches.
 */
async function throughClient(buildDir: string, dbDir: string, queries: string[]) {
  const {url, child, probe} = await startServer(buildDir, dbDir);
  try {
    const client = await connect(url);
    await client.listTools();
    // Let start-up garbage go before the baseline: the SDK is loaded, the index is not.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(child.pid!);
    for (const _query of queries) {
      await client.ping();
      await client.callTool({name: 'list_pages', arguments: {}});
    }
    const before = rssMb(child.pid!);
    const probedBefore = await probedMb(probe);
    const pings: number[] = [];
    const times: number[] = [];
    for (const query of queries) {
      pings.push(...(await timeEach([query], () => client.ping())));
      times.push(...(await timeEach([query], (item) => searchCall(client, item))));
    }
    await client.callTool({name: 'search_docs', arguments: {query: 'cart', kind: 'docs'}});
    const after = await settledRssMb(client, child.pid!);
    const probedAfter = await probedMb(probe);
    // The same queries again: by now the server holds all postings.
    const again = percentiles(await timeEach(queries, (item) => searchCall(client, item)));
    await client.close();
    return {url, child, ...percentiles(times), again, ping: percentiles(pings), rssIdleMb: idle, rssBeforeMb: before, rssAfterMb: after, probedBefore, probedAfter};
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function throughput(url: string, queries: string[]): Promise<{requestsPerSecond: number; p95: number; errors: number; non2xx: number}> {
  const bodies = queries.map((query, id) => JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'search_docs', arguments: {query, limit: 10}}}));
  let next = 0;
  const result = await autocannon({
    url: `${url}/mcp`,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        setupRequest: (request) => ({...request, body: bodies[next++ % bodies.length]}),
      },
    ],
  });
  return {requestsPerSecond: result.requests.average, p95: result.latency.p97_5, errors: result.errors, non2xx: result.non2xx};
}

export default async function mcpBench() {
  const buildDir = path.resolve('build');
  const dbDir = mkdtempSync(path.join(tmpdir(), 'mcp-bench-db-'));
  const corpus = corpusBuild();
  const loadAtStart = loadavg();
  try {
    // At the server, in process: the tool's own work, then the whole request.
    const site = await loadSite(buildDir);
    const siteQueriesAll = Array.from({length: rounds}, () => siteQueries).flat();
    const cpuSite: number[] = [];
    const atServerSite = percentiles(await timeEach(siteQueriesAll, (query) => site.search({query, version: 'current', limit: 10}), cpuSite));
    const siteServer = await inProcess(await loadSite(buildDir));
    const cpuRequestSite: number[] = [];
    const requestSite = percentiles(await timeEach(siteQueriesAll, siteServer.search, cpuRequestSite));
    await siteServer.app.close();

    // 10,000 pages: postings shards read on demand against held postings, interleaved on fresh sites.
    const onDemandTimes: number[] = [];
    const heldTimes: number[] = [];
    const requestTimes: number[] = [];
    const cpuHeld: number[] = [];
    const cpuRequest: number[] = [];
    const holding: Array<{ms: number; mb: number}> = [];
    const heldSite = async () => {
      const loaded = await loadSite(corpus.dir);
      const started = performance.now();
      const {bytes} = await loaded.holdPostings();
      holding.push({ms: performance.now() - started, mb: bytes / 2 ** 20});
      return loaded;
    };
    let corpusSite: McpSite | undefined;
    for (let round = 0; round < 2; round += 1) {
      const onDemand = await loadSite(corpus.dir, {holdPostings: false});
      onDemandTimes.push(...(await timeEach(corpus.queries, (query) => onDemand.search({query, version: 'current', limit: 10}))));
      corpusSite = await heldSite();
      const held = corpusSite;
      heldTimes.push(...(await timeEach(corpus.queries, (query) => held.search({query, version: 'current', limit: 10}), cpuHeld)));
      const corpusServer = await inProcess(await heldSite());
      requestTimes.push(...(await timeEach(corpus.queries, corpusServer.search, cpuRequest)));
      await corpusServer.app.close();
    }
    const atServerCorpusOnDemand = percentiles(onDemandTimes);
    const atServerCorpus = percentiles(heldTimes);
    const requestCorpus = percentiles(requestTimes);
    // Filtered by kind: the first such search reads what the filter needs, then 50 more.
    const kindQueries = corpus.queries.slice(0, 51);
    const kindTimes = await timeEach(kindQueries, (query) => corpusSite!.search({query, version: 'current', kind: 'docs', limit: 10}));
    const atServerCorpusKind = {first: kindTimes[0] ?? 0, ...percentiles(kindTimes.slice(1))};

    // Through the SDK's client over HTTP, against server/main.ts.
    const siteRun = await throughClient(buildDir, dbDir, siteQueriesAll);
    const pagePaths = site.sections.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => page.path)));
    const pageClient = await connect(siteRun.url);
    const getPage = percentiles(await timeEach(pagePaths, (pagePath) => pageClient.callTool({name: 'get_page', arguments: {path: pagePath}})));
    await pageClient.close();
    const siteThroughput = await throughput(siteRun.url, siteQueries);
    await stop(siteRun.child);

    const corpusRun = await throughClient(corpus.dir, dbDir, corpus.queries);
    const corpusThroughput = await throughput(corpusRun.url, corpus.queries);
    await stop(corpusRun.child);

    const ms = (value: number) => value.toFixed(2);
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    const pair = ({p50, p95}: {p50: number; p95: number}) => `${ms(p50)} / ${ms(p95)}`;
    const rows = {
      'load average (1, 5, 15 min) at the start / at the end': `${load(loadAtStart)} / ${load(loadavg())}`,
      'site: ping through the client (no tool: the baseline), p50 / p95 (ms)': `${ms(siteRun.ping.p50)} / ${ms(siteRun.ping.p95)}`,
      'site: search_docs at the server, the tool, p50 / p95 (ms)': pair(atServerSite),
      'site: search_docs at the server, the whole request, p50 / p95 (ms)': pair(requestSite),
      'site: search_docs at the server, CPU time of the tool / of the whole request, p50 / p95 (ms)': `${pair(percentiles(cpuSite))}, ${pair(percentiles(cpuRequestSite))}`,
      'site: search_docs through the client, p50 / p95 (ms)': `${ms(siteRun.p50)} / ${ms(siteRun.p95)}`,
      'site: get_page through the client, p50 / p95 (ms)': `${ms(getPage.p50)} / ${ms(getPage.p95)} (${pagePaths.length} pages)`,
      'site: search_docs, 50 concurrent clients (req/s, p97.5 ms)': `${siteThroughput.requestsPerSecond.toFixed(0)} (${siteThroughput.p95} ms, ${siteThroughput.errors + siteThroughput.non2xx} errors)`,
      '10k pages: holding all postings in memory (ms, MB)': holding.map(({ms: time, mb}) => `${time.toFixed(0)} ms ${mb.toFixed(1)} MB`).join(', '),
      '10k pages: search_docs at the server, the tool, postings shards read on demand, p50 / p95 (ms)': pair(atServerCorpusOnDemand),
      '10k pages: search_docs at the server, the tool, postings held, p50 / p95 (ms)': pair(atServerCorpus),
      '10k pages: search_docs at the server, the whole request, postings held, p50 / p95 (ms)': pair(requestCorpus),
      '10k pages: search_docs at the server, postings held, CPU time of the tool / of the whole request, p50 / p95 (ms)': `${pair(percentiles(cpuHeld))}, ${pair(percentiles(cpuRequest))}`,
      '10k pages: search_docs with kind at the server, first, p50 / p95 (ms)': `${ms(atServerCorpusKind.first)}, ${ms(atServerCorpusKind.p50)} / ${ms(atServerCorpusKind.p95)}`,
      '10k pages: ping through the client, p50 / p95 (ms)': `${ms(corpusRun.ping.p50)} / ${ms(corpusRun.ping.p95)}`,
      '10k pages: search_docs through the client from start (holding begins with the first), p50 / p95 (ms)': `${ms(corpusRun.p50)} / ${ms(corpusRun.p95)}`,
      '10k pages: search_docs through the client, the same queries again, p50 / p95 (ms)': pair(corpusRun.again),
      '10k pages: search_docs, 50 concurrent clients (req/s, p97.5 ms)': `${corpusThroughput.requestsPerSecond.toFixed(0)} (${corpusThroughput.p95} ms, ${corpusThroughput.errors + corpusThroughput.non2xx} errors)`,
      '10k pages: server RSS idle / without the index / with it (MB)': `${corpusRun.rssIdleMb.toFixed(0)} / ${corpusRun.rssBeforeMb.toFixed(0)} / ${corpusRun.rssAfterMb.toFixed(0)} (+${(corpusRun.rssAfterMb - corpusRun.rssBeforeMb).toFixed(0)}, +${(corpusRun.rssAfterMb - corpusRun.rssIdleMb).toFixed(0)} over idle)`,
      '10k pages: after full GCs, RSS without / with the index (MB)': `${corpusRun.probedBefore.rss.toFixed(0)} / ${corpusRun.probedAfter.rss.toFixed(0)} (+${(corpusRun.probedAfter.rss - corpusRun.probedBefore.rss).toFixed(0)})`,
      '10k pages: after full GCs, JS heap used + external without / with the index (MB)': `${corpusRun.probedBefore.retained.toFixed(1)} / ${corpusRun.probedAfter.retained.toFixed(1)} (+${(corpusRun.probedAfter.retained - corpusRun.probedBefore.retained).toFixed(1)}: heap +${(corpusRun.probedAfter.heapUsed - corpusRun.probedBefore.heapUsed).toFixed(1)}, external +${(corpusRun.probedAfter.external - corpusRun.probedBefore.external).toFixed(1)})`,
      'site: server RSS idle / without the index / with it (MB)': `${siteRun.rssIdleMb.toFixed(0)} / ${siteRun.rssBeforeMb.toFixed(0)} / ${siteRun.rssAfterMb.toFixed(0)}`,
      'site: after full GCs, RSS without / with the index (MB)': `${siteRun.probedBefore.rss.toFixed(0)} / ${siteRun.probedAfter.rss.toFixed(0)}`,
    };
    console.table(rows);
    const pick = ({p50, p95}: {p50: number; p95: number}) => ({p50, p95});
    return {
      loadAverage: {start: loadAtStart, end: loadavg()},
      site: {
        searchAtServer: atServerSite,
        requestAtServer: requestSite,
        cpuAtServer: {tool: percentiles(cpuSite), request: percentiles(cpuRequestSite)},
        searchThroughClient: pick(siteRun),
        pingThroughClient: siteRun.ping,
        getPage,
        throughput50: siteThroughput,
        rssMb: {idle: siteRun.rssIdleMb, before: siteRun.rssBeforeMb, after: siteRun.rssAfterMb},
        afterGcMb: {before: siteRun.probedBefore, after: siteRun.probedAfter},
      },
      corpus10k: {
        holdingPostings: holding,
        searchAtServerOnDemand: atServerCorpusOnDemand,
        searchAtServer: atServerCorpus,
        requestAtServer: requestCorpus,
        cpuAtServer: {tool: percentiles(cpuHeld), request: percentiles(cpuRequest)},
        searchThroughClientAgain: corpusRun.again,
        searchWithKindAtServer: atServerCorpusKind,
        searchThroughClient: pick(corpusRun),
        pingThroughClient: corpusRun.ping,
        throughput50: corpusThroughput,
        rssMb: {
          idle: corpusRun.rssIdleMb,
          before: corpusRun.rssBeforeMb,
          after: corpusRun.rssAfterMb,
          added: corpusRun.rssAfterMb - corpusRun.rssBeforeMb,
          addedOverIdle: corpusRun.rssAfterMb - corpusRun.rssIdleMb,
        },
        afterGcMb: {
          before: corpusRun.probedBefore,
          after: corpusRun.probedAfter,
          addedRss: corpusRun.probedAfter.rss - corpusRun.probedBefore.rss,
          addedRetained: corpusRun.probedAfter.retained - corpusRun.probedBefore.retained,
        },
      },
    };
  } finally {
    rmSync(corpus.dir, {recursive: true, force: true});
    rmSync(dbDir, {recursive: true, force: true});
  }
}
