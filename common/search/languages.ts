/**
 * The languages the search knows, by the code the index names. A module of its own, so code that only reads
 * queries (the UI's normaliseQuery) does not carry the stemmers. Pure.
 */
import {english} from './english.ts';
import {neutralLanguage, type SearchLanguage} from './language.ts';
import {portuguese} from './portuguese.ts';
import {spanish} from './spanish.ts';

export const languages: Readonly<Record<string, SearchLanguage>> = {en: english, pt: portuguese, es: spanish};

/** The language of `code` (`en`, `pt-BR`, `es`), or the neutral one for a language the search does not know yet. */
export function languageFor(code: string): SearchLanguage {
  return languages[code.toLowerCase().split('-')[0] ?? ''] ?? neutralLanguage;
}
