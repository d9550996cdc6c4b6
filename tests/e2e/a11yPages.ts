import type {Page} from '@playwright/test';

/** One page of each type the portal serves, for the accessibility checks that axe cannot make alone. */
export const pageTypes = [
  ['home', '/'],
  ['doc', '/quickstart'],
  ['API query reference', '/reference/api/queries/search'],
  ['UI component with demo', '/reference/ui/molecules/Carousel'],
  ['tutorial', '/tutorials/gatsby/1'],
  ['release list', '/releases'],
  ['release list page 2', '/releases/page/2'],
  ['release post', '/releases/2021/07/05/faststore'],
  ['release tag', '/releases/tags/faststore'],
  ['tags', '/tags'],
  ['tag', '/tags/performance'],
  ['starters', '/starters'],
  ['starter detail', '/starters/base'],
  ['search', '/search?q=cart'],
  ['headless CMS API', '/vtex-headless-cms-api'],
  ['translation status', '/translation-status'],
  ['not found', '/this-page-does-not-exist'],
] as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Area shared by two boxes, in square CSS pixels. */
export function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The element that has focus, described for a failure message, or null. */
export function describeFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  });
}
