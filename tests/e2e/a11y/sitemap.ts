/** The URLs the accessibility gate visits: every page of the sitemap, the search page with a query, and the 404 page. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

export const extraPaths = ['/search?q=cart', '/this-page-does-not-exist'];

/** Splits `items` into `count` interleaved parts, so each part mixes page types. */
export function parts<T>(items: readonly T[], count: number): T[][] {
  return Array.from({length: count}, (_, index) => items.filter((_, position) => position % count === index));
}
