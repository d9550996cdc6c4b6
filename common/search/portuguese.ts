/**
 * Brazilian Portuguese for the search: Snowball's Portuguese stemmer (the @orama/stemmers port) with accents folded,
 * the words the index leaves out of body text and the words of a question. Pure.
 */
import {stemmer} from '@orama/stemmers/portuguese';
import type {SearchLanguage} from './language.ts';
import {foldingStem, splitContraction, words} from './romance.ts';

// Articles, prepositions and their contractions, conjunctions, and the commonest pronouns and forms of ser/estar.
// "não" is not among them: it changes what is said.
const stopWords = words(
  'a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pra com sem e ou mas que se ao aos à às é são foi ser está estão este esta estes estas isso isto esse essa esses essas ele ela eles elas lhe seu sua seus suas também já como mais',
);

// Words of a question or a request ("como eu faço", "qual é", "posso usar") rather than of its subject.
const fillerWords = new Set([
  ...stopWords,
  ...words('qual quais quando onde porque por quê quê o que eu meu minha meus minhas você vocês nós nosso nossa posso pode podem podemos devo deve preciso precisa quero faço fazer usar usando uso tenho ter há existe algum alguma'),
]);

export const portuguese: SearchLanguage = {
  code: 'pt',
  // An unaccented -cao, -coes, -sao, -soes is the -ção, -ções, -são, -sões a reader typed without accents; the
  // plurals -ões and -ães stem apart from their -ão singular in Snowball, so they become it first (sessões → sessão).
  stem: foldingStem(
    stemmer,
    [
      [/cao$/, 'ção'],
      [/coes$/, 'ções'],
      [/sao$/, 'são'],
      [/soes$/, 'sões'],
    ],
    [[/(?:õe|ãe)s$/, 'ão']],
  ),
  stopWords,
  fillerWords,
  synonyms: [],
  splitContraction,
};
