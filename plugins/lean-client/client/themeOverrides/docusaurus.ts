/**
 * Browser-only stand-in for `@docusaurus/core/lib/client/docusaurus.js` (swapped in by plugins/lean-client),
 * the `window.docusaurus` that links call. `preload` is Docusaurus' own. `prefetch` keeps its rules (once per
 * path, never on a slow or data-saving connection, not for a path already preloaded) but asks for each chunk
 * file once per page and skips chunks already loaded (plugins/lean-client/client/routePrefetch.ts): a doc page's sidebar goes
 * from 276 `<link rel="prefetch">` elements to the 30-odd files it needs.
 */
import {matchRoutes} from 'react-router-config';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {createRoutePrefetcher} from '../routePrefetch';

// The bundler's runtime: `gca` (Docusaurus' ChunkAssetPlugin) names a chunk's file; the module table holds
// every module the page has loaded so far.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};
declare const __webpack_modules__: Record<string | number, unknown>;

const fetched = new Set<string>();
const loaded = new Set<string>();

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const chunkFilesToPrefetch = createRoutePrefetcher({
  matchedPaths: (routePath) => matchRoutes(routes, routePath).flatMap(({route}) => (route.path === undefined ? [] : [route.path])),
  routesChunkNames,
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
  isLoaded: (chunkName) => {
    const moduleId = registry[chunkName]?.[2];
    return moduleId !== undefined && __webpack_modules__[moduleId] !== undefined;
  },
});

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return Promise.all(chunkFilesToPrefetch(routePath).map((url) => prefetchHelper(url)));
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on `window` as Docusaurus' is: frozen.
export default Object.freeze({prefetch, preload});
