/**
 * The not-found content. The docs at the site's root render it for any path no page has (and NotFound/index around
 * it), so it is part of every doc page's first load: only this wrapper is. What it shows (./Page) comes in a chunk of
 * its own, which the server renders into build/404.html and the browser fetches only for a missing address; while it
 * arrives, Preact keeps the server's HTML.
 */
import {lazy, Suspense} from 'react';
import type {Props} from '@theme/NotFound/Content';

const Page = lazy(() => import('./Page.tsx'));

export default function NotFoundContent({className}: Props) {
  return (
    <Suspense fallback={null}>
      <Page className={className} />
    </Suspense>
  );
}
