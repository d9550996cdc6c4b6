import AxeBuilder from '@axe-core/playwright';
import {pageSamples} from '../../bench/budgets';
import {expect, test} from './fixtures';

// Every page type of the budgets plus the pages readers land on most, in both colour modes.
const pages = [...new Set([...pageSamples.map((sample) => sample.url), '/faq', '/reference/ui/atoms/Button', '/tutorials/gatsby/1'])];

for (const mode of ['light', 'dark'] as const) {
  for (const url of pages) {
    test(`axe (WCAG 2.1 A and AA) finds no violation on ${url} in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(url, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(found).toEqual([]);
    });
  }
}
