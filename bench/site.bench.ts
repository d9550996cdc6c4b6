/**
 * The portal against a stock Docusaurus site (issue 8). In one run it:
 * - builds our site (timed; BENCH_REUSE_BUILD=1 keeps an existing build) and a stock Docusaurus 3.10
 *   classic site from our docs and release notes (bench/lib/stockSite.ts, in a temp folder);
 * - serves both with our server and, per page type, weighs the first-load JavaScript, CSS and HTML
 *   (gzip, as sent to a browser over HTTP) and takes Lighthouse mobile medians of 3 runs;
 * - takes the same Lighthouse medians for the floor: the sampled pages with every script removed, and a
 *   blank page (bench/lib/floorSite.ts), so the figures can be read against what any page scores here;
 * - times client-side navigation to a prefetched doc page in Chromium;
 * - compares our server's static throughput with `npx serve` on the same build (autocannon).
 * Needs Debian's Chromium. Run: `npm run bench -- site`.
 */
import {execFile} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import autocannon from 'autocannon';
import {launch as launchChrome} from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {createPageWeigher, total} from '../scripts/lib/pageWeight.js';
import {
  cssBudgetBytes,
  jsRatioBudget,
  lighthouseBudgets,
  navigationBudgetMs,
  pageSamples,
  throughputRatioBudget,
} from './budgets.js';
import {blankPageUrl, buildFloorSite} from './lib/floorSite.js';
import {buildStockSite} from './lib/stockSite.js';
import {chromiumArgs, chromiumPath, lighthouseMedian, lighthouseRuns, median, throttledBlocking, throttledRuns} from './lib/measure.js';
import {startServe, startSiteServer, type RunningServer} from './lib/server.js';

const run = promisify(execFile);

/** Median time from clicking a link to a prefetched doc page until its title is on screen. */
async function clientNavigationMs(baseUrl: string, from: string, to: string, repeats = 7): Promise<number> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const times: number[] = [];
    for (let index = 0; index < repeats; index += 1) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${from}`, {waitUntil: 'networkidle'});
      const link = page.locator(`main a[href="${to}"], nav a[href="${to}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForLoadState('networkidle');
      // Runs in the page (the server-side tsconfig has no DOM types, so it is passed as source).
      const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
        const target = ${JSON.stringify(to)};
        const anchor = [...document.querySelectorAll('a[href="' + target + '"]')].find((element) => element.offsetParent);
        const heading = () => document.querySelector('article h1, main h1')?.textContent ?? '';
        const before = heading();
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (location.pathname === target && heading() !== before) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, characterData: true});
        anchor.click();
      })`);
      times.push(elapsed);
      await page.close();
    }
    return Math.round(median(times));
  } finally {
    await browser.close();
  }
}

/** Requests per second for a mix of static files, with the Accept-Encoding a browser sends. */
async function throughput(baseUrl: string, paths: string[]): Promise<number> {
  const result = await autocannon({
    url: baseUrl,
    connections: 20,
    duration: 8,
    headers: {'accept-encoding': 'gzip, deflate, br'},
    requests: paths.map((requestPath) => ({method: 'GET', path: requestPath})),
  });
  if (result.non2xx > 0) throw new Error(`${baseUrl} answered ${result.non2xx} non-2xx responses during the throughput run.`);
  return Math.round(result.requests.average);
}

async function timedBuild(): Promise<number | null> {
  if (process.env.BENCH_REUSE_BUILD === '1' && existsSync('build') && existsSync('.docusaurus/bundle-manifest.json')) return null;
  const started = performance.now();
  await run('npm', ['run', '--silent', 'build'], {maxBuffer: 64 * 1024 * 1024});
  return Math.round((performance.now() - started) / 100) / 10;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export default async function siteBench() {
  const ourBuildSeconds = await timedBuild();
  console.log(`Our build: ${ourBuildSeconds === null ? 'reused' : `${ourBuildSeconds} s`}`);
  const stock = await buildStockSite(process.cwd());
  console.log(`Stock build: ${stock.buildSeconds.toFixed(1)} s in ${stock.siteDir}`);

  const weighOurs = createPageWeigher({siteDir: process.cwd(), buildDir: 'build', generatedDir: '.docusaurus'});
  const weighStock = createPageWeigher({siteDir: stock.siteDir, buildDir: 'build', generatedDir: '.docusaurus'});

  const floor = buildFloorSite('build', pageSamples.map((sample) => sample.url));

  const servers: RunningServer[] = [];
  const chrome = await launchChrome({chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs]});
  try {
    const ours = await startSiteServer('build');
    servers.push(ours);
    const stockServer = await startSiteServer(stock.buildDir);
    servers.push(stockServer);
    const floorServer = await startSiteServer(floor.buildDir);
    servers.push(floorServer);

    const pages = [];
    for (const sample of pageSamples) {
      const ourWeight = weighOurs(sample.url);
      const stockWeight = weighStock(sample.stockUrl);
      console.log(`Lighthouse ×${lighthouseRuns}: ${sample.url} (ours) and ${sample.stockUrl} (stock)`);
      const ourLighthouse = await lighthouseMedian(`${ours.url}${sample.url}`, chrome.port);
      const stockLighthouse = await lighthouseMedian(`${stockServer.url}${sample.stockUrl}`, chrome.port);
      console.log(`Lighthouse ×${lighthouseRuns}: ${sample.url} without its scripts (floor)`);
      const floorLighthouse = await lighthouseMedian(`${floorServer.url}${sample.url}`, chrome.port);
      console.log(`Chromium 4× CPU ×${throttledRuns}: ${sample.url} (ours) and ${sample.stockUrl} (stock)`);
      const ourThrottled = await throttledBlocking(`${ours.url}${sample.url}`);
      const stockThrottled = await throttledBlocking(`${stockServer.url}${sample.stockUrl}`);
      const jsOurs = total(ourWeight.js, 'gzip');
      const jsStock = total(stockWeight.js, 'gzip');
      pages.push({
        page: sample.label,
        url: sample.url,
        stockUrl: sample.stockUrl,
        ours: {jsKB: kb(jsOurs), cssKB: kb(total(ourWeight.css, 'gzip')), htmlKB: kb(ourWeight.html.gzip), lighthouse: ourLighthouse, throttled: ourThrottled},
        stock: {jsKB: kb(jsStock), cssKB: kb(total(stockWeight.css, 'gzip')), htmlKB: kb(stockWeight.html.gzip), lighthouse: stockLighthouse, throttled: stockThrottled},
        withoutScripts: {lighthouse: floorLighthouse},
        jsRatio: Number((jsOurs / jsStock).toFixed(3)),
      });
    }
    console.log(`Lighthouse ×${lighthouseRuns}: a blank page (floor)`);
    const blankPage = {url: blankPageUrl, lighthouse: await lighthouseMedian(`${floorServer.url}${blankPageUrl}`, chrome.port)};
    await floorServer.stop();

    const navigation = {fromUrl: '/quickstart', toUrl: '/docs', oursMs: await clientNavigationMs(ours.url, '/quickstart', '/docs')};

    await stockServer.stop();
    const staticPaths = ['/quickstart', '/reference/api/queries/allProducts', '/releases', '/'];
    const serve = await startServe(path.resolve('build'));
    servers.push(serve);
    const throughputFigures = {
      oursRps: await throughput(ours.url, staticPaths),
      serveRps: await throughput(serve.url, staticPaths),
    };

    console.table(
      pages.map((row) => ({
        page: row.page,
        'JS KB': row.ours.jsKB,
        'stock JS KB': row.stock.jsKB,
        'JS ratio': row.jsRatio,
        'CSS KB': row.ours.cssKB,
        'HTML KB': row.ours.htmlKB,
        perf: row.ours.lighthouse.performance,
        a11y: row.ours.lighthouse.accessibility,
        bp: row.ours.lighthouse.bestPractices,
        seo: row.ours.lighthouse.seo,
        'FCP ms': row.ours.lighthouse.fcpMs,
        'LCP ms': row.ours.lighthouse.lcpMs,
        'TBT ms': row.ours.lighthouse.tbtMs,
        CLS: row.ours.lighthouse.cls,
        'stock perf': row.stock.lighthouse.performance,
        'stock TBT': row.stock.lighthouse.tbtMs,
        'stock LCP': row.stock.lighthouse.lcpMs,
      })),
    );
    console.log(`The floor: Lighthouse medians for the same pages with every script removed, and for a blank page:`);
    console.table([
      ...pages.map((row) => ({
        page: row.page,
        'perf, no JS': row.withoutScripts.lighthouse.performance,
        'TBT ms, no JS': row.withoutScripts.lighthouse.tbtMs,
        'LCP ms, no JS': row.withoutScripts.lighthouse.lcpMs,
        'TBT ms, ours': row.ours.lighthouse.tbtMs,
      })),
      {page: 'Blank page', 'perf, no JS': blankPage.lighthouse.performance, 'TBT ms, no JS': blankPage.lighthouse.tbtMs, 'LCP ms, no JS': blankPage.lighthouse.lcpMs},
    ]);
    console.log(`Chromium with 4× CPU throttling, medians of ${throttledRuns} loads (blocking time measured, not simulated):`);
    console.table(
      pages.map((row) => ({
        page: row.page,
        'TBT ms': row.ours.throttled.tbtMs,
        'longest task ms': row.ours.throttled.longestTaskMs,
        'stock TBT ms': row.stock.throttled.tbtMs,
        'stock longest task ms': row.stock.throttled.longestTaskMs,
      })),
    );
    for (const row of pages) {
      if (row.ours.lighthouse.failedAudits.length) console.log(`${row.url} audits below 0.9: ${row.ours.lighthouse.failedAudits.join(', ')}`);
    }
    console.log(`Client navigation to a prefetched doc page (${navigation.fromUrl} → ${navigation.toUrl}): ${navigation.oursMs} ms`);
    console.log(`Static throughput: ours ${throughputFigures.oursRps} req/s, npx serve ${throughputFigures.serveRps} req/s`);
    console.log(`Build: ours ${ourBuildSeconds ?? 'reused'} s, stock ${stock.buildSeconds.toFixed(1)} s`);

    const budgets = pages.flatMap((row) => {
      const lh = row.ours.lighthouse;
      const checks: Array<[string, boolean]> = [
        [`JS ≤ ${jsRatioBudget} × stock`, row.jsRatio <= jsRatioBudget],
        [`CSS ≤ ${cssBudgetBytes / 1024} KB`, row.ours.cssKB <= cssBudgetBytes / 1024],
        [`performance ≥ ${lighthouseBudgets.performance}`, lh.performance >= lighthouseBudgets.performance],
        [`accessibility ${lighthouseBudgets.accessibility}`, lh.accessibility >= lighthouseBudgets.accessibility],
        [`best practices ${lighthouseBudgets.bestPractices}`, lh.bestPractices >= lighthouseBudgets.bestPractices],
        [`SEO ${lighthouseBudgets.seo}`, lh.seo >= lighthouseBudgets.seo],
        [`TBT ≤ ${lighthouseBudgets.totalBlockingTimeMs} ms`, lh.tbtMs <= lighthouseBudgets.totalBlockingTimeMs],
        [`LCP ≤ ${lighthouseBudgets.largestContentfulPaintMs} ms`, lh.lcpMs <= lighthouseBudgets.largestContentfulPaintMs],
        [`CLS ≤ ${lighthouseBudgets.cumulativeLayoutShift}`, lh.cls <= lighthouseBudgets.cumulativeLayoutShift],
      ];
      return checks.filter(([, ok]) => !ok).map(([name]) => `${row.url}: ${name}`);
    });
    if (navigation.oursMs > navigationBudgetMs) budgets.push(`client navigation ${navigation.oursMs} ms > ${navigationBudgetMs} ms`);
    if (throughputFigures.oursRps < throughputRatioBudget * throughputFigures.serveRps) budgets.push('static throughput below npx serve');
    console.log(budgets.length ? `Over budget:\n  ${budgets.join('\n  ')}` : 'Every budget holds.');

    return {
      buildSeconds: {ours: ourBuildSeconds, stock: Number(stock.buildSeconds.toFixed(1))},
      lighthouseRuns,
      pages,
      blankPage,
      navigation,
      throughput: throughputFigures,
      overBudget: budgets,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await chrome.kill();
    rmSync(stock.siteDir, {recursive: true, force: true});
    floor.remove();
  }
}
