/**
 * Search figures: relevance over the judged suite (S@1, S@3, MRR, nDCG@5, per kind, beside the last run's),
 * bytes downloaded for a first query on the real build, query latency in Chromium over 200 queries, and the
 * same on a generated corpus of 10,000 pages with its index build time; Pagefind over that corpus to compare.
 * Needs a build (`npm run build`) and Debian's Chromium.
 *
 *   npm run bench -- search [--before=COMMIT] [--reuse] [--rounds=N] [--no-pagefind]
 *
 * --before=COMMIT also builds that commit's site as it was (bench/lib/commitCheckout.ts, the same folder the
 * ablation bench uses; --reuse keeps an earlier build of it) and measures it in the same run: its relevance with
 * its own engine, its first-query bytes with its own search code and index, its latency with its own engine,
 * the corpus indexed by its own indexer. Latency rounds alternate which one goes first.
 */
import {once} from 'node:events';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build} from 'esbuild';
import * as pagefind from 'pagefind';
import {precompress} from '../scripts/precompress.ts';
import {checkoutCommit, commitFolder, resolveCommit} from './lib/commitCheckout.ts';
import {corpusQueries, generatedCorpus, type IndexDocument} from './lib/corpus.ts';
import {runCommand} from './lib/deadline.ts';
import {parseSearchArgs, relevanceRows, roundOrder, type RelevanceFigures} from './lib/searchReport.ts';
import {startSiteServer, type RunningServer} from './lib/server.ts';
import {importFeature} from './lib/features.ts';

interface BuiltSearchIndex {
  entry: Record<string, unknown>;
  files: Map<string, string>;
}
const {chromiumArgs, chromiumPath} = (await import(pathToFileURL(path.resolve('tests/e2e/browser.ts')).href)) as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};
/** A checkout's engine, as the search feature's core (`#search/core`) takes it (plugins/ is CommonJS to the server's TypeScript setup). */
interface Engine {
  createSearcher: (entry: never, load: (file: string) => Promise<unknown>) => unknown;
  sectionHits: (...args: never[]) => unknown;
}
const {readBuiltIndex, runSuite} = await importFeature<{
  readBuiltIndex: (buildDir: string, engine: Engine) => Promise<unknown>;
  runSuite: (index: unknown) => Promise<RelevanceFigures>;
}>('#search/core');

const buildTimeoutMs = Number(process.env.BENCH_BUILD_TIMEOUT_MS ?? 20 * 60_000);

/** A checkout measured by the bench: this one ("now"), or the before commit's. */
interface Variant {
  name: string;
  buildDir: string;
  /** Its engine bundled for the browser, so latency is measured with the code its site runs. */
  bundle: string;
  buildSearchIndex: (language: string, pages: IndexDocument[]) => BuiltSearchIndex;
  engine: Engine;
}

/** The variant whose sources are in `siteDir` and whose site is built in `buildDir`. */
async function loadVariant(name: string, siteDir: string, buildDir: string): Promise<Variant> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(siteDir, file)).href)) as T;
  const [{buildSearchIndex}, {createSearcher}, {sectionHits}, bundle] = await Promise.all([
    load<{buildSearchIndex: Variant['buildSearchIndex']}>('common/search/indexer.ts'),
    load<Pick<Engine, 'createSearcher'>>('common/search/engine.ts'),
    load<Pick<Engine, 'sectionHits'>>('common/search/rank.ts'),
    engineBundle(siteDir),
  ]);
  return {name, buildDir, bundle, buildSearchIndex, engine: {createSearcher, sectionHits}};
}

/** The before commit's site, built and precompressed as `npm run build` does (reused with --reuse when its build is there). */
async function buildBefore(commit: string, reuse: boolean): Promise<{siteDir: string; buildDir: string}> {
  const dir = commitFolder(commit);
  const siteDir = path.join(dir, 'site');
  const buildDir = path.join(dir, 'build');
  const stamp = path.join(dir, 'variant.json');
  if (reuse && existsSync(stamp) && existsSync(path.join(buildDir, 'search-index', 'en.json'))) return {siteDir, buildDir};
  rmSync(dir, {recursive: true, force: true});
  const started = performance.now();
  checkoutCommit(commit, siteDir);
  await runCommand(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', buildDir], buildTimeoutMs, {cwd: siteDir});
  await precompress(buildDir);
  writeFileSync(stamp, '{}');
  console.log(`Built ${commit.slice(0, 7)} in ${Math.round((performance.now() - started) / 1000)} s.`);
  return {siteDir, buildDir};
}

/** The relevance figures of the last run, from bench/results/latest.json as this run found it. */
function lastRelevance(): RelevanceFigures | undefined {
  try {
    const latest = JSON.parse(readFileSync('bench/results/latest.json', 'utf8')) as {search?: {relevance?: RelevanceFigures}};
    return latest.search?.relevance;
  } catch {
    return undefined;
  }
}

const queryCount = 200;
const siteWords = ['cart', 'shadowing', 'allProd', 'validateCart', 'checkout', 'lighthouse', 'cms', 'deploy', 'themes', 'session',
  'jamstack', 'partytwn', 'storeui', 'graphql', 'redirects', 'secrets', 'preview', 'tokens', 'search', 'product'];
const siteFirstQueries = ['cart', 'shadowng', 'allProd', 'checkout session', 'graphql'];
const corpusBase = '/bench-corpus/en';

/** The engine in `siteDir` bundled for the browser. */
async function engineBundle(siteDir: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import {createSearcher} from './common/search/engine'; globalThis.createSearcher = createSearcher;",
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * In the page: one searcher over the entry at `entryUrl`, a first query, then `queries` timed one by one
 * (each `await search()`, shard fetches included, as a reader gets them after the debounce).
 */
async function latency(page: Page, entryUrl: string, queries: string[]): Promise<{p50: number; p95: number}> {
  const times = await page.evaluate(
    async ({url, list}) => {
      type Search = (q: string, tags: string[], limit: number) => Promise<unknown>;
      const create = (globalThis as unknown as {createSearcher: (entry: unknown, load: (file: string) => Promise<unknown>) => {search: Search}})
        .createSearcher;
      const entry = (await (await fetch(url)).json()) as {base: string};
      const searcher = create(entry, async (file) => (await fetch(`${entry.base}/${file}`)).json());
      const tags = ['default', 'docs-default-current'];
      await searcher.search(list[0] ?? 'warm up', tags, 8);
      const measured: number[] = [];
      for (const query of list) {
        const start = performance.now();
        await searcher.search(query, tags, 8);
        measured.push(performance.now() - start);
      }
      return measured;
    },
    {url: entryUrl, list: queries},
  );
  const sorted = [...times].sort((a, b) => a - b);
  return {p50: percentile(sorted, 50), p95: percentile(sorted, 95)};
}

/** Compressed bytes the browser downloads from pressing Ctrl+K to a first query's hits with their excerpts. */
async function firstQueryBytes(browser: Browser, url: string, query: string): Promise<{bytes: number; codeBytes: number; requests: number}> {
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  let counting = false;
  let lastActivity = Date.now();
  let bytes = 0;
  let codeBytes = 0;
  let requests = 0;
  const urls = new Map<string, string>();
  client.on('Network.responseReceived', (event: {requestId: string; response: {url: string}}) => urls.set(event.requestId, event.response.url));
  client.on('Network.loadingFinished', (event: {requestId: string; encodedDataLength: number}) => {
    lastActivity = Date.now();
    if (!counting) return;
    bytes += event.encodedDataLength;
    if (!urls.get(event.requestId)?.includes('/search-index/')) codeBytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(`${url}/quickstart`, {waitUntil: 'networkidle'});
  // Docusaurus prefetches the sidebar's route chunks in idle time after load: let that finish first.
  while (Date.now() - lastActivity < 2000) await page.waitForTimeout(250);
  counting = true;
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search'}).fill(query);
  await page.locator('[role="option"] [class*="searchExcerpt"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return {bytes, codeBytes, requests};
}

/** Bytes of the corpus files a first query fetches, plus the texts of its 8 shown hits (gzip). */
async function corpusFirstQuery(page: Page, entryUrl: string, query: string, sizes: Map<string, number>): Promise<number> {
  const fetched = await page.evaluate(
    async ({url, q}) => {
      type Result = {hits: Array<{page: number}>};
      const create = (globalThis as unknown as {createSearcher: (entry: unknown, load: (file: string) => Promise<unknown>) => {search: (q: string, t: string[], l: number) => Promise<Result>}})
        .createSearcher;
      const files: string[] = [url];
      const entry = (await (await fetch(url)).json()) as {base: string};
      const searcher = create(entry, async (file) => {
        files.push(`${entry.base}/${file}`);
        return (await fetch(`${entry.base}/${file}`)).json();
      });
      const {hits} = await searcher.search(q, ['default', 'docs-default-current'], 8);
      for (const hit of hits) files.push(`${entry.base}/s/${hit.page}.json`);
      return files;
    },
    {url: entryUrl, q: query},
  );
  return fetched.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
}

/** Pagefind 1.6 over the same corpus (custom records: title and all section text), for the engine comparison. */
async function pagefindFiles(pages: IndexDocument[]): Promise<{files: Map<string, Buffer>; buildMs: number}> {
  const started = performance.now();
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (let start = 0; start < pages.length; start += 500) {
    await Promise.all(
      pages.slice(start, start + 500).map((page) =>
        index.addCustomRecord({
          url: page.url,
          language: 'en',
          meta: {title: page.title},
          content: `${page.title}. ${page.sections.map(([, heading, text]) => `${heading} ${text}`).join(' ')}`,
        }),
      ),
    );
  }
  const {files} = await index.getFiles();
  const buildMs = performance.now() - started;
  await pagefind.close();
  return {files: new Map(files.map((file) => [`/pagefind/${file.path}`, Buffer.from(file.content)])), buildMs};
}

/** Bytes a file costs on the wire: Pagefind's index files are already gzipped, so the smaller of raw and gzip. */
const wireBytes = (content: Buffer | string) => Math.min(Buffer.byteLength(content), gzipSync(content).length);

/** In the page: Pagefind's own API, a first query (search plus the 8 shown results' data), then the timed queries. */
async function pagefindInPage(page: Page, origin: string, first: string[], queries: string[]): Promise<{firsts: string[][]; times: number[]}> {
  // Passed as source: the bench's own transpiler would wrap named functions in helpers the page does not have.
  return page.evaluate<{firsts: string[][]; times: number[]}>(`(async () => {
    const base = ${JSON.stringify(origin)};
    const firstQueries = ${JSON.stringify(first)};
    const list = ${JSON.stringify(queries)};
    async function run(pf, query) {
      const {results} = await pf.search(query);
      await Promise.all(results.slice(0, 8).map((result) => result.data()));
    }
    // Each first query gets a fresh module instance (a query string defeats the module cache).
    // The page has made thousands of requests by now: make room in the resource timing buffer.
    performance.setResourceTimingBufferSize(100000);
    performance.clearResourceTimings();
    const firsts = [];
    for (const [n, query] of firstQueries.entries()) {
      const before = performance.getEntriesByType('resource').length;
      const pf = await import(base + '/pagefind/pagefind.js?first=' + n);
      await pf.options({basePath: base + '/pagefind/'});
      await run(pf, query);
      firsts.push(performance.getEntriesByType('resource').slice(before).map((entry) => new URL(entry.name).pathname));
    }
    const pf = await import(base + '/pagefind/pagefind.js');
    await pf.options({basePath: base + '/pagefind/'});
    await run(pf, list[0] || 'warm up');
    const times = [];
    for (const query of list) {
      const start = performance.now();
      await run(pf, query);
      times.push(performance.now() - start);
    }
    return {firsts, times};
  })()`);
}

const median3 = (values: number[]) => median(values);

export default async function searchBench(argv: string[] = []) {
  const args = parseSearchArgs(argv);
  if (!existsSync('build/search-index/en.json')) throw new Error('No search index in build/: run "npm run build" first.');
  const last = lastRelevance();
  const variants = [await loadVariant('now', process.cwd(), 'build')];
  if (args.before) {
    const commit = resolveCommit(args.before);
    const before = await buildBefore(commit, args.reuse);
    variants.push(await loadVariant(`before (${commit.slice(0, 7)})`, before.siteDir, before.buildDir));
  }

  const relevance = new Map<Variant, RelevanceFigures>();
  for (const variant of variants) {
    const {overall, byKind, anchors} = await runSuite(await readBuiltIndex(variant.buildDir, variant.engine));
    relevance.set(variant, {overall, byKind, anchors});
  }
  const [now] = variants as [Variant, ...Variant[]];
  const before = variants[1];
  console.log('Relevance over the judged suite (plugins/search/relevance/suite.ts), S@1 % / S@3 % / MRR / nDCG@5:');
  console.table(relevanceRows(relevance.get(now) as RelevanceFigures, last, before ? {name: before.name, figures: relevance.get(before) as RelevanceFigures} : undefined));

  const servers = new Map<Variant, RunningServer>();
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  let corpusServer: ReturnType<typeof createServer> | undefined;
  try {
    for (const variant of variants) servers.set(variant, await startSiteServer(variant.buildDir));
    const site = new Map<Variant, {firsts: Array<{query: string; bytes: number; codeBytes: number; requests: number}>; worst: {query: string; bytes: number; requests: number}; codeBytes: number}>();
    for (const variant of variants) {
      const firsts = [];
      for (const query of siteFirstQueries) firsts.push({query, ...(await firstQueryBytes(browser, (servers.get(variant) as RunningServer).url, query))});
      site.set(variant, {firsts, worst: firsts.reduce((a, b) => (b.bytes > a.bytes ? b : a)), codeBytes: median(firsts.map((first) => first.codeBytes))});
    }

    // One page per variant, with its engine, on its own site.
    const pages = new Map<Variant, Page>();
    for (const variant of variants) {
      const page = await (await browser.newContext({bypassCSP: true})).newPage();
      await page.goto(`${(servers.get(variant) as RunningServer).url}/search`);
      await page.addScriptTag({content: variant.bundle});
      pages.set(variant, page);
    }
    const siteQueries = Array.from({length: queryCount}, (_, i) => `${siteWords[i % siteWords.length]}${i % 3 === 0 ? '' : ` ${siteWords[(i * 7) % siteWords.length]}`}`);

    const {pages: corpusPages, vocabulary} = generatedCorpus(10_000);
    // The corpus is served over HTTP from memory, like a static host would serve its files.
    const served = new Map<string, string | Buffer>();
    corpusServer = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const content = served.get(pathname);
      const type = pathname.endsWith('.js') ? 'text/javascript' : pathname.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      response.writeHead(content === undefined ? 404 : 200, {'content-type': type, 'access-control-allow-origin': '*'});
      response.end(content ?? '');
    });
    corpusServer.listen(0, '127.0.0.1');
    await once(corpusServer, 'listening');
    const address = corpusServer.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const queries = corpusQueries(vocabulary, queryCount);
    const sizes = new Map<string, number>();
    const corpus = new Map<Variant, {entryUrl: string; buildMs: number; indexGzipBytes: number; firsts: number[]}>();
    for (const [n, variant] of variants.entries()) {
      const started = performance.now();
      const built = variant.buildSearchIndex('en', corpusPages);
      const buildMs = performance.now() - started;
      const base = `${corpusBase}-${n}/en`;
      const files: Array<[string, string]> = [[`${base}.json`, JSON.stringify({...built.entry, base: `${origin}${base}`})], ...[...built.files].map(([file, content]): [string, string] => [`${base}/${file}`, content])];
      for (const [file, content] of files) {
        served.set(file, content);
        sizes.set(`${origin}${file}`, gzipSync(content).length);
      }
      const indexGzipBytes = files.filter(([file]) => !file.includes('/s/')).reduce((sum, [file]) => sum + (sizes.get(`${origin}${file}`) ?? 0), 0);
      const entryUrl = `${origin}${base}.json`;
      const firsts: number[] = [];
      const codeBytes = site.get(variant)?.codeBytes ?? 0;
      for (const query of queries.slice(0, 20)) firsts.push(codeBytes + (await corpusFirstQuery(pages.get(variant) as Page, entryUrl, query, sizes)));
      corpus.set(variant, {entryUrl, buildMs, indexGzipBytes, firsts});
    }

    // Latency, in rounds that alternate which variant goes first; each figure is the median over the rounds.
    const latencies = new Map<Variant, {site: Array<{p50: number; p95: number}>; corpus: Array<{p50: number; p95: number}>}>(variants.map((variant) => [variant, {site: [], corpus: []}]));
    for (let round = 0; round < args.rounds; round += 1) {
      for (const variant of roundOrder(variants, round)) {
        const page = pages.get(variant) as Page;
        const measured = latencies.get(variant);
        measured?.site.push(await latency(page, `${(servers.get(variant) as RunningServer).url}/search-index/en.json`, siteQueries));
        measured?.corpus.push(await latency(page, (corpus.get(variant) as {entryUrl: string}).entryUrl, queries));
      }
    }
    const typical = (runs: Array<{p50: number; p95: number}>) => ({p50: median3(runs.map((run) => run.p50)), p95: median3(runs.map((run) => run.p95))});

    // The same corpus, queries and browser with Pagefind, the engine the issue expected by default.
    let pagefindFigures: {buildMs: number; indexBytes: number; firstQueryBytesMedian: number; firstQueryBytesMax: number; p50: number; p95: number} | undefined;
    if (args.pagefind) {
      const pf = await pagefindFiles(corpusPages);
      for (const [file, content] of pf.files) served.set(file, content);
      const pfRun = await pagefindInPage(pages.get(now) as Page, origin, queries.slice(0, 20), queries);
      const pfFirsts = pfRun.firsts.map((paths) => paths.reduce((sum, file) => sum + wireBytes(pf.files.get(file) ?? ''), 0));
      const pfSorted = [...pfRun.times].sort((a, b) => a - b);
      const pfTotal = [...pf.files].filter(([file]) => !file.includes('/fragment/')).reduce((sum, [, content]) => sum + wireBytes(content), 0);
      pagefindFigures = {buildMs: pf.buildMs, indexBytes: pfTotal, firstQueryBytesMedian: median(pfFirsts), firstQueryBytesMax: Math.max(...pfFirsts), p50: percentile(pfSorted, 50), p95: percentile(pfSorted, 95)};
    }

    const figures = (variant: Variant) => {
      const siteFigures = site.get(variant) as NonNullable<ReturnType<typeof site.get>>;
      const corpusFigures = corpus.get(variant) as NonNullable<ReturnType<typeof corpus.get>>;
      const measured = latencies.get(variant) as NonNullable<ReturnType<typeof latencies.get>>;
      return {
        relevance: relevance.get(variant) as RelevanceFigures,
        site: {firstQueries: siteFigures.firsts, worstFirstQueryBytes: siteFigures.worst.bytes, codeBytes: siteFigures.codeBytes, ...typical(measured.site)},
        corpus10k: {
          buildMs: corpusFigures.buildMs,
          indexGzipBytes: corpusFigures.indexGzipBytes,
          firstQueryBytesMedian: median(corpusFigures.firsts),
          firstQueryBytesMax: Math.max(...corpusFigures.firsts),
          ...typical(measured.corpus),
        },
      };
    };
    const results = variants.map(figures);
    const column = (pick: (result: (typeof results)[number], variant: Variant) => string) => Object.fromEntries(variants.map((variant, n) => [variant.name, pick(results[n] as (typeof results)[number], variant)]));
    const rows: Record<string, Record<string, string>> = {
      'site: first-query bytes, worst of 5 (KB, compressed)': column((_, variant) => {
        const worst = site.get(variant)?.worst;
        return worst ? `${(worst.bytes / 1024).toFixed(1)} (“${worst.query}”, ${worst.requests} requests)` : '–';
      }),
      'site: search code on first query (KB)': column((result) => (result.site.codeBytes / 1024).toFixed(1)),
      [`site: p50 / p95 latency (ms, median of ${args.rounds})`]: column((result) => `${result.site.p50.toFixed(2)} / ${result.site.p95.toFixed(2)}`),
      '10k pages: index build (s)': column((result) => (result.corpus10k.buildMs / 1000).toFixed(1)),
      '10k pages: whole index, gzip (KB)': column((result) => (result.corpus10k.indexGzipBytes / 1024).toFixed(0)),
      '10k pages: first-query bytes, median / max of 20 (KB, code + shards + 8 texts)': column(
        (result) => `${(result.corpus10k.firstQueryBytesMedian / 1024).toFixed(1)} / ${(result.corpus10k.firstQueryBytesMax / 1024).toFixed(1)}`,
      ),
      [`10k pages: p50 / p95 latency (ms, median of ${args.rounds})`]: column((result) => `${result.corpus10k.p50.toFixed(2)} / ${result.corpus10k.p95.toFixed(2)}`),
    };
    if (pagefindFigures) {
      const pf = pagefindFigures;
      rows['Pagefind 10k: index build (s)'] = {now: (pf.buildMs / 1000).toFixed(1)};
      rows['Pagefind 10k: whole index without fragments (KB)'] = {now: (pf.indexBytes / 1024).toFixed(0)};
      rows['Pagefind 10k: first-query bytes, median / max of 20 (KB, js + wasm + index + 8 fragments)'] = {now: `${(pf.firstQueryBytesMedian / 1024).toFixed(1)} / ${(pf.firstQueryBytesMax / 1024).toFixed(1)}`};
      rows['Pagefind 10k: p50 / p95 latency (ms, search + 8 results)'] = {now: `${pf.p50.toFixed(2)} / ${pf.p95.toFixed(2)}`};
    }
    console.table(rows);
    const [ours, theirs] = results;
    return {
      ...ours,
      ...(pagefindFigures ? {pagefind10k: pagefindFigures} : {}),
      ...(before && theirs ? {before: {name: before.name, ...theirs}} : {}),
    };
  } finally {
    corpusServer?.close();
    await browser.close();
    for (const server of servers.values()) await server.stop();
  }
}
