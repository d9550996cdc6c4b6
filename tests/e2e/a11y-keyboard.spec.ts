import type {Locator, Page} from '@playwright/test';
import {test, expect, pageLive} from './fixtures.ts';
import {describeFocus} from './a11yPages.ts';

// Pages load slowly on a loaded machine; each test waits for states, never for a fixed time.
test.describe.configure({timeout: 90_000});

// The reader's journeys by keyboard alone: no mouse, only page.keyboard. Each step asserts where focus is.

const focused = (page: Page) => page.locator('*:focus');

/** Presses a key until the target has focus; fails, naming where focus went, if it never arrives. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 400): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(key);
    // count() does not wait: the target may only exist once the key has reached (and hydrated) its part.
    if ((await target.count()) > 0 && (await target.evaluate((element) => element === document.activeElement).catch(() => false))) return;
  }
  throw new Error(`${key} never reached the target; focus ended on ${await describeFocus(page)}`);
}

test('search: "/" opens it, typing finds, arrow keys pick a hit, Enter lands on its heading', async ({page}) => {
  await page.goto('/conceptual-guides/shadowing');
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  const searchBox = dialog.getByRole('combobox', {name: 'Search'});
  await page.keyboard.press('/');
  await expect(searchBox).toBeFocused();
  await page.keyboard.type('cart session');
  const options = dialog.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  // Arrow down to the first hit that points into a section of its page.
  let target = '';
  for (let step = 0; step < 20 && !target.includes('#'); step++) {
    await page.keyboard.press('ArrowDown');
    const activeId = await searchBox.getAttribute('aria-activedescendant');
    await expect(dialog.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    target = (await dialog.locator(`[id="${activeId}"]`).getAttribute('data-url')) ?? '';
    // The options are announced through aria-activedescendant: focus stays in the box.
    await expect(searchBox).toBeFocused();
  }
  expect(target).toContain('#');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  await pageLive(page);
  const anchor = decodeURIComponent(target.split('#')[1]);
  await expect(page.locator(`[id="${anchor}"]`)).toBeFocused();
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  // The next Tab continues from the heading, inside the article.
  await page.keyboard.press('Tab');
  await expect(page.locator('main *:focus')).toHaveCount(1);
});

test('copy a code block: Tab to its copy button, Enter copies and the confirmation is announced', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/how-to-guides/faststore-api/api-resolvers');
  // Tabbing from the top reaches the first code block's copy button first.
  const block = page.locator('.theme-code-block').first();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await pressUntilFocused(page, copy);
  await expect(copy).toBeFocused();
  const code = await block.locator('pre').innerText();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('status')).toHaveText('Copied to clipboard');
  await expect(block.getByRole('button', {name: /Copied|Copy code to clipboard/})).toBeFocused();
  // innerText puts a blank line after each of the block's line elements; compare the lines with text.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(code));
});

test('tab group: arrow keys move between tabs and show the chosen panel', async ({page}) => {
  await page.goto('/vtex-headless-cms-api');
  const tablist = page.getByRole('tablist').first();
  const first = tablist.getByRole('tab').first();
  const second = tablist.getByRole('tab').nth(1);
  await pressUntilFocused(page, tablist.getByRole('tab', {selected: true}));
  await expect(first).toBeFocused();
  // Arrow keys move focus along the tabs; Enter shows the focused tab's panel (manual activation).
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(second).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-selected', 'true');
});

test('survey: open it from the Feedback button, rate, answer, send, and focus returns to the button', async ({page}) => {
  const posts: unknown[] = [];
  await page.route('**/api/feedback', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().postDataJSON());
    await route.fulfill({status: 201, contentType: 'application/json', body: '{"id":"x"}'});
  });
  await page.goto('/faq');
  const button = page.getByRole('button', {name: 'Feedback', exact: true});
  await pressUntilFocused(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Share your feedback'});
  await expect(dialog.getByRole('radio', {name: '1 – Very unhelpful'})).toBeFocused();
  for (const name of ['2 – Unhelpful', '3 – Neither helpful nor unhelpful', '4 – Helpful']) {
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', {name})).toBeFocused();
    await expect(dialog.getByRole('radio', {name})).toBeChecked();
  }
  await pressUntilFocused(page, dialog.getByRole('button', {name: 'Next'}), 'Tab', 5);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', {name: 'Thanks! Anything to add?'})).toBeFocused();
  const message = dialog.getByRole('textbox', {name: /Anything else/});
  await pressUntilFocused(page, message, 'Tab', 5);
  await page.keyboard.type('Clear answer.');
  await pressUntilFocused(page, dialog.getByRole('radio', {name: 'Yes'}), 'Tab', 5);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', {name: 'No'})).toBeFocused();
  await expect(dialog.getByRole('radio', {name: 'No'})).toBeChecked();
  await pressUntilFocused(page, dialog.getByRole('button', {name: 'Send feedback'}), 'Tab', 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({rate: 4, message: 'Clear answer.', email: ''});
});

test('release notes: Tab to the next-page link, Enter opens page 2 and focus starts at its top', async ({page}) => {
  await page.goto('/releases');
  const pager = page.getByRole('navigation', {name: 'Blog list page navigation'});
  const next = pager.getByRole('link', {name: /Older entries|Next/});
  await pressUntilFocused(page, next, 'Tab', 600);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/releases\/page\/2$/);
  await pageLive(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Focus was reset to the top of the new page (its layout is a new one: the list's pages are routes of their
  // own), so the next Tab reaches the skip link, which leads to the content.
  await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null || document.activeElement?.tagName === 'MAIN')).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.locator('main *:focus')).toHaveCount(1);
});

test('mobile menu at 390 px: open it, move through it, Escape closes it and focus returns to the toggle', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/quickstart');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await pressUntilFocused(page, toggle, 'Tab', 10);
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await expect(menu.locator('*:focus')).toHaveCount(1);
  // Tab moves through the menu's links and stays in it while it is open.
  const visited = new Set<string>();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    await expect(menu.locator('*:focus')).toHaveCount(1);
    visited.add((await describeFocus(page)) ?? '');
  }
  expect(visited.size).toBeGreaterThan(3);
  await page.keyboard.press('Escape');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('not found: Tab reaches the search box holding the missing URL\'s words, Enter searches, the kind filter answers the keyboard', async ({page}) => {
  await page.goto('/reference/ui/atoms/Buton');
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await expect(box).toHaveValue('atoms Buton');
  await pressUntilFocused(page, box);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=atoms\+Buton$/);
  await pageLive(page);
  await expect(page.locator('li[data-url]').first()).toBeVisible();
  const kind = page.getByLabel('Kind');
  await pressUntilFocused(page, kind);
  // A closed select takes arrow keys: the next kind is chosen without opening it.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]kind=docs/);
  await expect(page.locator('li[data-url]').first()).toContainText('Docs');
});
