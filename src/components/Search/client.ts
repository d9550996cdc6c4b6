/** Loads the build-time index and page texts from our own origin, once per page load. */
import {createSearcher, type Searcher} from '@site/src/lib/search/engine';
import type {PageTextFile, SearchIndexFile} from '@site/src/lib/search/types';

interface Loaded {
  searcher: Searcher;
  textBase: string;
}

const indexes = new Map<string, Promise<Loaded>>();
const texts = new Map<string, Promise<PageTextFile>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search could not load ${url} (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

/** The searcher for a language; the index is downloaded on the first call only. */
export function loadSearcher(language: string): Promise<Loaded> {
  let loaded = indexes.get(language);
  if (!loaded) {
    loaded = fetchJson<SearchIndexFile>(`/search-index/${language}.json`).then((file) => ({searcher: createSearcher(file), textBase: file.textBase}));
    loaded.catch(() => indexes.delete(language));
    indexes.set(language, loaded);
  }
  return loaded;
}

/** The sections of one page, for heading context and excerpts. */
export function loadPageText(textBase: string, page: number): Promise<PageTextFile> {
  const url = `${textBase}/${page}.json`;
  let loaded = texts.get(url);
  if (!loaded) {
    loaded = fetchJson<PageTextFile>(url);
    loaded.catch(() => texts.delete(url));
    texts.set(url, loaded);
  }
  return loaded;
}
