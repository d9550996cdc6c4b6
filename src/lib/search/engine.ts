/** The search engine over the build-time index: MiniSearch matches, our helpers rank. No DOM. */
import MiniSearch, {type Options} from 'minisearch';
import {unpackIndex} from './pack';
import {fuzzyDistance, indexTerms, isStopWord, normaliseQuery, searchTerms} from './query';
import {inContext, rankPages, type PageHit} from './rank';
import type {SearchIndexFile} from './types';

/** A page as MiniSearch indexes it; nothing is stored but the id. */
export interface PageDocument {
  id: number;
  title: string;
  headings: string;
  text: string;
}

/** The options the index is built and loaded with; both sides must agree. */
export const miniSearchOptions: Options<PageDocument> = {
  fields: ['title', 'headings', 'text'],
  storeFields: [],
  tokenize: indexTerms,
  // Stop words are dropped from the body text (they are most of its postings) but kept in titles and headings.
  processTerm: (term, fieldName) => (fieldName === 'text' && isStopWord(term) ? null : term),
  searchOptions: {
    tokenize: searchTerms,
    processTerm: (term) => term,
    boost: {title: 5, headings: 2.5, text: 1},
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => fuzzyDistance(term),
    maxFuzzy: 2,
    combineWith: 'OR',
  },
};

export interface Searcher {
  /** Page hits for `query`, only pages in context (docs of the version being read, every other page). */
  search(query: string, contextTags: readonly string[]): PageHit[];
}

export function createSearcher(file: SearchIndexFile): Searcher {
  const engine = MiniSearch.loadJS<PageDocument>(unpackIndex(file.index), miniSearchOptions);
  return {
    search(raw, contextTags) {
      const query = normaliseQuery(raw);
      const words = searchTerms(query);
      if (words.length === 0) return [];
      const matches = engine.search(query, {
        filter: (result) => {
          const page = file.pages[result.id as number];
          return Boolean(page && inContext(page[2], contextTags));
        },
      });
      return rankPages(
        matches.map((match) => ({id: match.id as number, score: match.score, queryTerms: match.queryTerms, terms: match.terms})),
        file.pages,
        query,
        words.length,
      );
    },
  };
}
