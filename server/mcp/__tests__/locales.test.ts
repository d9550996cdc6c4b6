import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {buildLocales, ROOT_LOCALE, singleSite, siteSet} from '../locales.ts';
import type {McpSite} from '../site.ts';

const fakeSite = (locale: string) => ({locale, root: `/build/${locale}`}) as unknown as McpSite;

describe('the locales a build holds', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-locales-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const site = (folder: string, {info = true, index = folder}: {info?: boolean; index?: string | null} = {}) => {
    mkdirSync(path.join(dir, folder, 'search-index'), {recursive: true});
    if (info) writeFileSync(path.join(dir, folder, 'site.json'), '{"baseUrl":"/x/"}');
    if (index) writeFileSync(path.join(dir, folder, 'search-index', `${index}.json`), '{}');
  };

  it('are English, then each folder that is a site with its own search index, sorted', async () => {
    site('pt-BR');
    site('es');
    site('fr', {info: false});
    site('de', {index: null});
    site('it', {index: 'en'});
    site('img');
    rmSync(path.join(dir, 'img', 'search-index', 'img.json'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'ja'), 'a file, not a folder');
    site('v0');
    expect(await buildLocales(dir)).toEqual(['en', 'es', 'pt-BR']);
  });
});

describe('a set of locale sites', () => {
  it('gives the root site for no locale and for its own, and loads each other locale once', async () => {
    const root = fakeSite('en');
    const load = vi.fn(async (locale: string) => fakeSite(locale));
    const sites = siteSet(root, ['en', 'pt-BR', 'es'], load);
    expect(sites.locales).toEqual(['en', 'pt-BR', 'es']);
    expect(await sites.get()).toBe(root);
    expect(await sites.get(ROOT_LOCALE)).toBe(root);
    const first = await sites.get('pt-BR');
    expect(first).toMatchObject({locale: 'pt-BR'});
    expect(await sites.get('pt-BR')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a locale it does not hold, naming those it does, and loads again after a failed load', async () => {
    let fail = true;
    const sites = siteSet(fakeSite('en'), ['en', 'es'], async (locale) => {
      if (fail) throw new Error('no index');
      return fakeSite(locale);
    });
    await expect(sites.get('fr')).rejects.toThrow('No locale fr; this build has en, es.');
    await expect(sites.get('es')).rejects.toThrow('no index');
    fail = false;
    expect(await sites.get('es')).toMatchObject({locale: 'es'});
  });

  it('reads and writes the locale prefix of a path from the root', () => {
    const sites = siteSet(fakeSite('en'), ['en', 'pt-BR', 'es'], async (locale) => fakeSite(locale));
    expect(sites.localeOfPath('/pt-BR/quickstart')).toEqual({locale: 'pt-BR', sitePath: '/quickstart'});
    expect(sites.localeOfPath('/es')).toEqual({locale: 'es', sitePath: '/'});
    expect(sites.localeOfPath('/es/')).toEqual({locale: 'es', sitePath: '/'});
    expect(sites.localeOfPath('/essentials')).toEqual({locale: 'en', sitePath: '/essentials'});
    expect(sites.localeOfPath('/quickstart')).toEqual({locale: 'en', sitePath: '/quickstart'});
    expect(sites.rootPathOf('pt-BR', '/faq')).toBe('/pt-BR/faq');
    expect(sites.rootPathOf('es', '/')).toBe('/es/');
    expect(sites.rootPathOf('en', '/faq')).toBe('/faq');
  });

  it('of one site holds English only', async () => {
    const root = fakeSite('en');
    const sites = singleSite(root);
    expect(sites.locales).toEqual(['en']);
    expect(await sites.get()).toBe(root);
    await expect(sites.get('es')).rejects.toThrow('No locale es; this build has en.');
    expect(sites.localeOfPath('/es/faq')).toEqual({locale: 'en', sitePath: '/es/faq'});
  });
});
