import type {Page} from '@playwright/test';
import {expect, hydrationSettled, pageLive, test} from './fixtures.ts';

test('the navbar has Docs, Tutorials, FAQ, Release Notes, a More dropdown and the repository link', async ({page}) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  for (const [name, href] of [
    ['Docs', '/docs'],
    ['Tutorials', '/tutorials'],
    ['FAQ', '/faq'],
    ['Release Notes', '/releases'],
  ]) {
    await expect(navbar.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', 'https://github.com/vtex/faststore');
  await navbar.getByRole('button', {name: 'More'}).hover();
  await expect(navbar.getByRole('link', {name: 'Starters'})).toHaveAttribute('href', '/starters');
  await expect(navbar.getByRole('link', {name: 'Community'})).toHaveAttribute('href', /github\.com\/vtex\/faststore\/discussions/);
});

test('the footer has the Docs and More columns', async ({page}) => {
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const columns = {
    Docs: [
      ['Quickstart', '/quickstart'],
      ['How-to guides', '/how-to-guides'],
      ['References', '/reference'],
      ['Concepts', '/conceptual-guides'],
      ['Tutorials', '/tutorials'],
    ],
    More: [
      ['Starters', '/starters'],
      ['FAQ', '/faq'],
      ['Release Notes', '/releases'],
      ['Community', 'https://github.com/vtex/faststore/discussions'],
      ['GitHub', 'https://github.com/vtex/faststore'],
    ],
  };
  for (const [title, links] of Object.entries(columns)) {
    const column = footer.locator('.footer__col', {has: page.locator('.footer__title', {hasText: title})});
    const hrefs = await column.locator('a').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(hrefs).toEqual(links);
  }
});

test('the announcement bar has no close control and offers the feedback survey', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  await expect(bar.locator('[data-feedback-open]')).toBeVisible();
});

test('color mode is light by default and persists under the plain "theme" key across reloads', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // No namespaced copy: the spec's keys are un-namespaced.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => key.includes('theme'))).toEqual(['theme']);
});

test('color mode syncs across tabs', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // Pages opened from the context are not the fixture's page: wait until each is live, so the second tab listens
  // for storage changes before the first one makes it.
  for (const page of [first, second]) {
    await page.goto('/faq');
    await pageLive(page);
  }
  await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the layout is mobile at 996 px and desktop at 997 px', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto('/conceptual-guides/jamstack');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  await expect(toggle).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.setViewportSize({width: 997, height: 800});
  await expect(toggle).toBeHidden();
  await expect(sidebar).toBeVisible();
  // The docs sidebar is 300px wide, a product constant.
  expect((await sidebar.boundingBox())?.width).toBe(300);
});

test('the mobile sidebar opens with the secondary menu and closes when the layout becomes desktop', async ({page}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/conceptual-guides/jamstack');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar).toBeVisible();
  await expect(mobileSidebar.getByRole('link', {name: 'The Jamstack architecture'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('the table of contents holds only h2 and h3 headings', async ({page}) => {
  await page.goto('/reference/api/queries/search');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  expect(tocTargets.length).toBeGreaterThan(2);
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
    tocTargets,
  );
  expect(new Set(levels)).toEqual(new Set(levels.filter((tag) => tag === 'H2' || tag === 'H3')));
  const headingCount = await page.locator('article .markdown').locator('h2, h3').count();
  expect(tocTargets.length).toBe(headingCount);
});

test('images in doc content zoom on click with the light backdrop', async ({page}) => {
  await page.goto('/conceptual-guides/jamstack');
  const image = page.locator('.markdown img').first();
  await expect(image).toBeVisible();
  // Zoom is attached 1000 ms after load, so it never competes with the first paint.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5_000});
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('no third-party request is made when analytics is not configured', async ({page, baseURL}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/');
  await page.getByRole('link', {name: 'Quickstart', exact: true}).first().click();
  await expect(page).toHaveURL(/\/quickstart$/);
  await page.waitForLoadState('networkidle');
  expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && !origin.startsWith('data:'))).toEqual([]);
});

test('the server sends the security headers on pages', async ({request}) => {
  const response = await request.get('/faq');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
});

test('pages run under the content security policy without violations', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('link', {name: 'Quickstart', exact: true}).first().click();
  await expect(page).toHaveURL(/\/quickstart$/);
  expect(violations).toEqual([]);
});

test('in dark mode the zoom backdrop is rgb(50, 50, 50)', async ({page}) => {
  await page.goto('/conceptual-guides/jamstack');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5_000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(50, 50, 50)');
});

test('a route whose code fails to load still reaches the page through a full load', async ({page}) => {
  await page.goto('/');
  // Fail the next page's scripts once: client-side navigation falls back to loading the server-rendered page.
  let failed = 0;
  await page.route('**/assets/js/**', (route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return route.abort();
  });
  await page.getByRole('contentinfo').getByRole('link', {name: 'Release Notes'}).click();
  await expect(page).toHaveURL(/\/releases$/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(failed).toBe(1);
});

/**
 * Scrolls, waits for the scroll event and two more frames. The browser sends the event at its next frame, so
 * two scrolls made before a busy page renders again arrive as one event and the page never sees the first
 * position; and the parts the scroll brought into view are known to the hydration queue a frame later.
 */
async function scrollAndDispatch(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const frame = () => new Promise((next) => requestAnimationFrame(next));
        window.addEventListener('scroll', () => void frame().then(frame).then(() => resolve()), {once: true});
        window.scrollTo(0, top);
      }),
    y,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

test('the back-to-top button shows when the reader scrolls back up a long page, and takes them to the top', async ({page}) => {
  // It takes the foot of the table of contents' column, which desktops have (on phones it would lie over text).
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/quickstart');
  // Hidden until shown, so it is not in the accessibility tree yet.
  const button = page.locator('button.theme-back-to-top-button[aria-label="Scroll back to top"]');
  await expect(button).toHaveCount(1);
  await expect(button).not.toHaveClass(/backToTopButtonShow/);
  await scrollAndDispatch(page, 1500);
  // The parts that came into view hydrate first: one that changed height could make the browser adjust the
  // scroll position (scroll anchoring) after the reader's move up, which the page rightly takes as a move down.
  await hydrationSettled(page);
  // Going down keeps it hidden; coming back up shows it.
  await expect(button).not.toHaveClass(/backToTopButtonShow/);
  await scrollAndDispatch(page, 1200);
  await expect(button).toHaveClass(/backToTopButtonShow/);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).not.toHaveClass(/backToTopButtonShow/);
});

test('on a phone the back-to-top button never shows: with no table of contents column it would lie over text', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/quickstart');
  const button = page.locator('button.theme-back-to-top-button');
  await scrollAndDispatch(page, 1500);
  await hydrationSettled(page);
  await scrollAndDispatch(page, 1200);
  await expect(button).toHaveClass(/backToTopButtonShow/);
  await expect(button).toBeHidden();
});

test('the navbar marks the sidebar of the doc being read, through client-side navigation too', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const docs = navbar.getByRole('link', {name: 'Docs', exact: true});
  const tutorials = navbar.getByRole('link', {name: 'Tutorials', exact: true});
  await page.goto('/quickstart');
  await expect(docs).toHaveClass(/navbar__link--active/);
  await expect(tutorials).not.toHaveClass(/navbar__link--active/);
  await page.goto('/tutorials/cms');
  await expect(tutorials).toHaveClass(/navbar__link--active/);
  await expect(docs).not.toHaveClass(/navbar__link--active/);
  await expect(page.locator('.theme-doc-sidebar-container .menu__link--active').first()).toBeVisible();
  await tutorials.click();
  await docs.click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(docs).toHaveClass(/navbar__link--active/);
  await expect(tutorials).not.toHaveClass(/navbar__link--active/);
});
