import path from 'node:path';
import type {Page} from '@playwright/test';
import {pageSamples} from '../../scripts/lib/budgets.ts';
import {createPageWeigher} from '../../scripts/lib/pageWeight.ts';
import {expect, test} from './fixtures.ts';

/** Script files the page requests while loading (not link prefetches, which Chromium types as "other"). */
async function loadScripts(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  return [...scripts].sort();
}

// The CI budget check (scripts/check-budgets.ts) weighs files it finds without a browser; it is only
// as good as that list, so the list must be exactly what Chromium loads.
// A page could also load scripts in idle time after hydration, which on a loaded machine comes after Playwright's
// network idle: the check waits for that idle work (the first prefetch link) and then for the list to settle, and
// still fails on a file missing or one too many.
for (const sample of pageSamples) {
  test(`the budget check counts exactly the scripts Chromium loads on ${sample.url}`, async ({page}) => {
    const weigh = createPageWeigher({siteDir: path.resolve('.'), buildDir: 'build', generatedDir: '.docusaurus'});
    const expected = weigh(sample.url).js.map((file) => file.file).sort();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(sample.url, {waitUntil: 'networkidle'});
    await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 20_000}).toBeGreaterThan(0);
    await expect.poll(() => [...scripts].sort(), {timeout: 10_000}).toEqual(expected);
  });
}

const tokenColours = (page: Page) =>
  page.locator('pre .token').evaluateAll((tokens) => [...new Set(tokens.map((token) => getComputedStyle(token).color))].sort());

test('code blocks keep the server highlighting without loading Prism, and follow the colour mode', async ({page}) => {
  const scripts = await loadScripts(page, '/quickstart');
  const keywordOrString = page.locator('pre .token:not(.plain)').first();
  await expect(keywordOrString).toBeVisible();
  // Hydration kept the server's tokens: several colours, no highlighter chunk fetched.
  const light = await tokenColours(page);
  expect(light.length).toBeGreaterThan(2);
  const bodies = await Promise.all(scripts.map((file) => page.request.get(`/${file}`).then((response) => response.text())));
  expect(bodies.some((body) => body.includes('Prism.languages'))).toBe(false);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await tokenColours(page);
  expect(dark).not.toEqual(light);
  expect(await page.locator('pre .token').count()).toBeGreaterThan(10);
});

test('code shown after a client-side navigation is highlighted once the highlighter chunk arrives', async ({page}) => {
  await page.goto('/', {waitUntil: 'networkidle'});
  const highlighter = page.waitForResponse((response) => response.request().resourceType() === 'script' && response.url().includes('/assets/js/'));
  await page.locator('main a[href="/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/quickstart$/);
  await highlighter;
  await expect(page.locator('pre .token:not(.plain)').first()).toBeVisible();
  expect((await tokenColours(page)).length).toBeGreaterThan(2);
});

test('code blocks in tabs keep their server tokens without Prism once hydrated', async ({page}) => {
  const scripts = await loadScripts(page, '/vtex-headless-cms-api');
  const sample = page.locator('[role="tabpanel"]:not([hidden]) pre').first();
  await expect(sample.locator('.token:not(.plain)').first()).toBeVisible();
  const bodies = await Promise.all(scripts.map((file) => page.request.get(`/${file}`).then((response) => response.text())));
  expect(bodies.some((body) => body.includes('Prism.languages'))).toBe(false);
});

test('the release list names each post in its link instead of a row of "Read more"', async ({page}) => {
  await page.goto('/releases');
  const links = page.locator('article footer a[href^="/releases/20"]');
  await expect(links.first()).toBeVisible();
  const texts = await links.allInnerTexts();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) expect(text).toMatch(/^Read the .+ notes$/);
  expect(new Set(texts).size).toBe(texts.length);
});

test('the first starter images load at once, the rest lazily', async ({page}) => {
  await page.goto('/starters');
  const loading = await page.locator('main article img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
  expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
  expect(loading.slice(2).every((value) => value === 'lazy')).toBe(true);
});

for (const url of ['/', '/starters']) {
  test(`${url} raises no content security policy report (no eval probe from a validation library)`, async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {cspReports: string[]}).cspReports = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {cspReports: string[]}).cspReports.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {cspReports: string[]}).cspReports)).toEqual([]);
  });
}

test('links in view are still prefetched, in idle time after hydration rather than during it', async ({page}) => {
  await page.goto('/quickstart');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // The wrapper queues: a direct call adds no <link rel="prefetch"> before the browser is idle.
  const immediate = await page.evaluate(() => {
    const before = document.querySelectorAll('link[rel="prefetch"]').length;
    const returned = window.docusaurus.prefetch('/glossary');
    return {returned, added: document.querySelectorAll('link[rel="prefetch"]').length - before};
  });
  expect(immediate).toEqual({returned: false, added: 0});
  // Then the sidebar's pages get their prefetch links.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 10_000}).toBeGreaterThan(10);
  // Each file is asked for once, and never one the page has already loaded (Docusaurus' own prefetch
  // added 276 links for 34 files here, the layout's and the current doc's chunks among them).
  await page.waitForTimeout(1000);
  const {links, loadedScripts} = await page.evaluate(() => ({
    links: Array.from(document.querySelectorAll('link[rel="prefetch"]')).map((link) => new URL((link as HTMLLinkElement).href).pathname),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  }));
  expect(loadedScripts.length).toBeGreaterThan(3);
  expect(links.length).toBe(new Set(links).size);
  expect(links.filter((link) => loadedScripts.includes(link))).toEqual([]);
  expect(links.every((link) => /^\/assets\/js\/[\w~.-]+\.js$/.test(link))).toBe(true);
});

// A link's first click was slower than loading its page afresh: hovering preloaded the route's own chunks, and the
// code the page's parts load on their own (the highlighter, a demo) was fetched only once the click rendered them.
for (const {from, to, ready} of [
  {from: '/', to: '/quickstart', ready: 'code'},
  {from: '/reference/ui/atoms/Badge', to: '/reference/ui/atoms/Button', ready: 'demo'},
  {from: '/starters', to: '/starters/base', ready: 'code'},
  {from: '/releases', to: '/releases/2022/09/10/webops', ready: 'code'},
] as const) {
  test(`hovering a link from ${from} to ${to} requests every chunk the page needs, so the click requests none`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(from);
    let phase: 'hover' | 'click' | 'load' = 'load';
    const requested = {load: [] as string[], hover: [] as string[], click: [] as string[]};
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/js/')) requested[phase].push(new URL(request.url()).pathname);
    });
    const link = page.locator(`main a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    // A part out of view at load hydrates once scrolled to; a click before that is the browser's own navigation.
    await expect(page.locator('[data-hydrate-later]:not([data-hydrated])').filter({has: link})).toHaveCount(0);
    phase = 'hover';
    await link.hover();
    // A preload of a path under way gives the hover's own promise: it settles once everything is loaded.
    expect(await page.evaluate((path) => Promise.resolve(window.docusaurus.preload(path)).then(() => true), to)).toBe(true);
    phase = 'click';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    if (ready === 'demo') await expect(page.locator('[data-playground-ready="true"]').first()).toBeAttached();
    // Code rendered in the browser shows plain lines until the highlighter has come, then its tokens.
    await expect(page.locator('main .theme-code-block .token-line').first()).toBeAttached();
    await expect(page.locator('main .theme-code-block [class*="plainLine"]')).toHaveCount(0);
    expect(requested.hover.length).toBeGreaterThan(0);
    expect(requested.click).toEqual([]);
  });
}

test('code blocks hydrate in place: no rebuild, dark mode stored before load still colours them, copy works', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Light mode first, for the reference colours of the same block.
  await page.goto('/quickstart');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const lightBackground = await page.locator('div[class*="codeBlockContainer"]').first().evaluate((element) => getComputedStyle(element).backgroundColor);
  const light = await tokenColours(page);

  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    // Count code blocks removed from the page until hydration ends (the theme used to rebuild each one).
    const removed: string[] = [];
    (window as unknown as {removedBlocks: string[]}).removedBlocks = removed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        if (document.documentElement.dataset.hasHydrated) return;
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) if (node instanceof HTMLElement && node.matches('[class*="codeBlockContainer"], .theme-code-block')) removed.push(node.className);
        }
      }).observe(document.body, {subtree: true, childList: true});
    });
  });
  await page.goto('/quickstart');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => (window as unknown as {removedBlocks: string[]}).removedBlocks)).toEqual([]);
  const block = page.locator('div[class*="codeBlockContainer"]').first();
  await expect.poll(() => block.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(lightBackground);
  expect(await tokenColours(page)).not.toEqual(light);

  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);
  expect(await block.locator('pre').innerText()).toContain(copied.split('\n')[0] ?? '');
});
