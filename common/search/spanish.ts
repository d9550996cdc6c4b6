/**
 * Spanish for the search: Snowball's Spanish stemmer (the @orama/stemmers port) with accents folded, the words the
 * index leaves out of body text and the words of a question. Pure.
 */
import {stemmer} from '@orama/stemmers/spanish';
import type {SearchLanguage} from './language.ts';
import {foldingStem, splitContraction, words} from './romance.ts';

// Articles, prepositions and their contractions, conjunctions, and the commonest pronouns and forms of ser/estar.
// "no" is not among them: it changes what is said.
const stopWords = words(
  'el la los las un una unos unas de del al a en por para con sin sobre y e o u pero que se es son fue ser está están este esta estos estas eso esto ese esa esos esas lo le les su sus también ya como más',
);

// Words of a question or a request ("cómo hago", "cuál es", "puedo usar") rather than of its subject.
const fillerWords = new Set([
  ...stopWords,
  ...words('cómo qué cuál cuáles cuándo dónde donde cuando cual porqué yo mi mis tu tus nosotros nuestro nuestra puedo puede pueden podemos debo debe necesito necesita quiero hago hacer usar usando uso tengo tener hay existe algún alguna'),
]);

export const spanish: SearchLanguage = {
  code: 'es',
  // An unaccented -cion is the -ción a reader typed without accents (the plural -ciones has none).
  stem: foldingStem(stemmer, [[/cion$/, 'ción']]),
  stopWords,
  fillerWords,
  synonyms: [],
  splitContraction,
};
