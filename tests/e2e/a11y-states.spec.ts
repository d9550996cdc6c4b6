import {colourRules, describeFinding, experimentalWcagRules, findings, switchMode, transitionsSettled, wcagTags, type Finding} from './a11y/axe.ts';
import {readerStates, widths, type Width} from './a11y/states.ts';
import {expect, test} from './fixtures.ts';

// The sitemap gate sees each page as it loads; this one opens what a reader opens on it (tests/e2e/a11y/states.ts)
// and judges each state in light and dark mode, at a phone's width and a desktop's.

// A step that cannot happen fails at once, not at the end of the group's whole budget.
test.use({actionTimeout: 15_000});

const groups = [...new Set(readerStates.map((state) => state.group))];

for (const width of Object.keys(widths) as Width[]) {
  for (const group of groups) {
    const states = readerStates.filter((state) => state.group === group && (state.only ?? width) === width);
    if (states.length === 0) continue;
    test(`axe (WCAG 2.2 A and AA) on ${group} at ${widths[width].width} px in light and dark mode: ${states.map((state) => state.name).join(', ')}`, async ({page, request}) => {
      // One page walks the whole group, state after state; a gallery's demos are one page each.
      test.setTimeout(600_000);
      await page.setViewportSize(widths[width]);
      // Each visit starts in light mode (the default), whatever the state before it switched to.
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const found: Finding[] = [];
      let shown = '';
      for (const state of states) {
        const paths = typeof state.path === 'string' ? [state.path] : await state.path(request);
        for (const path of paths) {
          if (path !== shown) {
            await page.goto(path);
            shown = path;
          }
          await state.open(page, width);
          // Judged at rest: a selected hit's colours fade in, and half-way they are neither state's.
          await transitionsSettled(page);
          const where = `${path} ${state.name} at ${widths[width].width} px`;
          const scope = state.scope?.(page).first();
          await scope?.evaluate((element) => element.setAttribute('data-a11y-state', ''));
          const include = scope ? '[data-a11y-state]' : undefined;
          const light = await findings(page, where, 'light', {include, tags: state.bestPractices ? [...wcagTags, 'best-practice'] : wcagTags, toggle: experimentalWcagRules});
          await switchMode(page, 'dark');
          const dark = await findings(page, where, 'dark', {include, rules: colourRules});
          await switchMode(page, 'light');
          await scope?.evaluate((element) => element.removeAttribute('data-a11y-state'));
          test.info().annotations.push({type: 'state', description: `${where}: light ${light.length === 0 ? 'pass' : 'FAIL'}, dark ${dark.length === 0 ? 'pass' : 'FAIL'}`});
          found.push(...light, ...dark);
        }
      }
      expect(found.map(describeFinding)).toEqual([]);
    });
  }
}
