import {describe, expect, it} from 'vitest';
import {exactNameBoost, inContext, kindLabel, rankPages, sectionHits, type PageMatch} from '../rank';
import type {IndexedPage, PageSection} from '../types';

const pages: IndexedPage[] = [
  ['/reference/api/mutations/cart', 'cart', 'docs-default-current', 'docs'],
  ['/reference/api/queries/allProducts', 'allProducts', 'docs-default-current', 'docs'],
  ['/how-to-guides/checkout', 'Checkout', 'docs-default-current', 'docs'],
  ['/v0/troubleshooting', 'Troubleshooting', 'docs-default-v0', 'docs'],
];

const match = (id: number, score: number, queryTerms: string[], terms = queryTerms): PageMatch => ({id, score, queryTerms, terms});

describe('kindLabel', () => {
  it.each([
    ['release', 'default', 'Release notes'],
    ['starter', 'default', 'Starters'],
    ['docs', 'docs-default-current', 'Docs'],
    ['docs', 'docs-default-v0', 'Docs v0'],
    ['page', 'default', 'Page'],
  ] as const)('%s with tag %s is labelled %s', (kind, tag, label) => {
    expect(kindLabel(kind, tag)).toBe(label);
  });
});

describe('inContext', () => {
  it.each([
    ['docs-default-current', ['default', 'docs-default-current'], true],
    ['docs-default-v0', ['default', 'docs-default-current'], false],
    ['docs-default-v0', ['default', 'docs-default-v0'], true],
    ['docs-default-current', ['default', 'docs-default-v0'], false],
    ['default', ['default', 'docs-default-v0'], true],
    ['default', [], true],
  ])('a page tagged %s read with %j: %s', (tag, context, expected) => {
    expect(inContext(tag, context)).toBe(expected);
  });
});

describe('exactNameBoost', () => {
  it.each([
    ['allProducts', 1, 3],
    ['allproducts', 1, 3],
    ['cart', 0, 3],
    ['all products', 1, 3],
    ['allProd', 1, 1],
    ['checkout', 0, 1],
    ['', 0, 1],
  ])('%j on page %i weighs %i', (query, page, boost) => {
    expect(exactNameBoost(query, pages[page] as IndexedPage)).toBe(boost);
  });
});

describe('rankPages', () => {
  it('orders by score and boosts the page named exactly by the query', () => {
    const hits = rankPages([match(2, 10, ['cart']), match(0, 4, ['cart'])], pages, 'cart', 1);
    expect(hits.map((hit) => hit.url)).toEqual(['/reference/api/mutations/cart', '/how-to-guides/checkout']);
    expect(hits[0]?.score).toBe(12);
  });

  it('keeps only pages that match every query word when some do', () => {
    const hits = rankPages([match(2, 50, ['cart']), match(0, 5, ['cart', 'mutation'])], pages, 'cart mutation', 2);
    expect(hits.map((hit) => hit.page)).toEqual([0]);
  });

  it('falls back to partial matches when no page matches every word', () => {
    const hits = rankPages([match(2, 5, ['cart']), match(1, 6, ['mutation'])], pages, 'cart mutation', 2);
    expect(hits.map((hit) => hit.page)).toEqual([1, 2]);
  });

  it('breaks score ties by URL so the order is stable', () => {
    const hits = rankPages([match(2, 5, ['x']), match(3, 5, ['x'])], pages, 'x', 1);
    expect(hits.map((hit) => hit.url)).toEqual(['/how-to-guides/checkout', '/v0/troubleshooting']);
  });

  it('carries the matched index words for highlighting', () => {
    expect(rankPages([match(3, 1, ['storeu'], ['storeui'])], pages, 'storeu', 1)[0]?.terms).toEqual(['storeui']);
  });
});

describe('sectionHits', () => {
  const sections: PageSection[] = [
    ['', '', 'Intro mentions cart once.'],
    ['validate', 'validateCart', 'Checks the cart. The cart may change.'],
    ['session', 'Session', 'Nothing relevant.'],
  ];

  it('lists matching sections, most matches first, with their counts', () => {
    expect(sectionHits(sections, ['cart']).map((hit) => [hit.anchor, hit.count])).toEqual([
      ['validate', 2],
      ['', 1],
    ]);
  });

  it('counts a match in the heading', () => {
    expect(sectionHits(sections, ['validatecart']).map((hit) => [hit.anchor, hit.count])).toEqual([['validate', 1]]);
  });

  it('is empty when nothing matches', () => {
    expect(sectionHits(sections, ['absent'])).toEqual([]);
  });
});
