/** Hit helpers: labels, the docs-version filter and the matching sections of a hit. Pure. */
import {matchCounter} from './highlight.ts';
import type {PageKind, PageSection} from './types.ts';

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

/** The sections of a page that contain matched words, most matches first (ties in page order). */
export function sectionHits(sections: readonly PageSection[], terms: readonly string[]): SectionHit[] {
  const countIn = matchCounter(terms);
  return sections
    .map(([anchor, heading, text], order) => ({anchor, heading, text, order, count: countIn(`${heading} ${text}`)}))
    .filter((section) => section.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({anchor, heading, text, count}) => ({anchor, heading, text, count}));
}
