import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures.ts';
import {pageTypes} from './a11yPages.ts';

// Pages load slowly on a loaded machine; each test waits for states, never for a fixed time.
test.describe.configure({timeout: 90_000});

// What a screen reader user navigates by: the page's heading, its landmarks, the skip link, its language, and
// the live regions that announce what changed.

for (const [type, path] of pageTypes) {
  test(`structure: the ${type} page (${path}) has one h1, named landmarks, a working skip link and a language`, async ({page}) => {
    await page.goto(path);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^[a-z]{2}(-[A-Za-z]+)?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const navigations = await page.getByRole('navigation').evaluateAll((elements) =>
      elements.map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        return (element.getAttribute('aria-label') ?? byId ?? '').trim();
      }),
    );
    expect(navigations.length).toBeGreaterThan(0);
    if (navigations.length > 1) {
      expect(navigations.filter((name) => name === ''), 'unnamed navigation landmarks').toEqual([]);
      expect(new Set(navigations).size, `navigation names are distinct: ${navigations.join(', ')}`).toBe(navigations.length);
    }
    // The skip link is the first stop and moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
}

/**
 * Records every text each live region inside `scope` shows from now on (polite or assertive, by role or by
 * aria-live), so a test can check that an event is announced by one region, once.
 */
async function recordAnnouncements(scope: Locator): Promise<void> {
  await scope.evaluate((root) => {
    const log: Array<{region: number; text: string}> = [];
    const regions: Element[] = [];
    const selector = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const record = (region: Element) => {
      if (!regions.includes(region)) regions.push(region);
      const text = region.textContent?.trim() ?? '';
      const last = log.filter((entry) => entry.region === regions.indexOf(region)).at(-1);
      if (text && text !== last?.text) log.push({region: regions.indexOf(region), text});
      if (!text && last?.text) log.push({region: regions.indexOf(region), text: ''});
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = node?.closest(selector);
        if (region && root.contains(region)) record(region);
        for (const added of Array.from(mutation.addedNodes)) {
          if (added instanceof Element) added.querySelectorAll(selector).forEach(record);
          if (added instanceof Element && added.matches(selector)) record(added);
        }
      }
    }).observe(root, {subtree: true, childList: true, characterData: true});
    Object.assign(window, {announcements: log});
  });
}

/** The non-empty texts announced since recording began, in order. */
function announced(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as {announcements: Array<{text: string}>}).announcements.map((entry) => entry.text).filter(Boolean),
  );
}

test('live region: the search modal announces the result count once, in one polite region', async ({page}) => {
  await page.goto('/quickstart');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  const searchBox = dialog.getByRole('combobox', {name: 'Search'});
  await expect(searchBox).toBeFocused();
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
  const polite = dialog.locator('[role="status"], [aria-live="polite"]');
  await expect(polite).toHaveCount(1);
  await recordAnnouncements(dialog);
  await searchBox.fill('cart');
  const footer = dialog.getByRole('link', {name: /^See all \d+ results$/});
  await expect(footer).toBeVisible();
  const count = /See all (\d+) results/.exec((await footer.textContent()) ?? '')?.[1];
  await expect(polite).toHaveText(`${count} results for “cart”`);
  expect(await announced(page)).toEqual([`${count} results for “cart”`]);
});

test('live region: the search page announces its result count once', async ({page}) => {
  await page.goto('/search');
  await recordAnnouncements(page.locator('main'));
  const field = page.locator('#search-page-input');
  await field.focus();
  await page.keyboard.type('cart');
  const status = page.getByRole('status').filter({hasText: 'for “cart”'});
  await expect(status).toHaveText(/^\d+ pages? for “cart”$/);
  const texts = await announced(page);
  expect(texts.filter((text) => /pages? for/.test(text) || /^No pages/.test(text)).at(-1)).toBe(await status.textContent());
  // Typing four letters announces at most one count per query typed, never the same one twice in a row.
  expect(texts.length).toBeLessThanOrEqual(4);
  expect(texts.filter((text, index) => text === texts[index - 1])).toEqual([]);
});

test('live region: copying a code block is confirmed once, in one polite region', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/how-to-guides/faststore-api/api-resolvers');
  // The theme renders copy buttons in the browser only, once the block's part is live.
  await page.locator('article pre').first().scrollIntoViewIfNeeded();
  const block = page.locator('.theme-code-block').first();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.focus();
  const polite = block.locator('[role="status"], [aria-live="polite"]');
  await expect(polite).toHaveCount(1);
  await recordAnnouncements(block);
  await page.keyboard.press('Enter');
  await expect(polite).toHaveText('Copied to clipboard');
  // The confirmation clears itself so the next copy is announced again.
  await expect(polite).toHaveText('');
  expect(await announced(page)).toEqual(['Copied to clipboard']);
  await page.keyboard.press('Enter');
  await expect(polite).toHaveText('Copied to clipboard');
  expect(await announced(page)).toEqual(['Copied to clipboard', 'Copied to clipboard']);
});

test('live region: each survey error is announced once, by one region', async ({page}) => {
  await page.goto('/faq');
  await page.getByRole('button', {name: 'Feedback', exact: true}).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Share your feedback'});
  await expect(dialog.getByRole('radio', {name: '1 – Very unhelpful'})).toBeFocused();
  await recordAnnouncements(dialog);
  await dialog.getByRole('button', {name: 'Next'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose a rating from 1 to 5 to continue.')).toBeVisible();
  expect(await announced(page)).toEqual(['Choose a rating from 1 to 5 to continue.']);
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', {name: 'Next'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', {name: 'Thanks! Anything to add?'})).toBeFocused();
  await recordAnnouncements(dialog);
  await dialog.getByRole('button', {name: 'Send feedback'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose Yes or No.')).toBeVisible();
  expect(await announced(page)).toEqual(['Choose Yes or No.']);
});

test('live region: the survey says once, in one polite region, that the server holds the response', async ({page}) => {
  await page.goto('/faq');
  const button = page.getByRole('button', {name: 'Feedback', exact: true});
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Share your feedback'});
  // The survey's code loads on demand: keys go to the faces once the first one holds focus.
  await expect(dialog.getByRole('radio', {name: '1 – Very unhelpful'})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', {name: '2 – Unhelpful'})).toBeChecked();
  await dialog.getByRole('button', {name: 'Next'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', {name: 'Thanks! Anything to add?'})).toBeFocused();
  await dialog.getByRole('radio', {name: 'No'}).check();
  await recordAnnouncements(page.locator('body'));
  await dialog.getByRole('button', {name: 'Send feedback'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const status = page.getByRole('status').filter({hasText: 'Thank you.'});
  await expect(status).toHaveText('Thank you. Your feedback was received.');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('role', 'status');
  expect(await announced(page)).toEqual(['Thank you. Your feedback was received.']);
  await expect(button).toBeFocused();
});
