/**
 * The search engine over the sharded build-time index. It fetches, through `load`, only the shards a query
 * needs: the dictionary of each query word's first letter (for prefixes and typos), the postings of the
 * words that matched, and the page chunks of the hits it returns. Fetched files are kept for later queries.
 * No DOM: the browser, the tests and the bench pass their own loader.
 */
import {cachedPromise} from './cache.ts';
import {compactName, containsSorted, decodePostings, shardOf, shardsBetween, type Postings} from './format.ts';
import type {SearchLanguage} from './language.ts';
import {languageFor} from './languages.ts';
import {editDistance, fuzzyDistance, normaliseQuery, queryWords} from './query.ts';
import {inContext, type PageHit} from './rank.ts';
import type {DictionaryShard, PageChunk, PostingsShard, SearchIndexEntry} from './types.ts';

/** Fetches a file of the index by its path under the entry's base (`d/0.json`) and returns its parsed JSON. */
export type Loader = (path: string) => Promise<unknown>;

/**
 * Weight of a word reached through the query word's stem (`buttons` → `button`), by completing a prefix and by
 * correcting a typo (both scaled down by length and distance); an exact match weighs 1.
 */
export const matchWeights = {stem: 0.7, prefix: 0.375, fuzzy: 0.45} as const;
/** A page reached through a synonym of the query's words (`terminal` → `command line`) counts this much of its match. */
export const synonymWeight = 0.6;
/** A question or filler word ("how", "do", "my") counts this much when a page has it. */
export const fillerWeight = 0.25;
/**
 * At most this many completions (the most common words first) and corrections (the closest first) per query word,
 * and the postings shards they may need, the word's own included: each shard is one more request, and on a large
 * site a common prefix's completions or a typo's corrections each sit in a shard of their own (10,000 pages: `ken`
 * read 18 shards; DESIGN.md, "Search requests per query").
 */
export const expansionLimits = {prefix: 20, fuzzy: 10, shards: 3} as const;
/** Pages named exactly by the query (title or last URL segment) weigh this much more. */
export const exactNameBoost = 3;
// A query searches at most this many of its words.
const maxQueryWords = 30;

/** A dictionary word that answers a query word, with how much it counts. */
export interface Candidate {
  word: string;
  weight: number;
}

export interface SearchResult {
  query: string;
  /** Pages that answer the query: those holding the most of its words (with three or more, all but one will do). */
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
  /**
   * For a query nothing answers: the same query with its first word that no page holds replaced by the nearest
   * words the pages use, nearest first (at most `count`); empty when no word is near.
   */
  suggest(query: string, count?: number): Promise<string[]>;
}

/** Whether `word` holds every letter of `typed`, in order (`shadowing` holds `shdwng`). */
export function holdsInOrder(word: string, typed: string): boolean {
  let next = 0;
  for (const letter of word) if (letter === typed[next]) next += 1;
  return next === typed.length;
}

/** Stems of dictionary words, worked out once per word for the searcher's life. */
export type StemCache = Map<string, string>;

/** The position of the first entry of `dictionary` (sorted by code unit, as the index writes it) that is not before `word`. */
export function firstFrom(dictionary: DictionaryShard, word: string): number {
  let low = 0;
  let high = dictionary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dictionary[middle] as DictionaryShard[number])[0] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The dictionary words that answer `word`: itself, the words sharing its stem, its completions and, for a word
 * no page uses, the words it misspells. A word reached two ways counts through the better one. `dictionary` is
 * sorted by code unit, as the index writes it: the word, its completions and the words that may share its stem
 * are found by binary search and read as runs, so only a word no page uses walks the whole list (for typos).
 * With `shardOfWord` (the postings shard a word sits in), completions and corrections come from at most
 * `expansionLimits.shards` shards, the word's own first; the words sharing its stem sit beside it and always count.
 */
export function candidatesFor(
  word: string,
  dictionary: DictionaryShard,
  language: SearchLanguage = languageFor(''),
  stems: StemCache = new Map(),
  shardOfWord?: (word: string) => number,
): Candidate[] {
  const completes = word.length >= 3;
  const maxDistance = fuzzyDistance(word);
  const stem = language.stem(word);
  // A word's stem keeps its first letters but for the last two at most (stability → stabl): only words starting so can share it.
  const stemPrefix = stem.slice(0, Math.max(3, stem.length - 2));
  const stemOf = (entry: string) => {
    let found = stems.get(entry);
    if (found === undefined) stems.set(entry, (found = language.stem(entry)));
    return found;
  };
  const completions: Array<[word: string, pages: number]> = [];
  const sameStem: string[] = [];
  const near: Array<{entry: string; pages: number; distance: number}> = [];
  // The word itself and, after it, its completions (0 marks a word that is only a page name).
  let at = firstFrom(dictionary, word);
  const exact = dictionary[at];
  const known = exact !== undefined && exact[0] === word && exact[1] > 0;
  if (exact !== undefined && exact[0] === word) at += 1;
  if (completes) {
    for (let item = dictionary[at]; item !== undefined && item[0].startsWith(word); item = dictionary[++at]) if (item[1] > 0) completions.push(item);
  }
  // The run of words starting as the stem does.
  at = firstFrom(dictionary, stemPrefix);
  for (let item = dictionary[at]; item !== undefined && item[0].startsWith(stemPrefix); item = dictionary[++at]) {
    const [entry, pages] = item;
    if (pages > 0 && entry !== word && stemOf(entry) === stem) sameStem.push(entry);
  }
  // Typos are looked for only for a word the pages never use: a real word is not "corrected" into others.
  if (!known && maxDistance > 0) {
    for (const [entry, pages] of dictionary) {
      if (pages <= 0 || entry.startsWith(word) || Math.abs(entry.length - word.length) > maxDistance) continue;
      const distance = editDistance(word, entry, maxDistance);
      if (distance <= maxDistance) near.push({entry, pages, distance});
    }
  }
  const found = new Map<string, number>();
  const add = (entry: string, weight: number) => {
    if (weight > (found.get(entry) ?? 0)) found.set(entry, weight);
  };
  if (known) add(word, 1);
  for (const entry of sameStem) add(entry, matchWeights.stem);
  completions.sort((a, b) => b[1] - a[1]);
  const shards = new Set(shardOfWord ? [shardOfWord(word)] : []);
  /** Whether `entry`'s postings are in a shard the word reads already or may still add. */
  const inReach = (entry: string) => {
    if (!shardOfWord) return true;
    const shard = shardOfWord(entry);
    if (shards.has(shard)) return true;
    if (shards.size >= expansionLimits.shards) return false;
    shards.add(shard);
    return true;
  };
  let completed = 0;
  for (const [entry] of completions) {
    if (completed >= expansionLimits.prefix) break;
    if (!inReach(entry)) continue;
    completed += 1;
    add(entry, (matchWeights.prefix * word.length) / (word.length + 0.3 * (entry.length - word.length)));
  }
  if (!known) {
    near.sort((a, b) => a.distance - b.distance || b.pages - a.pages);
    let corrected = 0;
    for (const {entry, distance} of near) {
      if (corrected >= expansionLimits.fuzzy) break;
      if (!inReach(entry)) continue;
      corrected += 1;
      add(entry, (matchWeights.fuzzy * word.length) / (word.length + distance));
    }
  }
  return [...found].map(([entry, weight]) => ({word: entry, weight}));
}

/** Another way of saying some of the query's words: the words of a synonym, standing for query words `from` to `to`. */
export interface Alternative {
  from: number;
  to: number;
  words: string[];
}

/**
 * The synonyms of the language that the query's words say (compared by stem, so `product pages` is `product page`),
 * each standing for the words it replaces. A synonym holding a word the index leaves out of body text is not used:
 * no page could show all its words.
 */
export function alternativesFor(words: readonly string[], language: SearchLanguage): Alternative[] {
  const stems = words.map((word) => language.stem(word));
  const found: Alternative[] = [];
  for (const group of language.synonyms) {
    const phrases = group.map((phrase) => phrase.split(' '));
    for (const phrase of phrases) {
      const phraseStems = phrase.map((word) => language.stem(word));
      for (let from = 0; from + phrase.length <= words.length; from += 1) {
        if (!phraseStems.every((stem, n) => stems[from + n] === stem)) continue;
        for (const other of phrases) {
          if (other === phrase || other.some((word) => language.stopWords.has(word))) continue;
          found.push({from, to: from + phrase.length - 1, words: other});
        }
      }
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
  const language = languageFor(entry.language);
  const stems: StemCache = new Map();
  /** The page a ranked number stands for: itself, or the page of a standalone section. */
  const pageOf = (ranked: number) => (ranked < entry.pageCount ? ranked : (entry.entries?.[ranked - entry.pageCount] ?? ranked));

  const file = <T>(path: string) => cachedPromise(files, path, () => load(path)) as Promise<T>;

  /**
   * Which ranked numbers (pages, then standalone sections) a search may return, 1 for yes: their tag is in
   * context and `accept` takes their page. Kept for the last context searched without `accept` (a reader's
   * searches all share one), so the scoring loop reads one byte per posting instead of working it out.
   */
  let lastAllowed: {key: string; allowed: Uint8Array} | undefined;
  const allowedPages = (contextTags: readonly string[], accept?: (page: number) => boolean): Uint8Array => {
    const key = contextTags.join('\n');
    if (accept === undefined && lastAllowed?.key === key) return lastAllowed.allowed;
    const tagAllowed = entry.tags.map((tag) => inContext(tag, contextTags));
    const allowed = new Uint8Array(entry.pageTags.length);
    for (let ranked = 0; ranked < allowed.length; ranked += 1) {
      if (tagAllowed[entry.pageTags.charCodeAt(ranked) - 48] === true && (accept === undefined || accept(pageOf(ranked)))) allowed[ranked] = 1;
    }
    if (accept === undefined) lastAllowed = {key, allowed};
    return allowed;
  };


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
  let scratch: [scores: Float64Array, best: Float64Array, matched: Uint8Array, reached: Int32Array, touched: Int32Array] | undefined;
  const newScratch = (): NonNullable<typeof scratch> => {
    const pages = entry.pageTags.length;
    return [new Float64Array(pages), new Float64Array(pages), new Uint8Array(pages), new Int32Array(pages), new Int32Array(pages)];
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

    async suggest(raw, count = 3) {
      const words = queryWords(normaliseQuery(raw), language).filter((word) => !word.optional);
      for (const {text} of words) {
        const dictionary = await dictionaryFrom(firstLetter(text));
        if (candidatesFor(text, dictionary, language, stems).length > 0) continue;
        // Farther than a typo: up to half the word's letters.
        const reach = Math.max(2, Math.ceil(text.length / 2));
        const near = dictionary
          .filter(([word, pages]) => pages > 0 && Math.abs(word.length - text.length) <= reach)
          .map(([word, pages]) => ({word, pages, distance: editDistance(text, word, reach), skipped: holdsInOrder(word, text)}))
          .filter((found) => found.distance <= reach)
          // A word holding the query's letters in order was typed with letters left out (shdwng → shadowing): it comes first.
          .sort((a, b) => Number(b.skipped) - Number(a.skipped) || a.distance - b.distance || b.pages - a.pages)
          .slice(0, count);
        return near.map(({word}) => words.map((other) => (other.text === text ? word : other.text)).join(' '));
      }
      return [];
    },

    async search(raw, contextTags, limit, accept) {
      const query = normaliseQuery(raw);
      const words = queryWords(query, language).slice(0, maxQueryWords);
      if (words.length === 0) return {query, count: 0, hits: []};
      const texts = words.map((word) => word.text);
      const alternatives = alternativesFor(texts, language);
      const name = compactName(query);
      // A word's own postings shard (which usually holds its completions too) loads alongside the dictionary,
      // unless the word was decoded already.
      if (!holding()) for (const word of texts) if (!decoded.has(word)) void file(`t/${shardOf(entry.postings, word)}.json`).catch(() => undefined);
      const shardOfWord = (word: string) => shardOf(entry.postings, word);
      const candidates = async (word: string) => candidatesFor(word, await dictionaryFrom(firstLetter(word)), language, stems, shardOfWord);
      const [perWord, perAlternative, nameEntries] = await Promise.all([
        Promise.all(texts.map(candidates)),
        // A synonym's words count as written or through their stem, not through prefixes or typos.
        Promise.all(alternatives.map((alternative) => Promise.all(alternative.words.map(async (word) => (await candidates(word)).filter((found) => found.weight >= matchWeights.stem))))),
        name ? dictionaryFrom(firstLetter(name)) : Promise.resolve([] as DictionaryShard),
      ]);
      // The exact name's postings load with the words' (for a one-word query, the name is the word): one wave of reads.
      const isName = name !== '' && nameEntries[firstFrom(nameEntries, name)]?.[0] === name;
      const toRead = new Set([...perWord.flat(), ...perAlternative.flat(2)].map((candidate) => candidate.word));
      if (isName) toRead.add(name);
      const postings = new Map<string, Postings | undefined>();
      await Promise.all([...toRead].map(async (word) => postings.set(word, await postingsOf(word))));
      const named = isName ? postings.get(name) : undefined;

      const allowed = allowedPages(contextTags, accept);
      /** The best weight of each page among `found`'s words, into `into`. */
      const bestOf = (found: readonly Candidate[], into: (page: number, score: number) => void) => {
        for (const candidate of found) {
          const list = postings.get(candidate.word);
          if (!list) continue;
          for (let k = 0; k < list.pages.length; k += 1) {
            const page = list.pages[k] as number;
            if (allowed[page] === 1) into(page, candidate.weight * (list.weights[k] as number));
          }
        }
      };
      // A synonym answers on the pages that hold all its words, with their mean weight.
      const alternativeScores = perAlternative.map((perSynonymWord) => {
        let common: Map<number, number> | undefined;
        for (const found of perSynonymWord) {
          const scored = new Map<number, number>();
          bestOf(found, (page, score) => {
            if (score > (scored.get(page) ?? 0)) scored.set(page, score);
          });
          const before = common;
          common = before === undefined ? scored : new Map([...before].filter(([page]) => scored.has(page)).map(([page, score]) => [page, score + (scored.get(page) as number)]));
        }
        for (const [page, score] of common ?? []) common?.set(page, (synonymWeight * score) / perSynonymWord.length);
        return common ?? new Map<number, number>();
      });

      // Taken for this search and given back clean; a search that throws leaves them to the garbage collector.
      // `matched` holds, for a page a query word reached, one more than the number of required words it holds.
      const [scores, best, matched, reached, touched] = scratch ?? newScratch();
      scratch = undefined;
      let touchedCount = 0;
      let required = 0;
      let most = 0;
      words.forEach((word, index) => {
        // A query word counts once per page: through its best-weighted match (exact, stem, completion, correction or synonym).
        let reachedCount = 0;
        // The hot loop of a search, written out: one pass over each candidate's postings.
        for (const candidate of perWord[index] as Candidate[]) {
          const list = postings.get(candidate.word);
          if (!list) continue;
          const {pages, weights} = list;
          for (let k = 0; k < pages.length; k += 1) {
            const page = pages[k] as number;
            if (allowed[page] !== 1) continue;
            const score = candidate.weight * (weights[k] as number);
            if (best[page] === 0) reached[reachedCount++] = page;
            if (score > (best[page] as number)) best[page] = score;
          }
        }
        alternatives.forEach((alternative, n) => {
          if (alternative.from > index || index > alternative.to) return;
          for (const [page, score] of alternativeScores[n] as Map<number, number>) {
            if (best[page] === 0) reached[reachedCount++] = page;
            if (score > (best[page] as number)) best[page] = score;
          }
        });
        const weight = word.optional ? fillerWeight : 1;
        const counts = word.optional ? 0 : 1;
        required += counts;
        for (let k = 0; k < reachedCount; k += 1) {
          const page = reached[k] as number;
          const held = matched[page] as number;
          if (held === 0) touched[touchedCount++] = page;
          scores[page] = (scores[page] as number) + weight * (best[page] as number);
          const now = Math.max(held, 1) + counts;
          matched[page] = now;
          if (now - 1 > most) most = now - 1;
          best[page] = 0;
        }
      });

      // Pages that hold the most of the query's words answer it; with three words or more, a page may miss one
      // of them (its rank pays for it), so a page that says it another way still shows. Filler words never count here.
      const least = Math.max(1, most - (required >= 3 ? 1 : 0));
      // A standalone section answers for its page: the page ranks by the better of its own score and its sections'.
      // Each kept entry adds at most one page, so the pages are written over entries already read.
      const sections = (entry.entries?.length ?? 0) > 0;
      const top: Ranked[] = [];
      let pageCount = 0;
      for (let k = 0; k < touchedCount; k += 1) {
        const ranked = touched[k] as number;
        const held = (matched[ranked] as number) - 1;
        if (held >= least) {
          const boost = named && containsSorted(named.names, ranked) ? exactNameBoost : 1;
          const share = held / required;
          const score = (scores[ranked] as number) * share * share * boost;
          if (sections) {
            const page = pageOf(ranked);
            if (best[page] === 0) reached[pageCount++] = page;
            if (score > (best[page] as number)) best[page] = score;
          } else {
            pageCount += 1;
            keepBest(top, ranked, score, limit);
          }
        }
        scores[ranked] = 0;
        matched[ranked] = 0;
      }
      if (sections) {
        for (const page of reached.subarray(0, pageCount)) {
          keepBest(top, page, best[page] as number, limit);
          best[page] = 0;
        }
      }
      scratch = [scores, best, matched, reached, touched];

      // Each required query word's index words, with those of the synonyms that stand for it.
      const wordsPerQueryWord = words.map((word, index) =>
        word.optional ? [] : [...new Set([...(perWord[index] as Candidate[]), ...alternatives.flatMap((alternative, n) => (alternative.from <= index && index <= alternative.to ? (perAlternative[n] as Candidate[][]).flat() : []))].map((candidate) => candidate.word))],
      );
      const hits = await Promise.all(
        top.map(async ({page, score}): Promise<PageHit> => {
          const [url = '', title = '', kind = 'page'] = (await pageRow(page)) ?? [];
          const onPage = (word: string) => {
            const found = postings.get(word);
            return found !== undefined && containsSorted(found.pages, page);
          };
          const groups = wordsPerQueryWord.map((list) => list.filter(onPage)).filter((list) => list.length > 0);
          const tag = entry.tags[entry.pageTags.charCodeAt(page) - 48] ?? 'default';
          return {page, url, title, tag, kind, score, terms: [...new Set(groups.flat())], groups};
        }),
      );
      return {query, count: pageCount, hits};
    },
  };
}
