/**
 * The search page: the query in the URL's `q`, kind and docs-version filters beside it. The server's
 * HTML has no query, so every part whose content depends on the URL renders empty until the page runs in the
 * browser, in space the layout already holds: the results arrive without moving the page.
 */
import {lazy, Suspense, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {normaliseQuery, searchPagePath} from '@site/common/search/query.ts';
import {pageKinds} from '@site/common/search/kinds.ts';
import type {PageKind} from '@site/common/search/types.ts';
import {kindName} from '../../client/kindNames.ts';
import EmptyState from './EmptyState.tsx';
import styles from './styles.module.css';

// The results' code (the hooks, the hit list, the nearest words) and the search engine it starts load with the
// page's first query, or as soon as the reader goes to the field: a visit with no query costs no more than a page
// without search.
const loadResults = () => import(/* webpackChunkName: "search-results" */ './Results.tsx');
const Results = lazy(loadResults);
const preloadResults = () => {
  loadResults().catch(() => undefined);
};

/** The status line and the space the results will take, as the server renders them; with no query, where to start. */
function ResultsPlace({children}: {children?: ReactNode}) {
  return (
    <div className={styles.searchPageResults}>
      <p role="status" className={styles.searchPageCount} />
      {children}
    </div>
  );
}

interface PageState {
  query: string;
  kind?: PageKind;
  version?: string;
}

/** The state the URL holds: `q`, and the filters `kind` and `version` when set. */
function stateOf(search: string): PageState {
  const params = new URLSearchParams(search);
  const kind = pageKinds.find(([known]) => known === params.get('kind'))?.[0];
  const version = params.get('version') ?? undefined;
  return {query: params.get('q') ?? '', ...(kind ? {kind} : {}), ...(version ? {version} : {})};
}

function urlOf({query, kind, version}: PageState): string {
  const params = new URLSearchParams();
  if (normaliseQuery(query)) params.set('q', normaliseQuery(query));
  if (kind) params.set('kind', kind);
  if (version) params.set('version', version);
  const search = params.toString();
  return search ? `${searchPagePath}?${search}` : searchPagePath;
}

/** The results need the docs context that Layout provides, so they render inside it. */
function SearchPageContent() {
  const location = useLocation();
  const history = useHistory();
  // Docusaurus' own join, already in every page's first load: the search page's URL never starts with the base.
  const {withBaseUrl} = useBaseUrlUtils();
  const isBrowser = useIsBrowser();
  const versions = useVersions(undefined);
  // Until the page runs in the browser it shows what the server rendered: no query, no filter.
  const state = isBrowser ? stateOf(location.search) : {query: ''};
  const [field, setField] = useState({urlQuery: state.query, input: state.query});
  // The field follows the URL when it changes from outside (back/forward, a footer link).
  const input = field.urlQuery === state.query || normaliseQuery(field.input) === normaliseQuery(state.query) ? field.input : state.query;

  const go = (next: PageState) => history.replace(withBaseUrl(urlOf(next)));
  const emptyState = <EmptyState onSearch={(query) => go({...state, query})} />;
  // Whether the reader arrived with no query: then the results' code first loads while they type.
  const [arrivedEmpty] = useState(() => !normaliseQuery(stateOf(location.search).query));
  const update = (value: string) => {
    setField({urlQuery: state.query, input: value});
    // The URL follows the query as it changes; an emptied field keeps the last search, as an empty submission is ignored.
    if (normaliseQuery(value)) go({...state, query: value});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Submitting an empty input is ignored.
    if (normaliseQuery(input)) go({...state, query: input});
  };

  return (
    <main className={`container margin-vert--lg ${styles.searchPage}`}>
      <h1>{translate({id: 'search.page.title', message: 'Search the documentation'})}</h1>
      <form role="search" onSubmit={submit} className={styles.searchPageForm}>
        <label htmlFor="search-page-input" className={styles.searchPageLabel}>
          {translate({id: 'search.input.label', message: 'Search'})}
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          className={styles.searchPageInput}
          placeholder={translate({id: 'search.page.placeholder', message: 'A word, an API name or a question'})}
          value={isBrowser ? input : ''}
          onFocus={preloadResults}
          onPointerEnter={preloadResults}
          onChange={(event) => update(event.target.value)}
        />
        <button className={`button button--primary ${styles.searchPageButton}`} type="submit">
          {translate({id: 'search.input.label', message: 'Search'})}
        </button>
      </form>
      <div className={styles.searchPageFilters}>
        <label>
          {translate({id: 'search.page.kind', message: 'Kind'})}{' '}
          <select value={state.kind ?? ''} onChange={(event) => go({...state, kind: (event.target.value || undefined) as PageKind | undefined})}>
            <option value="">{translate({id: 'search.page.kind.all', message: 'All kinds'})}</option>
            {pageKinds.map(([kind]) => (
              <option key={kind} value={kind}>
                {kindName(kind)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {translate({id: 'search.page.version', message: 'Docs version'})}{' '}
          <select value={state.version ?? ''} onChange={(event) => go({...state, version: event.target.value || undefined})}>
            <option value="">{translate({id: 'search.page.version.reading', message: 'The one you read'})}</option>
            {versions.map((version) => (
              <option key={version.name} value={version.name}>
                {version.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!isBrowser ? (
        <ResultsPlace />
      ) : normaliseQuery(state.query) ? (
        // A reader who starts typing on the empty page keeps where-to-start in view until the first results are in.
        <Suspense fallback={<ResultsPlace>{arrivedEmpty ? emptyState : null}</ResultsPlace>}>
          <Results {...state} />
        </Suspense>
      ) : (
        <ResultsPlace>{emptyState}</ResultsPlace>
      )}
    </main>
  );
}

export default function SearchPage() {
  return (
    <Layout title={translate({id: 'search.page.metaTitle', message: 'Search'})} description={translate({id: 'search.page.description', message: 'Search the FastStore documentation, release notes and starters.'})}>
      <SearchPageContent />
    </Layout>
  );
}
