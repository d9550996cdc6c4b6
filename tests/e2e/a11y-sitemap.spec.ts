import type {APIRequestContext, Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {allowedFindings} from './a11y/allowed';
import {extraPaths, parts, sitemapPaths} from './a11y/sitemap';
import {expect, test} from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: axe's tags for the criteria it can judge. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The rules whose outcome depends on the colour mode. The page's structure is the same in both modes, so dark
 * mode runs only these, on the same visit after switching, instead of every rule on a second visit.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];
const PARTS = 12;

type Finding = {url: string; mode: string; rule: string; impact: string; targets: string};

/** Every URL of the sitemap, read from the server under test, plus search with a query and the 404 page. */
async function gatePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = sitemapPaths(await response.text());
  expect(paths.length).toBeGreaterThan(200);
  return [...new Set([...paths, ...extraPaths])];
}

/** Switches the live page to dark mode the way another tab of the reader's would: the stored choice changes. */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue: 'dark', storageArea: localStorage}));
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours fade to the new mode (the navbar's links, for one): judge contrast once the fades have ended, not midway.
  // A component may re-render for the new mode a few frames after the switch and start fades of its own.
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      quiet = fades.length === 0 ? quiet + 1 : 0;
      await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
    }
  });
}

async function findings(page: Page, url: string, mode: string, builder: AxeBuilder): Promise<Finding[]> {
  const results = await builder.analyze();
  const pathname = new URL(page.url()).pathname;
  return results.violations
    .filter((violation) => {
      const allowed = allowedFindings.some((entry) => entry.rule === violation.id && entry.pages.test(pathname));
      const serious = violation.impact === 'serious' || violation.impact === 'critical';
      return serious || !allowed;
    })
    .map((violation) => ({
      url,
      mode,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | '),
    }));
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
      found.push(...(await findings(page, url, 'light', new AxeBuilder({page}).withTags(wcagTags))));
      await switchToDark(page);
      found.push(...(await findings(page, url, 'dark', new AxeBuilder({page}).withRules(colourRules))));
    }
    expect(found.map((finding) => `${finding.url} [${finding.mode}] ${finding.rule} (${finding.impact}): ${finding.targets}`)).toEqual([]);
  });
}
