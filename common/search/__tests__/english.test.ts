import {describe, expect, it} from 'vitest';
import {english, englishStem} from '../english.ts';
import {neutralLanguage} from '../language.ts';
import {languageFor} from '../languages.ts';

describe('englishStem', () => {
  it.each([
    // The forms readers type and the docs write meet at one stem.
    ['buttons', 'button'],
    ['button', 'button'],
    ['styled', 'style'],
    ['styling', 'style'],
    ['styles', 'style'],
    ['style', 'style'],
    ['moving', 'move'],
    ['move', 'move'],
    ['deploy', 'deploi'],
    ['deployed', 'deploi'],
    ['deploying', 'deploi'],
    ['categories', 'categori'],
    ['category', 'categori'],
    ['redirecting', 'redirect'],
    ['scheduled', 'schedul'],
    ['schedule', 'schedul'],
    ['caresses', 'caress'],
    ['hopping', 'hop'],
    ['agreed', 'agre'],
    // Derivations keep their meaning apart.
    ['production', 'production'],
    ['product', 'product'],
    ['generate', 'generat'],
    ['general', 'general'],
    // Short words and identifiers pass unchanged.
    ['cms', 'cms'],
    ['was', 'was'],
    ['e2e', 'e2e'],
    ['use_build_cache', 'use_build_cache'],
    ['ação', 'ação'],
  ])('%s → %s', (word, stem) => {
    expect(englishStem(word)).toBe(stem);
  });

  // The examples of Porter's paper for steps 1 and 5, each carried through both steps by hand.
  it.each([
    // Step 1a: plurals.
    ['ponies', 'poni'],
    ['ties', 'ti'],
    ['caress', 'caress'],
    ['cats', 'cat'],
    // Step 1b: -eed only past a measure of 1, -ed and -ing only after a vowel.
    ['feed', 'feed'],
    ['plastered', 'plaster'],
    ['bled', 'bled'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    // After -ed or -ing: at, bl and iz take an e back, a double consonant is undone (not l, s or z), a short cvc stem takes an e.
    ['conflated', 'conflat'],
    ['troubled', 'troubl'],
    ['sized', 'size'],
    ['tanned', 'tan'],
    ['falling', 'fall'],
    ['hissing', 'hiss'],
    ['fizzed', 'fizz'],
    ['failing', 'fail'],
    ['filing', 'file'],
    // Step 1c: y after a vowel somewhere before it becomes i; y after a consonant is a vowel.
    ['happy', 'happi'],
    ['saying', 'sai'],
    ['crying', 'cry'],
    // Step 5: a final e goes past a measure of 1, or at 1 unless the stem ends cvc; ll becomes l past a measure of 1.
    ['probate', 'probat'],
    ['rate', 'rate'],
    ['cease', 'ceas'],
    ['controll', 'control'],
    ['roll', 'roll'],
  ])("Porter's example %s → %s", (word, stem) => {
    expect(englishStem(word)).toBe(stem);
  });
});

describe('languageFor', () => {
  it('finds English by its code or a regional one, and matches words as written in a language it does not know', () => {
    expect(languageFor('en')).toBe(english);
    expect(languageFor('en-US')).toBe(english);
    expect(languageFor('fr')).toBe(neutralLanguage);
    expect(neutralLanguage.stem('produtos')).toBe('produtos');
    expect(neutralLanguage.splitContraction("d'água")).toEqual(['dágua']);
  });
});

describe('the English word lists', () => {
  it('keep "no" and "not" as words a query must match, and question words as filler', () => {
    for (const word of ['no', 'not']) expect(english.fillerWords.has(word), word).toBe(false);
    for (const word of ['how', 'do', 'does', 'can', 'should', 'why', 'my', 'the']) expect(english.fillerWords.has(word), word).toBe(true);
    for (const word of english.stopWords) expect(english.fillerWords.has(word), word).toBe(true);
  });

  it('pair each synonym with another way the docs say it, in lower case', () => {
    for (const group of english.synonyms) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const phrase of group) expect(phrase).toBe(phrase.toLowerCase().trim());
    }
  });
});
