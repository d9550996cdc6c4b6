import type {Page} from '@playwright/test';
import {test, expect} from './fixtures.ts';
import {releaseRoutes} from './routes.ts';

const postsOn = (page: Page) => page.locator('main article');

test('the release list has 3 pages of 10, 10 and at most 10 posts, and no page 4', async ({page, request}) => {
  const total = releaseRoutes().length;
  await page.goto('/releases');
  await expect(postsOn(page)).toHaveCount(10);
  await page.goto('/releases/page/2');
  await expect(postsOn(page)).toHaveCount(10);
  await page.goto('/releases/page/3');
  await expect(postsOn(page)).toHaveCount(total - 20);
  expect(total - 20).toBeGreaterThan(0);
  expect(total - 20).toBeLessThanOrEqual(10);
  expect((await request.get('/releases/page/4')).status()).toBe(404);
});

test('the list pages link to each other through the paginator', async ({page}) => {
  const older = page.getByRole('link', {name: /Older entries/i});
  await page.goto('/releases');
  await older.click();
  await expect(page).toHaveURL(/\/releases\/page\/2$/);
  // The URL changes before the list re-renders: wait for page 2's own paginator before clicking again.
  await expect(older).toHaveAttribute('href', '/releases/page/3');
  await older.click();
  await expect(page).toHaveURL(/\/releases\/page\/3$/);
  await expect(page.getByRole('link', {name: /Older entries/i})).toHaveCount(0);
});

test('the blog sidebar lists every release', async ({page}) => {
  await page.goto('/releases');
  const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/i});
  await expect(sidebar.getByRole('link')).toHaveCount(releaseRoutes().length);
});

test('the faststore tag has a second page and every post of page 1 is a faststore post', async ({page}) => {
  await page.goto('/releases/tags/faststore');
  const links = await postsOn(page).locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toHaveLength(10);
  for (const href of links) expect(href).toMatch(/\/faststore$/);
  await page.goto('/releases/tags/faststore/page/2');
  const count = await postsOn(page).count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(10);
});
