import {useEffect, useState} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {normaliseQuery} from '../../../common/search/query';
import {sectionHits, type PageHit, type SectionHit} from '../../../common/search/rank';
import {loadPageText, loadSearcher} from './load';

/** Typing pauses this long before a search runs. */
const debounceMs = 120;

export interface SearchState {
  /** The query these hits answer. */
  query: string;
  /** How many pages answer it (all of them, not only the hits loaded). */
  count: number;
  /** The best `limit` hits. */
  hits: PageHit[];
  /** True while the hits shown are not yet those of the latest query and limit. */
  loading: boolean;
  error?: string;
  textBase?: string;
}

interface Answer extends SearchState {
  limit: number;
}

const empty: SearchState = {query: '', count: 0, hits: [], loading: false};

/**
 * Debounced search over the build-time index, filtered to the docs version and language being read,
 * returning the best `limit` hits. A response for an older query or limit than the latest is dropped.
 */
export function useSearch(rawQuery: string, limit: number): SearchState {
  const {locale, tags} = useContextualSearchFilters();
  const tagKey = tags.join(' ');
  const query = normaliseQuery(rawQuery);
  const [answer, setAnswer] = useState<Answer>({...empty, limit: 0});

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      loadSearcher(locale)
        .then(async ({searcher, textBase}) => {
          const result = await searcher.search(query, tagKey.split(' '), limit);
          if (current) setAnswer({query, limit, count: result.count, hits: result.hits, loading: false, textBase});
        })
        .catch((error: unknown) => {
          if (current) setAnswer({query, limit, count: 0, hits: [], loading: false, error: error instanceof Error ? error.message : String(error)});
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, limit, locale, tagKey]);

  if (!query) return empty;
  const {limit: answered, ...state} = answer;
  // Until the answer for the latest query arrives, the previous hits stay on screen, marked as loading.
  return state.query === query && answered === limit ? state : {...state, loading: true};
}

/** The matching sections of a hit, once its page text has loaded; undefined until then. */
export function useSectionHits(hit: PageHit, textBase: string | undefined): SectionHit[] | undefined {
  const [sections, setSections] = useState<{key: string; hits: SectionHit[]}>();
  const key = `${textBase}/${hit.page}/${hit.terms.join(' ')}`;
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
  }, [key, textBase, hit.page, hit.terms]);
  return sections?.key === key ? sections.hits : undefined;
}
