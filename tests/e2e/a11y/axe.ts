import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';
import {expect} from '../fixtures.ts';
import {allowedFindings} from './allowed.ts';

// axe-core as @axe-core/playwright ships it, so both always run the same version of the rules.
const fromProject = createRequire(path.resolve('package.json'));
const axeSource = readFileSync(createRequire(fromProject.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** What one axe run judges: part of the page (a CSS selector; default the whole page) and by which rules. */
export interface AxeRun {
  include?: string;
  /** Every rule with one of these tags (default: every rule axe runs by default). */
  tags?: string[];
  /** Only these rules. */
  rules?: string[];
  /** Rules switched on or off beyond the set above (such as the experimental WCAG ones). */
  toggle?: Record<string, {enabled: boolean}>;
  /** Results besides the violations (default: violations only, which is all a gate reads). */
  everyResult?: true;
}

/**
 * Runs axe in the page itself. @axe-core/playwright's builder does more per run, for pages with frames from other
 * origins (this site has none): it injects axe again, collects every partial result, then opens a blank page,
 * injects axe there too and finishes the run in it. On this site that cost 2 to 3 times the run itself: about
 * 8 to 12 s a page against 2 to 3.5 s, under the same load. axe is injected once per document.
 */
export async function runAxe(page: Page, run: AxeRun = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    ...(run.rules ? {runOnly: {type: 'rule', values: run.rules}} : run.tags ? {runOnly: {type: 'tag', values: run.tags}} : {}),
    ...(run.toggle ? {rules: run.toggle} : {}),
    ...(run.everyResult ? {} : {resultTypes: ['violations']}),
  };
  return page.evaluate(
    ({include, options}) => (window as unknown as {axe: {run(context: unknown, options: unknown): Promise<AxeResults>}}).axe.run(include ?? document, options),
    {include: run.include, options},
  );
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: axe's tags for the criteria it can judge. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rules of those criteria that axe still marks experimental and so skips unless asked: WCAG 2.5.3, a control's name holds its visible label. */
export const experimentalWcagRules = {'label-content-name-mismatch': {enabled: true}};

/**
 * The rules whose outcome depends on the colour mode. The page's structure is the same in both modes, so dark
 * mode runs only these, on the same visit after switching, instead of every rule on a second visit.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export type Mode = 'light' | 'dark';

export type Finding = {url: string; mode: string; rule: string; impact: string; targets: string};

/** A finding as one line of a failure message. */
export function describeFinding(finding: Finding): string {
  return `${finding.url} [${finding.mode}] ${finding.rule} (${finding.impact}): ${finding.targets}`;
}

/**
 * Resolves once no CSS transition has run for three frames: colours fade when the mode or a state changes, and
 * contrast is judged on the colours they end on. Each running fade is finished at once rather than awaited: a
 * fade's `finished` promise is not bound to settle (CI once waited on one for ten minutes), while `finish()`
 * puts it at its end state now. Fades that keep starting for ten seconds are a flicker loop, reported by name.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  // A component may re-render for the new mode a few frames after the switch and start fades of its own.
  await page.evaluate(async () => {
    // A frame, or 50 ms if the page paints none (a throttled renderer runs no animation frame callbacks).
    const frame = () => new Promise<void>((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, 50);
    });
    const describe = (fade: CSSTransition) => {
      const target = fade.effect instanceof KeyframeEffect ? fade.effect.target : null;
      const classes = target ? Array.from(target.classList, (name) => `.${name}`).join('') : '';
      return `${target?.tagName.toLowerCase() ?? '?'}${classes} ${fade.transitionProperty}`;
    };
    const deadline = performance.now() + 10_000;
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      const fades = document.getAnimations().filter((animation): animation is CSSTransition => animation instanceof CSSTransition && animation.playState === 'running');
      if (fades.length > 0 && performance.now() > deadline) {
        throw new Error(`CSS transitions still start after 10 s: ${[...new Set(fades.map(describe))].slice(0, 5).join('; ')}`);
      }
      quiet = fades.length === 0 ? quiet + 1 : 0;
      for (const fade of fades) fade.finish();
    }
  });
}

/**
 * Switches the live page to `mode` the way another tab of the reader's would: the stored choice changes, and
 * whatever the reader has open stays open. Contrast is judged once the colours have finished fading.
 */
export async function switchMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue: value, storageArea: localStorage}));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await transitionsSettled(page);
}

/** The serious and critical findings of an axe run, and the moderate or minor ones `allowed.ts` does not list. */
export async function findings(page: Page, url: string, mode: string, run: AxeRun): Promise<Finding[]> {
  const results = await runAxe(page, run);
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
