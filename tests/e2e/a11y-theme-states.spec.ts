import type {CDPSession, Locator, Page} from '@playwright/test';
import {runAxe, switchMode, transitionsSettled, type Mode} from './a11y/axe.ts';
import {widths, type Width} from './a11y/states.ts';
import {expect, hydrationSettled, test} from './fixtures.ts';

// The sitemap and state gates judge colours as the page shows them at rest. A reader also sees the theme's other
// states: the link under the pointer, the focused control, the pressed button, the current item, the visited link.
// Chromium forces each state on a representative element (DevTools' CSS.forcePseudoState) and axe judges the
// contrast of its text against what lies behind it, in both modes.

type State = 'rest' | 'hover' | 'focus' | 'active' | 'visited';

interface ThemeElement {
  /** The element, as the report names it. */
  name: string;
  path: string;
  /** Where the element shows (default: desktop, where the sidebars and the table of contents are). */
  width?: Width;
  find: (page: Page) => Locator;
  states: readonly State[];
}

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const toc = (page: Page) => page.locator('.table-of-contents');
const footer = (page: Page) => page.getByRole('contentinfo');
const article = (page: Page) => page.locator('article .markdown');

const link: readonly State[] = ['rest', 'hover', 'focus', 'active', 'visited'];
const control: readonly State[] = ['rest', 'hover', 'focus', 'active'];

/** One element of each kind whose colours the theme sets per state. */
const themeElements: ThemeElement[] = [
  {name: 'navbar link', path: '/quickstart', find: (page) => navbar(page).getByRole('link', {name: 'FAQ', exact: true}), states: link},
  {name: 'navbar link of the current section', path: '/quickstart', find: (page) => navbar(page).getByRole('link', {name: 'Docs', exact: true}), states: control},
  {name: 'navbar More', path: '/quickstart', find: (page) => navbar(page).getByRole('button', {name: 'More'}), states: control},
  {name: 'search button', path: '/quickstart', find: (page) => navbar(page).getByRole('button', {name: 'Search', exact: true}), states: control},
  {name: 'sidebar item', path: '/quickstart', find: (page) => sidebar(page).locator('a.menu__link:not([aria-current])').filter({visible: true}).first(), states: link},
  {name: 'sidebar item, current page', path: '/quickstart', find: (page) => sidebar(page).locator('[aria-current="page"]'), states: control},
  // A category's label (its caret button beside a linked category has no text for axe to judge).
  {name: 'sidebar category', path: '/quickstart', find: (page) => sidebar(page).locator('.menu__link--sublist').filter({visible: true}).first(), states: control},
  {name: 'table of contents link', path: '/quickstart', find: (page) => toc(page).getByRole('link').nth(1), states: link},
  {name: 'table of contents link, current section', path: '/quickstart', find: (page) => toc(page).locator('.table-of-contents__link--active'), states: control},
  {name: 'link in content', path: '/quickstart', find: (page) => article(page).locator('p a[href^="/"]').first(), states: link},
  {name: 'pagination link', path: '/quickstart', find: (page) => page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link').last(), states: link},
  {name: 'breadcrumb link', path: '/reference/ui/atoms/Button', find: (page) => page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link').last(), states: link},
  {name: 'footer link', path: '/quickstart', find: (page) => footer(page).getByRole('link', {name: 'FAQ', exact: true}), states: link},
  {name: 'Feedback button', path: '/quickstart', find: (page) => page.getByRole('button', {name: 'Feedback', exact: true}), states: control},
  {name: 'primary button', path: '/', find: (page) => page.getByRole('main').locator('.button--primary').first(), states: control},
  {name: 'secondary button', path: '/', find: (page) => page.getByRole('main').locator('.button--secondary').first(), states: control},
  {name: 'outline button', path: '/quickstart', find: (page) => page.getByRole('button', {name: 'Copy page'}), states: control},
  {name: 'tab, selected', path: '/vtex-headless-cms-api', find: (page) => page.getByRole('tab', {selected: true}).first(), states: control},
  {name: 'tab, not selected', path: '/vtex-headless-cms-api', find: (page) => page.getByRole('tab', {selected: false}).first(), states: control},
  {name: 'tag link', path: '/releases/2021/07/05/faststore', find: (page) => page.locator('article a[href^="/releases/tags/"]').first(), states: link},
];

interface Judged {
  ratio: number | null;
  expected: string;
  outcome: 'pass' | 'fail' | 'not judged';
}

/**
 * Forces `state` on every probed element of the page at once (DevTools' CSS.forcePseudoState; none lies inside
 * another, so one's state cannot colour another) and returns axe's contrast verdict on each one's text, by probe
 * number: one axe run per page and state rather than per element, as each run costs seconds whatever it judges.
 */
async function judge(page: Page, cdp: CDPSession, probes: readonly number[], state: State): Promise<Map<number, Judged>> {
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const forced = state === 'rest' ? [] : state === 'focus' ? ['focus', 'focus-visible'] : [state];
  const nodeIds = await Promise.all(probes.map(async (probe) => (await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: `[data-state-probe="${probe}"]`})).nodeId));
  for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', {nodeId, forcedPseudoClasses: forced});
  await transitionsSettled(page);
  const results = await runAxe(page, {include: '[data-state-probe]', rules: ['color-contrast'], everyResult: true});
  for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', {nodeId, forcedPseudoClasses: []});
  const verdicts = [
    ...results.violations.flatMap((rule) => rule.nodes.map((node) => ({node, outcome: 'fail' as const}))),
    ...results.passes.flatMap((rule) => rule.nodes.map((node) => ({node, outcome: 'pass' as const}))),
    ...results.incomplete.flatMap((rule) => rule.nodes.map((node) => ({node, outcome: 'not judged' as const}))),
  ];
  // Which probe each judged text belongs to: the probed element it is, or lies in.
  const owners = await page.evaluate(
    (targets) => targets.map((target) => Number(document.querySelector(target)?.closest('[data-state-probe]')?.getAttribute('data-state-probe') ?? -1)),
    verdicts.map(({node}) => node.target.join(' ')),
  );
  const byProbe = new Map<number, Judged>();
  for (const probe of probes) {
    // The lowest ratio of the element's text decides; a node axe could not judge counts as not judged.
    const ranked = verdicts
      .filter((_, index) => owners[index] === probe)
      .map(({node, outcome}) => {
        const data = (node.any[0]?.data ?? {}) as {contrastRatio?: number; expectedContrastRatio?: string};
        return {ratio: data.contrastRatio ?? null, expected: data.expectedContrastRatio ?? '', outcome};
      })
      .sort((a, b) => (a.outcome === 'not judged' ? -1 : b.outcome === 'not judged' ? 1 : (a.ratio ?? 0) - (b.ratio ?? 0)));
    byProbe.set(probe, ranked[0] ?? {ratio: null, expected: '', outcome: 'not judged'});
  }
  return byProbe;
}

// A row whose element is missing fails at once, not at the end of the whole test's budget.
test.use({actionTimeout: 15_000});

const allStates: readonly State[] = ['rest', 'hover', 'focus', 'active', 'visited'];

for (const mode of ['light', 'dark'] as Mode[]) {
  for (const width of Object.keys(widths) as Width[]) {
    const elements = themeElements.filter((element) => (element.width ?? 'desktop') === width);
    // Below 1100 px the Feedback button is an icon with no text, and axe judges the contrast of text only.
    if (elements.length === 0) continue;
    test(`every state the theme styles keeps its text at 4.5:1 (3:1 large) in ${mode} mode at ${widths[width].width} px: ${[...new Set(elements.map((element) => element.name))].join(', ')}`, async ({page}) => {
      test.setTimeout(300_000);
      await page.setViewportSize(widths[width]);
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const problems: string[] = [];
      for (const path of [...new Set(elements.map((element) => element.path))]) {
        await page.goto(path);
        await switchMode(page, mode);
        const onPage = elements.filter((element) => element.path === path);
        // Each element in view once, so a part that hydrates late is live before its states are forced.
        for (const [index, entry] of onPage.entries()) {
          const element = entry.find(page);
          await element.scrollIntoViewIfNeeded();
          await hydrationSettled(page);
          await element.evaluate((node, probe) => node.setAttribute('data-state-probe', String(probe)), index);
        }
        for (const state of allStates) {
          const probes = [...onPage.keys()].filter((index) => onPage[index]!.states.includes(state));
          if (probes.length === 0) continue;
          const verdicts = await judge(page, cdp, probes, state);
          for (const probe of probes) {
            const entry = onPage[probe]!;
            const verdict = verdicts.get(probe)!;
            const line = `${entry.name} (${entry.path}) ${state}: ${verdict.ratio === null ? 'no ratio' : `${verdict.ratio}:1`}${verdict.expected ? ` (needs ${verdict.expected})` : ''}`;
            test.info().annotations.push({type: `contrast ${mode} ${verdict.outcome}`, description: line});
            if (verdict.outcome !== 'pass') problems.push(`${verdict.outcome}: ${line}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
