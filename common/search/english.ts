/**
 * English for the search: the inflectional steps of Porter's stemmer (M. F. Porter, "An algorithm for suffix
 * stripping", 1980), the words
 * a question or a filler phrase adds, the words the index leaves out of body text, contractions and the
 * synonyms of the docs' vocabulary. Pure.
 */
import type {SearchLanguage} from './language.ts';

const vowels = new Set(['a', 'e', 'i', 'o', 'u']);

/** Whether `word[i]` is a consonant: not a vowel, and a `y` only after a vowel (or at the start). */
function consonant(word: string, i: number): boolean {
  const letter = word[i] as string;
  if (vowels.has(letter)) return false;
  return letter !== 'y' || i === 0 || !consonant(word, i - 1);
}

/** Porter's measure m of `stem`: the number of vowel-consonant sequences, [C](VC)^m[V]. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  while (i < stem.length && consonant(stem, i)) i += 1;
  while (i < stem.length) {
    while (i < stem.length && !consonant(stem, i)) i += 1;
    if (i >= stem.length) break;
    m += 1;
    while (i < stem.length && consonant(stem, i)) i += 1;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !consonant(stem, i));
const doubleConsonant = (stem: string) => stem.length >= 2 && stem.at(-1) === stem.at(-2) && consonant(stem, stem.length - 1);
/** Ends consonant-vowel-consonant, the last not w, x or y (`hop`, not `snow`). */
const endsCvc = (stem: string) => {
  const n = stem.length;
  return n >= 3 && consonant(stem, n - 3) && !consonant(stem, n - 2) && consonant(stem, n - 1) && !'wxy'.includes(stem[n - 1] as string);
};

function step1(word: string): string {
  let w = word;
  if (w.endsWith('sses') || w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);

  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    const stem = suffix ? w.slice(0, -suffix.length) : '';
    if (suffix && hasVowel(stem)) {
      w = stem;
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (doubleConsonant(w) && !'lsz'.includes(w.at(-1) as string)) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Porter's step 5: a final e goes where the stem stays long enough, and a final ll becomes l. */
function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (w.endsWith('ll') && measure(w) > 1) w = w.slice(0, -1);
  return w;
}

/**
 * The stem of a lower-case English word by the inflectional steps of Porter's stemmer (1 and 5): plurals,
 * -ed, -ing, a final y or e (`buttons` → button, `styled` and `styling` → style, `moving` → move). Its
 * derivational steps (2 to 4) are left out: they join words these docs keep apart (production and product,
 * general and generate). Words of three letters or less, and any with a digit, `_` or a letter outside a–z,
 * pass unchanged.
 */
export function englishStem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  return step5(step1(word));
}

const words = (list: string) => new Set(list.split(' '));

// Common words that carry no meaning for ranking and make up a fifth of the body text's postings.
const stopWords = words('a an and are as at be but by for from has have how i if in into is it its of on or so that the their then there these this to was we were what when which will with you your');

// Words of a question or a request rather than of its subject ("how do I", "can my", "should we"). A query may
// leave them unmatched; "no" and "not" are not among them, since they change what is asked.
const fillerWords = new Set([
  ...stopWords,
  ...words('am been being can could did do does doing done get got had he her his me mine my myself need our ours please shall she should them they those up us use using want way what where which who whom whose why work works would yours'),
]);

/**
 * The docs' own vocabulary says some things two ways: each group's phrases answer for each other. A group is
 * here only when the docs use both sides, so a reader's word reaches the pages that say it the other way:
 * the tutorials say "terminal", the Lighthouse guide "command line"; the references "PDP", "PLP" and the guides
 * "product page", "product listing"; the login guide "sign in", the CMS pages "log in"; the glossary pairs
 * SSR, SSG and ISB with their long names; the Modal reference calls it a dialog; "e2e" names the end-to-end
 * testing guide's folder; the WebOps pages say "environment variable" where readers type "env var".
 */
const synonyms: ReadonlyArray<readonly string[]> = [
  ['terminal', 'command line'],
  ['pdp', 'product page'],
  ['plp', 'product listing'],
  ['login', 'log in', 'sign in'],
  ['ssr', 'server side rendering'],
  ['ssg', 'static site generation'],
  ['isb', 'incremental static build'],
  ['modal', 'dialog'],
  ['e2e', 'end to end'],
  ['env var', 'environment variable'],
];

/** "don't" → do not, "can't" → can not, "product's" → product; any other contraction keeps its first part. */
function splitContraction(word: string): string[] {
  const [first = '', rest = ''] = word.split(/['’]/);
  if (rest === 't' && first.endsWith('n')) {
    const verb = first === 'won' ? 'will' : first === 'can' ? 'can' : first === 'shan' ? 'shall' : first.slice(0, -1);
    return [verb, 'not'];
  }
  return [first];
}

export const english: SearchLanguage = {
  code: 'en',
  stem: englishStem,
  stopWords,
  fillerWords,
  synonyms,
  splitContraction,
};
