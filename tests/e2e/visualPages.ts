import type {Page} from '@playwright/test';
import {twoFrames} from './fixtures.ts';

/** One page of each type, for the screenshot tests (visual.spec.ts) and the layout checks (layout.spec.ts). */
export const visualPages = [
  {name: 'home', path: '/', shots: ['section[aria-labelledby="home-explore"]', 'section[aria-labelledby="home-starters"]']},
  {name: 'doc', path: '/quickstart'},
  {name: 'api-query', path: '/reference/api/queries/product'},
  {name: 'ui-component', path: '/reference/ui/atoms/Button'},
  {name: 'tutorial-step', path: '/tutorials/gatsby/1'},
  {name: 'release-list', path: '/releases'},
  {name: 'release-post', path: '/releases/2021/07/05/faststore'},
  {name: 'tags', path: '/tags'},
  {name: 'starters', path: '/starters', shots: ['main ul >> nth=1']},
  {name: 'starter-detail', path: '/starters/base'},
  {name: 'search', path: '/search?q=cart'},
  {name: 'cms-api', path: '/vtex-headless-cms-api', shots: ['section[aria-labelledby="operation-listContentTypes"]']},
  {name: 'not-found', path: '/this-page-does-not-exist'},
] as const satisfies ReadonlyArray<{name: string; path: string; shots?: readonly string[]}>;

export const widths = [
  {name: 'phone', width: 390, height: 720},
  {name: 'tablet', width: 768, height: 720},
  {name: 'desktop', width: 1280, height: 720},
] as const;

export const modes = ['light', 'dark'] as const;

/** Persists the colour mode before any page script runs (storage key 'theme'). */
export async function useColorMode(page: Page, mode: (typeof modes)[number]): Promise<void> {
  await page.emulateMedia({colorScheme: mode});
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
}

/**
 * Waits for what a screenshot must not catch half-done: web fonts, the images in view, and on the search page
 * the results in view with their excerpts.
 */
export async function pageStill(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < innerHeight)
      .every((image) => image.complete),
  );
  if (new URL(page.url()).pathname === '/search') {
    await page.waitForFunction(() => {
      const items = Array.from(document.querySelectorAll('main li[data-url]'));
      const inView = items.filter((item) => item.getBoundingClientRect().top < innerHeight);
      return items.length > 0 && inView.every((item) => item.querySelector('[data-hit-count]'));
    });
  }
  // Two frames: layout and paint of whatever the last wait let through.
  await twoFrames(page);
}
