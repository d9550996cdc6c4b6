/**
 * What a missing address shows: the title, a line on what happened, and the search for the URL's words, which loads
 * on its own once the page runs in a browser, into space held for it.
 */
import {lazy, Suspense} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const Search = lazy(() => import('./Search.tsx'));

export default function NotFoundPage({className}: Props) {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  const place = <div className={styles.notFoundPlace} />;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <h1 className="hero__title">{title}</h1>
          <p>{translate({id: 'search.notFound.missing', message: 'Nothing lives at this address. The page may have moved: search the docs for it.'})}</p>
          {useIsBrowser() ? <Suspense fallback={place}><Search /></Suspense> : place}
        </div>
      </div>
    </main>
  );
}
