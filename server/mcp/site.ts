/**
 * What the MCP tools read, all of it from the production build and nothing outside it: the search index
 * (searched by the same engine as the site, its files read from disk instead of fetched, and every word's
 * postings held in memory from the first search on), the Markdown
 * twins, the sidebars as /llms.txt lists them, the FastStore API schema and the Headless CMS API description.
 * Each part is loaded on first use and kept.
 */
import {existsSync, readFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Operation} from '../../common/openapi.ts';
import {cachedPromise} from '../../common/search/cache.ts';
import {createSearcher, type Searcher} from '../../common/search/engine.ts';
import {excerpt} from '../../common/search/highlight.ts';
import {editDistance} from '../../common/search/query.ts';
import {sectionHits} from '../../common/search/rank.ts';
import type {Postings} from '../../common/search/format.ts';
import type {PageKind, PageKindsFile, PageTextFile, PostingsShard, SearchIndexEntry} from '../../common/search/types.ts';
import {SITE_INFO_FILE} from '../../common/siteInfo.ts';
import {readBuildBase} from '../basePath.ts';
import {resolveFile} from '../paths.ts';
import {BoundedMap} from './bounded-map.ts';
import {PostingsPacker, type ResidentPostings} from './resident-postings.ts';

/** The canonical origin when the build's /llms.txt names none. */
const defaultSiteUrl = 'https://faststore.dev';
/** Where the build keeps what the tools read (written by plugins/docs-travel and plugins/openapi-reference). */
export const buildFiles = {
  searchEntry: 'search-index/en.json',
  llmsTxt: 'llms.txt',
  graphqlSchema: 'faststore-api.graphql',
  cmsApi: 'vtex-headless-cms-api.yaml',
} as const;
/** The search index entry of a locale's site: `search-index/pt-BR.json` in build/pt-BR/. */
export const searchEntryOf = (locale: string) => `search-index/${locale}.json`;
/** The Headless CMS API reference page. */
export const cmsApiPage = '/vtex-headless-cms-api';

export type DocsVersion = 'current' | 'v0';

export interface SearchOptions {
  query: string;
  version: DocsVersion;
  kind?: PageKind;
  limit: number;
  /** The site searched: English (default) or a translated locale the build holds. */
  locale?: string;
}

export interface SearchDocsHit {
  title: string;
  /** Absolute URL of the page, with the anchor of its best matching section. */
  url: string;
  /** Site path of the page, as get_page takes it. */
  path: string;
  kind: PageKind;
  /** Heading of the best matching section; '' for the top of the page. */
  section: string;
  excerpt: string;
}

export interface SearchDocsResult {
  query: string;
  /** Pages that answer the query (all of them, not only the hits returned). */
  count: number;
  hits: SearchDocsHit[];
}

/** One section of /llms.txt: a sidebar (or the release notes), its groups and their pages in order. */
export interface PageSectionTree {
  title: string;
  groups: Array<{label: string; pages: Array<{title: string; path: string; description: string}>}>;
}

/**
 * The most the search keeps in memory besides the held postings: index files (shards and page chunks,
 * about 24 KB each), decoded postings (in page entries, 12 bytes each; only until all postings are held)
 * and page texts. Past them the least recently used go, so a server that has answered every word holds
 * the compact postings and a fraction of the rest of a large index (README, design notes "MCP speed" and
 * "MCP search postings in memory").
 */
export const searchCacheLimits: Readonly<SearchCacheLimits> = {files: 256, postings: 400_000, texts: 256};
export interface SearchCacheLimits {
  /** Index files kept (dictionary and postings shards, page chunks). */
  files: number;
  /** Decoded postings kept, in page entries (plus one per word). */
  postings: number;
  /** Page texts kept. */
  texts: number;
}

/** The index folder of the entry (`/search-index/<hash>/<language>`); anything else is not our build. */
const indexBase = /^\/search-index\/[\w-]+\/[\w-]+$/;
const indexFile = /^(?:[dtps]\/\d{1,6}\.json|kinds\.json)$/;

/** Reads a file of the build by its site-relative path; null when it is missing or would leave the build. */
async function readBuildFile(root: string, relative: string): Promise<string | null> {
  const file = await resolveFile(root, `/${relative}`);
  if (file === null || path.basename(file) !== path.basename(relative)) return null;
  return readFile(file, 'utf8').catch(() => null);
}

async function readRequired(root: string, relative: string, what: string): Promise<string> {
  const text = await readBuildFile(root, relative);
  if (text === null) throw new Error(`The build has no ${relative} (${what}). Run "npm run build" first.`);
  return text;
}

/**
 * A path on this site from what an agent may pass: a path or full URL, with or without `.md`, a trailing slash or an
 * anchor, with the site's base path (`/docs/quickstart`, as llms.txt and the search name pages) or without.
 */
export function sitePathOf(input: string, basePath = '/'): string | null {
  let pathname = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return null;
    }
  }
  pathname = pathname.replace(/[?#].*$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  try {
    pathname = decodeURI(pathname);
  } catch {
    return null;
  }
  if (basePath !== '/' && `${pathname}/`.startsWith(basePath)) pathname = pathname.slice(basePath.length - 1);
  pathname = pathname.replace(/\.md$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/** The site path of a twin file (relative to the build): `quickstart.md` → `/quickstart`, `index.md` → `/`. */
export const pathOfTwin = (relative: string) => `/${relative.replace(/\.md$/, '')}`.replace(/\/index$/, '') || '/';

/**
 * The Markdown twins under the build (paths relative to it), outside the folders that hold none (assets, images, the
 * search index) and the translated locales' sites, each a whole site in its own folder with its own site.json.
 */
export async function listTwins(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), {withFileTypes: true});
  const found: string[] = [];
  for (const entry of entries) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    const nestedSite = entry.isDirectory() && existsSync(path.join(root, relative, SITE_INFO_FILE));
    if (entry.isDirectory() && !nestedSite && !['assets', 'img', 'search-index'].includes(relative)) found.push(...(await listTwins(root, relative)));
    else if (entry.isFile() && entry.name.endsWith('.md')) found.push(relative);
  }
  return found;
}

/**
 * Parses /llms.txt (the build's sidebar-ordered list of pages) into sections, groups and pages (their paths from the
 * site's root). `siteUrl` is the site's address: its origin and base path, without a trailing slash.
 */
export function parseLlmsTxt(text: string, basePath = '/'): {siteUrl: string; sections: PageSectionTree[]} {
  const sections: PageSectionTree[] = [];
  let siteUrl: string | undefined;
  for (const line of text.split('\n')) {
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      const [, level, title = ''] = heading;
      if (level === '##') sections.push({title, groups: [{label: title, pages: []}]});
      else sections.at(-1)?.groups.push({label: title, pages: []});
      continue;
    }
    const link = /^- \[(.+?)\]\((https?:\/\/[^)]+)\)(?:: (.*))?$/.exec(line);
    if (!link) continue;
    const [, title = '', url = '', description = ''] = link;
    const parsed = new URL(url);
    // Only the Markdown twins are pages get_page can read; the API reference and the MCP lines are not.
    if (!parsed.pathname.endsWith('.md')) continue;
    siteUrl ??= `${parsed.origin}${basePath.slice(0, -1)}`;
    sections.at(-1)?.groups.at(-1)?.pages.push({title, path: sitePathOf(parsed.pathname, basePath) ?? '/', description});
  }
  const kept = sections
    .map((section) => ({...section, groups: section.groups.filter((group) => group.pages.length > 0)}))
    .filter((section) => section.groups.length > 0);
  return {siteUrl: siteUrl ?? `${defaultSiteUrl}${basePath.slice(0, -1)}`, sections: kept};
}

export type McpSite = Awaited<ReturnType<typeof loadSite>>;

export interface SiteOptions {
  /** Bounds of the search's caches; default `searchCacheLimits`. */
  cacheLimits?: SearchCacheLimits;
  /**
   * Whether the first search starts reading every word's postings into memory (default true); until they
   * are in, and without them, searches read postings shards as the site's search does.
   */
  holdPostings?: boolean;
  /**
   * Whether the dictionary is loaded at once, in the background (default true), so that no first search of a letter
   * waits for it; off where the searches run in another thread (search-worker.ts).
   */
  preloadDictionary?: boolean;
  /** The site's base path; default the one the build names (build/site.json), `/` without it. */
  basePath?: string;
  /** The site's language, which names its search index (search-index/<locale>.json); default en. */
  locale?: string;
}

/** Postings shards read at once while the postings are loaded into memory. */
const shardReadsAtOnce = 4;
/**
 * Decoded postings kept once all are held, in page entries: the commonest words, chosen once, whose decoding
 * allocates the most on each search (README, design note "MCP search postings in memory").
 */
const heldDecodedEntries = 100_000;
/** A decoded postings' weight in the caches, in page entries (plus one per word). */
const postingsWeight = (found: Postings | undefined) => 1 + (found ? found.pages.length + found.names.length : 0);

/** The build at `buildDir`, as the MCP tools read it. Fails when the build has no search index or /llms.txt. */
export async function loadSite(buildDir: string, {cacheLimits = searchCacheLimits, holdPostings = true, preloadDictionary = true, basePath: givenBase, locale = 'en'}: SiteOptions = {}) {
  const root = path.resolve(buildDir);
  const basePath = givenBase ?? (await readBuildBase(root));
  const {siteUrl, sections} = parseLlmsTxt(await readRequired(root, buildFiles.llmsTxt, 'the page list'), basePath);
  const entry = JSON.parse(await readRequired(root, searchEntryOf(locale), 'the search index')) as SearchIndexEntry;
  if (!indexBase.test(entry.base)) throw new Error(`The search index entry names an unexpected folder ${entry.base}. Run "npm run build" again.`);
  // The folder is checked once; its files are read by a name the pattern allows, without resolving each.
  const indexDir = path.join(root, entry.base);

  const readIndexFile = async (file: string): Promise<unknown> => {
    if (!indexFile.test(file)) throw new Error(`Unexpected search index file ${file}`);
    const text = await readFile(path.join(indexDir, file), 'utf8').catch(() => {
      throw new Error(`The build has no ${entry.base.slice(1)}/${file} (the search index). Run "npm run build" first.`);
    });
    return JSON.parse(text) as unknown;
  };
  const files = new BoundedMap<string, Promise<unknown>>(cacheLimits.files);
  const postings = new BoundedMap<string, Postings | undefined>(cacheLimits.postings, postingsWeight);
  let resident: ResidentPostings | undefined;
  // The commonest words' postings, the longest to decode on each search, stay decoded once all are held.
  let commonest = new Map<string, Postings | undefined>();
  const held = {ready: () => resident !== undefined, get: (word: string) => (commonest.has(word) ? commonest.get(word) : resident?.get(word))};
  const searcher: Searcher = createSearcher(entry, readIndexFile, {files, postings, held});
  // In the background: a first search of each letter no longer waits for its dictionary shards (README, design note "MCP speed").
  if (preloadDictionary) searcher.preloadDictionary().catch(() => undefined);

  /** Every word's postings, read into memory shard by shard (README, design note "MCP search postings in memory"). */
  let holding: Promise<ResidentPostings> | undefined;
  const holdAllPostings = () => {
    holding ??= (async () => {
      const packer = new PostingsPacker();
      for (let first = 0; first < entry.postings.length; first += shardReadsAtOnce) {
        const numbers = entry.postings.slice(first, first + shardReadsAtOnce).map((_, n) => first + n);
        for (const shard of await Promise.all(numbers.map((n) => readIndexFile(`t/${n}.json`) as Promise<PostingsShard>))) {
          packer.add(shard);
          // Requests that came in meanwhile run between shards: this is background work.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const packed = packer.finish();
      commonest = new Map(packed.commonest(Math.min(cacheLimits.postings, heldDecodedEntries)).map((word) => [word, packed.get(word)]));
      resident = packed;
      // What searches read and decoded meanwhile is not used again.
      for (const file of [...files.keys()]) if (file.startsWith('t/')) files.delete(file);
      postings.clear();
      return resident;
    })();
    holding.catch(() => (holding = undefined));
    return holding;
  };

  const texts = new BoundedMap<string, Promise<PageTextFile>>(cacheLimits.texts);
  // Read synchronously: a page text is a few KB of the build, in the page cache once read, and an
  // asynchronous read is four trips through the thread pool for it (README, design note "MCP search postings in memory").
  const pageText = (page: number) =>
    cachedPromise(texts, String(page), async () => JSON.parse(readFileSync(path.join(indexDir, `s/${page}.json`), 'utf8')) as PageTextFile);

  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, create: () => Promise<T>) => cachedPromise(cache, key, create) as Promise<T>;

  /** The kind of every page, in page order (read on the first search that filters by kind). */
  const pageKinds = () => once('kinds', () => readIndexFile('kinds.json') as Promise<PageKindsFile>);

  const twins = () => once('twins', async () => new Set((await listTwins(root)).map(pathOfTwin)));

  return {
    root,
    locale,
    /** The site's base path (`/`, `/docs/`, `/pt-BR/`): the paths the tools take and give are from the site's root. */
    basePath,
    siteUrl,
    sections,
    entry,

    async search({query, version, kind, limit}: SearchOptions): Promise<SearchDocsResult> {
      if (holdPostings && !holding) void holdAllPostings().catch(() => undefined);
      const kinds = kind === undefined ? undefined : await pageKinds();
      const accept = kinds === undefined ? undefined : (page: number) => kinds[page] === kind;
      // The tags a reader of that docs version searches with on the site (useContextualSearchFilters).
      const result = await searcher.search(query, ['default', `docs-default-${version}`], limit, accept);
      const hits = await Promise.all(
        result.hits.map(async (hit): Promise<SearchDocsHit> => {
          const text = await pageText(hit.page).catch((): PageTextFile => []);
          const [best] = sectionHits(text, hit.terms, hit.groups);
          const section = best ?? {anchor: '', heading: '', text: text[0]?.[2] ?? ''};
          const anchor = section.anchor ? `#${section.anchor}` : '';
          return {
            title: hit.title,
            url: `${siteUrl}${hit.url}${anchor}`,
            path: hit.url,
            kind: hit.kind,
            section: section.heading,
            excerpt: excerpt(section.text, hit.terms),
          };
        }),
      );
      return {query: result.query, count: result.count, hits};
    },

    /** Reads every word's postings into memory now (the first search starts it); resolves to their size. */
    holdPostings: async () => {
      const held = await holdAllPostings();
      return {words: held.words, bytes: held.bytes};
    },

    /** What the search holds now, in the units of `searchCacheLimits`. */
    searchCacheSizes: (): SearchCacheLimits => ({files: files.weight, postings: postings.weight, texts: texts.weight}),

    /** The Markdown twin of a site path, or null when there is none. */
    async readPage(sitePath: string): Promise<string | null> {
      if (!(await twins()).has(sitePath)) return null;
      return readBuildFile(root, sitePath === '/' ? 'index.md' : `${sitePath.slice(1)}.md`);
    },

    /** The existing page paths closest to `sitePath`: same last segment first, then by edit distance. */
    async closestPaths(sitePath: string, count = 3): Promise<string[]> {
      const last = sitePath.split('/').at(-1)?.toLowerCase() ?? '';
      const scored = [...(await twins())].map((candidate) => {
        const candidateLast = candidate.split('/').at(-1)?.toLowerCase() ?? '';
        const distance = Math.min(editDistance(sitePath.toLowerCase(), candidate.toLowerCase(), 40), 40);
        const lastDistance = last && candidateLast.includes(last) ? 0 : editDistance(last, candidateLast, 20);
        return {candidate, score: lastDistance * 2 + distance / 4};
      });
      return scored
        .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
        .slice(0, count)
        .map(({candidate}) => candidate);
    },

    /** The FastStore API schema as SDL. */
    graphqlSchema: () => once('graphql', () => readRequired(root, buildFiles.graphqlSchema, 'the FastStore API schema')),

    /** Whether a built HTML page has an element with this id (a heading anchor). */
    async hasAnchor(pagePath: string, id: string): Promise<boolean> {
      const html = await once(`html:${pagePath}`, async () => (await readBuildFile(root, `${pagePath.slice(1)}.html`)) ?? '');
      return html.includes(` id=${id}>`) || html.includes(` id="${id}"`);
    },

    /** Every page readPage reads, in path order, titled as /llms.txt lists it (its path when it does not). */
    pageList: () =>
      once('pageList', async () => {
        const listed = new Map(sections.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => [page.path, page] as const))));
        return [...(await twins())].sort().map((pagePath) => ({
          path: pagePath,
          title: listed.get(pagePath)?.title ?? pagePath,
          description: listed.get(pagePath)?.description ?? '',
        }));
      }),

    async hasPage(pagePath: string): Promise<boolean> {
      return (await twins()).has(pagePath);
    },

    /** Every operation of the Headless CMS API description. */
    cmsOperations: () =>
      once('cms', async (): Promise<Operation[]> => {
        const [source, {parse}, {listOperations, parseApiDescription}] = await Promise.all([
          readRequired(root, buildFiles.cmsApi, 'the Headless CMS API description'),
          import('yaml'),
          import('../../common/openapi.ts'),
        ]);
        return listOperations(parseApiDescription(parse(source)));
      }),
  };
}
