import {execFileSync} from 'node:child_process';
import type {APIRequestContext} from '@playwright/test';
import {colourRules, describeFinding, findings, switchMode, wcagTags, type Finding} from './a11y/axe.ts';
import {extraPaths, parts, sampleBySeed, sitemapPaths, translatedLocales} from './a11y/sitemap.ts';
import {pageTypes} from './a11yPages.ts';
import {expect, test} from './fixtures.ts';

const PARTS = 12;

/** The commit under test, which picks each locale's sample. */
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
})();

/** Pages of each translated locale's sitemap visited on each run besides every page type. */
const LOCALE_SAMPLE = 8;

/**
 * Every URL of the sitemap, read from the server under test, plus search with a query and the 404 page; and in each
 * translated locale, one page of every type and a sample of its sitemap that changes with the commit.
 */
async function gatePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = sitemapPaths(await response.text());
  expect(paths.length).toBeGreaterThan(200);
  const localePaths: string[] = [];
  for (const locale of translatedLocales) {
    const localeSitemap = await request.get(`/${locale}/sitemap.xml`);
    expect(localeSitemap.status()).toBe(200);
    const all = sitemapPaths(await localeSitemap.text());
    expect(all.length).toBeGreaterThan(200);
    localePaths.push(...pageTypes.map(([, path]) => `/${locale}${path === '/' ? '/' : path}`), ...sampleBySeed(all, LOCALE_SAMPLE, `${commit}:${locale}`));
  }
  return [...new Set([...paths, ...extraPaths, ...localePaths])];
}

for (let part = 0; part < PARTS; part += 1) {
  test(`axe (WCAG 2.2 A and AA) over the sitemap in light and dark mode, part ${part + 1} of ${PARTS}: no serious or critical finding, moderate ones only as listed`, async ({page, request}) => {
    test.setTimeout(600_000);
    const paths = parts(await gatePaths(request), PARTS)[part]!;
    // Each visit starts in light mode (the default), whatever the previous page switched to.
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const found: Finding[] = [];
    for (const url of paths) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      found.push(...(await findings(page, url, 'light', {tags: wcagTags})));
      await switchMode(page, 'dark');
      found.push(...(await findings(page, url, 'dark', {rules: colourRules})));
    }
    expect(found.map(describeFinding)).toEqual([]);
  });
}
