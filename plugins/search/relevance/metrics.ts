/** Relevance figures of ranked results against judged pages: S@k, MRR, nDCG@k, overall and per kind. Pure. */
import {queryKinds, type JudgedQuery, type QueryKind} from './suite.ts';

/** What the engine answered for one judged query. */
export interface RankedAnswer {
  judged: JudgedQuery;
  /** Page paths of the hits, best first. */
  urls: readonly string[];
  /** Anchor ('' for the top of the page) each hit opens at, by page path; only the judged anchor's page is read. */
  anchors?: Readonly<Record<string, string>>;
}

export interface QueryScore {
  query: string;
  kind: QueryKind;
  /** 1-based rank of the first page that answers the query; 0 when none is among the hits. */
  rank: number;
  ndcg5: number;
  /** Whether the answering page's hit opens at the judged section; undefined when the query judges none or the page is not a hit. */
  anchorRight?: boolean;
  top: string[];
}

export interface Figures {
  queries: number;
  /** Share of queries whose first hit answers them. */
  s1: number;
  /** Share of queries with an answering page in the top 3. */
  s3: number;
  /** Mean reciprocal rank of the first answering page (0 when none). */
  mrr: number;
  /** Mean nDCG over the top 5, gains 2^grade − 1. */
  ndcg5: number;
}

export interface RelevanceReport {
  overall: Figures;
  byKind: Record<QueryKind, Figures>;
  /** Judged anchors: how many were checked (their page was a hit) and how many hits opened at them. */
  anchors: {checked: number; right: number};
  scores: QueryScore[];
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (index: number) => 1 / Math.log2(index + 2);

/** nDCG@k of `urls` against graded pages: the hits' gains, discounted by rank, over the best order's. */
export function ndcgAt(k: number, urls: readonly string[], pages: Readonly<Record<string, number>>): number {
  const dcg = urls.slice(0, k).reduce((sum, url, index) => sum + gain(pages[url] ?? 0) * discount(index), 0);
  const ideal = Object.values(pages)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, index) => sum + gain(grade) * discount(index), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/** 1-based rank of the first url graded 2, or 0. */
export function firstAnswer(urls: readonly string[], pages: Readonly<Record<string, number>>): number {
  return urls.findIndex((url) => pages[url] === 2) + 1;
}

export function scoreAnswer({judged, urls, anchors}: RankedAnswer): QueryScore {
  const anchor = judged.anchor;
  const opened = anchor ? anchors?.[anchor.page] : undefined;
  return {
    query: judged.query,
    kind: judged.kind,
    rank: firstAnswer(urls, judged.pages),
    ndcg5: ndcgAt(5, urls, judged.pages),
    ...(anchor && opened !== undefined ? {anchorRight: opened === anchor.id} : {}),
    top: urls.slice(0, 3),
  };
}

export function summarise(scores: readonly QueryScore[]): Figures {
  const n = scores.length;
  const mean = (value: (score: QueryScore) => number) => (n === 0 ? 0 : scores.reduce((sum, score) => sum + value(score), 0) / n);
  return {
    queries: n,
    s1: mean((score) => (score.rank === 1 ? 1 : 0)),
    s3: mean((score) => (score.rank >= 1 && score.rank <= 3 ? 1 : 0)),
    mrr: mean((score) => (score.rank > 0 ? 1 / score.rank : 0)),
    ndcg5: mean((score) => score.ndcg5),
  };
}

export function relevanceReport(answers: readonly RankedAnswer[]): RelevanceReport {
  const scores = answers.map(scoreAnswer);
  const byKind = Object.fromEntries(queryKinds.map((kind) => [kind, summarise(scores.filter((score) => score.kind === kind))])) as Record<QueryKind, Figures>;
  const checked = scores.filter((score) => score.anchorRight !== undefined);
  return {overall: summarise(scores), byKind, anchors: {checked: checked.length, right: checked.filter((score) => score.anchorRight).length}, scores};
}
