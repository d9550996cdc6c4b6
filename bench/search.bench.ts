/**
 * Search figures (issue 4): bytes downloaded for the first query on the real build, query latency
 * in Chromium over 200 queries, and the same on a generated corpus of 10,000 pages with its index build time.
 * Needs a build (`npm run build`) and Debian's Chromium. Run: `npm run bench -- search`.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build} from 'esbuild';

// Loaded by URL: these modules follow the site's bundler resolution, not NodeNext's.
interface ExtractedPage {
  url: string;
  title: string;
  tag: string;
  language: string;
  kind: 'docs' | 'release' | 'starter' | 'page';
  sections: Array<{anchor: string; heading: string; text: string}>;
}
interface BuiltLanguage {
  index: {pages: unknown[]};
  texts: unknown[];
}
const {chromiumArgs, chromiumPath} = (await import(pathToFileURL(path.resolve('tests/e2e/browser.ts')).href)) as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};
const {buildIndexes} = (await import(pathToFileURL(path.resolve('plugins/search-index/build.ts')).href)) as {
  buildIndexes: (pages: ExtractedPage[]) => BuiltLanguage[];
};

const queryCount = 200;
const words = ['cart', 'shadowing', 'allProd', 'validateCart', 'checkout', 'lighthouse', 'cms', 'deploy', 'themes', 'session',
  'jamstack', 'partytwn', 'storeui', 'graphql', 'redirects', 'secrets', 'preview', 'tokens', 'search', 'product'];

async function startServer(): Promise<{url: string; stop: () => Promise<void>}> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR: 'build'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}

/** Our engine bundled for the browser, so latency is measured with the code the site runs. */
async function engineBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import {createSearcher} from './src/lib/search/engine'; globalThis.createSearcher = createSearcher;",
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

/** Times `queryCount` searches in the page after one warm-up query; returns p50 and p95 in ms. */
async function latency(page: Page, indexJson: string): Promise<{p50: number; p95: number}> {
  const times = await page.evaluate(
    ({json, queries}) => {
      const create = (globalThis as unknown as {createSearcher: (file: unknown) => {search: (q: string, t: string[]) => unknown[]}})
        .createSearcher;
      const searcher = create(JSON.parse(json));
      searcher.search('warm up', ['default', 'docs-default-current']);
      return queries.map((query) => {
        const start = performance.now();
        searcher.search(query, ['default', 'docs-default-current']);
        return performance.now() - start;
      });
    },
    {json: indexJson, queries: Array.from({length: queryCount}, (_, i) => `${words[i % words.length]}${i % 3 === 0 ? '' : ` ${words[(i * 7) % words.length]}`}`)},
  );
  const sorted = [...times].sort((a, b) => a - b);
  return {p50: percentile(sorted, 50), p95: percentile(sorted, 95)};
}

/** Compressed bytes the browser downloads from pressing Ctrl+K to the first query's hits with their excerpts. */
async function firstQueryBytes(browser: Browser, url: string): Promise<{bytes: number; requests: number}> {
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await page.goto(`${url}/quickstart`, {waitUntil: 'networkidle'});
  let bytes = 0;
  let requests = 0;
  client.on('Network.loadingFinished', (event: {encodedDataLength: number}) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search'}).fill('cart');
  await page.locator('[role="option"] [class*="searchExcerpt"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return {bytes, requests};
}

function generatedCorpus(size: number): ExtractedPage[] {
  // A deterministic vocabulary of 20,000 words, Zipf-like use, so the index looks like real prose.
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const syllables = ['ca', 'rt', 'sto', 're', 'fa', 'st', 'pro', 'du', 'ct', 'se', 'ar', 'ch', 'ui', 'ki', 'to', 'ken', 'the', 'me', 'cms', 'api'];
  const vocabulary = Array.from({length: 20_000}, (_, i) => {
    let word = '';
    for (let n = i + 1; n > 0; n = Math.floor(n / syllables.length)) word += syllables[n % syllables.length];
    return word;
  });
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)] ?? 'word';
  const sentence = (length: number) => Array.from({length}, word).join(' ');
  return Array.from({length: size}, (_, i) => ({
    url: `/generated/${i}`,
    title: sentence(4),
    tag: i % 10 === 0 ? 'docs-default-v0' : 'docs-default-current',
    language: 'en',
    kind: 'docs' as const,
    sections: Array.from({length: 5}, (_, s) => ({anchor: s === 0 ? '' : `s${s}`, heading: sentence(3), text: sentence(120)})),
  }));
}

export default async function searchBench() {
  if (!existsSync('build/search-index/en.json')) throw new Error('No search index in build/: run "npm run build" first.');
  const server = await startServer();
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const bundle = await engineBundle();
    const site = await firstQueryBytes(browser, server.url);
    const page = await (await browser.newContext({bypassCSP: true})).newPage();
    await page.goto(`${server.url}/search`);
    await page.addScriptTag({content: bundle});
    const siteIndex = await (await fetch(`${server.url}/search-index/en.json`)).text();
    const siteLatency = await latency(page, siteIndex);

    const corpus = generatedCorpus(10_000);
    const started = performance.now();
    const [built] = buildIndexes(corpus);
    const buildMs = performance.now() - started;
    const corpusJson = JSON.stringify(built?.index);
    const corpusIndexBytes = gzipSync(corpusJson).length;
    const textBytes = (built?.texts ?? []).slice(0, 8).reduce<number>((sum, text) => sum + gzipSync(JSON.stringify(text)).length, 0);
    const codeBytes = site.bytes - gzipSync(siteIndex).length;
    const corpusLatency = await latency(page, corpusJson);

    const rows = {
      'site: first-query bytes (KB, compressed)': (site.bytes / 1024).toFixed(1),
      'site: first-query requests': site.requests,
      'site: index (KB, gzip)': (gzipSync(siteIndex).length / 1024).toFixed(1),
      'site: p50 / p95 latency (ms)': `${siteLatency.p50.toFixed(2)} / ${siteLatency.p95.toFixed(2)}`,
      '10k pages: index build (s)': (buildMs / 1000).toFixed(1),
      '10k pages: first-query bytes (KB, code + index + 8 texts)': ((codeBytes + corpusIndexBytes + textBytes) / 1024).toFixed(1),
      '10k pages: p50 / p95 latency (ms)': `${corpusLatency.p50.toFixed(2)} / ${corpusLatency.p95.toFixed(2)}`,
    };
    console.table(rows);
    return {
      site: {firstQueryBytes: site.bytes, requests: site.requests, indexGzipBytes: gzipSync(siteIndex).length, ...siteLatency},
      corpus10k: {buildMs, firstQueryBytes: codeBytes + corpusIndexBytes + textBytes, indexGzipBytes: corpusIndexBytes, ...corpusLatency},
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
