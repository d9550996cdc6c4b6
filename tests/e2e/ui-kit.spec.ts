import type {Page} from '@playwright/test';
import {experimentalWcagRules, runAxe, switchMode} from './a11y/axe.ts';
import {test, expect, pageSettled} from './fixtures.ts';

// Each test loads a doc page, waits for it to hydrate and for a demo to load, and many run axe, as the
// accessibility specs' journeys do: on a loaded machine that takes as long as theirs.
test.describe.configure({timeout: 90_000});

// axe over every demo, live with a control changed, in both modes and at both widths, is the state gate's
// (tests/e2e/a11y/states.ts); the tests here follow one demo through a reader's changes.

/** Scrolls the demo into view and waits for its lazily loaded props panel. */
async function openPlayground(page: Page, path: string, name: string) {
  await page.goto(path);
  const playground = page.locator(`[data-playground="${name}"]`);
  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-ready', 'true');
  return playground;
}

/**
 * axe over one demo: every rule axe runs by default, and `label-content-name-mismatch` (WCAG 2.5.3, still marked
 * experimental in axe, so off by default): each control's accessible name holds its visible label.
 */
async function demoViolations(page: Page, name: string) {
  const results = await runAxe(page, {include: `[data-playground="${name}"]`, toggle: experimentalWcagRules});
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

test('the ProductCard demo keeps every name holding its visible label once a control changes, in both modes', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/ProductCard', 'ProductCard');
  await playground.getByLabel('Link.children', {exact: true}).fill('Linen shirt');
  await expect(playground.locator('[data-playground-demo]').getByRole('button', {name: 'Add Linen shirt to cart'})).toBeVisible();
  expect(await demoViolations(page, 'ProductCard'), 'light mode').toEqual([]);
  await switchMode(page, 'dark');
  expect(await demoViolations(page, 'ProductCard'), 'dark mode').toEqual([]);
});

test('a demo says what it renders before the demo itself, in the server HTML', async ({page, request}) => {
  const html = await (await request.get('/reference/ui/molecules/ProductCard')).text();
  expect(html).toMatch(/data-playground-about[^>]*>.*What this demo renders/s);
  const playground = await openPlayground(page, '/reference/ui/molecules/ProductCard', 'ProductCard');
  const about = playground.locator('[data-playground-about]');
  await expect(about).toContainText(/takes exactly the props of ProductCard in @faststore\/ui 1\.12\.\d+/);
  const [aboutBox, demoBox] = await Promise.all([about.boundingBox(), playground.locator('[data-playground-demo]').boundingBox()]);
  expect(aboutBox!.y + aboutBox!.height).toBeLessThanOrEqual(demoBox!.y);
  expect(await about.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
});

test('a control refuses a value its prop does not take, says why, and the demo keeps its value', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/ProductCard', 'ProductCard');
  const rating = playground.getByLabel('AggregateRating.value', {exact: true});
  const stars = playground.locator('[data-playground-demo]').getByRole('list', {name: 'Rated 4.5 out of 5'});
  await rating.fill('7');
  await expect(rating).toHaveAttribute('aria-invalid', 'true');
  await expect(rating).toHaveAccessibleDescription('AggregateRating.value takes 0 to 5, not 7; the demo keeps 4.5.');
  await expect(stars).toBeVisible();
  await expect(playground.locator('[data-playground-code] pre')).toContainText('value={4.5}');
  await rating.fill('3');
  await expect(rating).not.toHaveAttribute('aria-invalid');
  await expect(playground.locator('[data-playground-demo]').getByRole('list', {name: 'Rated 3 out of 5'})).toBeVisible();
});

for (const level of ['atoms', 'molecules', 'organisms']) {
  test(`the ${level} index shows a gallery of live components without axe violations`, async ({page}) => {
    await page.goto(`/reference/ui/${level}`);
    const gallery = page.locator(`[data-ui-gallery="${level}"]`);
    await expect(gallery.getByRole('listitem')).not.toHaveCount(0);
    const sample = {atoms: 'Button', molecules: 'Carousel', organisms: 'Hero'}[level];
    await expect(gallery.getByRole('link', {name: sample, exact: true})).toHaveAttribute('href', `/reference/ui/${level}/${sample}`);
    const results = await runAxe(page, {include: `[data-ui-gallery="${level}"]`});
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('the props panel loads only when the demo scrolls into view', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto('/reference/ui/molecules/Carousel');
  const playground = page.locator('[data-playground="Carousel"]');
  await expect(page.locator('[data-playground-panel]')).toHaveCount(0);
  await expect(playground).toHaveAttribute('data-playground-ready', 'false');
  await playground.scrollIntoViewIfNeeded();
  await expect(playground.locator('[data-playground-panel]')).toBeVisible();
});

test('a playground prop change updates both the demo and the code', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/atoms/Button', 'Button');
  const demoButton = playground.locator('[data-playground-demo]').getByTestId('store-button');
  const code = playground.locator('[data-playground-code] pre');
  await expect(code).toContainText("import { Button } from '@faststore/ui'");
  await expect(code).toContainText('return <Button>Add to cart</Button>');
  await playground.getByLabel('disabled').check();
  await playground.getByLabel('children').fill('Buy now');
  await expect(demoButton).toBeDisabled();
  await expect(demoButton).toHaveText('Buy now');
  await expect(code).toContainText('return <Button disabled>Buy now</Button>');
});

test('the carousel wraps from the first slide to the last with a 400 ms transform transition', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/Carousel', 'Carousel');
  const carousel = playground.getByTestId('store-carousel');
  const track = carousel.locator('[data-carousel-track]');
  await expect(track).toHaveCSS('transition', 'transform 0.4s');
  await carousel.getByRole('button', {name: 'previous'}).click();
  await expect(carousel.locator('[data-carousel-item="current"]')).toHaveAttribute('aria-label', '3 of 3');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 3 of 3');
  await expect(carousel.getByRole('tab', {name: 'Go to slide 3'})).toHaveAttribute('aria-selected', 'true');
  await carousel.getByRole('button', {name: 'next'}).click();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 1 of 3');
});

test('the carousel bullets follow ArrowLeft, ArrowRight, Home and End', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/Carousel', 'Carousel');
  const live = playground.getByTestId('store-carousel').locator('[aria-live="polite"]');
  await playground.getByRole('tab', {name: 'Go to slide 1'}).focus();
  for (const [key, text] of [
    ['ArrowLeft', 'Slide 3 of 3'],
    ['Home', 'Slide 1 of 3'],
    ['ArrowRight', 'Slide 2 of 3'],
    ['End', 'Slide 3 of 3'],
  ]) {
    await page.keyboard.press(key);
    await expect(live).toHaveText(text);
  }
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Go to slide 3');
});

test('the slider thumbs cannot cross by drag, keyboard or typed value', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/atoms/Slider', 'Slider');
  const slider = playground.getByTestId('store-slider');
  const minThumb = slider.getByRole('slider', {name: 'Minimum'});
  const maxThumb = slider.getByRole('slider', {name: 'Maximum'});
  const values = async () => [Number(await minThumb.inputValue()), Number(await maxThumb.inputValue())];

  // Drag the min thumb (at 50 of 0–500) far past the max thumb (300).
  const box = (await slider.locator('[data-slider-thumb="min"]').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, {steps: 8});
  await page.mouse.up();
  const [dragMin, dragMax] = await values();
  expect(dragMin).toBeGreaterThan(50);
  expect(dragMax - dragMin).toBeGreaterThanOrEqual(1);
  expect(dragMax).toBe(300);

  // Keyboard: End on the max thumb goes to the top, Home stops one step above min.
  await maxThumb.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  const [keyMin, keyMax] = await values();
  expect(keyMax - keyMin).toBe(10);
  await expect(maxThumb).toHaveAttribute('aria-valuenow', String(keyMax));
  await expect(slider.locator('[data-slider-values]')).toContainText(`$${keyMax}.00`);

  // Typed: a min above the max is held a step below it.
  const typedMin = slider.getByRole('spinbutton', {name: 'Minimum'});
  await typedMin.fill('9999');
  await typedMin.press('Enter');
  const [typedLow, typedHigh] = await values();
  expect(typedHigh - typedLow).toBe(10);
});

test('the accordion toggles aria-expanded and moves focus with the arrow keys', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/Accordion', 'Accordion');
  const accordion = playground.getByTestId('store-accordion');
  const description = accordion.getByRole('button', {name: 'Description'});
  const shipping = accordion.getByRole('button', {name: 'Shipping'});
  await expect(description).toHaveAttribute('aria-expanded', 'true');
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await shipping.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // The demo's onChange opens and closes one item and leaves the others as they are.
  await expect(description).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(accordion.getByRole('button', {name: 'Returns'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(description).toBeFocused();
  await page.keyboard.press('End');
  await expect(accordion.getByRole('button', {name: 'Returns'})).toBeFocused();
});

test('the modal traps focus, closes on Escape and returns focus', async ({page}) => {
  const playground = await openPlayground(page, '/reference/ui/molecules/Modal', 'Modal');
  const opener = playground.getByRole('button', {name: 'Open modal'});
  await opener.click();
  const dialog = page.getByRole('dialog', {name: 'Added to cart'});
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the home page shows the starters in a carousel that wraps and keeps their links', async ({page}) => {
  await page.goto('/');
  const carousel = page.getByTestId('home-starters-carousel');
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBe(5);
  for (const slug of ['base', 'beauty', 'cms-base', 'pets', 'toy']) {
    await expect(carousel.locator(`a[href="/starters/${slug}"]`)).toHaveCount(1);
  }
  await carousel.getByRole('button', {name: 'previous'}).click();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText(`Slide ${count} of ${count}`);
  const current = carousel.locator('[data-carousel-item="current"]');
  const link = current.getByRole('link');
  const href = await link.getAttribute('href');
  const results = await runAxe(page, {include: '[data-testid="home-starters-carousel"]'});
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the FAQ is an accordion per group whose questions and answers are in the server HTML', async ({page, request}) => {
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('What is FastStore?');
  expect(html).toContain('FastStore is a set of tools for building headless storefronts on the Jamstack.');
  await page.goto('/faq');
  const groups = page.getByTestId('faq-accordion');
  expect(await groups.count()).toBeGreaterThan(3);
  const closed = await runAxe(page, {include: '[data-testid="faq-accordion"]'});
  expect(closed.violations.map((violation) => violation.id)).toEqual([]);
  const question = page.getByRole('button', {name: 'What is FastStore?'});
  const answer = page.getByText('FastStore is a set of tools for building headless storefronts on the Jamstack.');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.locator('.table-of-contents a').first()).toHaveText('Getting started');
  const tocLevels = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))?.tagName));
  expect(new Set(tocLevels)).toEqual(new Set(['H2']));
});

test('a demo shows its server HTML at once but loads and hydrates only when scrolled into view', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 300});
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/reference/ui/molecules/Carousel', {waitUntil: 'networkidle'});
  const playground = page.locator('[data-playground="Carousel"]');
  const carousel = playground.getByTestId('store-carousel');
  // Far enough below the fold that the 200 px look-ahead has not reached it.
  expect((await playground.boundingBox())?.y).toBeGreaterThan(300 + 250);
  // The server's demo is in the page, still out of view and inert: the carousel's code was never fetched.
  await expect(carousel).toBeAttached();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 1 of 3');
  const bodies = async () => Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
  const texts = await bodies();
  expect(scripts.filter((_, index) => texts[index]?.includes('Go to slide'))).toEqual([]);
  await expect(playground).toHaveAttribute('data-playground-ready', 'false');

  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-ready', 'true');
  expect((await bodies()).some((body) => body.includes('Go to slide'))).toBe(true);
  await playground.getByTestId('store-carousel').getByRole('button', {name: 'next'}).click();
  await expect(playground.getByTestId('store-carousel').locator('[aria-live="polite"]')).toHaveText('Slide 2 of 3');
  expect(errors).toEqual([]);
});

test('after a client-side navigation a demo loads when it comes into view', async ({page}) => {
  await page.goto('/reference/ui/molecules', {waitUntil: 'networkidle'});
  await page.locator('[data-ui-gallery="molecules"]').getByRole('link', {name: 'Carousel', exact: true}).click();
  await expect(page).toHaveURL(/\/reference\/ui\/molecules\/Carousel$/);
  const playground = page.locator('[data-playground="Carousel"]');
  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-ready', 'true');
  await playground.getByTestId('store-carousel').getByRole('button', {name: 'next'}).click();
  await expect(playground.getByTestId('store-carousel').locator('[aria-live="polite"]')).toHaveText('Slide 2 of 3');
});

test('a reader who reaches a demo before its code arrives keeps their focus and their press once it goes live', async ({page}) => {
  // Short enough that the demo, and the 200 px look-ahead, start out of view.
  await page.setViewportSize({width: 1280, height: 300});
  await page.goto('/reference/ui/molecules/Carousel');
  await pageSettled(page);
  // From here on, the demo's code is held back until the reader has already tabbed in and pressed a button.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  const playground = page.locator('[data-playground="Carousel"]');
  const carousel = playground.getByTestId('store-carousel');
  await playground.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', {name: 'next'}).focus();
  await page.keyboard.press('Enter');
  // The press landed on the server's HTML: the demo is not live yet and the slide has not moved.
  await expect(playground).toHaveAttribute('data-playground-ready', 'false');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 1 of 3');
  arrive();
  await expect(playground).toHaveAttribute('data-playground-ready', 'true');
  // The live demo took the press once, and focus sits on its own next button, not on the page.
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 2 of 3');
  await expect(carousel.getByRole('button', {name: 'next'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 3 of 3');
});
