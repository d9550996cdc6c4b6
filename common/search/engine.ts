/**
 * The search engine over the sharded build-time index. It fetches, through `load`, only the shards a query
 * needs: the dictionary of each query word's first letter (for prefixes and typos), the postings of the
 * words that matched, and the page chunks of the hits it returns. Fetched files are kept for later queries.
 * No DOM: the browser, the tests and the bench pass their own loader.
 */
import {cachedPromise} from './cache.ts';
import {compactName, containsSorted, decodePostings, shardOf, shardsBetween, type Postings} from './format.ts';
import {editDistance, fuzzyDistance, normaliseQuery, searchTerms} from './query.ts';
import {inContext, type PageHit} from './rank.ts';
import type {DictionaryShard, PageChunk, PostingsShard, SearchIndexEntry} from './types.ts';

/** Fetches a file of the index by its path under the entry's base (`d/0.json`) and returns its parsed JSON. */
export type Loader = (path: string) => Promise<unknown>;

/** Weight of a word reached by completing a prefix, and by correcting a typo (scaled down by length and distance). */
export const matchWeights = {prefix: 0.375, fuzzy: 0.45} as const;
/** At most this many completions (the most common words first) and corrections (the closest first) per query word. */
export const expansionLimits = {prefix: 20, fuzzy: 10} as const;
/** Pages named exactly by the query (title or last URL segment) weigh this much more. */
export const exactNameBoost = 3;
// Match flags are bits of a 32-bit integer.
const maxQueryWords = 30;

/** A dictionary word that answers a query word, with how much it counts. */
export interface Candidate {
  word: string;
  weight: number;
}

export interface SearchResult {
  query: string;
  /** Pages that answer the query: those that match every word when some do, else those that match any. */
  count: number;
  /** The best `limit` of them, best first (equal scores in URL order). */
  hits: PageHit[];
}

export interface Searcher {
  /**
   * The best `limit` pages for `query` among those in context (`inContext`); `accept`, when given, narrows
   * them further by page number before ranking, so the count and the hits answer the narrowed set.
   */
  search(query: string, contextTags: readonly string[], limit: number, accept?: (page: number) => boolean): Promise<SearchResult>;
  /** Loads the whole dictionary now, so no later search waits for a dictionary shard (the server's choice; the browser loads what queries need). */
  preloadDictionary(): Promise<void>;
}

/** The dictionary words that answer `word`: itself, its completions and, for a word no page uses, the words it misspells. */
export function candidatesFor(word: string, dictionary: DictionaryShard): Candidate[] {
  const completes = word.length >= 3;
  const maxDistance = fuzzyDistance(word);
  let known = false;
  const completions: Array<[word: string, pages: number]> = [];
  const near: Array<{entry: string; pages: number; distance: number}> = [];
  // A pass over the words pages use (0 marks a word that is only a page name).
  for (const item of dictionary) {
    const [entry, pages] = item;
    if (pages <= 0) continue;
    if (entry === word) known = true;
    else if (completes && entry.length > word.length && entry.startsWith(word)) completions.push(item);
  }
  // Typos are looked for only for a word the pages never use: a real word is not "corrected" into others.
  if (!known && maxDistance > 0) {
    for (const [entry, pages] of dictionary) {
      if (pages <= 0 || entry.startsWith(word) || Math.abs(entry.length - word.length) > maxDistance) continue;
      const distance = editDistance(word, entry, maxDistance);
      if (distance <= maxDistance) near.push({entry, pages, distance});
    }
  }
  const found: Candidate[] = [];
  if (known) found.push({word, weight: 1});
  completions.sort((a, b) => b[1] - a[1]);
  for (const [entry] of completions.slice(0, expansionLimits.prefix)) {
    found.push({word: entry, weight: (matchWeights.prefix * word.length) / (word.length + 0.3 * (entry.length - word.length))});
  }
  if (!known) {
    near.sort((a, b) => a.distance - b.distance || b.pages - a.pages);
    for (const {entry, distance} of near.slice(0, expansionLimits.fuzzy)) {
      found.push({word: entry, weight: (matchWeights.fuzzy * word.length) / (word.length + distance)});
    }
  }
  return found;
}

interface Ranked {
  page: number;
  score: number;
}

/** Whether page `page` with `score` ranks before `other`: higher score first, then lower page number (URL order). */
const ranksBefore = (page: number, score: number, other: Ranked) => score > other.score || (score === other.score && page < other.page);

/**
 * Adds page `page` with `score` to `top` (best first) if it is among the best `limit`: a bounded insertion,
 * so ranking thousands of pages for a few shown hits costs no full sort, and only a page that makes the
 * list becomes an object.
 */
export function keepBest(top: Ranked[], page: number, score: number, limit: number): void {
  const last = top[top.length - 1];
  if (limit <= 0 || (top.length >= limit && last && !ranksBefore(page, score, last))) return;
  let low = 0;
  let high = top.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ranksBefore(page, score, top[middle] as Ranked)) high = middle;
    else low = middle + 1;
  }
  top.splice(low, 0, {page, score});
  if (top.length > limit) top.pop();
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Every word's postings, held in memory by the caller (the server) once it has read them all. */
export interface HeldPostings {
  /** Whether they are all held now; until then, postings shards are read. */
  ready(): boolean;
  /** The postings of `word`, decoded for this call (the searcher keeps no copy); undefined when no page has the word. */
  get(word: string): Postings | undefined;
}

/** Where a searcher keeps what it loaded (plain Maps, kept for the page's life, unless given) and what it is given. */
export interface SearcherCaches {
  /** Loaded index files by path (dictionary and postings shards, page chunks). */
  files?: Map<string, Promise<unknown>>;
  /** Decoded postings by word. */
  postings?: Map<string, Postings | undefined>;
  /** Postings held by the caller: once they are ready, no postings shard is read and none is decoded into `postings`. */
  held?: HeldPostings;
}

export function createSearcher(entry: SearchIndexEntry, load: Loader, caches: SearcherCaches = {}): Searcher {
  const files = caches.files ?? new Map<string, Promise<unknown>>();
  const decoded = caches.postings ?? new Map<string, Postings | undefined>();
  const {held} = caches;
  const byLetter = new Map<string, Promise<DictionaryShard>>();

  const file = <T>(path: string) => cachedPromise(files, path, () => load(path)) as Promise<T>;

  /** Dictionary words starting with `prefix` (a first letter), gathered once per prefix. */
  const dictionaryFrom = (prefix: string) =>
    cachedPromise(byLetter, prefix, async () => {
      const shards = shardsBetween(entry.dictionary, prefix, `${prefix}\uffff`);
      const loaded = await Promise.all(shards.map((n) => file<DictionaryShard>(`d/${n}.json`)));
      return loaded.flat().filter(([word]) => word.startsWith(prefix));
    });

  const holding = () => held?.ready() === true;

  async function postingsOf(word: string): Promise<Postings | undefined> {
    if (holding()) return held?.get(word);
    const known = decoded.get(word);
    if (known !== undefined || decoded.has(word)) return known;
    const shard = await file<PostingsShard>(`t/${shardOf(entry.postings, word)}.json`);
    const encoded = shard[word];
    const postings = encoded === undefined ? undefined : decodePostings(encoded);
    decoded.set(word, postings);
    return postings;
  }

  async function pageRow(page: number): Promise<PageChunk[number] | undefined> {
    const chunk = await file<PageChunk>(`p/${Math.floor(page / entry.pageChunk)}.json`);
    return chunk[page % entry.pageChunk];
  }

  const firstLetter = (word: string) => [...word][0] ?? '';

  /**
   * Per-page scoring arrays and page lists, kept between searches instead of new ones per search (with 10,000
   * pages, 200 KB a keystroke or a tool call, and the page lists more). The scoring runs without awaiting, so
   * two searches never share them. A tuple, so the browser's bundle carries no names for them.
   */
  let scratch: [scores: Float64Array, best: Float64Array, matched: Uint32Array, reached: Int32Array, touched: Int32Array] | undefined;
  const newScratch = (): NonNullable<typeof scratch> => {
    const pages = entry.pageCount;
    return [new Float64Array(pages), new Float64Array(pages), new Uint32Array(pages), new Int32Array(pages), new Int32Array(pages)];
  };

  return {
    async preloadDictionary() {
      const shards = await Promise.all(entry.dictionary.map((_, n) => file<DictionaryShard>(`d/${n}.json`)));
      // The same lists dictionaryFrom gathers: the shards are in word order, so each letter's words stay in order.
      const grouped = new Map<string, DictionaryShard>();
      for (const item of shards.flat()) {
        const letter = firstLetter(item[0]);
        const words = grouped.get(letter);
        if (words) words.push(item);
        else grouped.set(letter, [item]);
      }
      for (const [letter, words] of grouped) if (!byLetter.has(letter)) byLetter.set(letter, Promise.resolve(words));
    },

    async search(raw, contextTags, limit, accept) {
      const query = normaliseQuery(raw);
      const words = searchTerms(query).slice(0, maxQueryWords);
      if (words.length === 0) return {query, count: 0, hits: []};
      const name = compactName(query);
      // A word's own postings shard (which usually holds its completions too) loads alongside the dictionary,
      // unless the word was decoded already.
      if (!holding()) for (const word of words) if (!decoded.has(word)) void file(`t/${shardOf(entry.postings, word)}.json`).catch(() => undefined);
      const [perWord, nameEntries] = await Promise.all([
        Promise.all(words.map(async (word) => candidatesFor(word, await dictionaryFrom(firstLetter(word))))),
        name ? dictionaryFrom(firstLetter(name)) : Promise.resolve([] as DictionaryShard),
      ]);
      const named = nameEntries.some(([word]) => word === name) ? await postingsOf(name) : undefined;
      const postings = new Map<string, Postings | undefined>();
      await Promise.all(perWord.flat().map(async ({word}) => postings.set(word, await postingsOf(word))));

      const allowedTags = entry.tags.map((tag) => inContext(tag, contextTags));
      const allowed = (page: number) => allowedTags[entry.pageTags.charCodeAt(page) - 48] === true && (accept === undefined || accept(page));
      // Taken for this search and given back clean; a search that throws leaves them to the garbage collector.
      const [scores, best, matched, reached, touched] = scratch ?? newScratch();
      scratch = undefined;
      let touchedCount = 0;
      perWord.forEach((candidates, index) => {
        // A query word counts once per page: through its best-weighted match (exact, completion or correction).
        let reachedCount = 0;
        for (const candidate of candidates) {
          const found = postings.get(candidate.word);
          if (!found) continue;
          for (let k = 0; k < found.pages.length; k += 1) {
            const page = found.pages[k] as number;
            if (!allowed(page)) continue;
            const score = candidate.weight * (found.weights[k] as number);
            if (best[page] === 0) reached[reachedCount++] = page;
            if (score > (best[page] as number)) best[page] = score;
          }
        }
        for (const page of reached.subarray(0, reachedCount)) {
          if (matched[page] === 0) touched[touchedCount++] = page;
          scores[page] = (scores[page] as number) + (best[page] as number);
          matched[page] = (matched[page] as number) | (1 << index);
          best[page] = 0;
        }
      });

      // When some pages match every query word, only those count, so `See all {count} results` answers the whole query.
      const every = (1 << words.length) - 1;
      const touchedPages = touched.subarray(0, touchedCount);
      let completeCount = 0;
      for (const page of touchedPages) if (matched[page] === every) reached[completeCount++] = page;
      const kept = completeCount > 0 ? reached.subarray(0, completeCount) : touchedPages;
      const top: Ranked[] = [];
      for (const page of kept) {
        const boost = named && containsSorted(named.names, page) ? exactNameBoost : 1;
        keepBest(top, page, (scores[page] as number) * bitCount(matched[page] as number) * boost, limit);
      }
      for (const page of touchedPages) {
        scores[page] = 0;
        matched[page] = 0;
      }
      scratch = [scores, best, matched, reached, touched];

      const hits = await Promise.all(
        top.map(async ({page, score}): Promise<PageHit> => {
          const [url = '', title = '', kind = 'page'] = (await pageRow(page)) ?? [];
          const terms = [...new Set(perWord.flat().map((candidate) => candidate.word))].filter((word) => {
            const found = postings.get(word);
            return found !== undefined && containsSorted(found.pages, page);
          });
          const tag = entry.tags[entry.pageTags.charCodeAt(page) - 48] ?? 'default';
          return {page, url, title, tag, kind, score, terms};
        }),
      );
      return {query, count: kept.length, hits};
    },
  };
}
