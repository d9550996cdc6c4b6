/**
 * The wire form of the sharded index. Pure; used by the indexer and the browser.
 *
 * A word's postings are the pages that contain it with a precomputed weight (BM25+ over title, headings
 * and text, field boosts and inverse document frequency included), then the pages it names:
 * `delta.weight,delta.weight|delta,delta`. Page numbers are base-36 deltas from the previous one;
 * weights are log-quantised to base 36 (3 % steps).
 */

/** Decoded postings of one word. */
export interface Postings {
  /** Page numbers, ascending. */
  pages: Int32Array;
  /** Weight of the word on each page (same order as `pages`). */
  weights: Float64Array;
  /** Pages whose title or last URL segment is exactly this word. */
  names: Int32Array;
}

const weightSteps = 16;
const weightOffset = 10 * weightSteps;

/** Log-quantises a positive weight to a small integer (≥ 0). */
export function quantiseWeight(weight: number): number {
  return Math.max(0, Math.round(Math.log(Math.max(weight, 1e-4)) * weightSteps) + weightOffset);
}

export function dequantiseWeight(level: number): number {
  return Math.exp((level - weightOffset) / weightSteps);
}

function encodeIds(ids: readonly number[], values?: readonly number[]): string {
  let previous = 0;
  return ids
    .map((id, index) => {
      const delta = (id - previous).toString(36);
      previous = id;
      return values ? `${delta}.${(values[index] ?? 0).toString(36)}` : delta;
    })
    .join(',');
}

/** Encodes postings; `pages` must be ascending, `weights` already quantised. */
export function encodePostings(pages: readonly number[], weights: readonly number[], names: readonly number[] = []): string {
  const body = encodeIds(pages, weights);
  return names.length > 0 ? `${body}|${encodeIds(names)}` : body;
}

// Weight levels are at most two base-36 digits; their values are computed once.
let weightTable: Float64Array | undefined;
/** The weight of a quantised level, as decoded postings hold it. */
export function weightOfLevel(level: number): number {
  weightTable ??= Float64Array.from({length: 36 * 36}, (_, n) => dequantiseWeight(n));
  return weightTable[level] ?? dequantiseWeight(level);
}

const comma = 44;
const dot = 46;
const pipe = 124;

/** Value of a base-36 digit's character code (0-9, a-z). */
function digit(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

function countItems(encoded: string, from: number, to: number): number {
  if (to <= from) return 0;
  let count = 1;
  for (let i = from; i < to; i += 1) if (encoded.charCodeAt(i) === comma) count += 1;
  return count;
}

/** Decodes postings in one pass over the characters (no splitting): long lists of common words decode in well under a millisecond. */
export function decodePostings(encoded: string): Postings {
  const bar = encoded.indexOf('|');
  const end = bar < 0 ? encoded.length : bar;
  const pages = new Int32Array(countItems(encoded, 0, end));
  const weights = new Float64Array(pages.length);
  let id = 0;
  let value = 0;
  let item = 0;
  for (let i = 0; i <= end && item < pages.length; i += 1) {
    const code = i < end ? encoded.charCodeAt(i) : comma;
    if (code === dot) {
      id += value;
      pages[item] = id;
      value = 0;
    } else if (code === comma) {
      weights[item] = weightOfLevel(value);
      item += 1;
      value = 0;
    } else {
      value = value * 36 + digit(code);
    }
  }
  const names = new Int32Array(bar < 0 ? 0 : countItems(encoded, bar + 1, encoded.length));
  id = 0;
  value = 0;
  item = 0;
  for (let i = bar + 1; bar >= 0 && i <= encoded.length && item < names.length; i += 1) {
    const code = i < encoded.length ? encoded.charCodeAt(i) : comma;
    if (code === comma || code === pipe) {
      id += value;
      names[item] = id;
      item += 1;
      value = 0;
    } else {
      value = value * 36 + digit(code);
    }
  }
  return {pages, weights, names};
}

/** Index of the shard whose range holds `word`: the last shard starting at or before it (0 if none). */
export function shardOf(firstWords: readonly string[], word: string): number {
  let low = 0;
  let high = firstWords.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((firstWords[middle] ?? '') <= word) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards holding every word in [from, to]. */
export function shardsBetween(firstWords: readonly string[], from: string, to: string): number[] {
  if (firstWords.length === 0) return [];
  const first = shardOf(firstWords, from);
  const last = shardOf(firstWords, to);
  return Array.from({length: last - first + 1}, (_, n) => first + n);
}

/** Whether `sorted` (ascending) contains `value`. */
export function containsSorted(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = sorted[middle] as number;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A name as one word: lower case, letters and digits only (`cart: validateCart` → `cartvalidatecart`). */
export function compactName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The names a page answers to exactly: its title and the last segment of its URL, compacted. */
export function pageNames(url: string, title: string): string[] {
  return [...new Set([compactName(title), compactName(url.slice(url.lastIndexOf('/') + 1))].filter(Boolean))];
}
