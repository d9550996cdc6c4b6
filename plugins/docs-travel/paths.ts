/** Where a page's Markdown twin lives from the site's root: its path without a trailing slash, plus `.md` (`/` is `/index.md`). */
export const twinPath = (sitePath: string): string => `${sitePath.replace(/\/$/, '') || '/index'}.md`;

/** Where a page's generated social card lives from the site's root: /img/og + its path + .png (plugins/docs-travel). */
export const socialCardPath = (sitePath: string): string => `/img/og${sitePath.replace(/\/$/, '') || '/index'}.png`;

// The two below run in the page, on permalinks Docusaurus has already put under the base: plain string work, so that
// the first-load bundle of every doc and release page carries no base-path helper and no check of its own.

/** The URL path a page's twin is served at: `/docs/quickstart` → `/docs/quickstart.md`, the base itself → `/docs/index.md`. */
export const twinUrl = (permalink: string, baseUrl: string): string => (permalink === baseUrl ? `${baseUrl}index.md` : twinPath(permalink));

/** The URL path a page's social card is served at, under the base path: `/docs/quickstart` → `/docs/img/og/quickstart.png`. */
export const socialCardUrl = (permalink: string, baseUrl: string): string => `${baseUrl.slice(0, -1)}${socialCardPath(permalink.slice(baseUrl.length - 1))}`;
