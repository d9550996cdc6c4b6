/** Where a page's Markdown twin is served: its path without a trailing slash, plus `.md` (`/` is `/index.md`). */
export const twinPath = (permalink: string): string => `${permalink.replace(/\/$/, '') || '/index'}.md`;

/** Where a page's generated social card is served: /img/og + its path + .png (plugins/docs-travel). */
export const socialCardPath = (permalink: string): string => `/img/og${permalink.replace(/\/$/, '') || '/index'}.png`;
