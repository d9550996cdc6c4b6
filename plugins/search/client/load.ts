/** Loads the build-time index from our own origin: the entry once per page load, then only the shards queries need. */
import {cachedPromise} from '../../../common/search/cache';
import {createSearcher, type Searcher} from '../../../common/search/engine';
import type {PageTextFile, SearchIndexEntry} from '../../../common/search/types';

interface Loaded {
  searcher: Searcher;
  /** Folder of the page texts: `<textBase>/<page number>.json`. */
  textBase: string;
}

const indexes = new Map<string, Promise<Loaded>>();
const texts = new Map<string, Promise<PageTextFile>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search could not load ${url} (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

/** The searcher for a language; its entry file is downloaded on the first call only. */
export function loadSearcher(language: string): Promise<Loaded> {
  return cachedPromise(indexes, language, async () => {
    const entry = await fetchJson<SearchIndexEntry>(`/search-index/${language}.json`);
    return {searcher: createSearcher(entry, (file) => fetchJson(`${entry.base}/${file}`)), textBase: `${entry.base}/s`};
  });
}

/** The sections of one page, for heading context and excerpts. */
export function loadPageText(textBase: string, page: number): Promise<PageTextFile> {
  const url = `${textBase}/${page}.json`;
  return cachedPromise(texts, url, () => fetchJson<PageTextFile>(url));
}
