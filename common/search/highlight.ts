/** Highlighting and excerpts for search hits. Pure: returns ranges and strings, never markup. */

/** A run of text, marked when it matches a query word. */
export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds one case-insensitive pattern matching any of `words` at the start of a word. */
function matcher(words: readonly string[]): RegExp | undefined {
  const unique = [...new Set(words.filter(Boolean).map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(${unique.map(escapeRegExp).join('|')})`, 'giu');
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
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({text: text.slice(last, start), match: false});
    parts.push({text: found[0], match: true});
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), match: false});
  return parts;
}

/** How many times a matched word occurs in `text`. */
export function countMatches(text: string, words: readonly string[]): number {
  const pattern = matcher(words);
  return pattern ? [...text.matchAll(pattern)].length : 0;
}

/**
 * A window of about `length` characters around the first match, cut at word boundaries,
 * with an ellipsis where text was cut. Without a match, the start of the text.
 */
export function excerpt(text: string, words: readonly string[], length = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const pattern = matcher(words);
  const first = pattern ? (pattern.exec(clean)?.index ?? 0) : 0;
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
