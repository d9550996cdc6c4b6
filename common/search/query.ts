/** Query parsing and tokenising, shared by the indexer and the browser. Pure. */

const wordPattern = /[\p{L}\p{N}_]+/gu;
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** The query as the engine sees it: trimmed, whitespace collapsed; empty means "no search" (spec §5). */
export function normaliseQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Lower-cased words of a query, in order, without duplicates. `validateCart` stays one word. */
export function queryTerms(raw: string): string[] {
  return [...new Set((normaliseQuery(raw).match(wordPattern) ?? []).map((word) => word.toLowerCase()))];
}

/**
 * Words of indexed text. Each camelCase identifier is indexed whole and by its parts,
 * so `allProducts` is found by `allProd` (prefix of the whole) and by `products`.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    terms.push(word.toLowerCase());
    const parts = word.split(camelBoundary);
    if (parts.length > 1) for (const part of parts) terms.push(part.toLowerCase());
  }
  return terms;
}

/** Edits allowed for a query word: none for short words, one from 4 letters, two from 8 (`shadowng` → `shadowing`). */
export function fuzzyDistance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Where the search page lives (spec §9). */
export const searchPagePath = '/search';

/** The search page's URL for a query (spec §9: parameter q). */
export function searchPageUrl(query: string): string {
  const normalised = normaliseQuery(query);
  return normalised ? `${searchPagePath}?${new URLSearchParams({q: normalised}).toString()}` : searchPagePath;
}

// Common English words: they carry no meaning for ranking and make up a fifth of the body text's postings.
const stopWords = new Set(
  'a an and are as at be but by for from has have how i if in into is it its of on or so that the their then there these this to was we were what when which will with you your'.split(' '),
);

export function isStopWord(term: string): boolean {
  return stopWords.has(term);
}

/** The words a query is searched with: its terms without stop words, unless the query is only stop words. */
export function searchTerms(raw: string): string[] {
  const terms = queryTerms(raw);
  const meaningful = terms.filter((term) => !isStopWord(term));
  return meaningful.length > 0 ? meaningful : terms;
}

/**
 * Levenshtein distance between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`
 * (the rows are cut short, so comparing a query word with thousands of dictionary words stays cheap).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Two rows, reused: the fuzzy search compares a query word with every word of its first letter.
  let previous = row(0, b.length);
  let current = row(1, b.length);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] as number, max + 1);
}

const rows: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];

/** Row `n` (0 or 1) of editDistance's table, with room for `length + 1` cells. */
function row(n: 0 | 1, length: number): Int32Array {
  if (rows[n].length <= length) rows[n] = new Int32Array(length * 2 + 1);
  return rows[n];
}
