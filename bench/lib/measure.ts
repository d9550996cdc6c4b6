/**
 * Page measurements shared by the benches (bench/site.bench.ts, bench/ablation.bench.ts): Lighthouse mobile
 * medians, and blocking time measured in Chromium with its CPU slowed 4×, each step under a time limit that kills
 * the browser's process group when it passes (bench/lib/deadline.ts). Needs Debian's Chromium.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {launch as launchChrome} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromium, type Browser} from '@playwright/test';
import {DeadlineError, killGroup, killOnExit, withDeadline} from './deadline.ts';
import type {LighthouseFigures, ThrottledFigures} from './siteReport.ts';

export type {LighthouseFigures, ThrottledFigures};

const {chromiumArgs, chromiumPath} = (await import(pathToFileURL(path.resolve('tests/e2e/browser.ts')).href)) as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};

export {chromiumArgs, chromiumPath};

export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Time limits: one Lighthouse run (a run normally takes 10–40 s here; Lighthouse's own page-load limits are
 * 45 s, but a Chromium that stops answering its DevTools connection leaves Lighthouse waiting with no end),
 * and one page load or navigation in Playwright.
 */
const lighthouseTimeoutMs = Number(process.env.BENCH_LIGHTHOUSE_TIMEOUT_MS ?? 120_000);
const browserStepTimeoutMs = Number(process.env.BENCH_BROWSER_TIMEOUT_MS ?? 60_000);

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Attempts per Lighthouse run: now and then a run fails inside Lighthouse (a runtime error, no score, a hang), and is retried. */
const lighthouseAttempts = 3;

/**
 * One Lighthouse run in a Chromium of its own, under `lighthouseTimeoutMs`: past it, Chromium's whole process
 * group is killed and the attempt counts as failed, so a hung browser costs one attempt, not the run.
 */
async function lighthouseAttempt(url: string): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const chrome = await launchChrome({chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs]});
  killOnExit(chrome.pid);
  try {
    return await withDeadline(
      `Lighthouse on ${url}`,
      lighthouseTimeoutMs,
      async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
        return result;
      },
      // chrome-launcher kills Chromium's process group and removes its profile folder.
      () => chrome.kill(),
    );
  } finally {
    chrome.kill();
  }
}

export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  let result: Awaited<ReturnType<typeof lighthouseAttempt>> | undefined;
  for (let attempt = 1; ; attempt += 1) {
    let failure: {code: string; message: string} | undefined;
    try {
      result = await lighthouseAttempt(url);
      failure = result.lhr.runtimeError ?? (result.lhr.categories.performance?.score == null ? {code: 'NO_SCORE', message: 'no performance score'} : undefined);
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error;
      failure = {code: 'TIMEOUT', message: error.message};
    }
    if (!failure) break;
    if (attempt === lighthouseAttempts) throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${failure.code} ${failure.message}`);
    console.warn(`Lighthouse run failed on ${url} (${failure.code}: ${failure.message}); running it again.`);
  }
  const {categories, audits} = result!.lhr;
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

export async function lighthouseMedian(url: string, count = lighthouseRuns): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let index = 0; index < count; index += 1) runs.push(await lighthouseOnce(url));
  const pick = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(runs.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failedAudits: [...new Set(runs.flatMap((figures) => figures.failedAudits))],
  };
}


/**
 * Runs `steps` in a Chromium driven by Playwright, each under `browserStepTimeoutMs`: past it the browser's
 * process group is killed (Playwright's `evaluate` has no time limit of its own).
 */
export async function withBrowser<T>(label: string, steps: number, run: (browser: Browser, step: <S>(name: string, task: () => Promise<S>) => Promise<S>) => Promise<T>): Promise<T> {
  const server = await chromium.launchServer({executablePath: chromiumPath(), args: chromiumArgs});
  const pid = server.process().pid;
  killOnExit(pid);
  const kill = () => killGroup(pid);
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const step = <S,>(name: string, task: () => Promise<S>) => withDeadline(`${label}: ${name}`, browserStepTimeoutMs, task, kill);
    return await withDeadline(`${label} (${steps} steps)`, browserStepTimeoutMs * (steps + 1), () => run(browser, step), kill);
  } finally {
    await withDeadline(`closing Chromium for ${label}`, 10_000, () => server.close(), kill).catch(kill);
  }
}

export const throttledRuns = Number(process.env.BENCH_THROTTLED_RUNS ?? 5);

/**
 * Blocking time measured in Chromium with its CPU slowed 4× (Lighthouse's mobile factor), medians of
 * `throttledRuns` loads. Lighthouse simulates its figure from one unthrottled trace, so on this noisy
 * machine it varies by hundreds of milliseconds between runs; this one varies less.
 */
export async function throttledBlocking(url: string, count = throttledRuns): Promise<ThrottledFigures> {
  const runs = await throttledLoads(url, count);
  return {tbtMs: Math.round(median(runs.map((run) => run.tbtMs))), longestTaskMs: Math.round(median(runs.map((run) => run.longestTaskMs)))};
}

/** One figure per load of `url`, `count` loads, in one Chromium; each load under the browser step's time limit. */
export async function throttledLoads(url: string, count = throttledRuns): Promise<ThrottledFigures[]> {
  return withBrowser(`4× CPU on ${url}`, count, async (browser, step) => {
    const runs: ThrottledFigures[] = [];
    for (let index = 0; index < count; index += 1) runs.push(await step(`load ${index + 1}`, () => throttledOnce(browser, url)));
    return runs;
  });
}

export async function throttledOnce(browser: Browser, url: string): Promise<ThrottledFigures> {
  const context = await browser.newContext();
  try {
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
    return {
      tbtMs: tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

/** Requests per second for a mix of static files, with the Accept-Encoding a browser sends. */
