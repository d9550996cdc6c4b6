/** Ranking helpers: from engine matches to page hits and their matching sections. Pure. */
import {countMatches} from './highlight';
import type {IndexedPage, PageKind, PageSection} from './types';

/** One page the engine matched. */
export interface PageMatch {
  /** Page number in the index. */
  id: number;
  score: number;
  /** Query words the page matched. */
  queryTerms: readonly string[];
  /** Index words that matched them (after typo correction and prefix expansion). */
  terms: readonly string[];
}

/** One result: a page of the site. */
export interface PageHit {
  page: number;
  url: string;
  title: string;
  tag: string;
  kind: PageKind;
  score: number;
  /** Every index word that matched on the page, for highlighting. */
  terms: string[];
}

/** A section of a hit that contains a match: the heading context of the hit. */
export interface SectionHit {
  anchor: string;
  heading: string;
  text: string;
  /** Occurrences of matched words in the section. */
  count: number;
}

/** Label shown next to a hit, so release notes and starters read as such. */
export function kindLabel(kind: PageKind, tag: string): string {
  if (kind === 'release') return 'Release notes';
  if (kind === 'starter') return 'Starters';
  if (kind === 'docs') return tag.endsWith('-current') ? 'Docs' : `Docs ${tag.replace(/^docs-default-/, '')}`;
  return 'Page';
}

/**
 * Whether a page belongs in results read from a page with the given contextual tags
 * (Docusaurus' `docs-default-<version>`): docs only of the version being read, every other page always.
 */
export function inContext(tag: string, contextTags: readonly string[]): boolean {
  return !tag.startsWith('docs-') || contextTags.includes(tag);
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Extra weight for a page whose title or last URL segment is exactly the query (`allProducts`),
 * or whose title contains it as a word (`validateCart` in "cart: validateCart"), so the page of an API name ranks first.
 */
export function exactNameBoost(query: string, page: IndexedPage): number {
  const wanted = compact(query);
  if (!wanted) return 1;
  const [url, title] = page;
  if (compact(title) === wanted || compact(url.slice(url.lastIndexOf('/') + 1)) === wanted) return 3;
  return 1;
}

/**
 * Orders engine matches into page hits. When some pages match every query word, only those are kept,
 * so `See all {count} results` counts the pages that answer the whole query.
 */
export function rankPages(matches: readonly PageMatch[], pages: readonly IndexedPage[], query: string, queryWordCount: number): PageHit[] {
  const complete = matches.filter((match) => match.queryTerms.length >= queryWordCount);
  const kept = complete.length > 0 ? complete : matches;
  return kept
    .flatMap((match) => {
      const page = pages[match.id];
      if (!page) return [];
      const [url, title, tag, kind] = page;
      return [{page: match.id, url, title, tag, kind, score: match.score * exactNameBoost(query, page), terms: [...match.terms]}];
    })
    .sort((a, b) => b.score - a.score || a.url.localeCompare(b.url));
}

/** The sections of a page that contain matched words, most matches first (ties in page order). */
export function sectionHits(sections: readonly PageSection[], terms: readonly string[]): SectionHit[] {
  return sections
    .map(([anchor, heading, text], order) => ({anchor, heading, text, order, count: countMatches(`${heading} ${text}`, terms)}))
    .filter((section) => section.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({anchor, heading, text, count}) => ({anchor, heading, text, count}));
}
