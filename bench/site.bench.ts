/**
 * The portal against a stock Docusaurus site. In one run it:
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
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {type Browser} from '@playwright/test';
import {createPageWeigher, total} from '../scripts/lib/pageWeight.ts';
import {
  cssBudgetBytes,
  jsRatioBudget,
  lighthouseBudgets,
  navigationBudgetMs,
  pageSamples,
  throughputRatioBudget,
} from '../scripts/lib/budgets.ts';
import {measureRows, runCommand, withDeadline} from './lib/deadline.ts';
import {blankPageUrl, buildFloorSite} from './lib/floorSite.ts';
import {partsFrom, printReport, type FloorFigures, type PageRow, type SiteReport, type ThroughputFigures} from './lib/siteReport.ts';
import {buildStockSite} from './lib/stockSite.ts';
import {lighthouseMedian, lighthouseRuns, median, throttledBlocking, throttledRuns, withBrowser} from './lib/measure.ts';
import {startServe, startSiteServer, type RunningServer} from './lib/server.ts';

/** Time limit of our build. */
const buildTimeoutMs = Number(process.env.BENCH_BUILD_TIMEOUT_MS ?? 20 * 60_000);

/** Median time from clicking a link to a prefetched doc page until its title is on screen. */
async function clientNavigationMs(baseUrl: string, from: string, to: string, repeats = 7): Promise<number> {
  return withBrowser(`navigation ${from} → ${to}`, repeats, async (browser, step) => {
    const times: number[] = [];
    for (let index = 0; index < repeats; index += 1) times.push(await step(`run ${index + 1}`, () => navigationOnce(browser, baseUrl, from, to)));
    return Math.round(median(times));
  });
}

async function navigationOnce(browser: Browser, baseUrl: string, from: string, to: string): Promise<number> {
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
  await page.close();
  return elapsed;
}

async function throughput(baseUrl: string, paths: string[]): Promise<number> {
  const result = await withDeadline(`autocannon on ${baseUrl}`, 60_000, () =>
    autocannon({
      url: baseUrl,
      connections: 20,
      duration: 8,
      headers: {'accept-encoding': 'gzip, deflate, br'},
      requests: paths.map((requestPath) => ({method: 'GET', path: requestPath})),
    }),
  );
  if (result.non2xx > 0) throw new Error(`${baseUrl} answered ${result.non2xx} non-2xx responses during the throughput run.`);
  return Math.round(result.requests.average);
}

async function timedBuild(): Promise<number | null> {
  if (process.env.BENCH_REUSE_BUILD === '1' && existsSync('build') && existsSync('.docusaurus/bundle-manifest.json')) return null;
  const started = performance.now();
  await runCommand('npm', ['run', '--silent', 'build'], buildTimeoutMs);
  return Math.round((performance.now() - started) / 100) / 10;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * A checkout whose server is run on the same build in the throughput part, alternating with ours (A/B in one
 * run), e.g. BENCH_BASELINE_CHECKOUT=/path/to/main to compare a server change with the code before it.
 */
const baselineCheckout = process.env.BENCH_BASELINE_CHECKOUT;
/** Rounds of the throughput part, each measuring every server once in turn (default 1, or 3 with a baseline). */
const throughputRounds = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? (baselineCheckout ? 3 : 1));

/** Budgets `report` breaks. */
function overBudget(report: SiteReport): string[] {
  const budgets = report.pages.flatMap((row) => {
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
  const {navigation, throughput: rates} = report;
  if (navigation && navigation.oursMs > navigationBudgetMs) budgets.push(`client navigation ${navigation.oursMs} ms > ${navigationBudgetMs} ms`);
  if (rates && rates.oursRps < throughputRatioBudget * rates.serveRps) budgets.push('static throughput below npx serve');
  return budgets;
}

export default async function siteBench() {
  const parts = partsFrom(process.env.BENCH_SITE_PARTS);
  const ourBuildSeconds = await timedBuild();
  console.log(`Our build: ${ourBuildSeconds === null ? 'reused' : `${ourBuildSeconds} s`}`);
  const stock = parts.has('pages') ? await buildStockSite(process.cwd()) : undefined;
  if (stock) console.log(`Stock build: ${stock.buildSeconds.toFixed(1)} s in ${stock.siteDir}`);
  const floor = parts.has('floor') ? buildFloorSite('build', pageSamples.map((sample) => sample.url)) : undefined;

  const report: SiteReport = {pages: []};
  const servers: RunningServer[] = [];
  const start = async (buildDir: string, checkout?: string) => {
    const server = await startSiteServer(buildDir, {}, checkout);
    servers.push(server);
    return server;
  };
  try {
    const ours = await start('build');
    const floorServer = floor ? await start(floor.buildDir) : undefined;
    if (stock) {
      const weighOurs = createPageWeigher({siteDir: process.cwd(), buildDir: 'build', generatedDir: '.docusaurus'});
      const weighStock = createPageWeigher({siteDir: stock.siteDir, buildDir: 'build', generatedDir: '.docusaurus'});
      const stockServer = await start(stock.buildDir);
      report.pages = await measureRows(
        pageSamples,
        async (sample): Promise<PageRow> => {
          const ourWeight = weighOurs(sample.url);
          const stockWeight = weighStock(sample.stockUrl);
          console.log(`Lighthouse ×${lighthouseRuns}: ${sample.url} (ours) and ${sample.stockUrl} (stock)`);
          const ourLighthouse = await lighthouseMedian(`${ours.url}${sample.url}`);
          const stockLighthouse = await lighthouseMedian(`${stockServer.url}${sample.stockUrl}`);
          let withoutScripts: FloorFigures | undefined;
          if (floorServer) {
            console.log(`Lighthouse ×${lighthouseRuns}: ${sample.url} without its scripts (floor)`);
            withoutScripts = {lighthouse: await lighthouseMedian(`${floorServer.url}${sample.url}`)};
          }
          console.log(`Chromium 4× CPU ×${throttledRuns}: ${sample.url} (ours) and ${sample.stockUrl} (stock)`);
          const ourThrottled = await throttledBlocking(`${ours.url}${sample.url}`);
          const stockThrottled = await throttledBlocking(`${stockServer.url}${sample.stockUrl}`);
          const jsOurs = total(ourWeight.js, 'gzip');
          const jsStock = total(stockWeight.js, 'gzip');
          return {
            page: sample.label,
            url: sample.url,
            stockUrl: sample.stockUrl,
            ours: {jsKB: kb(jsOurs), cssKB: kb(total(ourWeight.css, 'gzip')), htmlKB: kb(ourWeight.html.gzip), lighthouse: ourLighthouse, throttled: ourThrottled},
            stock: {jsKB: kb(jsStock), cssKB: kb(total(stockWeight.css, 'gzip')), htmlKB: kb(stockWeight.html.gzip), lighthouse: stockLighthouse, throttled: stockThrottled},
            ...(withoutScripts ? {withoutScripts} : {}),
            jsRatio: Number((jsOurs / jsStock).toFixed(3)),
          };
        },
        // A complete set is printed with the rest of the report below.
        (rows, complete) => complete || printReport({pages: rows}, throttledRuns),
      );
    }
    if (floorServer) {
      console.log(`Lighthouse ×${lighthouseRuns}: a blank page (floor)`);
      report.blankPage = {url: blankPageUrl, lighthouse: await lighthouseMedian(`${floorServer.url}${blankPageUrl}`)};
    }
    if (parts.has('navigation')) report.navigation = {fromUrl: '/quickstart', toUrl: '/docs', oursMs: await clientNavigationMs(ours.url, '/quickstart', '/docs')};
    if (parts.has('throughput')) {
      const staticPaths = ['/quickstart', '/reference/api/queries/allProducts', '/releases', '/'];
      const serve = await startServe(path.resolve('build'));
      servers.push(serve);
      const baseline = baselineCheckout ? await start(path.resolve('build'), baselineCheckout) : undefined;
      const rounds: ThroughputFigures['rounds'] = {ours: [], serve: [], ...(baseline ? {baseline: []} : {})};
      for (let round = 0; round < throughputRounds; round += 1) {
        console.log(`Static throughput, round ${round + 1} of ${throughputRounds}`);
        // Alternate which server goes first, so a trend in the machine's load favours none.
        const order = round % 2 ? (['baseline', 'ours', 'serve'] as const) : (['ours', 'baseline', 'serve'] as const);
        for (const name of order) {
          const server = name === 'ours' ? ours : name === 'serve' ? serve : baseline;
          if (server) rounds[name]!.push(await throughput(server.url, staticPaths));
        }
      }
      report.throughput = {
        oursRps: Math.round(median(rounds.ours)),
        serveRps: Math.round(median(rounds.serve)),
        ...(rounds.baseline ? {baselineRps: Math.round(median(rounds.baseline))} : {}),
        rounds,
      };
    }
  } catch (error) {
    // A failure while measuring pages has printed their rows already.
    if (report.pages.length || report.blankPage || report.navigation) {
      console.log('The run stopped early; everything it measured:');
      printReport(report, throttledRuns);
    }
    throw error;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (stock) rmSync(stock.siteDir, {recursive: true, force: true});
    floor?.remove();
  }

  printReport(report, throttledRuns);
  console.log(`Build: ours ${ourBuildSeconds === null ? 'reused' : `${ourBuildSeconds} s`}${stock ? `, stock ${stock.buildSeconds.toFixed(1)} s` : ''}`);
  const budgets = overBudget(report);
  console.log(budgets.length ? `Over budget:\n  ${budgets.join('\n  ')}` : 'Every budget holds.');
  return {
    buildSeconds: {ours: ourBuildSeconds, stock: stock ? Number(stock.buildSeconds.toFixed(1)) : null},
    lighthouseRuns,
    parts: [...parts],
    ...report,
    overBudget: budgets,
  };
}
