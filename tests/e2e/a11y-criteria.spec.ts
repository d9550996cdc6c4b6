import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrationSettled} from './fixtures.ts';
import {pageTypes} from './a11yPages.ts';

// WCAG 2.2 criteria that axe cannot judge from the markup alone: they depend on layout, scrolling and time.

// Tabbing through a whole page takes a while on a loaded machine.
test.describe.configure({timeout: 120_000});

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};

/**
 * Resolves once the page has not scrolled for two animation frames (focus scrolling may be smooth), with the
 * Feedback button's fade in or out at its end.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const button = document.querySelector('[data-feedback-open][aria-haspopup="dialog"]');
    // Finished now rather than awaited: a fade's `finished` promise is not bound to settle (tests/e2e/a11y/axe.ts).
    for (const animation of button?.getAnimations() ?? []) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = `${scrollX},${scrollY}`;
        let still = 0;
        const check = () => {
          const now = `${scrollX},${scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 2) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

interface FocusReport {
  /** The focused element, described. */
  element: string;
  /** Part of the focused element on screen that the navbar or the floating Feedback button paints over, 0 to 1. */
  covered: number;
  /** What covers it. */
  by: string;
  /** The element is taller than a third of the viewport (a code block, a table): only being entirely hidden counts. */
  large: boolean;
  inFooter: boolean;
  isFeedbackButton: boolean;
}

/**
 * Where the focused element is and how much of it the sticky navbar or the floating Feedback button hides. It
 * samples a grid of points over the element's part inside the viewport and asks which element is painted on top
 * at each, so stacking order decides, as it does for the reader.
 */
function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const navbar = document.querySelector('nav.navbar');
    const button = document.querySelector('[data-feedback-open][aria-haspopup="dialog"]');
    const obscurers = [navbar, button].filter((item): item is Element => item !== null);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const described = `${element.tagName.toLowerCase()} "${name}"`;
    const base = {
      element: described,
      large: false,
      inFooter: element.closest('footer') !== null,
      isFeedbackButton: element === button,
    };
    // The obscurers themselves, and what they contain, are not covered by themselves.
    if (obscurers.some((obscurer) => obscurer.contains(element)) || element.closest('.navbar-sidebar')) {
      return {...base, covered: 0, by: ''};
    }
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return {...base, covered: 1, by: 'outside the viewport'};
    // The button can step aside by fading out and letting clicks through; while it shows, it covers what lies
    // under its box whatever elementFromPoint says.
    const buttonStyle = button ? getComputedStyle(button) : null;
    const buttonBox = buttonStyle && buttonStyle.visibility !== 'hidden' && Number(buttonStyle.opacity) > 0 ? button!.getBoundingClientRect() : null;
    let samples = 0;
    let hidden = 0;
    const by = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const x = left + 1 + ((right - left - 2) * i) / 4;
        const y = top + 1 + ((bottom - top - 2) * j) / 4;
        samples++;
        const onTop = document.elementFromPoint(x, y);
        const underButton = buttonBox !== null && x >= buttonBox.left && x <= buttonBox.right && y >= buttonBox.top && y <= buttonBox.bottom;
        const obscurer = underButton ? button : obscurers.find((item) => onTop && item.contains(onTop) && !element.contains(onTop));
        if (obscurer) {
          hidden++;
          by.add(obscurer === navbar ? 'navbar' : 'Feedback button');
        }
      }
    }
    return {...base, large: box.height > innerHeight / 3, covered: hidden / samples, by: [...by].join(' and ')};
  });
}

/** The focus stops that the navbar or the Feedback button hide, tabbing forward to the footer and back to the top. */
async function obscuredFocusStops(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const check = async (direction: string) => {
    await scrollSettled(page);
    const report = await focusReport(page);
    if (!report) return report;
    const obscured = report.large ? report.covered === 1 : report.covered > 0;
    if (obscured) problems.push(`${direction}: ${report.element} ${Math.round(report.covered * 100)}% hidden by ${report.by}`);
    return report;
  };
  let reachedFooter = false;
  for (let step = 0; step < 400 && !reachedFooter; step++) {
    await page.keyboard.press('Tab');
    reachedFooter = (await check('Tab'))?.inFooter ?? false;
  }
  expect(reachedFooter, 'tabbing reaches the footer').toBe(true);
  // Back up through the page: elements now enter from the top, under the sticky navbar.
  let reachedTop = false;
  for (let step = 0; step < 400 && !reachedTop; step++) {
    await page.keyboard.press('Shift+Tab');
    await check('Shift+Tab');
    reachedTop = await page.evaluate(() => document.activeElement?.closest('nav.navbar') !== null);
  }
  expect(reachedTop, 'tabbing back reaches the navbar').toBe(true);
  return problems;
}

for (const [device, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`focus not obscured: the navbar and the Feedback button never hide the focused element (${device})`, async ({page}) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto('/how-to-guides/faststore-api/api-resolvers');
    expect(await obscuredFocusStops(page)).toEqual([]);
  });
}

test('the Feedback button rides in the navbar, a target of at least 44 × 44 px, on phones and desktops', async ({page}) => {
  for (const viewport of [{width: 320, height: 640}, phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/quickstart');
    const button = page.getByRole('button', {name: 'Feedback', exact: true});
    const box = (await button.boundingBox())!;
    expect(box.width, `${viewport.width} px`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${viewport.width} px`).toBeGreaterThanOrEqual(44);
    expect(await button.evaluate((element) => element.closest('nav.navbar') !== null), `${viewport.width} px`).toBe(true);
    // It stays in view as the reader scrolls, with the sticky navbar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(button).toBeInViewport();
  }
});

interface Target {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible targets inside a locator. */
async function targetsIn(scope: Locator, selector = 'a[href], button, input, select, textarea, [role="tab"], [tabindex="0"]'): Promise<Target[]> {
  return scope.evaluateAll(
    (roots, query) =>
      roots.flatMap((root) =>
        Array.from(root.querySelectorAll<HTMLElement>(query))
          .filter((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.closest('[inert]') === null;
          })
          // A focusable scroll container (a code block) is not a pointer target.
          .filter((element) => element.tagName !== 'PRE')
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
            return {name: `${element.tagName.toLowerCase()} "${name}"`, x: box.x, y: box.y, width: box.width, height: box.height};
          }),
      ),
    selector,
  );
}

/**
 * WCAG 2.2 target size (minimum): a target is at least 24 × 24, or a 24 px circle centred on it touches neither
 * another target nor another undersized target's circle.
 */
function undersized(targets: Target[]): string[] {
  const small = (target: Target) => target.width < 24 || target.height < 24;
  const centre = (target: Target) => ({x: target.x + target.width / 2, y: target.y + target.height / 2});
  const circleHitsBox = (point: {x: number; y: number}, box: Target) => {
    const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
    const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
    return Math.hypot(dx, dy) < 12;
  };
  return targets.filter(small).flatMap((target) => {
    const point = centre(target);
    const crowded = targets.some(
      (other) =>
        other !== target &&
        (circleHitsBox(point, other) || (small(other) && Math.hypot(centre(other).x - point.x, centre(other).y - point.y) < 24)),
    );
    return crowded ? [`${target.name} ${Math.round(target.width)}×${Math.round(target.height)}`] : [];
  });
}

test('target size: navbar, sidebar, paginator, copy buttons and survey faces are at least 24 × 24 px at phone width', async ({page}) => {
  await page.setViewportSize(phone);
  await page.goto('/how-to-guides/faststore-api/api-resolvers');
  const problems: string[] = [];
  problems.push(...undersized(await targetsIn(page.locator('nav.navbar'))).map((item) => `navbar: ${item}`));
  // Code blocks: the copy button shows on hover or focus but is a target all the time. The theme renders it
  // in the browser only, once the block's part is live.
  await page.locator('article pre').first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  problems.push(...undersized(await targetsIn(page.locator('article'))).map((item) => `content: ${item}`));
  const paginator = page.locator('nav.pagination-nav');
  await paginator.scrollIntoViewIfNeeded();
  problems.push(...undersized(await targetsIn(paginator)).map((item) => `paginator: ${item}`));
  await page.getByRole('button', {name: 'Feedback', exact: true}).click();
  const dialog = page.getByRole('dialog', {name: 'Share your feedback'});
  const faces = dialog.getByRole('radiogroup');
  await expect(faces.getByRole('radio')).toHaveCount(5);
  problems.push(...undersized(await targetsIn(faces)).map((item) => `survey: ${item}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The sidebar fills the navbar's menu on phones.
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.locator('.menu__link').first()).toBeVisible();
  problems.push(...undersized(await targetsIn(menu)).map((item) => `sidebar: ${item}`));
  expect(problems).toEqual([]);
});

test('target size: the tab controls of request samples are at least 24 × 24 px at phone width', async ({page}) => {
  await page.setViewportSize(phone);
  await page.goto('/vtex-headless-cms-api');
  const tablist = page.getByRole('tablist').first();
  await tablist.scrollIntoViewIfNeeded();
  await hydrationSettled(page);
  const tabs = await targetsIn(tablist, '[role="tab"]');
  expect(tabs.length).toBeGreaterThan(1);
  expect(undersized(tabs)).toEqual([]);
});

/**
 * What scrolls sideways at 320 px: the page itself, and each element that scrolls horizontally on its own, with
 * whether it is a code block or a table and whether a keyboard can reach it (focusable itself or holding a focusable).
 */
function reflowReport(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const {overflowX} = getComputedStyle(element);
        return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => ({
        element: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`,
        allowed: element.matches('pre, table, .theme-code-block *, .table-wrapper') || element.querySelector('table, pre') !== null,
        reachable:
          element.tabIndex >= 0 ||
          element.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])') !== null,
        named: element.tabIndex < 0 || Boolean(element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby')) || element.tagName === 'PRE',
      }));
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && element.getClientRects().length > 0)
      .filter((element) => !element.closest('pre, table, [class*="skipToContent"]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return {pageScrolls: root.scrollWidth > root.clientWidth, wide, scrollers};
  });
}

test.describe('reflow at 320 px', () => {
  test.use({viewport: {width: 320, height: 640}});
  for (const [type, path] of pageTypes) {
    test(`reflow: the ${type} page (${path}) does not scroll sideways; code and tables scroll on their own by keyboard`, async ({page}) => {
      await page.goto(path);
      const report = await reflowReport(page);
      expect(report.pageScrolls ? report.wide : [], 'elements that push the page wider than 320 px').toEqual([]);
      expect(report.pageScrolls, 'the page scrolls sideways').toBe(false);
      expect(report.scrollers.filter((item) => !item.allowed).map((item) => item.element), 'sideways scrolling outside code and tables').toEqual([]);
      expect(report.scrollers.filter((item) => !item.reachable || !item.named).map((item) => item.element), 'scroll regions a keyboard cannot reach').toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  test.beforeEach(async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
  });

  test('the carousel does not advance on its own and moves between slides without animation', async ({page}) => {
    await page.clock.install();
    await page.goto('/reference/ui/molecules/Carousel');
    const playground = page.locator('[data-playground="Carousel"]');
    const carousel = playground.locator('[data-fs-carousel]').first();
    // The demo may be replaced once as its part hydrates: retry until the live one is in view.
    await expect(async () => carousel.scrollIntoViewIfNeeded({timeout: 2_000})).toPass();
    await hydrationSettled(page);
    // Until the live demo replaces the server's HTML, its buttons do nothing: a press then would be lost.
    await expect(playground).toHaveAttribute('data-playground-ready', 'true');
    const current = carousel.locator('[data-carousel-item="current"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    // A minute of the page's clock passes: no timer may move the slides.
    await page.clock.runFor(60_000);
    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    await carousel.getByRole('button', {name: 'next'}).press('Enter');
    await expect(current).toHaveAttribute('aria-label', '2 of 3');
    const track = carousel.locator('[data-carousel-track]');
    expect(await track.evaluate((element) => getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)))).toEqual([0]);
  });

  for (const path of ['/', '/quickstart', '/reference/ui/molecules/Carousel', '/starters']) {
    test(`nothing on ${path} is animated: every transition and animation lasts 0 s`, async ({page}) => {
      await page.goto(path);
      const moving = await page.evaluate(() => {
        const seconds = (value: string) => value.split(',').map((part) => parseFloat(part) || 0);
        const found: string[] = [];
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(element, pseudo);
            const transition = style.transitionProperty !== 'none' && seconds(style.transitionDuration).some((value) => value > 0.01);
            const animation = style.animationName !== 'none' && seconds(style.animationDuration).some((value) => value > 0.01);
            if (transition || animation) {
              found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}${pseudo ?? ''}`);
            }
          }
        }
        return [...new Set(found)];
      });
      expect(moving).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
    });
  }
});
