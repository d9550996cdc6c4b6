import {test as base, expect} from '@playwright/test';

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

