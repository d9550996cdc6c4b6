import {test, expect, hydrationSettled} from './fixtures.ts';
import {modes, pageStill, useColorMode, visualPages, widths} from './visualPages.ts';

// Screenshot tests: the top of each page type, and the parts lower down that the layout depends on, at three widths
// in both colour modes, against the baselines in visual.spec.ts-snapshots/. `npm run test:screenshots:update`
// rewrites them after an intended change; a failure saves the actual image and a diff in test-results/.

// Text anti-aliasing is deterministic for one Chromium and one set of fonts; the ratio absorbs a stray pixel.
const screenshot = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  maxDiffPixelRatio: 0.002,
} as const;

/** What changes with the calendar: the copyright year and git's "Last updated" dates. */
const timeDependent = ['.footer__copyright', '.theme-last-updated'];

for (const {name: device, width, height} of widths) {
  for (const mode of modes) {
    // One browser context (the test's page) per width and mode, going through every page type.
    test(`every page type looks as its baseline: ${device} (${width} px), ${mode}`, async ({page}) => {
      test.setTimeout(240_000);
      await page.setViewportSize({width, height});
      await useColorMode(page, mode);
      for (const {name, path, ...rest} of visualPages) {
        await test.step(path, async () => {
          await page.goto(path);
          await pageStill(page);
          const mask = timeDependent.map((selector) => page.locator(selector));
          await expect.soft(page, `${name} (${path})`).toHaveScreenshot(`${name}-${width}-${mode}.png`, {...screenshot, mask});
          const shots: readonly string[] = 'shots' in rest ? rest.shots : [];
          for (const [index, selector] of shots.entries()) {
            const part = page.locator(selector);
            await part.scrollIntoViewIfNeeded();
            await hydrationSettled(page);
            await pageStill(page);
            await expect.soft(part, `${name} (${path}): ${selector}`).toHaveScreenshot(`${name}-part${index + 1}-${width}-${mode}.png`, {...screenshot, mask});
          }
        });
      }
    });
  }
}
