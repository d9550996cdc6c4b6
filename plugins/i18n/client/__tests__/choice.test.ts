import {describe, expect, it} from 'vitest';
import {pickedLocale, suggestedLocale, suggestionCopy, type ElementLike} from '../choice.ts';

const locales = ['en', 'pt-BR', 'es'];

/** An element with `attributes`, inside a chain of ancestors each matching the selectors it lists. */
function element(attributes: Record<string, string>, matches: string[], parent: ElementLike | null = null): ElementLike {
  const self: ElementLike = {
    getAttribute: (name) => attributes[name] ?? null,
    closest: (selector) => (selector.split(',').some((one) => matches.includes(one.trim())) ? self : (parent?.closest(selector) ?? null)),
  };
  return self;
}

const navbar = element({}, ['.navbar']);
const sidebar = element({}, ['.navbar-sidebar']);
const article = element({}, ['article']);

describe('pickedLocale', () => {
  it('reads the language of a locale link in the navbar or its mobile menu, from the link or an element inside it', () => {
    const link = element({lang: 'pt-BR'}, ['a[lang]'], navbar);
    expect(pickedLocale(link, locales)).toBe('pt-BR');
    expect(pickedLocale(element({}, ['span'], link), locales)).toBe('pt-BR');
    expect(pickedLocale(element({lang: 'es'}, ['a[lang]'], sidebar), locales)).toBe('es');
    expect(pickedLocale(element({lang: 'en'}, ['a[lang]'], navbar), locales)).toBe('en');
  });

  it('ignores links with lang elsewhere on the page, links in a language the site lacks, and clicks on no link', () => {
    expect(pickedLocale(element({lang: 'pt-BR'}, ['a[lang]'], article), locales)).toBeNull();
    expect(pickedLocale(element({lang: 'fr'}, ['a[lang]'], navbar), locales)).toBeNull();
    expect(pickedLocale(element({}, ['button'], navbar), locales)).toBeNull();
    expect(pickedLocale(null, locales)).toBeNull();
  });

  it('counts the suggestion note\'s own link as a choice', () => {
    expect(pickedLocale(element({lang: 'es'}, ['a[lang]'], element({}, ['[data-locale-suggestion]'])), locales)).toBe('es');
  });
});

describe('suggestedLocale', () => {
  const base = {current: 'en', dismissed: null, locales};

  it('offers the remembered language on a page in another one', () => {
    expect(suggestedLocale({...base, stored: 'pt-BR'})).toBe('pt-BR');
    expect(suggestedLocale({...base, stored: 'en', current: 'es'})).toBe('en');
  });

  it('offers nothing with no choice, on a page already in it, once dismissed, or for a language the site lacks', () => {
    expect(suggestedLocale({...base, stored: null})).toBeNull();
    expect(suggestedLocale({...base, stored: 'en'})).toBeNull();
    expect(suggestedLocale({...base, stored: 'pt-BR', dismissed: 'pt-BR'})).toBeNull();
    expect(suggestedLocale({...base, stored: 'fr'})).toBeNull();
  });

  it('offers it again when the reader dismissed another language', () => {
    expect(suggestedLocale({...base, stored: 'es', dismissed: 'pt-BR'})).toBe('es');
  });
});

describe('suggestionCopy', () => {
  it('speaks every locale of the site, each in its own language', () => {
    expect(Object.keys(suggestionCopy).sort()).toEqual([...locales].sort());
    expect(suggestionCopy['pt-BR']!.read).toMatch(/português/);
    expect(suggestionCopy.es!.read).toMatch(/español/);
  });
});
