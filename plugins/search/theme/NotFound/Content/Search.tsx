import {useState, type FormEvent} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {stripBase, withBase} from '@site/common/basePath.ts';
import {normaliseQuery, pathWords, searchPagePath, searchPageUrl} from '@site/common/search/query.ts';
import {hitKindName} from '../../../client/kindNames.ts';
import Highlighted from '../../../components/Highlighted/index.tsx';
import MainSections from '../../../components/MainSections/index.tsx';
import {useSearch} from '../../../client/useSearch.ts';
import styles from './styles.module.css';

/** Matches shown for the missing URL's words. */
const bestMatches = 5;

/**
 * What a reader who followed a broken link needs: the missing URL's words in a search box, the best matches for
 * them and the main sections. The form is a plain GET to the search page too, so Enter works however it is sent.
 */
export default function NotFoundSearch() {
  const {pathname} = useLocation();
  const history = useHistory();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // The missing page's own words, not the base path's (`/docs/`) that every URL of the site carries.
  const words = pathWords(stripBase(baseUrl, pathname) ?? pathname);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const input = typed ?? words;
  const found = useSearch(words, bestMatches);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Submitting an empty input is ignored.
    if (normaliseQuery(input)) history.push(withBase(baseUrl, searchPageUrl(input)));
  };
  const none = words !== '' && found.query === words && !found.loading && found.count === 0;
  return (
    <div className={styles.notFoundPlace}>
      <form role="search" action={withBase(baseUrl, searchPagePath)} method="get" onSubmit={submit} className={styles.notFoundForm}>
        <label htmlFor="not-found-search" className={styles.notFoundLabel}>
          {translate({id: 'search.notFound.label', message: 'Search the documentation'})}
        </label>
        <input id="not-found-search" name="q" type="search" className={styles.notFoundInput} value={input} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--primary">
          {translate({id: 'search.input.label', message: 'Search'})}
        </button>
      </form>
      <section aria-labelledby="not-found-matches">
        <h2 id="not-found-matches" className={styles.notFoundSubheading}>
          {translate({id: 'search.notFound.matches', message: 'Best matches'})}
        </h2>
        <p role="status">{none ? translate({id: 'search.notFound.none', message: 'No page matches these words.'}) : ''}</p>
        <ul className={styles.notFoundList}>
          {found.hits.map((hit) => (
            <li key={hit.url}>
              <Link to={hit.url}>
                <Highlighted text={hit.title} terms={hit.terms} />
              </Link>{' '}
              <span className={styles.notFoundKind}>{hitKindName(hit.kind, hit.tag)}</span>
            </li>
          ))}
        </ul>
      </section>
      <MainSections />
    </div>
  );
}
