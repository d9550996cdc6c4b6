import {describe, expect, it, vi} from 'vitest';
import {createLinkPrefetch, createRoutePrefetcher, type RoutePrefetchSource} from '../routePrefetch.ts';
import {createRouteParts, pagePath, type RoutePartsManifest} from '../routePartsLoader.ts';

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

describe('createRouteParts', () => {
  const manifest: RoutePartsManifest = {parts: [['5176', '8842'], ['4047', '7262']], routes: {'/quickstart': [0], '/reference/ui/atoms/Button': [0, 1]}};

  function harness({fetchManifest = async () => manifest, failing = [] as string[]} = {}) {
    const fetches: string[] = [];
    const ensured: string[] = [];
    const load = createRouteParts({
      url: '/assets/route-parts.1.json',
      fetchManifest: (manifestUrl) => {
        fetches.push(manifestUrl);
        return fetchManifest();
      },
      ensureChunk: async (chunkId) => {
        ensured.push(chunkId);
        if (failing.includes(chunkId)) throw new Error(`chunk ${chunkId} failed`);
      },
    });
    return {load, fetches, ensured};
  }

  it.each([
    ['/quickstart', ['5176', '8842']],
    ['/reference/ui/atoms/Button', ['5176', '8842', '4047', '7262']],
    ['/quickstart#step-by-step', ['5176', '8842']],
    ['/quickstart/?tab=next', ['5176', '8842']],
    ['/starters', []],
  ])('loads every chunk the parts of %s need, each once', async (routePath, chunkIds) => {
    const h = harness();
    await h.load(routePath);
    expect(h.ensured).toEqual(chunkIds);
  });

  it('fetches the manifest once, on the first call, which loads no chunk when it names no page', async () => {
    const h = harness();
    await h.load();
    expect([h.fetches, h.ensured]).toEqual([['/assets/route-parts.1.json'], []]);
    await h.load('/quickstart');
    await h.load('/reference/ui/atoms/Button');
    expect(h.fetches).toEqual(['/assets/route-parts.1.json']);
  });

  it('loads nothing and never rejects when the manifest fails, and loads the other chunks when one fails', async () => {
    const failed = harness({fetchManifest: () => Promise.reject(new Error('offline'))});
    await expect(failed.load('/quickstart')).resolves.toBeUndefined();
    expect(failed.ensured).toEqual([]);
    const chunkFails = harness({failing: ['5176']});
    await expect(chunkFails.load('/quickstart')).resolves.toBeUndefined();
    expect(chunkFails.ensured).toEqual(['5176', '8842']);
  });

  it.each([
    ['/', '/'],
    ['/quickstart/', '/quickstart'],
    ['/a/b?x=1#c', '/a/b'],
    ['/#top', '/'],
  ])('the page of the link %s is %s', (routePath, page) => {
    expect(pagePath(routePath)).toBe(page);
  });
});

describe('createLinkPrefetch', () => {
  function harness({slow = false, loadParts}: {slow?: boolean; loadParts?: (routePath?: string) => Promise<unknown>} = {}) {
    const slices: Array<() => void> = [];
    const fetched: string[] = [];
    const preloaded: string[] = [];
    const files: Record<string, string[]> = {'/a': ['a.js', 'shared.js'], '/b': ['b.js']};
    const link = createLinkPrefetch({
      chunkFiles: (routePath) => files[routePath] ?? [],
      prefetchFile: (url) => void fetched.push(url),
      preloadRoute: async (routePath) => {
        preloaded.push(routePath);
        return [];
      },
      loadParts,
      isSlowConnection: () => slow,
      schedule: (run) => void slices.push(() => run({timeRemaining: () => 50})),
    });
    const runSlices = () => {
      while (slices.length > 0) slices.shift()?.();
    };
    return {link, fetched, preloaded, slices, runSlices};
  }

  it('queues a prefetch for idle time: nothing is fetched until a slice runs', () => {
    const h = harness();
    expect(h.link.prefetch('/a')).toBe(false);
    expect(h.fetched).toEqual([]);
    expect(h.slices).toHaveLength(1);
    h.runSlices();
    expect(h.fetched).toEqual(['a.js', 'shared.js']);
  });

  it('prefetches each path once', () => {
    const h = harness();
    h.link.prefetch('/a');
    h.link.prefetch('/a');
    h.runSlices();
    h.link.prefetch('/a');
    h.runSlices();
    expect(h.fetched).toEqual(['a.js', 'shared.js']);
  });

  it('preloads at once, once per path, and skips a queued prefetch of a path preloaded meanwhile', async () => {
    const h = harness();
    h.link.prefetch('/a');
    h.link.prefetch('/b');
    const first = h.link.preload('/a');
    await first;
    expect(h.link.preload('/a')).toBe(first);
    expect(h.preloaded).toEqual(['/a']);
    h.runSlices();
    expect(h.fetched).toEqual(['b.js']);
  });

  it('a preload also loads the parts the page renders, and ends once both are loaded; a prefetch gets the parts ready', async () => {
    const calls: Array<string | undefined> = [];
    let partsLoaded: () => void = () => undefined;
    const loadParts = (routePath?: string) => {
      calls.push(routePath);
      return routePath ? new Promise<void>((resolve) => (partsLoaded = resolve)) : Promise.resolve();
    };
    const h = harness({loadParts});
    h.link.prefetch('/b');
    h.runSlices();
    expect(calls).toEqual([undefined]);
    let done = false;
    void (h.link.preload('/a') as Promise<void[]>).then(() => (done = true));
    await Promise.resolve();
    expect(calls).toEqual([undefined, '/a']);
    expect(done).toBe(false);
    partsLoaded();
    await expect.poll(() => done).toBe(true);
  });

  it('fetches nothing ahead on a slow or data-saving connection', () => {
    const h = harness({slow: true});
    expect(h.link.prefetch('/a')).toBe(false);
    expect(h.link.preload('/a')).toBe(false);
    h.runSlices();
    expect([h.fetched, h.preloaded, h.slices]).toEqual([[], [], []]);
  });
});
