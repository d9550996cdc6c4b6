import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {visualPages} from './visualPages';

// Layout rules that hold whatever the pixels: the screenshot tests (visual.spec.ts) catch a change, these say
// what is wrong with it. Each page type, at the narrowest width (320 px, WCAG 1.4.10) and on a phone.

/** Elements whose boxes may run past the page: they scroll on their own (code, tables, scroll regions). */
const scrollsOnItsOwn = 'pre, table, [role="region"], .theme-code-block, [class*="tableScroll"]';

/** Elements of main that stick out past the right edge of the viewport, outside anything that scrolls on its own. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((ownScroll) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      if (element.closest(ownScroll)) continue;
      // Content clipped by a scrolling or clipping ancestor does not widen the page.
      let clipped = false;
      for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) {
        clipped = getComputedStyle(parent).overflowX !== 'visible';
      }
      if (clipped) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > innerWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}" ends at ${Math.round(box.right)}`);
      }
    }
    return found.slice(0, 5);
  }, scrollsOnItsOwn);
}

/** Headings of main wider than their column, or whose text overflows their own box. */
function wideHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, h4)'))
      // Slides of a carousel other than the current one wait off to the side, inert and hidden from readers.
      .filter((heading) => heading.getClientRects().length > 0 && !heading.closest('[inert], [aria-hidden="true"]'))
      .filter((heading) => {
        const box = heading.getBoundingClientRect();
        // The column is the nearest ancestor with a box of its own (a part that hydrates late is `display: contents`).
        let parent = heading.parentElement!;
        while (getComputedStyle(parent).display === 'contents' && parent.parentElement) parent = parent.parentElement;
        const column = parent.getBoundingClientRect();
        return heading.scrollWidth > heading.clientWidth + 1 || box.right > column.right + 1 || box.right > innerWidth;
      })
      .map((heading) => `${heading.tagName.toLowerCase()} "${heading.textContent?.trim().slice(0, 40)}"`),
  );
}

/**
 * Lines of text of the main column (paragraphs, list items, table cells, headings) that the floating Feedback
 * button or the page actions beside the title lie over, at the current scroll position.
 */
function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
    const floating = [
      ['Feedback button', document.querySelector('[data-feedback-open][aria-haspopup="dialog"]')],
      ['page actions', document.querySelector('[data-copy-page]')],
      ['back-to-top button', document.querySelector('.theme-back-to-top-button')],
    ] as const;
    const found: string[] = [];
    const texts = Array.from(document.querySelectorAll('main :is(p, li, td, th, h1, h2, h3, h4, dt, dd, blockquote)'));
    for (const [label, element] of floating) {
      if (!element || element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const own = element.getBoundingClientRect();
      for (const text of texts) {
        if (element.contains(text) || text.contains(element)) continue;
        const box = text.getBoundingClientRect();
        if (box.bottom < 0 || box.top > innerHeight || !overlaps(box, own)) continue;
        // The line boxes of the text itself, not the block (a title flows around the floating page actions).
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some((line) => overlaps(line, own))) {
            found.push(`${label} over ${text.tagName.toLowerCase()} "${text.textContent?.trim().slice(0, 40)}"`);
            break;
          }
        }
      }
    }
    return found;
  });
}

for (const {name, path} of visualPages) {
  test(`layout: the ${name} page (${path}) fits 320 px, keeps its headings in the column and leaves text uncovered at 390 px`, async ({page}) => {
    test.setTimeout(90_000);
    await page.setViewportSize({width: 320, height: 640});
    await page.goto(path);
    expect(await overflowing(page), 'elements past the right edge at 320 px').toEqual([]);
    expect(await wideHeadings(page), 'headings wider than their column at 320 px').toEqual([]);

    await page.setViewportSize({width: 390, height: 844});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await wideHeadings(page), 'headings wider than their column at 390 px').toEqual([]);
    // Down the whole page a screen at a time, then back up (the back-to-top button shows while the reader scrolls
    // up): the Feedback button rides along the bottom of the viewport.
    const covered = new Set<string>();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const stops = Array.from({length: Math.ceil(height / 600)}, (_, index) => index * 600);
    for (const y of [...stops, ...stops.reverse().slice(1)]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const item of await coveredText(page)) covered.add(item);
    }
    expect([...covered], 'text of the main column under a floating control at 390 px').toEqual([]);
  });
}
