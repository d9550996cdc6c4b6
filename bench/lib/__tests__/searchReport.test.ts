import {describe, expect, it} from 'vitest';
import {parseSearchArgs, relevanceRows, roundOrder, type RelevanceFigures} from '../searchReport.ts';

describe('parseSearchArgs', () => {
  it.each([
    [[], {reuse: false, rounds: 1, pagefind: true}],
    [['--before=HEAD~3'], {before: 'HEAD~3', reuse: false, rounds: 3, pagefind: true}],
    [['--before=abc123', '--reuse', '--rounds=5', '--no-pagefind'], {before: 'abc123', reuse: true, rounds: 5, pagefind: false}],
  ])('%j gives %j', (argv, expected) => {
    expect(parseSearchArgs(argv)).toEqual(expected);
  });

  it.each([['--before'], ['--rounds=0'], ['--rounds=x'], ['--reuse=yes'], ['--fast']])('refuses %s, naming the arguments it knows', (arg) => {
    expect(() => parseSearchArgs([arg])).toThrow(/--before=COMMIT, --reuse, --rounds=N or --no-pagefind/);
  });
});

const figures = (s3: number): RelevanceFigures => ({
  overall: {queries: 3, s1: 0.5, s3, mrr: 0.75, ndcg5: 0.8},
  byKind: {keyword: {queries: 2, s1: 1, s3: 1, mrr: 1, ndcg5: 1}, typo: {queries: 1, s1: 0, s3, mrr: 0.5, ndcg5: 0.6}},
});

describe('relevanceRows', () => {
  it('puts each kind and the overall figures beside the last run and the before commit', () => {
    expect(relevanceRows(figures(1), figures(0.5), {name: 'before (abc1234)', figures: figures(0)})).toEqual([
      {kind: 'keyword (2)', 'now: S@1 % / S@3 % / MRR / nDCG@5': '100.0 / 100.0 / 1.000 / 1.000', 'last run': '100.0 / 100.0 / 1.000 / 1.000', 'before (abc1234)': '100.0 / 100.0 / 1.000 / 1.000'},
      {kind: 'typo (1)', 'now: S@1 % / S@3 % / MRR / nDCG@5': '0.0 / 100.0 / 0.500 / 0.600', 'last run': '0.0 / 50.0 / 0.500 / 0.600', 'before (abc1234)': '0.0 / 0.0 / 0.500 / 0.600'},
      {kind: 'overall (3)', 'now: S@1 % / S@3 % / MRR / nDCG@5': '50.0 / 100.0 / 0.750 / 0.800', 'last run': '50.0 / 50.0 / 0.750 / 0.800', 'before (abc1234)': '50.0 / 0.0 / 0.750 / 0.800'},
    ]);
  });

  it('shows a dash where the last run measured no relevance', () => {
    expect(relevanceRows(figures(1))[0]).toEqual({kind: 'keyword (2)', 'now: S@1 % / S@3 % / MRR / nDCG@5': '100.0 / 100.0 / 1.000 / 1.000', 'last run': '–'});
  });
});

describe('roundOrder', () => {
  it('alternates which variant goes first', () => {
    expect(roundOrder(['now', 'before'], 0)).toEqual(['now', 'before']);
    expect(roundOrder(['now', 'before'], 1)).toEqual(['before', 'now']);
    expect(roundOrder(['now'], 1)).toEqual(['now']);
  });
});
