/**
 * Loads the build-time index from our own origin: the entry once per page load, then only the shards queries need.
 * The engine is a chunk of its own, fetched beside the entry, so no page carries it before a reader searches.
 */
import {translate} from '@docusaurus/Translate';
import {cachedPromise} from '@site/common/search/cache.ts';
import type {Searcher} from '@site/common/search/engine.ts';
import type {PageKindsFile, PageTextFile, SearchIndexEntry} from '@site/common/search/types.ts';

interface Loaded {
  searcher: Searcher;
  /** Folder of the page texts: `<textBase>/<page number>.json`. */
  textBase: string;
  /** The kind of every page, for the search page's kind filter (read on its first use). */
  kinds: () => Promise<PageKindsFile>;
}

const indexes = new Map<string, Promise<Loaded>>();
const texts = new Map<string, Promise<PageTextFile>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      translate(
        {
          id: 'search.error.load',
          message: 'Search could not load {url} (HTTP {status}).',
          description: 'Shown in place of search results when a file of the search index did not load; {status} is the HTTP status',
        },
        {url, status: String(response.status)},
      ),
    );
  }
  return (await response.json()) as T;
}

/**
 * The searcher for a language; its entry file and the engine are downloaded on the first call only. The index's
 * paths are the site's (`/search-index/…`), the same whatever the base; `siteBase` (`/`, `/docs/`) goes before them.
 */
export function loadSearcher(language: string, siteBase: string): Promise<Loaded> {
  return cachedPromise(indexes, language, async () => {
    const [entry, {createSearcher}] = await Promise.all([
      fetchJson<SearchIndexEntry>(`${siteBase}search-index/${language}.json`),
      import(/* webpackChunkName: "search-engine" */ '@site/common/search/engine.ts'),
    ]);
    // The base ends with `/` and the entry's folder starts with one; joined by hand, so that the search page's first
    // load carries no base-path module.
    const folder = `${siteBase}${entry.base.slice(1)}`;
    const kinds = new Map<string, Promise<PageKindsFile>>();
    return {
      searcher: createSearcher(entry, (file) => fetchJson(`${folder}/${file}`)),
      textBase: `${folder}/s`,
      kinds: () => cachedPromise(kinds, 'kinds', () => fetchJson<PageKindsFile>(`${folder}/kinds.json`)),
    };
  });
}

/** The sections of one page, for heading context and excerpts. */
export function loadPageText(textBase: string, page: number): Promise<PageTextFile> {
  const url = `${textBase}/${page}.json`;
  return cachedPromise(texts, url, () => fetchJson<PageTextFile>(url));
}
