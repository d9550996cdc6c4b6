import type {APIRequestContext} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {allowedFindings} from './a11y/allowed';
import {extraPaths, parts, sitemapPaths} from './a11y/sitemap';
import {expect, test} from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: axe's tags for the criteria it can judge. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PARTS = 6;

type Finding = {url: string; rule: string; impact: string; targets: string};

/** Every URL of the sitemap, read from the server under test, plus search with a query and the 404 page. */
async function gatePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = sitemapPaths(await response.text());
  expect(paths.length).toBeGreaterThan(200);
  return [...new Set([...paths, ...extraPaths])];
}

for (const mode of ['light', 'dark'] as const) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`axe (WCAG 2.2 A and AA) over the sitemap, part ${part + 1} of ${PARTS}, ${mode} mode: no serious or critical finding, moderate ones only as listed`, async ({page, request}) => {
      test.setTimeout(600_000);
      const paths = parts(await gatePaths(request), PARTS)[part]!;
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const findings: Finding[] = [];
      for (const url of paths) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
        for (const violation of results.violations) {
          const pathname = new URL(page.url()).pathname;
          const allowed = allowedFindings.some((entry) => entry.rule === violation.id && entry.pages.test(pathname));
          const serious = violation.impact === 'serious' || violation.impact === 'critical';
          if (allowed && !serious) continue;
          findings.push({url, rule: violation.id, impact: violation.impact ?? 'unknown', targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')});
        }
      }
      expect(findings.map((finding) => `${finding.url} ${finding.rule} (${finding.impact}): ${finding.targets}`)).toEqual([]);
    });
  }
}
