/**
 * Browser-only stand-in for `@docusaurus/core/lib/client/docusaurus.js` (swapped in by plugins/lean-client),
 * the `window.docusaurus` that links call: prefetches wait for idle time and ask for each chunk file once,
 * skipping chunks already loaded; preloads (hover, touch, focus) run at once and also load the chunks of the
 * parts the page renders, such as the code highlighter (plugins/lean-client/client/routePrefetch.ts).
 * A doc page's sidebar goes from 276 `<link rel="prefetch">` elements in one long task after hydration to
 * the 30-odd files it needs, a few per idle slice.
 */
import {matchRoutes} from 'react-router-config';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import browserRouteParts from '../routePartsLoader.ts';
import {createLinkPrefetch, createRoutePrefetcher} from '../routePrefetch.ts';
import {idleScheduler} from '../scheduler.ts';

// The bundler's runtime: `gca` (Docusaurus' ChunkAssetPlugin) names a chunk's file; the module table holds
// every module the page has loaded so far.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};
declare const __webpack_modules__: Record<string | number, unknown>;

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

// The loader of the chunks of each page's parts starts with the first prefetch or preload on a page whose build
// names the parts' manifest on <html> (plugins/lean-client/routeParts.ts). It is part of this module: a chunk of its
// own cost each page about 380 B gzip, for some 200 B of code.
let partsLoader: ((routePath?: string) => Promise<void>) | undefined;

const {prefetch, preload} = createLinkPrefetch({
  chunkFiles: createRoutePrefetcher({
    matchedPaths: (routePath) => matchRoutes(routes, routePath).flatMap(({route}) => (route.path === undefined ? [] : [route.path])),
    routesChunkNames,
    chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
    isLoaded: (chunkName) => {
      const moduleId = registry[chunkName]?.[2];
      return moduleId !== undefined && __webpack_modules__[moduleId] !== undefined;
    },
  }),
  prefetchFile: prefetchHelper,
  preloadRoute: preloadHelper,
  loadParts: (routePath) => {
    const url = document.documentElement.dataset.routeParts;
    if (!url) return Promise.resolve();
    partsLoader ??= browserRouteParts(url);
    return partsLoader(routePath);
  },
  isSlowConnection,
  schedule: idleScheduler(),
});

// Mounted on `window` as Docusaurus' is: frozen.
export default Object.freeze({prefetch, preload});
