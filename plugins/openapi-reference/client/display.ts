/**
 * Where a long name may wrap, for the reference page. Kept out of common/apiReference.ts, which the main bundle
 * carries for every page (client/fullLoadModule.ts).
 */

/**
 * A parameter or field name cut into the pieces a line may break between: after each `.` and `[`, so
 * `filters[parameters.collection.seo.slug]` wraps as `filters[` / `parameters.` / … and never inside a word.
 */
export function nameBreaks(name: string): string[] {
  return name.match(/[^.[]+[.[]?|[.[]/g) ?? [name];
}
