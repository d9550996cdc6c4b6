import {expect, hydrationSettled, test} from './fixtures.ts';

/**
 * Start-up (plugins/lean-client/scriptsAfterPaint.ts, plugins/lean-client/client/boot): the bundles download at once but start
 * only after the first contentful paint, and the route's chunks are requested before the client entry runs.
 */

interface BootLog {
  /** performance.now() when each bundle's script element entered the document. */
  inserted: Record<string, number>;
  /** performance.now() when clientEntry ran (it sets window.docusaurus). */
  clientEntryAt: number | null;
}

for (const url of ['/quickstart', '/', '/vtex-headless-cms-api']) {
  test(`${url} paints before any bundle starts, then hydrates`, async ({page}) => {
    await page.addInitScript(`
      const log = {inserted: {}, clientEntryAt: null};
      window.bootLog = log;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) {
          if (node.tagName === 'SCRIPT' && node.src) log.inserted[new URL(node.src).pathname] = performance.now();
        }
      }).observe(document, {subtree: true, childList: true});
      let value;
      Object.defineProperty(window, 'docusaurus', {configurable: true, get: () => value, set: (next) => { value = next; log.clientEntryAt ??= performance.now(); }});
    `);
    await page.goto(url);
    await hydrationSettled(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    const head = await page.locator('head').innerHTML();
    expect(head).not.toMatch(/<script[^>]+defer/);
    expect(head).toMatch(/<link rel="preload" as="script" href="\/assets\/js\/main\.[0-9a-f]+\.js" fetchpriority="low">/);

    const {log, fcp, chunkRequests} = await page.evaluate(() => ({
      log: (window as unknown as {bootLog: BootLog}).bootLog,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      chunkRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\//.test(entry.name) && !/\/(main|runtime~main)\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    const bundles = Object.keys(log.inserted).filter((src) => /\/assets\/js\/(runtime~main|main)\./.test(src));
    expect(bundles.map((src) => src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    for (const src of bundles) expect(log.inserted[src]).toBeGreaterThanOrEqual(fcp);
    // The staged entry starts the route's chunks before clientEntry runs.
    expect(log.clientEntryAt).not.toBeNull();
    expect(Math.min(...chunkRequests)).toBeLessThan(log.clientEntryAt as number);
  });
}

test('a reader’s journey loads every chunk it reaches for with no script error: doc page, client-side navigation, search, a UI kit playground', async ({page}) => {
  // Module ids and each chunk's module order are the build's own (plugins/lean-client/shortIds.ts, moduleOrder.ts):
  // a chunk loaded later must still find every module it asks the others for.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const chunks = new Set<string>();
  page.on('response', (response) => {
    if (/\/assets\/js\//.test(response.url())) chunks.add(response.url());
  });

  await page.goto('/quickstart');
  await page.locator('.theme-doc-sidebar-container a[href="/glossary"]').first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.locator('article h1')).toBeVisible();

  const loadedBeforeSearch = chunks.size;
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search', exact: true}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).fill('shadowing');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('data-url', /^\/conceptual-guides\/shadowing(#|$)/);
  await dialog.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/conceptual-guides\/shadowing/);
  expect(chunks.size).toBeGreaterThan(loadedBeforeSearch);

  await page.goto('/reference/ui/atoms/Button');
  const playground = page.locator('[data-playground="Button"]');
  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-ready', 'true');
  await playground.getByLabel('disabled').check();
  await expect(playground.locator('[data-playground-demo]').getByTestId('store-button')).toBeDisabled();

  expect(errors).toEqual([]);
});
