import {describe, expect, it, vi} from 'vitest';
import {createRoutePrefetcher, type RoutePrefetchSource} from '../routePrefetch';

// A docs layout route with two docs, as Docusaurus generates them: the layout's chunks, then each doc's.
const routesChunkNames = {
  '/-5e9': {__comp: 'layout', __props: 'version'},
  '/quickstart-a1b': {__comp: 'docItem', content: 'quickstart'},
  '/glossary-c2d': {__comp: 'docItem', content: 'glossary'},
  '/releases-df7': {__comp: 'blogList', items: [{content: 'post1'}, {content: 'post2'}], sidebar: 'blogSidebar'},
  '/merged-e3f': {__comp: 'docItem', content: 'merged'},
};

function source(overrides: Partial<RoutePrefetchSource> = {}): RoutePrefetchSource {
  return {
    matchedPaths: (routePath) => (routePath === '/releases' ? ['/releases'] : ['/', routePath]),
    routesChunkNames,
    chunkUrl: (chunkName) => (chunkName === 'merged' ? '/assets/js/undefined.js' : `/assets/js/${chunkName}.js`),
    isLoaded: () => false,
    ...overrides,
  };
}

describe('createRoutePrefetcher', () => {
  it('gives every chunk file of the matched routes, parents first, nested chunk names included', () => {
    expect(createRoutePrefetcher(source())('/releases')).toEqual(['/assets/js/blogList.js', '/assets/js/post1.js', '/assets/js/post2.js', '/assets/js/blogSidebar.js']);
    expect(createRoutePrefetcher(source())('/quickstart')).toEqual([
      '/assets/js/layout.js',
      '/assets/js/version.js',
      '/assets/js/docItem.js',
      '/assets/js/quickstart.js',
    ]);
  });

  it('asks for each file once per page: a second route gives only the files it adds', () => {
    const prefetch = createRoutePrefetcher(source());
    prefetch('/quickstart');
    expect(prefetch('/glossary')).toEqual(['/assets/js/glossary.js']);
    expect(prefetch('/glossary')).toEqual([]);
  });

  it('skips chunks already in the page and files the bundler merged away', () => {
    const isLoaded = vi.fn((chunkName: string) => chunkName === 'layout' || chunkName === 'docItem');
    expect(createRoutePrefetcher(source({isLoaded}))('/quickstart')).toEqual(['/assets/js/version.js', '/assets/js/quickstart.js']);
    expect(createRoutePrefetcher(source({chunkUrl: () => undefined}))('/quickstart')).toEqual([]);
    expect(createRoutePrefetcher(source())('/merged')).toEqual(['/assets/js/layout.js', '/assets/js/version.js', '/assets/js/docItem.js']);
  });

  it('gives nothing for a path no route matches, and reads the route table once', () => {
    const entries = vi.spyOn(Object, 'entries');
    const prefetch = createRoutePrefetcher(source({matchedPaths: (routePath) => (routePath === '/nowhere' ? [] : ['/', routePath])}));
    expect(prefetch('/nowhere')).toEqual([]);
    prefetch('/quickstart');
    prefetch('/glossary');
    expect(entries.mock.calls.filter(([value]) => value === routesChunkNames)).toHaveLength(1);
    entries.mockRestore();
  });
});
