import {test as base, expect, type Page} from '@playwright/test';

/** The heading of Docusaurus' error boundary ("This page crashed" with a "Try again" button). */
const crashHeading = 'This page crashed';

export const test = base.extend({
  /** Every test talks to the server started by global-setup.ts. */
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  /**
   * Whatever a test checks, the page it leaves must not be the crash screen: a client-side error caught by the
   * error boundary raises no page error, so it would otherwise pass unnoticed.
   */
  page: async ({page}, use) => {
    // The bundles start after the first paint (plugins/lean-client/scriptsAfterPaint.ts), so `load` can fire
    // before the page is interactive. A reader would see a page that does not answer yet; tests act on the
    // hydrated page: every navigation waits until the page is live (hydrated, every part live).
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await pageLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await pageLive(page);
      return response;
    };
    await use(page);
    if (page.isClosed()) return;
    const crashed = await page
      .getByRole('heading', {name: crashHeading})
      .count()
      .catch(() => 0);
    if (crashed > 0) {
      const details = await page.locator('main, body').first().innerText().catch(() => '');
      throw new Error(`The page ended on Docusaurus' crash screen:\n${details.slice(0, 800)}`);
    }
  },
});

export {expect};

/**
 * On a Docusaurus page (not a raw file such as llms.txt), waits until it has hydrated and the parts in view
 * are live. Parts further down stay server HTML until the reader nears or reaches for them (Playwright's
 * actions scroll to an element, or focus or press it, which does either).
 */
export async function pageLive(page: Page): Promise<void> {
  if ((await page.locator('html[data-has-hydrated]').count()) === 0) return;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await hydrationSettled(page, 15_000);
}

/** Waits until the hydration queue has nothing left to do for now: every part in view is live. */
export async function hydrationSettled(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html[data-parts-settled]')).toHaveCount(1, {timeout});
}

/** Waits until every part of the page that hydrates late (plugins/lean-client/client/HydrateLater) is live: all must be in view. */
export async function hydrationPartsLive(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('[data-hydrate-later]').first()).toBeAttached({timeout});
  await expect(page.locator('[data-hydrate-later]:not([data-hydrated])')).toHaveCount(0, {timeout});
}

/**
 * Waits until the page has loaded, the hydration parts in view are live (plugins/lean-client/client/HydrateLater) and the
 * tasks queued at load have run. Unlike `networkidle`, it does not wait out the link prefetches that trickle in idle time.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrationSettled(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}


/**
 * Two animation frames: the browser has laid out and painted what came before. Bounded, because a page Chromium
 * stops rendering (a busy machine, a tab out of focus) runs no frame, and a wait on one would then last the test.
 */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve, 500);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}
