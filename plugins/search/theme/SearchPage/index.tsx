import {useState, type FormEvent} from 'react';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import {normaliseQuery, searchPageUrl} from '../../../../common/search/query';
import {useSearch} from '../../client/useSearch';
import ResultItem from './ResultItem';
import styles from './styles.module.css';

/** Results shown at first and added by each "Load more". */
const pageSize = 10;

/** The results need the docs context that Layout provides, so they render inside it. */
function SearchResults() {
  const location = useLocation();
  const history = useHistory();
  // Spec §9: the query lives in the `q` parameter.
  const urlQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [field, setField] = useState({urlQuery, input: urlQuery});
  // The field follows the URL when it changes from outside (back/forward, a footer link).
  const input = field.urlQuery === urlQuery || normaliseQuery(field.input) === normaliseQuery(urlQuery) ? field.input : urlQuery;
  const setInput = (value: string) => setField({urlQuery, input: value});
  // "Load more" counts per query: a new query starts at the first page of results.
  const [more, setMore] = useState({query: normaliseQuery(urlQuery), count: pageSize});
  const shown = more.query === normaliseQuery(urlQuery) ? more.count : pageSize;
  const {query, count, hits, textBase} = useSearch(urlQuery, shown);
  // The count is shown once the latest query has been answered (it stays while more hits load).
  const answered = query !== '' && query === normaliseQuery(urlQuery);

  const update = (value: string) => {
    setInput(value);
    // The URL follows the query as it changes; an emptied field keeps the last search (spec §5).
    if (normaliseQuery(value)) history.replace(searchPageUrl(value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: submitting an empty input is ignored.
    if (normaliseQuery(input)) history.replace(searchPageUrl(input));
  };

  return (
    <main className={`container margin-vert--lg ${styles.searchPage}`}>
      <h1>Search the documentation</h1>
      <form role="search" onSubmit={submit} className={styles.searchPageForm}>
        <label htmlFor="search-page-input" className="margin-right--sm">
          Search
        </label>
        <input id="search-page-input" name="q" type="search" value={input} onChange={(event) => update(event.target.value)} />{' '}
        <button className="button button--primary button--sm" type="submit">
          Search
        </button>
      </form>
      <p role="status" className={styles.searchPageCount}>
        {answered ? `${count} ${count === 1 ? 'result' : 'results'} for “${query}”` : ''}
      </p>
      <ol className={styles.searchResults}>
        {hits.slice(0, shown).map((hit) => (
          <ResultItem key={hit.url} hit={hit} textBase={textBase} />
        ))}
      </ol>
      {answered && count > shown ? (
        <button type="button" className="button button--secondary" onClick={() => setMore({query, count: shown + pageSize})}>
          Load more results
        </button>
      ) : null}
    </main>
  );
}

export default function SearchPage() {
  return (
    <Layout title="Search" description="Search the FastStore documentation, release notes and starters.">
      <SearchResults />
    </Layout>
  );
}
