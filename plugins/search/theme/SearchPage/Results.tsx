import {useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {normaliseQuery, searchPageUrl} from '@site/common/search/query.ts';
import type {PageKind} from '@site/common/search/types.ts';
import MainSections from '../../components/MainSections/index.tsx';
import {useHitsWithSections, useSearch, useSuggestions} from '../../client/useSearch.ts';
import ResultItem from './ResultItem.tsx';
import styles from './styles.module.css';

/** Results shown at first and added by each "Load more". */
const pageSize = 10;
/** Pages offered for the nearest words when nothing answers. */
const suggestedPages = 3;

interface Props {
  query: string;
  kind?: PageKind;
  version?: string;
}

/** Nothing answers: the nearest words the pages use, the pages they find, and where to start. */
function NoResults({query, version}: Pick<Props, 'query' | 'version'>) {
  const suggestions = useSuggestions(query, true);
  const nearest = useSearch(suggestions[0] ?? '', suggestedPages, {version});
  return (
    <>
      {suggestions.length > 0 ? (
        <>
          <h2 className={styles.searchPageSubheading}>{translate({id: 'search.page.nearest', message: 'Nearest words in the docs'})}</h2>
          <ul className={styles.searchPageLinks}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchPageUrl(suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {nearest.hits.length > 0 ? (
        <>
          <h2 className={styles.searchPageSubheading}>{translate({id: 'search.page.nearestPages', message: 'Pages for “{query}”'}, {query: nearest.query})}</h2>
          <ul className={styles.searchPageLinks}>
            {nearest.hits.map((hit) => (
              <li key={hit.url}>
                <Link to={hit.url}>{hit.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <MainSections />
    </>
  );
}

/** The status line and the results for a query, or the nearest words when nothing answers, in space reserved before they arrive. */
export default function Results({query: rawQuery, kind, version}: Props) {
  const query = normaliseQuery(rawQuery);
  const {selectMessage} = usePluralForm();
  // "Load more" counts per query and filters: a new search starts at the first page of results.
  const searchKey = `${query}\n${kind ?? ''}\n${version ?? ''}`;
  const [more, setMore] = useState({searchKey, count: pageSize});
  const shown = more.searchKey === searchKey ? more.count : pageSize;
  const found = useSearch(query, shown, {kind, version});
  const listed = useHitsWithSections(found.hits.slice(0, shown), found.textBase);
  // The count is shown once the latest query has been answered (it stays while more hits load).
  const answered = query !== '' && found.query === query && !(found.loading && found.hits.length === 0);
  const status = !answered
    ? ''
    : found.count === 0
      ? translate({id: 'search.page.none', message: 'No pages match “{query}”.'}, {query})
      : selectMessage(found.count, translate({id: 'search.page.count', message: '1 page for “{query}”|{count} pages for “{query}”'}, {count: String(found.count), query}));

  return (
    <div className={styles.searchPageResults}>
      <p role="status" className={styles.searchPageCount}>
        {found.error ?? status}
      </p>
      {answered && found.count === 0 && !found.loading ? (
        <NoResults query={query} version={version} />
      ) : (
        <>
          <ol className={styles.searchResults}>
            {listed.map(({hit, sections}) => (
              <ResultItem key={hit.url} hit={hit} sections={sections} />
            ))}
          </ol>
          {answered && found.count > shown ? (
            <button type="button" className="button button--secondary" onClick={() => setMore({searchKey, count: shown + pageSize})}>
              {translate({id: 'search.page.more', message: 'Load more results'})}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
