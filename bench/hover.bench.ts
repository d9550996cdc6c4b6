/**
 * `npm run bench -- hover`: the first click on a link a reader hovered, on a phone's network, against the same
 * click with the parts of the page left out of the hover's preload (plugins/lean-client/routeParts.ts), in one
 * run on one build. Without them, the page's code blocks wait for the highlighter, and a demo for its spec and
 * panel, once the click has rendered the page. Reads build/ (run after `npm run build`).
 *
 * Each run: load the page the link is on, hover the link and wait until the hover's preload has settled (a reader
 * who rests on a link that long), click, and time until the target's code is highlighted (and its demo is live).
 * "Without" removes the page's `data-route-parts` before hovering: the browser then preloads as before.
 */
import path from 'node:path';
import {type Browser} from '@playwright/test';
import {median, withBrowser} from './lib/measure.ts';
import {startSiteServer} from './lib/server.ts';

/** Runs per link and per way, alternating the ways so a trend in the machine's load favours neither. */
const runs = Number(process.env.BENCH_HOVER_RUNS ?? 7);

/** A phone on a slow 4G network, as Lighthouse's mobile preset has it: 150 ms round trips, 1.6 Mbit/s down. */
const network = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

const links = [
  {from: '/', to: '/quickstart'},
  {from: '/reference/ui/atoms/Badge', to: '/reference/ui/atoms/Button'},
  {from: '/releases', to: '/releases/2022/09/10/webops'},
];

async function clickOnce(browser: Browser, baseUrl: string, from: string, to: string, withParts: boolean): Promise<number> {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  try {
    await page.goto(`${baseUrl}${from}`, {waitUntil: 'networkidle'});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', network);
    // Runs in the page (the server-side tsconfig has no DOM types, so it is passed as source).
    if (!withParts) await page.evaluate('delete document.documentElement.dataset.routeParts');
    const link = page.locator(`main a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.evaluate(`Promise.resolve(window.docusaurus.preload(${JSON.stringify(to)}))`);
    return await page.evaluate<number>(`new Promise((resolve) => {
      const target = ${JSON.stringify(to)};
      const link = [...document.querySelectorAll('main a[href="' + target + '"]')][0];
      const ready = () =>
        location.pathname === target &&
        document.querySelector('main .theme-code-block .token-line') !== null &&
        document.querySelector('main .theme-code-block [class*="plainLine"]') === null &&
        [...document.querySelectorAll('[data-playground]')].every((demo) => demo.getAttribute('data-playground-ready') === 'true');
      const started = performance.now();
      const check = () => (ready() ? resolve(performance.now() - started) : requestAnimationFrame(check));
      link.click();
      requestAnimationFrame(check);
    })`);
  } finally {
    await page.close();
  }
}

export default async function hoverBench(): Promise<unknown> {
  const server = await startSiteServer(path.resolve('build'));
  try {
    const rows = [];
    for (const {from, to} of links) {
      const times = await withBrowser(`hover ${from} → ${to}`, runs * 2, async (browser, step) => {
        const measured = {with: [] as number[], without: [] as number[]};
        for (let run = 0; run < runs; run += 1) {
          for (const way of run % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
            measured[way].push(await step(`${way} parts, run ${run + 1}`, () => clickOnce(browser, server.url, from, to, way === 'with')));
          }
        }
        return measured;
      });
      rows.push({link: `${from} → ${to}`, withPartsMs: Math.round(median(times.with)), withoutPartsMs: Math.round(median(times.without))});
    }
    console.log(`First click after a hover until the page's code (and demo) is ready, medians of ${runs}, slow 4G:`);
    console.table(rows);
    return {runs, network: 'latency 150 ms, 1.6 Mbit/s down', rows};
  } finally {
    await server.stop();
  }
}
