/**
 * Page measurements shared by the benches (bench/site.bench.ts, bench/ablation.bench.ts): Lighthouse mobile
 * medians, and blocking time measured in Chromium with its CPU slowed 4×. Needs Debian's Chromium.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';

const {chromiumArgs, chromiumPath} = (await import(pathToFileURL(path.resolve('tests/e2e/browser.ts')).href)) as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};

export {chromiumArgs, chromiumPath};

export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Attempts per Lighthouse run: now and then a run fails inside Lighthouse (a runtime error, no score), and is retried. */
const lighthouseAttempts = 3;

export async function lighthouseOnce(url: string, port: number): Promise<LighthouseFigures> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt += 1) {
    result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']});
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const failure = result.lhr.runtimeError ?? (result.lhr.categories.performance?.score == null ? {code: 'NO_SCORE', message: 'no performance score'} : undefined);
    if (!failure) break;
    if (attempt === lighthouseAttempts) throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${failure.code} ${failure.message}`);
    console.warn(`Lighthouse run failed on ${url} (${failure.code}: ${failure.message}); running it again.`);
  }
  const {categories, audits} = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const failedAudits = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    failedAudits,
  };
}

/** Medians of `runs` Lighthouse mobile runs of `url` in the Chrome listening on `port`; failed audits of any run. */
export async function lighthouseMedian(url: string, port: number, runs = lighthouseRuns): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await lighthouseOnce(url, port));
  const pick = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(results.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failedAudits: [...new Set(results.flatMap((figures) => figures.failedAudits))],
  };
}

export interface ThrottledFigures {
  /** Sum of each long task's time past 50 ms, from first contentful paint to 4 s after load (Lighthouse's TBT, measured rather than simulated). */
  tbtMs: number;
  longestTaskMs: number;
}

export const throttledRuns = Number(process.env.BENCH_THROTTLED_RUNS ?? 5);

/**
 * Blocking time measured in Chromium with its CPU slowed 4× (Lighthouse's mobile factor), one figure per
 * load of `url`, `runs` loads. Lighthouse simulates its figure from one unthrottled trace, so on this noisy
 * machine it varies by hundreds of milliseconds between runs; this one varies less.
 */
export async function throttledLoads(url: string, runs = throttledRuns): Promise<ThrottledFigures[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const results: ThrottledFigures[] = [];
    for (let index = 0; index < runs; index += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(`window.__longTasks = [];
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); }).observe({type: 'longtask', buffered: true});`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(url, {waitUntil: 'load'});
      await page.waitForTimeout(4000);
      const {tasks, fcp} = await page.evaluate<{tasks: Array<[number, number]>; fcp: number}>(
        `({tasks: window.__longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0})`,
      );
      results.push({
        tbtMs: tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Medians of `throttledLoads`. */
export async function throttledBlocking(url: string, runs = throttledRuns): Promise<ThrottledFigures> {
  const results = await throttledLoads(url, runs);
  return {tbtMs: Math.round(median(results.map((run) => run.tbtMs))), longestTaskMs: Math.round(median(results.map((run) => run.longestTaskMs)))};
}

