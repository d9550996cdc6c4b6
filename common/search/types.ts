/**
 * The build-time search index, shared by the indexer (plugins/search/indexer) and the browser.
 *
 * The index is split so a query downloads only what it needs: a small entry file per language,
 * then dictionary shards (the words, for prefix and typo matching), postings shards (which pages hold a word),
 * page chunks (URL and title of the pages shown) and page texts (excerpts). Shards cover ranges of the
 * sorted words; the entry lists the first word of each, so a word's shard is found by binary search.
 */

/** What a page is, shown as a label next to its hits. */
export type PageKind = 'docs' | 'release' | 'starter' | 'page';

/** One page as the indexer takes it. `tag` is Docusaurus' search tag (`docs-default-current`, `default`, …). */
export interface IndexDocument {
  url: string;
  title: string;
  tag: string;
  kind: PageKind;
  /** The page's summary (its meta description), weighed above body text; not kept for excerpts. */
  description?: string;
  /** The page's sections in order; the first is the text above the first h2/h3 (anchor ''). */
  sections: PageSection[];
  /**
   * Anchors of sections that stand on their own (the FAQ's questions and their answers): each is also ranked
   * as an entry of its own, titled by its heading, and a reader's question that matches it finds the page.
   */
  standalone?: string[];
}

/** The file served at /search-index/<language>.json; everything else lives under `base`. */
export interface SearchIndexEntry {
  version: 2;
  language: string;
  /** `/search-index/<content hash>/<language>`: this build's shards, chunks and texts. */
  base: string;
  /** Pages in the index; page numbers follow URL order. */
  pageCount: number;
  /** The distinct search tags. */
  tags: string[];
  /** One character per page, then per standalone section: `String.fromCharCode(48 + n)` for tag number n. */
  pageTags: string;
  /** Pages per chunk file `p/<n>.json`. */
  pageChunk: number;
  /** First word of each dictionary shard `d/<n>.json`, in order. */
  dictionary: string[];
  /** First word of each postings shard `t/<n>.json`, in order. */
  postings: string[];
  /**
   * The page of each standalone section, which postings number `pageCount`, `pageCount + 1`, … (and `pageTags`
   * tags after the pages); absent when no page has one.
   */
  entries?: number[];
}

/** `d/<n>.json`: [word, number of pages that contain it]; 0 marks a word that is only a page name. */
export type DictionaryShard = Array<[word: string, pages: number]>;

/** `t/<n>.json`: word → its encoded postings (see `format.ts`). */
export type PostingsShard = Record<string, string>;

/** `p/<n>.json`: [url, title, kind] of pages n × pageChunk onwards. */
export type PageChunk = Array<[url: string, title: string, kind: PageKind]>;

/** `kinds.json`: the kind of every page, in page order, for filtering by kind without the page chunks (the browser never loads it). */
export type PageKindsFile = PageKind[];

/** One section of a page (the text under one h2/h3): [anchor ('' for the top of the page), heading, text]. */
export type PageSection = [anchor: string, heading: string, text: string];

/** `s/<n>.json`: a page's sections, fetched only for the pages shown, to give heading context and excerpts. */
export type PageTextFile = PageSection[];
