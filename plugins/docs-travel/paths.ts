import {stripBase, withBase} from '../../common/basePath';

/** Where a page's Markdown twin lives from the site's root: its path without a trailing slash, plus `.md` (`/` is `/index.md`). */
export const twinPath = (sitePath: string): string => `${sitePath.replace(/\/$/, '') || '/index'}.md`;

/** Where a page's generated social card lives from the site's root: /img/og + its path + .png (plugins/docs-travel). */
export const socialCardPath = (sitePath: string): string => `/img/og${sitePath.replace(/\/$/, '') || '/index'}.png`;

/** A page's path from the site's root: its permalink (which carries the base path) without the base. */
export function sitePathOf(permalink: string, baseUrl: string): string {
  const sitePath = stripBase(baseUrl, permalink);
  if (sitePath === null) throw new Error(`docs-travel: the permalink ${permalink} lies outside the site's base path ${baseUrl}.`);
  return sitePath;
}

// The pages' own links, where Docusaurus has already put every permalink under the base: no check, no message to ship.
const pageSitePath = (permalink: string, baseUrl: string) => stripBase(baseUrl, permalink) ?? permalink;

/** The URL path a page's twin is served at: `/docs/quickstart` → `/docs/quickstart.md`, the base itself → `/docs/index.md`. */
export const twinUrl = (permalink: string, baseUrl: string): string => withBase(baseUrl, twinPath(pageSitePath(permalink, baseUrl)));

/** The URL path a page's social card is served at, under the base path. */
export const socialCardUrl = (permalink: string, baseUrl: string): string => withBase(baseUrl, socialCardPath(pageSitePath(permalink, baseUrl)));
