import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures.ts';

// Pages load slowly on a loaded machine; each test waits for states, never for a fixed time.
test.describe.configure({timeout: 90_000});

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('type popups on FastStore examples', () => {
  test('focusing a FastStore identifier by keyboard shows its type, and hovering shows it too', async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    const identifier = page.locator('pre [aria-describedby]').first();
    await expect(identifier).toHaveText(/^Button/);
    const popupId = await identifier.getAttribute('aria-describedby');
    const popup = page.locator(`[id="${popupId}"]`);
    await expect(popup).toBeHidden();
    await identifier.focus();
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('role', 'tooltip');
    await expect(popup).toContainText('ButtonProps');
    await expect(identifier).toHaveAccessibleDescription(/ButtonProps/);
    const results = await new AxeBuilder({page}).include('.theme-doc-markdown').withTags(wcagTags).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await identifier.blur();
    await expect(popup).toBeHidden();
    await identifier.hover();
    await expect(popup).toBeVisible();
  });

  test('Escape hides the popup that focus or the pointer holds open, without moving either, until they come back', async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    const identifier = page.locator('pre [aria-describedby]').first();
    const popup = page.locator(`[id="${await identifier.getAttribute('aria-describedby')}"]`);
    await identifier.focus();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(identifier).toBeFocused();
    await identifier.blur();
    await identifier.focus();
    await expect(popup).toBeVisible();
    await identifier.blur();

    await identifier.hover();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await identifier.evaluate((element) => element.matches(':hover'))).toBe(true);
    await page.mouse.move(0, 0);
    await identifier.hover();
    await expect(popup).toBeVisible();
  });

  test('a page without a checked example has no popup', async ({page}) => {
    await page.goto('/quickstart');
    await expect(page.locator('pre').first()).toBeVisible();
    await expect(page.locator('[data-type-popup]')).toHaveCount(0);
  });

  test('the copy button copies the code without the popups', async ({page, context, browserName}) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-only here');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/reference/ui/atoms/Button');
    const block = page.locator('.theme-code-block').filter({has: page.locator('[data-type-popup]')}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { Button } from '@faststore/ui'");
    expect(copied).not.toContain('ButtonProps');
  });
});
