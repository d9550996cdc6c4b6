/**
 * What the build found each page renders that fetches its own code once in the browser (the code highlighter, a
 * live demo), written next to the build (plugins/lean-client/routeParts.ts). A client-side navigation renders
 * those parts without the server's HTML, so their chunks are part of what the route needs. The manifest is fetched
 * with a page's first prefetch or preload (./themeOverrides/docusaurus.ts), not with the page.
 */
// The bundler's runtime: `e` fetches a chunk and registers its modules, without running them.
declare const __webpack_require__: {e(chunkId: string): Promise<unknown>};

/** The manifest: which chunks each part loads, and which parts each page renders. */
export interface RoutePartsManifest {
  /** The chunk ids each part loads, by part index. */
  parts: string[][];
  /** The indexes of the parts each page renders, by the page's path. */
  routes: Record<string, number[]>;
}

export interface RoutePartsOptions {
  /** The manifest's URL, which the page names. */
  url: string;
  fetchManifest(url: string): Promise<RoutePartsManifest>;
  /** Fetches a chunk and registers its modules without running them (the bundler's `__webpack_require__.e`). */
  ensureChunk(chunkId: string): Promise<unknown>;
}

/** A link's path as the manifest keys pages: no query, no fragment, no trailing slash but the root's. */
export function pagePath(routePath: string): string {
  const path = routePath.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Loads the chunks of the parts the page at `routePath` renders, from a manifest fetched on the first call (with no
 * path, that call only fetches it); never rejects, and a manifest that fails to load loads nothing.
 */
export function createRouteParts({url, fetchManifest, ensureChunk}: RoutePartsOptions): (routePath?: string) => Promise<void> {
  let manifest: Promise<RoutePartsManifest | undefined> | undefined;
  return async (routePath) => {
    const found = await (manifest ??= fetchManifest(url).catch(() => undefined));
    const chunkIds = new Set((found?.routes[pagePath(routePath ?? '')] ?? []).flatMap((index) => found?.parts[index] ?? []));
    await Promise.all([...chunkIds].map((chunkId) => ensureChunk(chunkId).catch(() => undefined)));
  };
}

/** In the browser: the manifest the page names, fetched from our origin, and chunks through the bundler's runtime. */
export default function browserRouteParts(url: string): (routePath?: string) => Promise<void> {
  return createRouteParts({
    url,
    fetchManifest: (manifestUrl) => fetch(manifestUrl).then((response) => (response.ok ? (response.json() as Promise<RoutePartsManifest>) : Promise.reject(new Error(`${manifestUrl} answered ${response.status}`)))),
    ensureChunk: (chunkId) => __webpack_require__.e(chunkId),
  });
}

