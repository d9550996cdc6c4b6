/**
 * Which chunk files to prefetch for a route, without repeats. Docusaurus prefetches every chunk of every
 * route a link's path matches, parents included, and does not remember files: on /quickstart the sidebar's
 * links add 276 `<link rel="prefetch">` elements for 34 distinct files, and each one costs the main thread
 * about half a millisecond (two on a phone). Here each file is asked for once, and a chunk the page has
 * already loaded (a parent layout's, the current doc's) is not asked for at all. Pure: the caller passes
 * the route table lookups.
 */
import flat from '@docusaurus/core/lib/client/flat';
import type {ChunkNames} from '@docusaurus/types';
import {createIdleQueue} from './idleQueue.ts';
import type {Scheduler} from './scheduler.ts';

export interface RoutePrefetchSource {
  /** The paths of the route entries `routePath` matches, outermost first (`matchRoutes(routes, routePath)`). */
  matchedPaths(routePath: string): string[];
  /** Docusaurus' chunk names per route, keyed `${path}-${hash}` (`@generated/routesChunkNames`). */
  routesChunkNames: Record<string, ChunkNames>;
  /** The file a chunk name is built into; undefined, or a URL naming `undefined`, when the bundler merged it away. */
  chunkUrl(chunkName: string): string | undefined;
  /** Whether the chunk's module is already in the page (so its file has been loaded). */
  isLoaded(chunkName: string): boolean;
}

/** Returns a function giving, for a route path, the chunk files not asked for before (each file once per page). */
export function createRoutePrefetcher(source: RoutePrefetchSource): (routePath: string) => string[] {
  const asked = new Set<string>();
  let chunkNamesByPath: Map<string, string[]> | undefined;

  // One pass over the route table, the first time: Docusaurus scans it once per matched route.
  const chunkNamesOf = (path: string): string[] => {
    if (!chunkNamesByPath) {
      chunkNamesByPath = new Map();
      for (const [pathWithHash, chunkNames] of Object.entries(source.routesChunkNames)) {
        const routePath = pathWithHash.replace(/-[^-]+$/, '');
        const names = chunkNamesByPath.get(routePath) ?? [];
        names.push(...Object.values(flat(chunkNames)));
        chunkNamesByPath.set(routePath, names);
      }
    }
    return chunkNamesByPath.get(path) ?? [];
  };

  return (routePath) => {
    const urls: string[] = [];
    for (const path of source.matchedPaths(routePath)) {
      for (const chunkName of chunkNamesOf(path)) {
        if (source.isLoaded(chunkName)) continue;
        const url = source.chunkUrl(chunkName);
        if (!url || url.includes('undefined') || asked.has(url)) continue;
        asked.add(url);
        urls.push(url);
      }
    }
    return urls;
  };
}

export interface LinkPrefetchOptions {
  /** The chunk files of a route not asked for before (`createRoutePrefetcher`). */
  chunkFiles(routePath: string): string[];
  /** Asks the browser for one file (Docusaurus' `<link rel="prefetch">` helper). */
  prefetchFile(url: string): unknown;
  /** Loads a route's code now (Docusaurus' preload). */
  preloadRoute(routePath: string): Promise<void[]>;
  /**
   * Loads the chunks of the parts the page at `routePath` renders that fetch their own code (./routePartsLoader.ts),
   * or with no path gets ready to; never rejects. Left out, a preload loads the route's chunks only.
   */
  loadParts?(routePath?: string): Promise<unknown>;
  /** A 2G or data-saving connection: nothing is fetched ahead. */
  isSlowConnection(): boolean;
  /** Where queued prefetches run: idle time, a short slice at a time. */
  schedule: Scheduler;
}

/**
 * `window.docusaurus`, as Docusaurus' own keeps its rules (once per path, never on a slow or data-saving
 * connection, not for a path already preloaded), with three changes: a prefetch is queued and runs in idle
 * time, a few per slice, instead of at once (a doc page's sidebar scrolls into view all at once), and each
 * file is asked for once. A preload (a link hovered, touched or focused) runs at once and loads everything the
 * page needs, its route's chunks and the chunks of the parts it renders, so the click that follows fetches
 * nothing; preloading a path again gives the first preload's promise. A path preloaded before its queued
 * prefetch runs is not prefetched.
 */
export function createLinkPrefetch({chunkFiles, prefetchFile, preloadRoute, loadParts, isSlowConnection, schedule}: LinkPrefetchOptions): {
  prefetch(routePath: string): false;
  preload(routePath: string): false | Promise<void[]>;
} {
  const loaded = new Map<string, Promise<void[]>>();
  const queue = createIdleQueue<string>((routePath) => {
    void loadParts?.();
    if (loaded.has(routePath)) return;
    for (const url of chunkFiles(routePath)) void Promise.resolve(prefetchFile(url)).catch(() => undefined);
  }, schedule);
  return {
    prefetch(routePath) {
      if (!isSlowConnection() && !loaded.has(routePath)) queue.add(routePath);
      return false;
    },
    preload(routePath) {
      if (isSlowConnection()) return false;
      let preloading = loaded.get(routePath);
      if (!preloading) {
        preloading = Promise.all([preloadRoute(routePath), loadParts?.(routePath)]).then(([route]) => route);
        loaded.set(routePath, preloading);
      }
      return preloading;
    },
  };
}
