/**
 * Search figures: bytes downloaded for a first query on the real build, query latency in Chromium
 * over 200 queries, and the same on a generated corpus of 10,000 pages with its index build time.
 * Needs a build (`npm run build`) and Debian's Chromium. Run: `npm run bench -- search`.
 */
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build} from 'esbuild';
import * as pagefind from 'pagefind';
import {corpusQueries, generatedCorpus, type IndexDocument} from './lib/corpus.js';
import {startSiteServer} from './lib/server.js';

interface BuiltSearchIndex {
  entry: Record<string, unknown>;
  files: Map<string, string>;
}
const {chromiumArgs, chromiumPath} = (await import(pathToFileURL(path.resolve('tests/e2e/browser.ts')).href)) as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};
const {buildSearchIndex} = (await import(pathToFileURL(path.resolve('common/search/indexer.ts')).href)) as {
  buildSearchIndex: (language: string, pages: IndexDocument[]) => BuiltSearchIndex;
};

const queryCount = 200;
const siteWords = ['cart', 'shadowing', 'allProd', 'validateCart', 'checkout', 'lighthouse', 'cms', 'deploy', 'themes', 'session',
  'jamstack', 'partytwn', 'storeui', 'graphql', 'redirects', 'secrets', 'preview', 'tokens', 'search', 'product'];
const siteFirstQueries = ['cart', 'shadowng', 'allProd', 'checkout session', 'graphql'];
const corpusBase = '/bench-corpus/en';

/** Our engine bundled for the browser, so latency is measured with the code the site runs. */
async function engineBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import {createSearcher} from './common/search/engine'; globalThis.createSearcher = createSearcher;",
      resolveDir: process.cwd(),
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

export default async function searchBench() {
  if (!existsSync('build/search-index/en.json')) throw new Error('No search index in build/: run "npm run build" first.');
  const server = await startSiteServer('build');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const bundle = await engineBundle();
    const firsts = [];
    for (const query of siteFirstQueries) firsts.push({query, ...(await firstQueryBytes(browser, server.url, query))});
    const worst = firsts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const codeBytes = median(firsts.map((first) => first.codeBytes));

    const page = await (await browser.newContext({bypassCSP: true})).newPage();
    await page.goto(`${server.url}/search`);
    await page.addScriptTag({content: bundle});
    const siteQueries = Array.from({length: queryCount}, (_, i) => `${siteWords[i % siteWords.length]}${i % 3 === 0 ? '' : ` ${siteWords[(i * 7) % siteWords.length]}`}`);
    const siteLatency = await latency(page, `${server.url}/search-index/en.json`, siteQueries);

    const {pages, vocabulary} = generatedCorpus(10_000);
    const started = performance.now();
    const built = buildSearchIndex('en', pages);
    const buildMs = performance.now() - started;
    // The corpus is served over HTTP from memory, like a static host would serve its files.
    const corpusServer = createServer((request, response) => {
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
    const entry = JSON.stringify({...built.entry, base: `${origin}${corpusBase}`});
    const served = new Map<string, string | Buffer>([[`${corpusBase}.json`, entry], ...[...built.files].map(([file, content]): [string, string] => [`${corpusBase}/${file}`, content])]);
    const sizes = new Map([...served].map(([file, content]) => [`${origin}${file}`, gzipSync(content).length]));
    const queries = corpusQueries(vocabulary, queryCount);
    const corpusFirsts: number[] = [];
    for (const query of queries.slice(0, 20)) corpusFirsts.push(codeBytes + (await corpusFirstQuery(page, `${origin}${corpusBase}.json`, query, sizes)));
    const corpusLatency = await latency(page, `${origin}${corpusBase}.json`, queries);

    // The same corpus, queries and browser with Pagefind, the engine the issue expected by default.
    const pf = await pagefindFiles(pages);
    for (const [file, content] of pf.files) served.set(file, content);
    const pfRun = await pagefindInPage(page, origin, queries.slice(0, 20), queries);
    corpusServer.close();
    const pfFirsts = pfRun.firsts.map((paths) => paths.reduce((sum, file) => sum + wireBytes(pf.files.get(file) ?? ''), 0));
    const pfSorted = [...pfRun.times].sort((a, b) => a - b);
    const pfLatency = {p50: percentile(pfSorted, 50), p95: percentile(pfSorted, 95)};
    const pfTotal = [...pf.files].filter(([file]) => !file.includes('/fragment/')).reduce((sum, [, content]) => sum + wireBytes(content), 0);
    const totalIndex = [...sizes].filter(([file]) => !file.includes('/s/')).reduce((sum, [, size]) => sum + size, 0);

    const rows = {
      'site: first-query bytes, worst of 5 (KB, compressed)': `${(worst.bytes / 1024).toFixed(1)} (“${worst.query}”, ${worst.requests} requests)`,
      'site: search code on first query (KB)': (codeBytes / 1024).toFixed(1),
      'site: p50 / p95 latency (ms)': `${siteLatency.p50.toFixed(2)} / ${siteLatency.p95.toFixed(2)}`,
      '10k pages: index build (s)': (buildMs / 1000).toFixed(1),
      '10k pages: whole index, gzip (KB)': (totalIndex / 1024).toFixed(0),
      '10k pages: first-query bytes, median / max of 20 (KB, code + shards + 8 texts)': `${(median(corpusFirsts) / 1024).toFixed(1)} / ${(Math.max(...corpusFirsts) / 1024).toFixed(1)}`,
      '10k pages: p50 / p95 latency (ms)': `${corpusLatency.p50.toFixed(2)} / ${corpusLatency.p95.toFixed(2)}`,
      'Pagefind 10k: index build (s)': (pf.buildMs / 1000).toFixed(1),
      'Pagefind 10k: whole index without fragments (KB)': (pfTotal / 1024).toFixed(0),
      'Pagefind 10k: first-query bytes, median / max of 20 (KB, js + wasm + index + 8 fragments)': `${(median(pfFirsts) / 1024).toFixed(1)} / ${(Math.max(...pfFirsts) / 1024).toFixed(1)}`,
      'Pagefind 10k: p50 / p95 latency (ms, search + 8 results)': `${pfLatency.p50.toFixed(2)} / ${pfLatency.p95.toFixed(2)}`,
    };
    console.table(rows);
    return {
      site: {firstQueries: firsts, worstFirstQueryBytes: worst.bytes, codeBytes, ...siteLatency},
      corpus10k: {buildMs, indexGzipBytes: totalIndex, firstQueryBytesMedian: median(corpusFirsts), firstQueryBytesMax: Math.max(...corpusFirsts), ...corpusLatency},
      pagefind10k: {buildMs: pf.buildMs, indexBytes: pfTotal, firstQueryBytesMedian: median(pfFirsts), firstQueryBytesMax: Math.max(...pfFirsts), ...pfLatency},
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
