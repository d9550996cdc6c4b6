import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, twoFrames} from './fixtures.ts';

const results = (page: Page) => page.locator('li[data-url]');

for (const width of [390, 768, 1280]) {
  test(`the search page's results arrive without moving the page at ${width} px: layout shift under 0.05`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    // Every shift from the first paint on, as Chrome counts it for CLS (shifts right after input excluded).
    await page.addInitScript(() => {
      (window as unknown as {layoutShift: number}).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>) {
          if (!entry.hadRecentInput) (window as unknown as {layoutShift: number}).layoutShift += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/search?q=deploy%20previews');
    await expect(results(page)).toHaveCount(10, {timeout: 15_000});
    await expect(page.locator('[data-hit-count]')).toHaveCount(10, {timeout: 15_000});
    await page.waitForLoadState('networkidle');
    // A frame after the last change, so its shift has been reported.
    await twoFrames(page);
    const shift = await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
    expect(shift).toBeLessThan(0.05);
  });
}

test('the search page has a 16 px field and a count a reader understands', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/search?q=cart');
  const field = page.getByRole('searchbox', {name: 'Search'});
  await expect(field).toHaveValue('cart');
  expect(Number.parseFloat(await field.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  await expect(page.getByRole('status').filter({hasText: 'for “cart”'})).toHaveText(/^\d+ pages for “cart”$/);
  // The field and its button share one line at 390 px.
  const [fieldBox, buttonBox] = await Promise.all([field.boundingBox(), page.getByRole('button', {name: 'Search', exact: true}).last().boundingBox()]);
  expect(Math.abs((fieldBox?.y ?? 0) - (buttonBox?.y ?? 100))).toBeLessThan(8);
});

test('the kind filter narrows the results to release notes and the URL keeps it', async ({page}) => {
  await page.goto('/search?q=lighthouse');
  await expect(results(page).first()).toBeVisible();
  const all = Number(/^(\d+)/.exec((await page.getByRole('status').filter({hasText: 'for “lighthouse”'}).textContent()) ?? '')?.[1]);
  await page.getByLabel('Kind').selectOption('release');
  await expect(page).toHaveURL(/[?&]kind=release/);
  await expect(results(page).first()).toHaveAttribute('data-url', /^\/releases\//);
  for (const item of await results(page).all()) await expect(item).toContainText('Release notes');
  const releases = Number(/^(\d+)/.exec((await page.getByRole('status').filter({hasText: 'for “lighthouse”'}).textContent()) ?? '')?.[1]);
  expect(releases).toBeGreaterThan(0);
  expect(releases).toBeLessThan(all);
});

test('the version filter searches the v0 docs', async ({page}) => {
  await page.goto('/search?q=createtheme');
  await expect(page.getByRole('status').filter({hasText: '“createtheme”'})).toBeVisible();
  await expect(results(page).filter({has: page.locator('[data-url^="/v0/"]')})).toHaveCount(0);
  await page.getByLabel('Docs version').selectOption('v0');
  await expect(page).toHaveURL(/[?&]version=v0/);
  await expect(results(page).first()).toHaveAttribute('data-url', '/v0/troubleshooting');
});

test('an empty search page invites a query and lists the main sections', async ({page}) => {
  await page.goto('/search');
  await expect(page.getByText('Type a word, an API name such as validateCart, or a question.')).toBeVisible();
  const sections = page.getByRole('navigation', {name: 'Start from a section'});
  await expect(sections.getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/quickstart');
  await expect(sections.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/faq');
  await expect(results(page)).toHaveCount(0);
});

test('with no query, the search page loads the results\' code only when the reader reaches for the field, and the engine with the first query', async ({page}) => {
  const manifest = JSON.parse(readFileSync('.docusaurus/bundle-manifest.json', 'utf8')) as {chunkGroups: Record<string, string[]>};
  const jsOf = (name: string) => (manifest.chunkGroups[name] ?? []).filter((file) => file.endsWith('.js'));
  const [resultsCode, engine] = [jsOf('search-results'), jsOf('search-engine')];
  expect(resultsCode.length * engine.length).toBeGreaterThan(0);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname.slice(1)));
  await page.goto('/search', {waitUntil: 'networkidle'});
  await expect(page.getByText('Type a word, an API name such as validateCart, or a question.')).toBeVisible();
  expect([...resultsCode, ...engine].filter((file) => requested.has(file))).toEqual([]);
  const field = page.getByRole('searchbox', {name: 'Search'});
  await field.focus();
  await expect.poll(() => resultsCode.every((file) => requested.has(file))).toBe(true);
  expect(engine.filter((file) => requested.has(file))).toEqual([]);
  await field.fill('cart');
  await expect(results(page).first()).toBeVisible({timeout: 15_000});
  expect(engine.every((file) => requested.has(file))).toBe(true);
});

test('a search nothing answers suggests the nearest words and their pages', async ({page}) => {
  await page.goto('/search?q=shdwng');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No pages match “shdwng”.');
  const nearest = page.getByRole('link', {name: 'shadowing', exact: true});
  await expect(nearest).toHaveAttribute('href', '/search?q=shadowing');
  await expect(page.getByRole('heading', {name: 'Pages for “shadowing”'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Shadowing', exact: true})).toHaveAttribute('href', '/conceptual-guides/shadowing');
  await expect(page.getByRole('navigation', {name: 'Start from a section'})).toBeVisible();
});

test('a missing address reached inside the app shows the not-found content, whose code loads only then', async ({page}) => {
  await page.goto('/quickstart', {waitUntil: 'networkidle'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');
  // The router follows the browser's history, as it does for a link the app handles itself.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/how-to-guides/deployment/go-liv');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('deployment go liv');
});

test('the 404 page answers 404, is titled, and searches for the missing URL\'s words', async ({page}) => {
  const response = await page.goto('/how-to-guides/deployment/go-liv');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | FastStore');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await expect(box).toHaveValue('deployment go liv');
  const matches = page.getByRole('region', {name: 'Best matches'}).getByRole('link');
  await expect(matches.first()).toBeVisible();
  await expect(matches.filter({hasText: 'Going live'})).toHaveAttribute('href', '/how-to-guides/deployment/go-live');
  expect(await matches.count()).toBeLessThanOrEqual(5);
  await expect(page.getByRole('navigation', {name: 'Start from a section'}).getByRole('link', {name: 'Quickstart'})).toBeVisible();
  // An emptied box is not submitted; a query opens the search page.
  await box.fill('  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/how-to-guides\/deployment\/go-liv$/);
  await box.fill('going live');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=going\+live$/);
  await expect(results(page).first()).toBeVisible();
});
