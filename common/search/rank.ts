/** Hit helpers: labels, the docs-version filter and the matching sections of a hit. Pure. */
import {matchFinder} from './highlight.ts';
import {pageKinds} from './kinds.ts';
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
  /** The same words by the query word they answer, one list per query word the page holds (filler words aside). */
  groups: string[][];
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
  if (kind === 'docs' && !tag.endsWith('-current')) return `Docs ${tag.replace(/^docs-default-/, '')}`;
  return pageKinds.find(([known]) => known === kind)?.[1] ?? 'Page';
}

/**
 * Whether a page belongs in results read from a page with the given contextual tags
 * (Docusaurus' `docs-default-<version>`): docs only of the version being read, every other page always.
 */
export function inContext(tag: string, contextTags: readonly string[]): boolean {
  return !tag.startsWith('docs-') || contextTags.includes(tag);
}

/**
 * The sections of a page that contain matched words, the one that answers the query best first: the most query
 * words in its heading (each counts three times), then in its text, then the most matches (ties in page order).
 * `groups` gives each query word's index words (`terms` alone counts each word as a query word of its own).
 */
export function sectionHits(sections: readonly PageSection[], terms: readonly string[], groups: readonly (readonly string[])[] = terms.map((term) => [term])): SectionHit[] {
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const word of group) if (!groupOf.has(word.toLowerCase())) groupOf.set(word.toLowerCase(), index);
  });
  const matchesIn = matchFinder(terms);
  const queryWordsIn = (text: string) => {
    const found = new Set<number>();
    let count = 0;
    for (const match of matchesIn(text)) {
      count += 1;
      const group = groupOf.get(match.toLowerCase());
      if (group !== undefined) found.add(group);
    }
    return {found, count};
  };
  return sections
    .map(([anchor, heading, text], order) => {
      const inHeading = queryWordsIn(heading);
      const inText = queryWordsIn(text);
      const relevance = 3 * inHeading.found.size + [...inText.found].filter((group) => !inHeading.found.has(group)).length;
      return {anchor, heading, text, order, relevance, count: inHeading.count + inText.count};
    })
    .filter((section) => section.count > 0)
    .sort((a, b) => b.relevance - a.relevance || b.count - a.count || a.order - b.order)
    .map(({anchor, heading, text, count}) => ({anchor, heading, text, count}));
}
