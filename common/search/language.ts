/**
 * What the search needs to know of a language: how its words are stemmed, which query words may go unmatched,
 * which words the index leaves out, its contractions and its synonyms. The indexer and the engine look the
 * language up by the index's language code (languages.ts), so another language (Portuguese, Spanish) is one
 * more entry there with its own stemmer and word lists. Pure.
 */

export interface SearchLanguage {
  /** The code the site's pages and the index entry name (`en`). */
  code: string;
  /** The stem of a lower-case word; a word the stemmer does not know (an identifier, another script) passes unchanged. */
  stem(word: string): string;
  /** Words left out of the index's body text (they still count in titles and headings). */
  stopWords: ReadonlySet<string>;
  /** Words a query may leave unmatched: question and filler words. */
  fillerWords: ReadonlySet<string>;
  /** Groups of words or phrases (lower case, space-separated) that answer for each other in a query. */
  synonyms: ReadonlyArray<readonly string[]>;
  /** The words of a lower-case word with an apostrophe (`don't` → do not). */
  splitContraction(word: string): string[];
}

/** A language with no stemmer and no word lists: words match as they are written. */
export const neutralLanguage: SearchLanguage = {
  code: '',
  stem: (word) => word,
  stopWords: new Set(),
  fillerWords: new Set(),
  synonyms: [],
  splitContraction: (word) => [word.replace(/['’]/g, '')],
};

