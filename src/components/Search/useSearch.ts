import {useEffect, useState} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {normaliseQuery} from '@site/src/lib/search/query';
import {sectionHits, type PageHit, type SectionHit} from '@site/src/lib/search/rank';
import {loadPageText, loadSearcher} from './client';

/** Typing pauses this long before a search runs. */
const debounceMs = 120;

export interface SearchState {
  /** The query these hits answer. */
  query: string;
  hits: PageHit[];
  loading: boolean;
  error?: string;
  textBase?: string;
}

/**
 * Debounced search over the build-time index, filtered to the docs version and language being read.
 * A response for an older query than the latest typed one is dropped.
 */
export function useSearch(rawQuery: string): SearchState {
  const {locale, tags} = useContextualSearchFilters();
  const tagKey = tags.join(' ');
  const query = normaliseQuery(rawQuery);
  const [state, setState] = useState<SearchState>({query: '', hits: [], loading: false});

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      loadSearcher(locale)
        .then(({searcher, textBase}) => {
          if (current) setState({query, hits: searcher.search(query, tagKey.split(' ')), loading: false, textBase});
        })
        .catch((error: unknown) => {
          if (current) setState({query, hits: [], loading: false, error: error instanceof Error ? error.message : String(error)});
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, locale, tagKey]);

  if (!query) return {query: '', hits: [], loading: false};
  // Until the answer for the latest query arrives, the previous hits stay on screen, marked as loading.
  return state.query === query ? state : {...state, loading: true};
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
        if (current) setSections({key, hits: sectionHits(text, hit.terms)});
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
