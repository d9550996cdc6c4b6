/**
 * The parts of a page that fetch their own code in the browser, page by page (DESIGN.md, "preloadParts"). The
 * server renders code blocks and live demos in full, so a page loaded from the server never needs their code; a
 * client-side navigation renders them anew, and they fetch it then: the highlighter for every code block, a demo's
 * spec and props panel for a playground. Hovering a link preloaded the route's own chunks only, so the click that
 * followed still waited for these. The build writes which chunks each page's parts load, and a hovered link loads
 * them with the route (plugins/lean-client/client/routePrefetch.ts).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {withBase} from '../../common/basePath.ts';
import type {RoutePartsManifest} from './client/routePartsLoader.ts';

/** A part: how the built HTML shows it, and the modules whose chunks it loads in the browser. */
export interface LazyPart {
  /** Each instance of the part in a page's HTML, as the key of its chunks (a demo's key names the demo). */
  find(html: string): string[];
  /** For one key found, the source modules (matched against module names in the bundler's stats) it loads. */
  modules(key: string): RegExp[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sourcePath = (relative: string): RegExp => new RegExp(relative.split('/').map(escape).join('[\\\\/]'));

/** The parts of this site's pages that load code on their own (keep in step with the components named). */
export const lazyParts: LazyPart[] = [
  {
    // src/theme/CodeBlock/Content: a block rendered in the browser waits for the highlighter.
    find: (html) => (/\btheme-code-block\b/.test(html) ? ['code'] : []),
    modules: () => [sourcePath('src/lib/codeHighlight/HighlightedCode.tsx')],
  },
  {
    // plugins/ui-kit/theme/Playground: a demo fetches its spec (plugins/ui-kit/loadDemo.ts), then its props panel.
    find: (html) => [...new Set(Array.from(html.matchAll(/\bdata-playground=["']?([A-Z][A-Za-z]*)/g), (match) => `playground:${match[1]}`))],
    modules: (key) => {
      const name = key.slice('playground:'.length);
      return [sourcePath(`plugins/ui-kit/kit/${name}/${name}.playground.tsx`), sourcePath('plugins/ui-kit/theme/Playground/PropsPanel')];
    },
  },
];

/**
 * What the plugin reads of the bundler's stats: each chunk's id, whether the page's entry loads it (`initial`), the
 * chunks it loads with, and its modules' names.
 */
export interface StatsChunk {
  id?: string | number | null;
  initial?: boolean;
  siblings?: Array<string | number>;
  modules?: Array<{name?: string; modules?: Array<{name?: string}>}>;
}

/**
 * The chunk ids that load the module `pattern` names: every chunk holding it (a concatenated module's inner
 * modules included) and the chunks loaded together with each, less those every page loads at start. Throws when
 * no chunk holds it, naming the module, since a page would otherwise silently lose its preload.
 */
export function chunksHolding(chunks: readonly StatsChunk[], pattern: RegExp): string[] {
  const names = (chunk: StatsChunk) => (chunk.modules ?? []).flatMap((module) => [module.name ?? '', ...(module.modules ?? []).map((inner) => inner.name ?? '')]);
  const holding = chunks.filter((chunk) => chunk.id != null && names(chunk).some((name) => pattern.test(name)));
  if (holding.length === 0) throw new Error(`lean-client (preloadParts): no chunk of the browser build holds a module matching ${pattern}; update plugins/lean-client/routeParts.ts to the module the part now loads.`);
  const atStart = new Set(chunks.filter((chunk) => chunk.initial).map((chunk) => String(chunk.id)));
  const ids = holding.flatMap((chunk) => [String(chunk.id), ...(chunk.siblings ?? []).map(String)]);
  return [...new Set(ids.filter((id) => !atStart.has(id)))].sort();
}

/** A page's path from its HTML file's path in the build (`quickstart.html` is `/quickstart`, `index.html` is `/`). */
export function pagePathOf(relativeFile: string): string {
  const withoutExtension = relativeFile.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${withoutExtension}`.replace(/\/$/, '') || '/';
}

/**
 * The manifest with its pages keyed by the paths the browser's router uses, under the site's base path
 * (`/quickstart` → `/docs/quickstart`; the home page is `/docs`, as the loader's `pagePath` trims it).
 */
export function routePartsUnderBase(manifest: RoutePartsManifest, baseUrl: string): RoutePartsManifest {
  if (baseUrl === '/') return manifest;
  const routes = Object.entries(manifest.routes).map(([sitePath, indexes]) => [withBase(baseUrl, sitePath).replace(/\/+$/, ''), indexes] as const);
  return {parts: manifest.parts, routes: Object.fromEntries(routes)};
}

/**
 * The manifest for a set of pages: each distinct part's chunks once, and each page's parts by index. Pages
 * without parts are left out, and so is the 404 page, which no link leads to.
 */
export function routePartsManifest(
  pages: ReadonlyArray<{path: string; html: string}>,
  chunksOf: (modules: RegExp[]) => string[],
  parts: readonly LazyPart[] = lazyParts,
): RoutePartsManifest {
  const indexOf = new Map<string, number>();
  const manifest: RoutePartsManifest = {parts: [], routes: {}};
  for (const {path: pagePath, html} of pages) {
    if (pagePath === '/404') continue;
    const indexes = parts.flatMap((part) =>
      part.find(html).map((key) => {
        let index = indexOf.get(key);
        if (index === undefined) {
          index = manifest.parts.push(chunksOf(part.modules(key))) - 1;
          indexOf.set(key, index);
        }
        return index;
      }),
    );
    if (indexes.length > 0) manifest.routes[pagePath] = indexes;
  }
  return manifest;
}

/** The chunks that load all of `modules`, from the browser build's chunks. */
export const chunksLoading = (chunks: readonly StatsChunk[]) => (modules: RegExp[]): string[] =>
  [...new Set(modules.flatMap((pattern) => chunksHolding(chunks, pattern)))].sort();

/** Writes the manifest under `assets/`, named after its content (cached for good), and gives its URL. */
export function writeRoutePartsManifest(outDir: string, baseUrl: string, manifest: RoutePartsManifest): string {
  const text = JSON.stringify(manifest);
  const file = `assets/route-parts.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
  mkdirSync(path.join(outDir, 'assets'), {recursive: true});
  writeFileSync(path.join(outDir, file), text);
  return `${baseUrl}${file}`;
}

/** The page names the manifest on its root element, where the browser's preloads read it. */
export function nameRoutePartsManifest(html: string, url: string): string {
  const rewritten = html.replace(/<html(?=[\s>])/, `<html data-route-parts="${url}"`);
  if (rewritten === html) throw new Error('lean-client (preloadParts): the page has no <html> element to name the route parts manifest on');
  return rewritten;
}

/** Keeps the browser build's chunks (ids, siblings, module names) when it is done, for the post-build step. */
export class ChunkStatsCollector {
  chunks: StatsChunk[] = [];

  apply(compiler: {hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): {chunks?: StatsChunk[]}}) => void): void}}}): void {
    compiler.hooks.done.tap('ChunkStatsCollector', (stats) => {
      const json = stats.toJson({all: false, chunks: true, chunkModules: true, chunkRelations: true, ids: true, nestedModules: true});
      this.chunks = (json.chunks ?? []).map(({id, initial, siblings, modules}) => ({
        id,
        initial,
        siblings,
        modules: (modules ?? []).map(({name, modules: inner}) => ({name, modules: inner?.map((module) => ({name: module.name}))})),
      }));
    });
  }
}
