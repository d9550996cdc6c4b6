import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {normaliseQuery} from '@site/common/search/query.ts';
import {sectionHits, type PageHit, type SectionHit} from '@site/common/search/rank.ts';
import type {PageKind} from '@site/common/search/types.ts';
import {loadPageText, loadSearcher} from './load.ts';

/** Typing pauses this long before a search runs. */
const debounceMs = 120;

export interface SearchState {
  /** The query these hits answer. */
  query: string;
  /** How many pages answer it (all of them, not only the hits loaded). */
  count: number;
  /** The best `limit` hits. */
  hits: PageHit[];
  /** True while the hits shown are not yet those of the latest query, limit and filters. */
  loading: boolean;
  error?: string;
  textBase?: string;
}

/** What the search page narrows results to; the modal searches the docs version being read, every kind. */
export interface SearchFilters {
  kind?: PageKind;
  /** A docs version (`current`, `v0`) instead of the one being read. */
  version?: string;
}

interface Answer extends SearchState {
  key: string;
}

const empty: SearchState = {query: '', count: 0, hits: [], loading: false};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Debounced search over the build-time index, filtered to the docs version and language being read (or the
 * filters given), returning the best `limit` hits. A response for an older query, limit or filter is dropped.
 * The engine and the index entry start loading when the hook mounts: the reader has reached for search.
 */
export function useSearch(rawQuery: string, limit: number, {kind, version}: SearchFilters = {}): SearchState {
  const {locale, tags} = useContextualSearchFilters();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const tagKey = version ? `default docs-default-${version}` : tags.join(' ');
  const query = normaliseQuery(rawQuery);
  const key = `${query}\n${limit}\n${kind ?? ''}\n${tagKey}`;
  const [answer, setAnswer] = useState<Answer>({...empty, key: ''});

  useEffect(() => {
    loadSearcher(locale, baseUrl).catch(() => undefined);
  }, [locale, baseUrl]);

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      loadSearcher(locale, baseUrl)
        .then(async ({searcher, textBase, kinds}) => {
          const kindOf = kind ? await kinds() : undefined;
          const result = await searcher.search(query, tagKey.split(' '), limit, kindOf ? (page) => kindOf[page] === kind : undefined);
          if (current) setAnswer({key, query, count: result.count, hits: result.hits, loading: false, textBase});
        })
        .catch((error: unknown) => {
          if (current) setAnswer({key, query, count: 0, hits: [], loading: false, error: errorText(error)});
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, query, limit, kind, locale, baseUrl, tagKey]);

  if (!query) return empty;
  const {key: answered, ...state} = answer;
  // Until the answer for the latest query arrives, the previous hits stay on screen, marked as loading.
  return answered === key ? state : {...state, loading: true};
}

/** Queries near one nothing answers (its unknown word replaced by the nearest the pages use); empty until known or when there is none. */
export function useSuggestions(query: string, wanted: boolean): string[] {
  const {locale} = useContextualSearchFilters();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [suggestions, setSuggestions] = useState<{query: string; list: string[]}>({query: '', list: []});
  useEffect(() => {
    if (!wanted || !query) return undefined;
    let current = true;
    loadSearcher(locale, baseUrl)
      .then(({searcher}) => searcher.suggest(query))
      .then((list) => {
        if (current) setSuggestions({query, list});
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [query, wanted, locale, baseUrl]);
  return wanted && suggestions.query === query ? suggestions.list : [];
}

/** The matching sections of a hit, best first, once its page text has loaded; undefined until then. */
export function useSectionHits(hit: PageHit, textBase: string | undefined): SectionHit[] | undefined {
  const [sections, setSections] = useState<{key: string; hits: SectionHit[]}>();
  const key = `${textBase}/${hit.page}/${JSON.stringify(hit.groups)}`;
  useEffect(() => {
    if (!textBase) return undefined;
    let current = true;
    loadPageText(textBase, hit.page)
      .then((text) => {
        if (current) setSections({key, hits: sectionHits(text, hit.terms, hit.groups)});
      })
      .catch(() => {
        if (current) setSections({key, hits: []});
      });
    return () => {
      current = false;
    };
  }, [key, textBase, hit.page, hit.terms, hit.groups]);
  return sections?.key === key ? sections.hits : undefined;
}

/**
 * The hits with their matching sections, once the page texts of all of them have loaded: the search page shows a
 * list whole, so a hit's excerpt never pushes the hits below it. Until the texts of new hits are in, the last
 * complete list stays.
 */
export function useHitsWithSections(hits: readonly PageHit[], textBase: string | undefined): Array<{hit: PageHit; sections: SectionHit[]}> {
  const [complete, setComplete] = useState<Array<{hit: PageHit; sections: SectionHit[]}>>([]);
  const key = `${textBase}\n${hits.map((hit) => `${hit.page}/${JSON.stringify(hit.groups)}`).join(' ')}`;
  useEffect(() => {
    if (!textBase) return undefined;
    let current = true;
    Promise.all(hits.map((hit) => loadPageText(textBase, hit.page).then((text) => sectionHits(text, hit.terms, hit.groups), () => [])))
      .then((sections) => {
        if (current) setComplete(hits.map((hit, index) => ({hit, sections: sections[index] ?? []})));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The key names the hits and their words: a new array of the same hits needs no new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return hits.length === 0 ? [] : complete;
}
