/** Highlighting and excerpts for search hits. Pure: returns ranges and strings, never markup. */

/** A run of text, marked when it matches a query word. */
export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds one case-insensitive pattern matching any of `words` (longest first); `matchesIn` keeps only matches at a word start. */
function matcher(words: readonly string[]): RegExp | undefined {
  const unique = [...new Set(words.filter(Boolean).map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return undefined;
  // No lookbehind for the word start: a Unicode class in a pattern is rebuilt each time a new pattern is
  // compiled, and each hit has its own words (README, design note "search excerpts").
  return new RegExp(`(${unique.map(escapeRegExp).join('|')})`, 'giu');
}

const wordCharacter = /[\p{L}\p{N}_]/u;

/** Whether the character before `index` (a whole code point) is a letter, digit or underscore. */
function followsWordCharacter(text: string, index: number): boolean {
  if (index === 0) return false;
  const before = index >= 2 && /[\udc00-\udfff]/.test(text.charAt(index - 1)) ? text.slice(index - 2, index) : text.charAt(index - 1);
  return wordCharacter.test(before);
}

/**
 * Every match of `pattern` that starts a word, in order, without overlaps: the same as the pattern with a
 * `(?<![\p{L}\p{N}_])` lookbehind. A match inside a word is skipped by one code point, as the regex engine would.
 */
function* matchesIn(text: string, pattern: RegExp): Generator<{index: number; text: string}> {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    if (followsWordCharacter(text, found.index)) {
      pattern.lastIndex = found.index + ((text.codePointAt(found.index) ?? 0) > 0xffff ? 2 : 1);
      continue;
    }
    yield {index: found.index, text: found[0]};
  }
}

/**
 * Splits `text` into parts, marking every occurrence of a matched word (or word prefix) that starts a word.
 * `words` are the index terms that matched, so a typo such as `shadowng` highlights `shadowing`.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const pattern = matcher(words);
  if (!pattern || !text) return text ? [{text, match: false}] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of matchesIn(text, pattern)) {
    const start = found.index;
    if (start > last) parts.push({text: text.slice(last, start), match: false});
    parts.push({text: found.text, match: true});
    last = start + found.text.length;
  }
  if (last < text.length) parts.push({text: text.slice(last), match: false});
  return parts;
}

/** The matched words a text holds, each occurrence in order; its pattern is built once for every text it reads. */
export function matchFinder(words: readonly string[]): (text: string) => string[] {
  const pattern = matcher(words);
  return (text) => (pattern ? [...matchesIn(text, pattern)].map((found) => found.text) : []);
}

/** How many times a matched word occurs in `text`. */
export function countMatches(text: string, words: readonly string[]): number {
  return matchFinder(words)(text).length;
}

/**
 * A window of about `length` characters around the first match, cut at word boundaries,
 * with an ellipsis where text was cut. Without a match, the start of the text.
 */
export function excerpt(text: string, words: readonly string[], length = 160): string {
  // The same as replacing every run of whitespace, but a text without a run or a tab (the index's) is not copied (README, design note "MCP search allocations").
  const clean = text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
  if (clean.length <= length) return clean;
  const pattern = matcher(words);
  const first = pattern ? (matchesIn(clean, pattern).next().value?.index ?? 0) : 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`;
}
