/** Query parsing and tokenising, shared by the indexer and the browser. Pure. */
import {neutralLanguage, type SearchLanguage} from './language.ts';

// A word may hold apostrophes between its letters (don't, product's): the language splits it.
const wordPattern = /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu;
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
const apostrophe = /['’]/;

/** The query as the engine sees it: trimmed, whitespace collapsed; empty means "no search": submitting an empty input is ignored. */
export function normaliseQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Lower-cased words of a text, in order; a word with an apostrophe is split as the language says (`don't` → do, not). */
function wordsOf(text: string, language: SearchLanguage): string[] {
  const found: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    const lower = word.toLowerCase();
    if (apostrophe.test(lower)) found.push(...language.splitContraction(lower).filter(Boolean));
    else found.push(lower);
  }
  return found;
}

/** Lower-cased words of a query, in order, without duplicates. `validateCart` stays one word. */
export function queryTerms(raw: string, language: SearchLanguage = neutralLanguage): string[] {
  return [...new Set(wordsOf(normaliseQuery(raw), language))];
}

/**
 * Words of indexed text. Each camelCase identifier is indexed whole and by its parts,
 * so `allProducts` is found by `allProd` (prefix of the whole) and by `products`.
 */
export function indexTerms(text: string, language: SearchLanguage = neutralLanguage): string[] {
  const terms: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    if (apostrophe.test(word)) {
      terms.push(...language.splitContraction(word.toLowerCase()).filter(Boolean));
      continue;
    }
    terms.push(word.toLowerCase());
    const parts = word.split(camelBoundary);
    if (parts.length > 1) for (const part of parts) terms.push(part.toLowerCase());
  }
  return terms;
}

/** One word of a query as the engine searches it. */
export interface QueryWord {
  text: string;
  /** A question or filler word ("how", "do", "my"): a page need not have it, and it counts for less when it does. */
  optional: boolean;
}

/**
 * The words a query is searched with, in order: its filler words are optional, unless the query is nothing
 * but filler ("how to"), when every word counts.
 */
export function queryWords(raw: string, language: SearchLanguage): QueryWord[] {
  const terms = queryTerms(raw, language);
  const allFiller = terms.every((term) => language.fillerWords.has(term));
  return terms.map((text) => ({text, optional: !allFiller && language.fillerWords.has(text)}));
}

/** Edits allowed for a query word: none for short words, one from 4 letters, two from 8 (`shadowng` → `shadowing`). */
export function fuzzyDistance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * The words of a path nothing answers, to search for what it meant: its last two segments (a page and the
 * section it sat in), without a file extension or numbers alone. `/how-to-guides/deployment/go-liv.html` →
 * `deployment go liv`.
 */
export function pathWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path's words as written.
  }
  const segments = decoded.replace(/\.[a-z]{2,5}$/i, '').split('/').filter(Boolean).slice(-2);
  return normaliseQuery(segments.join(' ').replace(/[^\p{L}\p{N}]+/gu, ' ').replace(/(^|\s)\d+(?=\s|$)/g, ' '));
}

/** Where the search page lives: /search. */
export const searchPagePath = '/search';

/** The search page's URL for a query, carried in the parameter `q`. */
export function searchPageUrl(query: string): string {
  const normalised = normaliseQuery(query);
  return normalised ? `${searchPagePath}?${new URLSearchParams({q: normalised}).toString()}` : searchPagePath;
}

/**
 * Edit distance between `a` and `b` counting a swap of two neighbouring letters as one edit (`secrest` →
 * `secrets`; optimal string alignment), or `max + 1` as soon as it is known to exceed `max` (the rows are
 * cut short, so comparing a query word with thousands of dictionary words stays cheap).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows, reused: the fuzzy search compares a query word with every word of its first letter.
  let before = row(0, b.length);
  let previous = row(1, b.length);
  let current = row(2, b.length);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && code === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A swap adds one to a cell two rows up, and the row between already holds a cell no larger: past `max` stays past it.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] as number, max + 1);
}

const rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Row `n` of editDistance's table, with room for `length + 1` cells. */
function row(n: 0 | 1 | 2, length: number): Int32Array {
  if (rows[n].length <= length) rows[n] = new Int32Array(length * 2 + 1);
  return rows[n];
}
