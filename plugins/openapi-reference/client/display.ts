/**
 * Where a long name may wrap, for the reference page. Kept out of common/apiReference.ts, which the main bundle
 * carries for every page (client/fullLoadModule.ts).
 */

/**
 * A name cut into the pieces a line may break between: after each of the `after` characters (`.` and `[` for a
 * parameter, `/` for a path), so `filters[parameters.collection.seo.slug]` wraps as `filters[` / `parameters.` / …
 * and never inside a word.
 */
export function nameBreaks(name: string, after = '.['): string[] {
  const marks = after.replace(/[\\\]^-]/g, '\\$&');
  return name.match(new RegExp(`[^${marks}]+[${marks}]?|[${marks}]`, 'g')) ?? [name];
}
