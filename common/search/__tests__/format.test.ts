import {describe, expect, it} from 'vitest';
import {
  compactName,
  containsSorted,
  decodePostings,
  dequantiseWeight,
  encodePostings,
  pageNames,
  quantiseWeight,
  shardOf,
  shardsBetween,
} from '../format.ts';

describe('postings', () => {
  it.each([
    [[3, 40], [200, 160], [], '3.5k,11.4g'],
    [[0], [1], [7, 9], '0.1|7,2'],
    [[], [], [4], '|4'],
  ])('encodes pages %j with weights %j and names %j as %s', (pages, weights, names, encoded) => {
    expect(encodePostings(pages, weights, names)).toBe(encoded);
    const decoded = decodePostings(encoded);
    expect([...decoded.pages]).toEqual(pages);
    expect([...decoded.names]).toEqual(names);
    expect([...decoded.weights]).toEqual(weights.map(dequantiseWeight));
  });

  it('round-trips long lists with large gaps', () => {
    const pages = Array.from({length: 500}, (_, i) => i * i);
    const weights = pages.map((_, i) => i % 300);
    const decoded = decodePostings(encodePostings(pages, weights));
    expect([...decoded.pages]).toEqual(pages);
  });
});

describe('weight quantisation', () => {
  it.each([0.01, 0.1, 0.5, 1, 3.3, 12, 80, 400])('keeps %f within 3.2 %', (weight) => {
    const back = dequantiseWeight(quantiseWeight(weight));
    expect(Math.abs(back - weight) / weight).toBeLessThan(0.032);
  });

  it('keeps the order of weights', () => {
    const levels = [0.2, 0.5, 1, 2, 5, 10].map(quantiseWeight);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(levels.length);
  });

  it('never goes below zero, so a weight always encodes', () => {
    expect(quantiseWeight(0)).toBeGreaterThanOrEqual(0);
    expect(quantiseWeight(1e-9)).toBeGreaterThanOrEqual(0);
  });
});

describe('shards', () => {
  const firstWords = ['a', 'cart', 'k', 'shadow', 'x'];

  it.each([
    ['a', 0],
    ['abc', 0],
    ['cart', 1],
    ['carts', 1],
    ['b', 0],
    ['shadowing', 3],
    ['zzz', 4],
    ['0', 0],
  ])('%s is in shard %i', (word, shard) => {
    expect(shardOf(firstWords, word)).toBe(shard);
  });

  it.each([
    ['c', 'c\uffff', [0, 1]],
    ['s', 's\uffff', [2, 3]],
    ['sh', 'sh\uffff', [2, 3]],
    ['x', 'x\uffff', [4]],
    ['a', 'z', [0, 1, 2, 3, 4]],
  ])('words from %s to %j are in shards %j', (from, to, shards) => {
    expect(shardsBetween(firstWords, from, to)).toEqual(shards);
  });

  it('has no shards to look in when there are none', () => {
    expect(shardsBetween([], 'a', 'b')).toEqual([]);
  });
});

describe('containsSorted', () => {
  const sorted = Int32Array.from([1, 4, 9, 16, 25]);
  it.each([
    [1, true],
    [25, true],
    [9, true],
    [0, false],
    [10, false],
    [30, false],
  ])('%i → %s', (value, expected) => {
    expect(containsSorted(sorted, value)).toBe(expected);
  });
});

describe('page names', () => {
  it.each([
    ['cart: validateCart', 'cartvalidatecart'],
    ['allProducts', 'allproducts'],
    ['Image & Link', 'imagelink'],
  ])('%s compacts to %s', (text, name) => {
    expect(compactName(text)).toBe(name);
  });

  it('names a page by its title and its last URL segment', () => {
    expect(pageNames('/reference/api/mutations/cart', 'cart: validateCart')).toEqual(['cartvalidatecart', 'cart']);
    expect(pageNames('/quickstart', 'Quickstart')).toEqual(['quickstart']);
  });
});
