import {describe, expect, it} from 'vitest';
import {firstAnswer, ndcgAt, relevanceReport, summarise, type QueryScore} from '../metrics.ts';
import {queryKinds, relevanceSuite, type JudgedQuery} from '../suite.ts';

const judged = (query: string, pages: Record<string, 1 | 2>, extra: Partial<JudgedQuery> = {}): JudgedQuery => ({query, kind: 'keyword', pages, ...extra});

describe('firstAnswer', () => {
  it.each([
    [['/a', '/b'], {'/a': 2}, 1],
    [['/a', '/b', '/c'], {'/c': 2, '/a': 1}, 3],
    [['/a', '/b'], {'/a': 1}, 0],
    [[], {'/a': 2}, 0],
  ] as const)('%j against %j: rank %i', (urls, pages, rank) => {
    expect(firstAnswer(urls, pages)).toBe(rank);
  });
});

describe('ndcgAt', () => {
  it('is 1 for the ideal order and less for any other', () => {
    const pages = {'/a': 2, '/b': 1} as const;
    expect(ndcgAt(5, ['/a', '/b', '/x'], pages)).toBeCloseTo(1);
    expect(ndcgAt(5, ['/b', '/a'], pages)).toBeCloseTo((1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)));
    expect(ndcgAt(5, ['/x', '/y'], pages)).toBe(0);
  });

  it('counts only the first k hits', () => {
    expect(ndcgAt(2, ['/x', '/y', '/a'], {'/a': 2})).toBe(0);
    expect(ndcgAt(3, ['/x', '/y', '/a'], {'/a': 2})).toBeCloseTo(1 / 2);
  });
});

describe('summarise', () => {
  it('gives S@1, S@3, MRR and mean nDCG', () => {
    const score = (rank: number, ndcg5: number): QueryScore => ({query: '', kind: 'keyword', rank, ndcg5, top: []});
    expect(summarise([score(1, 1), score(3, 0.5), score(0, 0), score(4, 0.25)])).toEqual({
      queries: 4,
      s1: 0.25,
      s3: 0.5,
      mrr: (1 + 1 / 3 + 0 + 1 / 4) / 4,
      ndcg5: 0.4375,
    });
  });
});

describe('relevanceReport', () => {
  it('reports per kind and checks a judged anchor only when its page is a hit', () => {
    const report = relevanceReport([
      {judged: judged('a', {'/a': 2}, {anchor: {page: '/a', id: 'props'}}), urls: ['/a'], anchors: {'/a': 'props'}},
      {judged: judged('b', {'/b': 2}, {kind: 'typo', anchor: {page: '/b', id: 'usage'}}), urls: ['/b'], anchors: {'/b': 'styling'}},
      {judged: judged('c', {'/c': 2}, {kind: 'typo', anchor: {page: '/c', id: 'usage'}}), urls: ['/x']},
    ]);
    expect(report.overall.queries).toBe(3);
    expect(report.byKind.keyword.s1).toBe(1);
    expect(report.byKind.typo).toMatchObject({queries: 2, s1: 0.5});
    expect(report.byKind.api.queries).toBe(0);
    expect(report.anchors).toEqual({checked: 2, right: 1});
  });
});

describe('the relevance suite', () => {
  it('has at least 120 distinct queries, at least 20 of each kind, each with a page that answers it', () => {
    expect(relevanceSuite.length).toBeGreaterThanOrEqual(120);
    expect(new Set(relevanceSuite.map((item) => `${item.version ?? 'current'} ${item.query.toLowerCase()}`)).size).toBe(relevanceSuite.length);
    for (const kind of queryKinds) expect(relevanceSuite.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(20);
    for (const item of relevanceSuite) expect(Object.values(item.pages), item.query).toContain(2);
  });

  it('judges an anchor only on a page that answers the query', () => {
    for (const item of relevanceSuite.filter((entry) => entry.anchor)) expect(item.pages[item.anchor?.page ?? ''], item.query).toBe(2);
  });
});
