/** The URLs the accessibility gate visits: every page of the sitemap, the search page with a query, and the 404 page. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

export const extraPaths = ['/search?q=cart', '/this-page-does-not-exist'];

/** Splits `items` into `count` interleaved parts, so each part mixes page types. */
export function parts<T>(items: readonly T[], count: number): T[][] {
  return Array.from({length: count}, (_, index) => items.filter((_, position) => position % count === index));
}

/** The translated locales the gate visits besides English. */
export const translatedLocales = ['pt-BR', 'es'] as const;

/**
 * A sample of `count` paths, the same for one `seed` (the commit under test) and another for the next commit, so the
 * gate reaches every page of a locale over time without visiting them all on each run.
 */
export function sampleBySeed(paths: readonly string[], count: number, seed: string): string[] {
  // FNV-1a over the seed, then a xorshift generator drawing without replacement.
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  const pool = [...paths];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    picked.push(pool.splice(state % pool.length, 1)[0]!);
  }
  return picked;
}
