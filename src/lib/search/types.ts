import type {PackedIndex} from './pack';

/**
 * The build-time search index, shared by the indexer (plugins/search-index) and the browser.
 * One file per language; the docs version is a per-page facet, so one file serves every version.
 */

/** What a page is, shown as a label next to its hits. */
export type PageKind = 'docs' | 'release' | 'starter' | 'page';

/** One indexed page: [url, title, docusaurus tag, kind]. Tuples keep the index small. */
export type IndexedPage = [url: string, title: string, tag: string, kind: PageKind];

/** The file served at /search-index/<language>.json. */
export interface SearchIndexFile {
  version: 1;
  language: string;
  pages: IndexedPage[];
  /** Folder of this build's page texts: `<textBase>/<page number>.json`, each a {@link PageTextFile}. */
  textBase: string;
  /** MiniSearch's serialised index over the pages (fields: title, headings, text), packed. */
  index: PackedIndex;
}

/** One section of a page (the text under one h2/h3): [anchor ('' for the top of the page), heading, text]. */
export type PageSection = [anchor: string, heading: string, text: string];

/** A page's sections, fetched only for the pages shown, to give heading context and excerpts. */
export type PageTextFile = PageSection[];
