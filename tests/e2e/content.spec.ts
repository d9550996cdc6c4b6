import {readdirSync} from 'node:fs';
import {docUpdates, latestDocUpdates} from '../../src/data/docUpdates.ts';
import {test, expect} from './fixtures.ts';

/** Newest release post file names, as the home page should list them. */
const newestPosts = readdirSync('releases')
  .filter((name) => /^\d{4}-\d{2}-\d{2}-[a-z]+\.md$/.test(name))
  .sort()
  .reverse();

test.describe('home page', () => {
  test('shows what is new in the docs, newest first, with links to the pages', async ({page}) => {
    await page.goto('/');
    const section = page.getByRole('region', {name: "What's new in the docs"});
    await expect(section).toBeVisible();
    const items = section.getByTestId('doc-update');
    const expected = latestDocUpdates(docUpdates, 6);
    await expect(items).toHaveCount(expected.length);
    for (const [index, update] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.locator('time')).toHaveAttribute('datetime', update.date);
      for (const doc of update.docs) await expect(item.getByRole('link', {name: doc.title, exact: true})).toHaveAttribute('href', doc.path);
    }
  });

  test('lists the latest release posts with links to them', async ({page}) => {
    await page.goto('/');
    const section = page.getByRole('region', {name: 'Latest releases'});
    await expect(section).toBeVisible();
    const items = section.getByTestId('latest-release');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    for (const [index, fileName] of newestPosts.slice(0, count).entries()) {
      const [, year, month, day, product] = /^(\d{4})-(\d{2})-(\d{2})-([a-z]+)\.md$/.exec(fileName)!;
      await expect(items.nth(index).getByRole('heading').getByRole('link')).toHaveAttribute('href', `/releases/${year}/${month}/${day}/${product}`);
    }
    await section.getByRole('heading').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/releases\/\d{4}\/\d{2}\/\d{2}\/[a-z]+$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('leads into the quickstart, the tutorials and the reference', async ({page}) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('link', {name: 'Start with the Quickstart'})).toHaveAttribute('href', '/quickstart');
    await expect(page.getByRole('link', {name: 'Follow a tutorial'})).toHaveAttribute('href', '/tutorials');
    await expect(main.getByRole('link', {name: 'FastStore API', exact: true})).toHaveAttribute('href', '/reference/api');
  });
});

test.describe('starter submission form', () => {
  test.beforeEach(async ({page}) => {
    // The form must not reach GitHub from a test: record window.open instead, and abort any request to github.com.
    await page.route(/github\.com/, (route) => route.abort());
    await page.goto('/starters/submissions');
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as {openedUrls: string[]}).openedUrls = opened;
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
  });

  test('keeps the requirements', async ({page}) => {
    await expect(page.getByRole('heading', {name: 'Requirements'})).toBeVisible();
  });

  test('shows a message next to each invalid field and announces the count', async ({page}) => {
    await page.getByRole('button', {name: 'Open a prefilled issue'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/7 fields need attention/);
    const name = page.getByLabel('Starter name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter the starter name/);
    await page.getByLabel('Repository URL').fill('https://github.com/acme');
    await expect(page.getByLabel('Repository URL')).toHaveAccessibleDescription(/github\.com\/<owner>\/<repository>/);
    expect(await page.evaluate(() => (window as unknown as {openedUrls: string[]}).openedUrls)).toEqual([]);
  });

  test('opens a prefilled new issue when every field is valid', async ({page}) => {
    await page.getByLabel('Starter name').fill('Garden Store');
    await page.getByLabel('Owner', {exact: true}).fill('Acme Commerce');
    await page.getByLabel("Owner's website").fill('https://acme.example.com');
    await page.getByLabel('Repository URL').fill('https://github.com/acme/garden.store');
    await page.getByLabel('Demo URL').fill('https://garden.example.com');
    await page.getByLabel('Description').fill('A FastStore starter for garden shops, with seasonal collections and care guides.');
    await page.getByLabel('Features').fill('Seasonal collections\nPlant care guides');
    await page.getByRole('button', {name: 'Open a prefilled issue'}).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText(/prefilled issue opened/);
    const opened = await page.evaluate(() => (window as unknown as {openedUrls: string[]}).openedUrls);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/vtex/faststore/issues/new');
    expect(url.searchParams.get('title')).toBe('Starter submission: Garden Store');
    expect(url.searchParams.get('labels')).toBe('starter-submission');
    expect(url.searchParams.get('body')).toContain('- **Repository:** https://github.com/acme/garden.store');
    expect(url.searchParams.get('body')).toContain('- Plant care guides');
  });
});
