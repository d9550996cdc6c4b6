import {describe, expect, it} from 'vitest';
import {alternateUrls, localeBase, sitemapAlternates} from '../paths.ts';

const sites = {siteUrl: 'https://faststore.dev', baseUrl: '/', locales: ['en', 'pt-BR', 'es'], defaultLocale: 'en'};

describe('alternateUrls', () => {
  it('names a page in every locale and the default one as x-default, from any locale', () => {
    const expected = [
      {lang: 'en', url: 'https://faststore.dev/quickstart'},
      {lang: 'pt-BR', url: 'https://faststore.dev/pt-BR/quickstart'},
      {lang: 'es', url: 'https://faststore.dev/es/quickstart'},
      {lang: 'x-default', url: 'https://faststore.dev/quickstart'},
    ];
    expect(alternateUrls('https://faststore.dev/quickstart', 'en', sites)).toEqual(expected);
    expect(alternateUrls('https://faststore.dev/pt-BR/quickstart', 'pt-BR', sites)).toEqual(expected);
    expect(alternateUrls('https://faststore.dev/es/quickstart', 'es', sites)).toEqual(expected);
  });

  it('keeps the home pages and a base path', () => {
    const based = {...sites, baseUrl: '/docs/'};
    expect(alternateUrls('https://faststore.dev/docs/pt-BR/', 'pt-BR', based).map(({url}) => url)).toEqual([
      'https://faststore.dev/docs/',
      'https://faststore.dev/docs/pt-BR/',
      'https://faststore.dev/docs/es/',
      'https://faststore.dev/docs/',
    ]);
    expect(alternateUrls('https://faststore.dev/docs/es', 'es', based)[0]!.url).toBe('https://faststore.dev/docs/');
    expect(localeBase('es', based)).toBe('/docs/es/');
    expect(localeBase('en', based)).toBe('/docs/');
  });

  it('refuses a URL outside the locale’s site', () => {
    expect(() => alternateUrls('https://faststore.dev/quickstart', 'pt-BR', sites)).toThrow(/not a page of the pt-BR site/);
  });
});

describe('sitemapAlternates', () => {
  it('names the alternates in a build of every locale, and none in a build of one locale at the root', () => {
    expect(sitemapAlternates('https://faststore.dev/pt-BR/faq', 'pt-BR', '/pt-BR/', sites).map(({lang}) => lang)).toEqual(['en', 'pt-BR', 'es', 'x-default']);
    expect(sitemapAlternates('https://faststore.dev/faq', 'pt-BR', '/', sites)).toEqual([]);
    expect(sitemapAlternates('https://faststore.dev/faq', 'en', '/', sites)).toHaveLength(4);
  });
});
