import type {Page} from '@playwright/test';
import {test, expect, twoFrames} from './fixtures.ts';
import {visualPages} from './visualPages.ts';

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
      // A control riding in the sticky navbar covers only what the navbar covers as the page scrolls under it.
      if (element.closest('nav.navbar')) continue;
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
      await twoFrames(page);
      for (const item of await coveredText(page)) covered.add(item);
    }
    expect([...covered], 'text of the main column under a floating control at 390 px').toEqual([]);
  });
}

/**
 * Every floating control at the current width that lies, or at some scroll position would lie, over text, the table
 * of contents, a card or anything that takes focus. The Feedback button may ride in the sticky navbar: then it must
 * stay inside the navbar and off the navbar's own items. A control that shows only while the reader scrolls up (the
 * theme's back-to-top button) counts as shown. Pages scroll only vertically, so an element in the page's flow
 * passes under a fixed control iff their columns overlap and it crosses the control's rows somewhere between the
 * top and the bottom of the page; elements inside sticky containers (table of contents, sidebars) are sampled at
 * several scroll positions instead.
 */
function floatingOverContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const cross = (a: DOMRect, b: {left: number; right: number; top: number; bottom: number}) =>
      a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
    const navbar = document.querySelector('nav.navbar');

    // The controls, with the box each has while shown.
    const controls: Array<{element: HTMLElement; box: DOMRect}> = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-feedback-open][aria-haspopup="dialog"], button.theme-back-to-top-button'))) {
      if (element.closest('main, footer, .theme-announcement-bar')) continue; // in the page's flow, such as the prompt's faces
      const saved = element.getAttribute('style');
      element.style.setProperty('transform', 'none', 'important');
      element.style.setProperty('visibility', 'visible', 'important');
      element.style.setProperty('transition', 'none', 'important');
      const box = element.getBoundingClientRect();
      if (saved === null) element.removeAttribute('style');
      else element.setAttribute('style', saved);
      if (box.width > 0 && box.height > 0 && getComputedStyle(element).display !== 'none') controls.push({element, box});
    }
    if (!controls.some(({element}) => element.matches('[data-feedback-open]'))) problems.push('no Feedback button is shown');

    const root = document.scrollingElement ?? document.documentElement;
    const maxY = root.scrollHeight - innerHeight;
    const startY = scrollY;

    // What must stay uncovered: lines of text, cards and focusable elements, outside the navbar and the controls.
    const stickies = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
      if (navbar?.contains(element) || controls.some(({element: control}) => control.contains(element))) return false;
      const {position} = getComputedStyle(element);
      return (position === 'sticky' || position === 'fixed') && element.getBoundingClientRect().height > 0;
    });
    const stickyOf = (node: Node) => stickies.find((sticky) => sticky.contains(node)) ?? null;
    const excluded = (element: Element) =>
      (navbar?.contains(element) ?? false) ||
      controls.some(({element: control}) => control.contains(element)) ||
      element.closest('[role="dialog"], [inert], [aria-hidden="true"]') !== null;
    // What a scrolling or clipping box (a wide table or code block) does not show is not there to be covered.
    const clipOf = new Map<Element, DOMRect | null>();
    const clipFor = (element: Element | null): DOMRect | null => {
      if (!element || element === document.body || element === document.documentElement) return null;
      if (clipOf.has(element)) return clipOf.get(element)!;
      const outer = clipFor(element.parentElement);
      const style = getComputedStyle(element);
      let clip = outer;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const own = element.getBoundingClientRect();
        clip = outer
          ? new DOMRect(Math.max(own.left, outer.left), Math.max(own.top, outer.top), 0, 0)
          : own;
        if (outer) {
          const right = Math.min(own.right, outer.right);
          const bottom = Math.min(own.bottom, outer.bottom);
          clip = new DOMRect(clip.left, clip.top, Math.max(0, right - clip.left), Math.max(0, bottom - clip.top));
        }
      }
      clipOf.set(element, clip);
      return clip;
    };
    const clipped = (rect: DOMRect, clip: DOMRect | null): DOMRect => {
      if (!clip) return rect;
      const left = Math.max(rect.left, clip.left);
      const top = Math.max(rect.top, clip.top);
      return new DOMRect(left, top, Math.max(0, Math.min(rect.right, clip.right) - left), Math.max(0, Math.min(rect.bottom, clip.bottom) - top));
    };
    type Target = {label: string; node: Node; rects: () => DOMRect[]};
    const targets: Target[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || excluded(parent)) continue;
      const text = node;
      targets.push({
        label: `text "${text.textContent!.trim().slice(0, 30)}" in ${parent.tagName.toLowerCase()}`,
        node: text,
        rects: () => {
          const range = document.createRange();
          range.selectNodeContents(text);
          const clip = clipFor(parent);
          return Array.from(range.getClientRects(), (rect) => clipped(rect, clip));
        },
      });
    }
    const boxes = 'a[href], button, input, select, textarea, summary, pre, [tabindex]:not([tabindex="-1"]), .card, [class*="card" i]';
    for (const element of Array.from(document.querySelectorAll(boxes))) {
      if (excluded(element)) continue;
      targets.push({label: describe(element), node: element, rects: () => [clipped(element.getBoundingClientRect(), clipFor(element.parentElement))]});
    }

    for (const {element, box} of controls) {
      if (navbar?.contains(element)) {
        // Rides with the navbar: inside it, off its other items.
        const bar = navbar.getBoundingClientRect();
        if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5 || box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) {
          problems.push(`${describe(element)} sticks out of the navbar`);
        }
        if (Math.min(box.width, box.height) < 44) problems.push(`${describe(element)} is a ${Math.round(box.width)} × ${Math.round(box.height)} px target, under 44 px`);
        for (const item of Array.from(navbar.querySelectorAll('.navbar__inner :is(a, button, input, img, .navbar__title, [class*="searchBox"], [class*="navbarSearch"])'))) {
          if (item.contains(element) || element.contains(item) || item.getClientRects().length === 0) continue;
          // A closed dropdown menu waits hidden under its item; open, it lies over the navbar as menus do.
          if (getComputedStyle(item).visibility !== 'visible') continue;
          if (cross(item.getBoundingClientRect(), box)) problems.push(`${describe(element)} over the navbar's ${describe(item)}`);
        }
        continue;
      }
      // Anything else that floats must be fixed to the viewport, where its path over the page can be worked out; a
      // control carried along by a sticky dock or an absolute position is refused rather than guessed at.
      if (getComputedStyle(element).position !== 'fixed') {
        problems.push(`${describe(element)} floats outside the navbar without being fixed, so it travels over the page's content`);
        continue;
      }
      const inFlow = targets.filter((target) => !stickyOf(target.node));
      for (const target of inFlow) {
        for (const rect of target.rects()) {
          if (rect.width === 0 || rect.right <= box.left + 0.5 || rect.left >= box.right - 0.5) continue;
          // Scroll positions at which the rect (document top - y) crosses the control's rows.
          const top = rect.top + startY;
          const bottom = rect.bottom + startY;
          const from = Math.max(0, top - box.bottom + 0.5);
          const to = Math.min(maxY, bottom - box.top - 0.5);
          if (from < to) {
            problems.push(`${describe(element)} over ${target.label} (scrolled to ${Math.round(from)})`);
            break;
          }
        }
      }
      const inSticky = targets.filter((target) => stickyOf(target.node));
      if (inSticky.length > 0) {
        const step = Math.max(8, Math.floor(box.height / 2));
        const ys = new Set<number>([0, maxY, Math.round(maxY / 2)]);
        for (let y = 0; y <= Math.min(maxY, innerHeight); y += step) ys.add(y);
        for (let y = Math.max(0, maxY - innerHeight); y <= maxY; y += step) ys.add(y);
        for (const y of ys) {
          window.scrollTo(0, y);
          clipOf.clear();
          for (const target of inSticky) {
            if (target.rects().some((rect) => rect.width > 0 && cross(rect, box))) problems.push(`${describe(element)} over ${target.label} (scrolled to ${y})`);
          }
        }
        window.scrollTo(0, startY);
        clipOf.clear();
      }
    }
    return [...new Set(problems)].slice(0, 8);
  });
}

/**
 * Where the main column's text starts and ends, from the viewport's left and right edges: a paragraph is a block, so
 * its box spans the column whatever its text. The first one at least half the window wide (not a card's) and not
 * held to a reading measure of its own (the home page's lead has a max-width, so it ends short of the column).
 */
function columnInsets(page: Page): Promise<{left: number; right: number} | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const measured = (element: Element) => {
      for (let node: Element | null = element; node && node.tagName !== 'MAIN'; node = node.parentElement) {
        if (getComputedStyle(node).maxWidth !== 'none' && node.parentElement) {
          const parent = getComputedStyle(node.parentElement);
          const room = node.parentElement.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight);
          if (node.getBoundingClientRect().width < room - 1) return true;
        }
      }
      return false;
    };
    const paragraph = Array.from(document.querySelectorAll('main p')).find((element) => {
      const box = element.getBoundingClientRect();
      return box.width >= width / 2 && getComputedStyle(element).display === 'block' && !measured(element);
    });
    if (!paragraph) return null;
    const box = paragraph.getBoundingClientRect();
    return {left: Math.round(box.left), right: Math.round(width - box.right)};
  });
}

for (const {name, path} of visualPages) {
  test(`layout: on the ${name} page (${path}), at every 10 px from 320 to 1920, no floating control lies over text, the table of contents, a card or a focusable element, the Feedback button is a 44 px target, and on phones the text column keeps equal margins`, async ({page}) => {
    test.setTimeout(600_000);
    await page.setViewportSize({width: 1920, height: 800});
    await page.goto(path);
    const found: string[] = [];
    for (let width = 320; width <= 1920 && found.length < 10; width += 10) {
      await page.setViewportSize({width, height: 800});
      await twoFrames(page);
      const problems = await floatingOverContent(page);
      // Phones: nothing floating takes a strip of the column's width (the margins on both sides are the page margin).
      const insets = width <= 996 ? await columnInsets(page) : null;
      if (insets && Math.abs(insets.left - insets.right) > 1) problems.push(`text column margins ${insets.left} px left, ${insets.right} px right`);
      if (problems.length > 0) found.push(`${width} px: ${problems.join('; ')}`);
    }
    expect(found).toEqual([]);
  });
}
