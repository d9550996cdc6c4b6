import {describe, expect, it} from 'vitest';
import {editDistance, fuzzyDistance, indexTerms, normaliseQuery, queryTerms, searchPageUrl, searchTerms} from '../query.ts';

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

describe('searchTerms', () => {
  it.each([
    ['extending the graphql schema', ['extending', 'graphql', 'schema']],
    ['how to deploy', ['deploy']],
    ['the', ['the']],
    ['validateCart', ['validatecart']],
  ])('%j is searched as %j', (raw, expected) => {
    expect(searchTerms(raw)).toEqual(expected);
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
