import type {Page} from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';
import {expect} from '../fixtures';
import {allowedFindings} from './allowed';

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

/** Resolves once no CSS transition has run for three frames: colours fade when the mode or a state changes. */
export async function transitionsSettled(page: Page): Promise<void> {
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

/** The serious and critical findings of `builder`, and the moderate or minor ones `allowed.ts` does not list. */
export async function findings(page: Page, url: string, mode: string, builder: AxeBuilder): Promise<Finding[]> {
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
