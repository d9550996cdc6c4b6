/**
 * Builds the sharded search index from the site's pages. Pure (no file system, no Node APIs), so the
 * build plugin, the bench and the unit tests share it.
 */
import {encodePostings, pageNames, quantiseWeight} from './format.ts';
import type {SearchLanguage} from './language.ts';
import {languageFor} from './languages.ts';
import {indexTerms} from './query.ts';
import type {DictionaryShard, IndexDocument, PageChunk, PageKindsFile, PageTextFile, PostingsShard, SearchIndexEntry} from './types.ts';

/** How much a word counts in each field. */
export const fieldBoosts = {title: 5, headings: 2.5, description: 2, path: 1.5, text: 1} as const;
type Field = keyof typeof fieldBoosts;
const fields = Object.keys(fieldBoosts) as Field[];

/** BM25+ parameters (saturation k, length normalisation b, lower bound d). */
const bm25 = {k: 1.2, b: 0.7, d: 0.5};

export interface IndexLimits {
  /** A dictionary shard closes once its JSON passes this many characters. */
  dictionaryShardChars: number;
  /** A postings shard closes once its JSON passes this many characters. */
  postingsShardChars: number;
  /** Pages per page chunk. */
  pageChunk: number;
  /** Excerpts only need the text near a match; longer sections (code listings) are cut. */
  sectionChars: number;
}

// Larger shards mean fewer requests per query (each costs a round trip) for a few more bytes. Page chunks are
// smaller: the hits of a query fall in as many chunks as there are hits on a large site, each read for one row,
// so their size trades the first query's bytes against later queries' requests (DESIGN.md, "Search page chunks").
export const defaultLimits: IndexLimits = {dictionaryShardChars: 32_000, postingsShardChars: 24_000, pageChunk: 128, sectionChars: 3_000};

export interface BuiltSearchIndex {
  /** The entry without its base: the caller names the folder (after a hash of the files). */
  entry: Omit<SearchIndexEntry, 'base'>;
  /** The files under the base, by relative path (`d/0.json`, `t/0.json`, `p/0.json`, `s/0.json`, `kinds.json`), as JSON text. */
  files: Map<string, string>;
}

/** The words of a page's fields (title, headings, URL path, text), stop words dropped from the body text (they are most of its postings). */
function fieldWords(page: IndexDocument, language: SearchLanguage): Record<Field, string[]> {
  return {
    title: indexTerms(page.title, language),
    headings: indexTerms(headingsOf(page).join(' '), language),
    description: indexTerms(page.description ?? '', language),
    // Readers also type what they saw in a URL (`conceptual-guides`).
    path: indexTerms(page.url.replace(/[/_-]+/g, ' '), language),
    text: indexTerms(page.sections.map(([, , text]) => text).join(' '), language).filter((word) => !language.stopWords.has(word)),
  };
}

/** The headings of a page's sections (the top section has none). */
const headingsOf = (page: IndexDocument) => page.sections.flatMap(([anchor, heading]) => (anchor && heading ? [heading] : []));

function counts(words: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const word of words) found.set(word, (found.get(word) ?? 0) + 1);
  return found;
}

/** Splits sorted entries into shards of about `maxChars` of JSON each; returns the shards and their first words. */
function shard<T>(entries: ReadonlyArray<[string, T]>, maxChars: number, size: (entry: [string, T]) => number) {
  const shards: Array<Array<[string, T]>> = [];
  const firstWords: string[] = [];
  let current: Array<[string, T]> = [];
  let chars = 0;
  for (const entry of entries) {
    if (current.length > 0 && chars + size(entry) > maxChars) {
      shards.push(current);
      current = [];
      chars = 0;
    }
    if (current.length === 0) firstWords.push(entry[0]);
    current.push(entry);
    chars += size(entry);
  }
  if (current.length > 0) shards.push(current);
  return {shards, firstWords};
}

/** The standalone sections of the pages as documents of their own, after the pages, with the page number of each. */
function standaloneEntries(pages: readonly IndexDocument[]): {documents: IndexDocument[]; owners: number[]} {
  const documents: IndexDocument[] = [];
  const owners: number[] = [];
  pages.forEach((page, id) => {
    const anchors = new Set(page.standalone ?? []);
    for (const [anchor, heading, text] of page.sections) {
      if (!anchors.has(anchor)) continue;
      documents.push({url: '', title: heading, tag: page.tag, kind: page.kind, sections: [['', '', text]]});
      owners.push(id);
    }
  });
  return {documents, owners};
}

export function buildSearchIndex(language: string, input: readonly IndexDocument[], limits: IndexLimits = defaultLimits): BuiltSearchIndex {
  // Page numbers follow URL order, so ties between equal scores break by URL without loading any page.
  const pages = [...input].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const pageCount = pages.length;
  const entries = standaloneEntries(pages);
  // Standalone sections are ranked like pages, numbered after them.
  const ranked = [...pages, ...entries.documents];
  const rankedCount = ranked.length;
  const rules = languageFor(language);
  const perPage = ranked.map((page) => {
    const words = fieldWords(page, rules);
    return {
      frequencies: Object.fromEntries(fields.map((field) => [field, counts(words[field])])) as Record<Field, Map<string, number>>,
      // A page of many sections (the FAQ, the glossary) is no weaker an answer for each of its headings: the
      // headings field is as long as one of its headings on average, not all of them together.
      lengths: Object.fromEntries(fields.map((field) => [field, field === 'headings' ? words.headings.length / Math.max(1, headingsOf(page).length) : words[field].length])) as Record<Field, number>,
    };
  });
  const averageLength = Object.fromEntries(
    fields.map((field) => [field, Math.max(1, perPage.reduce((sum, page) => sum + page.lengths[field], 0) / Math.max(1, rankedCount))]),
  ) as Record<Field, number>;
  const fieldPages = Object.fromEntries(fields.map((field) => [field, new Map<string, number>()])) as Record<Field, Map<string, number>>;
  for (const page of perPage) {
    for (const field of fields) for (const word of page.frequencies[field].keys()) fieldPages[field].set(word, (fieldPages[field].get(word) ?? 0) + 1);
  }

  // Weights: BM25+ per field with the field's own inverse document frequency, times the field boost, summed.
  const postings = new Map<string, {pages: number[]; weights: number[]; names: number[]}>();
  const entryOf = (word: string) => {
    let found = postings.get(word);
    if (!found) postings.set(word, (found = {pages: [], weights: [], names: []}));
    return found;
  };
  perPage.forEach((page, id) => {
    const weights = new Map<string, number>();
    for (const field of fields) {
      const length = page.lengths[field];
      for (const [word, frequency] of page.frequencies[field]) {
        const holding = fieldPages[field].get(word) ?? 1;
        const idf = Math.log(1 + (rankedCount - holding + 0.5) / (holding + 0.5));
        const saturation = (frequency * (bm25.k + 1)) / (frequency + bm25.k * (1 - bm25.b + (bm25.b * length) / averageLength[field]));
        weights.set(word, (weights.get(word) ?? 0) + fieldBoosts[field] * idf * (bm25.d + saturation));
      }
    }
    for (const [word, weight] of weights) {
      const entry = entryOf(word);
      entry.pages.push(id);
      entry.weights.push(quantiseWeight(weight));
    }
    if (id >= pageCount) return;
    const {url, title} = pages[id] as IndexDocument;
    for (const name of pageNames(url, title)) entryOf(name).names.push(id);
  });

  const words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const dictionary = shard<number>(
    words.map((word) => [word, postings.get(word)?.pages.length ?? 0]),
    limits.dictionaryShardChars,
    ([word]) => word.length + 8,
  );
  const encoded = words.map((word): [string, string] => {
    const entry = postings.get(word) as {pages: number[]; weights: number[]; names: number[]};
    return [word, encodePostings(entry.pages, entry.weights, entry.names)];
  });
  const postingShards = shard<string>(encoded, limits.postingsShardChars, ([word, value]) => word.length + value.length + 6);

  const tags = [...new Set(pages.map((page) => page.tag))].sort();
  const files = new Map<string, string>();
  dictionary.shards.forEach((entries, n) => files.set(`d/${n}.json`, JSON.stringify(entries satisfies DictionaryShard)));
  postingShards.shards.forEach((entries, n) => files.set(`t/${n}.json`, JSON.stringify(Object.fromEntries(entries) satisfies PostingsShard)));
  for (let start = 0; start < pageCount; start += limits.pageChunk) {
    const chunk: PageChunk = pages.slice(start, start + limits.pageChunk).map((page) => [page.url, page.title, page.kind]);
    files.set(`p/${start / limits.pageChunk}.json`, JSON.stringify(chunk));
  }
  files.set('kinds.json', JSON.stringify(pages.map((page) => page.kind) satisfies PageKindsFile));
  pages.forEach((page, id) => {
    const text: PageTextFile = page.sections.map(([anchor, heading, body]) => [anchor, heading, body.slice(0, limits.sectionChars)]);
    files.set(`s/${id}.json`, JSON.stringify(text));
  });

  return {
    entry: {
      version: 2,
      language,
      pageCount,
      tags,
      pageTags: ranked.map((page) => String.fromCharCode(48 + tags.indexOf(page.tag))).join(''),
      pageChunk: limits.pageChunk,
      dictionary: dictionary.firstWords,
      postings: postingShards.firstWords,
      ...(entries.owners.length > 0 ? {entries: entries.owners} : {}),
    },
    files,
  };
}
