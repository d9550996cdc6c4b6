import {describe, expect, it} from 'vitest';
import {english} from '../english.ts';
import {editDistance, fuzzyDistance, indexTerms, normaliseQuery, pathWords, queryTerms, queryWords, searchPageUrl} from '../query.ts';

describe('normaliseQuery', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['\t\n', ''],
    ['  all  products ', 'all products'],
    ['validateCart', 'validateCart'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normaliseQuery(raw)).toBe(expected);
  });
});

describe('queryTerms', () => {
  it.each([
    ['', []],
    ['validateCart', ['validatecart']],
    ['allProd', ['allprod']],
    ['Cart cart CART', ['cart']],
    ['@faststore/ui', ['faststore', 'ui']],
    ['how-to: deploy?', ['how', 'to', 'deploy']],
    ['café ação', ['café', 'ação']],
  ])('%j gives %j', (raw, expected) => {
    expect(queryTerms(raw)).toEqual(expected);
  });

  it.each([
    ["don't", ['do', 'not']],
    ["doesn't work", ['does', 'not', 'work']],
    ["can't", ['can', 'not']],
    ["won't", ['will', 'not']],
    ["shan't", ['shall', 'not']],
    ["wasn't", ['was', 'not']],
    // Only n't is a negation: a possessive after an n stays a name.
    ["ben's notes", ['ben', 'notes']],
    ["isn’t", ['is', 'not']],
    ["the store's cart", ['the', 'store', 'cart']],
    ["we'll", ['we']],
  ])('%j keeps its meaning in English: %j', (raw, expected) => {
    expect(queryTerms(raw, english)).toEqual(expected);
  });
});

describe('indexTerms', () => {
  it.each([
    ['allProducts', ['allproducts', 'all', 'products']],
    ['validateCart(cart)', ['validatecart', 'validate', 'cart', 'cart']],
    ['plain words', ['plain', 'words']],
    ['UI kit', ['ui', 'kit']],
    ['gatsby-config.js', ['gatsby', 'config', 'js']],
  ])('%j gives %j', (text, expected) => {
    expect(indexTerms(text)).toEqual(expected);
  });

  it('splits contractions as the query does, so "don\'t" is indexed as do and not', () => {
    expect(indexTerms("Previews don't load", english)).toEqual(['previews', 'do', 'not', 'load']);
    expect(indexTerms("Previews don't load")).toEqual(['previews', 'dont', 'load']);
  });
});

describe('fuzzyDistance', () => {
  it.each([
    ['ui', 0],
    ['cms', 0],
    ['cart', 1],
    ['shadow', 1],
    ['shadowng', 2],
    ['validatecart', 2],
  ])('allows %s %i edits', (term, edits) => {
    expect(fuzzyDistance(term)).toBe(edits);
  });
});

describe('pathWords', () => {
  it.each([
    ['/how-to-guides/deployment/go-liv', 'deployment go liv'],
    ['/how-to-guides/deployment/go-liv.html', 'deployment go liv'],
    ['/reference/ui/atoms/Buton/', 'atoms Buton'],
    ['/releases/2022/05/19/webop', 'webop'],
    ['/docs/caf%C3%A9_menu', 'docs café menu'],
    ['/bad%E0%A4%A', 'bad E0 A4 A'],
    ['/', ''],
  ])('%s → %j', (pathname, words) => {
    expect(pathWords(pathname)).toBe(words);
  });
});

describe('searchPageUrl', () => {
  it.each([
    ['validateCart', '/search?q=validateCart'],
    ['  all   products ', '/search?q=all+products'],
    ['a&b=c', '/search?q=a%26b%3Dc'],
    ['   ', '/search'],
  ])('%j opens %s', (query, url) => {
    expect(searchPageUrl(query)).toBe(url);
  });
});

describe('queryWords', () => {
  const optional = (raw: string) => queryWords(raw, english).map(({text, optional}) => (optional ? `(${text})` : text));
  it.each([
    ['extending the graphql schema', ['extending', '(the)', 'graphql', 'schema']],
    ['how to deploy', ['(how)', '(to)', 'deploy']],
    ['how do I add an item to the cart', ['(how)', '(do)', '(i)', 'add', '(an)', 'item', '(to)', '(the)', 'cart']],
    ['should my store use no cache', ['(should)', '(my)', 'store', '(use)', 'no', 'cache']],
    ["why don't my events reach GTM", ['(why)', '(do)', 'not', '(my)', 'events', 'reach', 'gtm']],
    ["the product's price", ['(the)', 'product', 'price']],
    ['the', ['the']],
    ['how to', ['how', 'to']],
    ['validateCart', ['validatecart']],
  ])('%j is searched as %j (optional words in brackets)', (raw, expected) => {
    expect(optional(raw)).toEqual(expected);
  });
});

describe('editDistance', () => {
  it.each([
    ['shadowng', 'shadowing', 2, 1],
    ['jamstak', 'jamstack', 1, 1],
    ['partytwn', 'partytown', 2, 1],
    ['lighthuse', 'lighthouse', 2, 1],
    ['cart', 'cart', 1, 0],
    ['cart', 'card', 1, 1],
    ['cart', 'tarc', 2, 2],
    ['kitten', 'sitting', 3, 3],
    ['secrest', 'secrets', 1, 1],
    ['valdiatecart', 'validatecart', 2, 1],
    ['ab', 'ba', 1, 1],
    ['abcd', 'acbd', 1, 1],
    ['', 'abc', 3, 3],
  ])('%s → %s within %i is %i', (a, b, max, distance) => {
    expect(editDistance(a, b, max)).toBe(distance);
    expect(editDistance(b, a, max)).toBe(distance);
  });

  it.each([
    ['kitten', 'sitting', 2],
    ['cart', 'checkout', 2],
    ['a', 'abcdef', 1],
  ])('%s → %s is more than %i: answers max + 1', (a, b, max) => {
    expect(editDistance(a, b, max)).toBe(max + 1);
  });
});
