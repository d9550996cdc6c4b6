/**
 * The not-found content: the docs at the site's root render it for any path no page has (and NotFound/index
 * around it), so it is part of every doc page's first load. It stays the size of the theme's own: the search
 * for the missing URL's words loads on its own once it runs in a browser, into space held for it.
 */
import {lazy, Suspense} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const Search = lazy(() => import('./Search'));

export default function NotFoundContent({className}: Props) {
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
