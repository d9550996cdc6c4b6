import {describe, expect, it} from 'vitest';
import {countMatches, excerpt, highlightParts} from '../highlight.ts';

const marked = (text: string, words: string[]) =>
  highlightParts(text, words)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it.each([
    ['Shadowing components', ['shadowing'], '[Shadowing] components'],
    ['Use allProducts to list', ['allproducts'], 'Use [allProducts] to list'],
    ['the cart and the Cart', ['cart'], 'the [cart] and the [Cart]'],
    ['carts are plural', ['cart'], '[cart]s are plural'],
    ['scart is not a word start', ['cart'], 'scart is not a word start'],
    ['a.b (x) [y] x', ['(x)'], 'a.b [(x)] [y] x'],
    ['no match here', [], 'no match here'],
    ['store and storefront', ['store', 'storefront'], '[store] and [storefront]'],
  ])('%j with %j reads %j', (text, words, expected) => {
    expect(marked(text, words)).toBe(expected);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Shadowing lets you replace a component. Shadowing is safe.';
    expect(highlightParts(text, ['shadowing', 'component']).map((part) => part.text).join('')).toBe(text);
  });
});

describe('word starts', () => {
  // The pattern highlight.ts used to compile for every hit: a lookbehind for the word start.
  const lookbehind = (text: string, words: string[]) => {
    const unique = [...new Set(words.map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(${unique.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
    return [...text.matchAll(pattern)].map((found) => `${found.index}:${found[0]}`);
  };
  const found = (text: string, words: string[]) =>
    highlightParts(text, words).reduce<{at: number; list: string[]}>(
      ({at, list}, part) => ({at: at + part.text.length, list: part.match ? [...list, `${at}:${part.text}`] : list}),
      {at: 0, list: []},
    ).list;

  it.each([
    ['scart cart', ['cart']],
    ['cartcart cart_cart carts', ['cart']],
    ['xcartcart', ['cart', 'cartcart']],
    ['storefront store storefrontstore', ['store', 'storefront', 'front']],
    ['Ünïcode ünicode Öl öl', ['ünicode', 'öl']],
    ['𝒳cart 𝒳 cart', ['cart']],
    ['über-cart 1cart _cart', ['cart', 'über']],
    ['ΣΊΣΥΦΟΣ σίσυφος', ['σίσυφος']],
    ['a.b (x) [y] x', ['(x)', 'x']],
  ])('in %j, for %j, are the matches of a lookbehind pattern', (text, words) => {
    expect(found(text, words)).toEqual(lookbehind(text, words));
    expect(countMatches(text, words)).toBe(lookbehind(text, words).length);
  });
});

describe('countMatches', () => {
  it.each([
    ['cart Cart carts scart', ['cart'], 3],
    ['nothing', ['cart'], 0],
    ['a b c', [], 0],
  ])('%j with %j has %i matches', (text, words, count) => {
    expect(countMatches(text, words)).toBe(count);
  });
});

describe('excerpt', () => {
  const long = `${'filler words '.repeat(30)}the validateCart mutation ${'dolor sit '.repeat(30)}`;

  it('returns short text whole', () => {
    expect(excerpt('  short   text ', ['text'])).toBe('short text');
  });

  it.each([
    ['a run of spaces', 'short   text'],
    ['a tab', 'short\ttext'],
    ['a line break', 'short\r\ntext'],
    ['a no-break space', 'short\u00a0text'],
    ['a space at each end', ' short text '],
    ['single spaces only', 'short text'],
  ])('collapses whitespace to single spaces in text with %s', (_case, text) => {
    expect(excerpt(text, ['text'])).toBe('short text');
    expect(excerpt(`${text} ${long}`, ['validatecart'], 400)).toBe(excerpt(`short text ${long}`, ['validatecart'], 400));
  });

  it('centres on the first match and marks cuts with ellipses', () => {
    const cut = excerpt(long, ['validatecart'], 80);
    expect(cut).toContain('validateCart');
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(80 + 4);
  });

  it('starts at the beginning without a match', () => {
    expect(excerpt(long, ['absent'], 40).startsWith('filler words')).toBe(true);
  });
});

describe('excerpt windows', () => {
  // Words of three letters and a space: word n starts at 4n, and after 'target' at 127 + 4 (n - 30).
  const words = (from: number, to: number) => Array.from({length: to - from}, (_, n) => `w${String(from + n).padStart(2, '0')}`).join(' ');
  const text = `${words(0, 30)} target ${words(30, 60)}`;

  it('starts a third of its length before the first match, at the next word, and ends at the last whole word', () => {
    // 'target' is at 120; 120 - 13 falls on the space after w26, so the window starts at w27 and ends before w35 is cut.
    expect(excerpt(text, ['target'], 40)).toBe('… w27 w28 w29 target w30 w31 w32 w33 w34 …');
  });

  it('takes the first match that starts a word, not one inside a word', () => {
    expect(excerpt(`xtarget ${text}`, ['target'], 40)).toBe('… w27 w28 w29 target w30 w31 w32 w33 w34 …');
  });

  it('starts at the beginning, with no ellipsis before, when the match is within a third of its length', () => {
    expect(excerpt(text, ['w01'], 20)).toBe('w00 w01 w02 w03 w04 …');
    expect(excerpt(text, ['w02'], 20)).toBe('… w01 w02 w03 w04 w05 …');
  });

  it('ends at the end, with no ellipsis after, when the text ends within its length', () => {
    expect(excerpt(text, ['w59'], 24)).toBe('… w58 w59');
  });

  it('cuts inside a word only where the window holds no space', () => {
    const word = 'x'.repeat(100);
    expect(excerpt(`${word} target ${word}`, ['target'], 30)).toBe('… target …');
    expect(excerpt(`${word}/target/${word}`, ['target'], 30)).toBe(`… ${'x'.repeat(9)}/target/${'x'.repeat(13)} …`);
  });

  it('keeps text of exactly its length whole, and cuts one character more', () => {
    expect(excerpt(`${'a'.repeat(35)} bbbb`, ['a'], 40)).toBe(`${'a'.repeat(35)} bbbb`);
    expect(excerpt(`${'a'.repeat(35)} bbbbb`, ['a'], 40)).toBe(`${'a'.repeat(35)} …`);
  });
});
