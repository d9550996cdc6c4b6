/** One search worker thread per locale (startLocaleSearchWorkers), over the fixture build with a pt-BR site beside it. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadSiteSet, siteSet, type SiteSet} from '../locales.ts';
import {startLocaleSearchWorkers} from '../search-worker.ts';
import {loadSite} from '../site.ts';
import {addFixtureLocale, localeTitle} from './fixture-locales.ts';
import {createFixtureSite, type FixtureSite} from './fixture-site.ts';

let fixture: FixtureSite;
let sites: SiteSet;

beforeAll(async () => {
  fixture = await createFixtureSite();
  await addFixtureLocale(fixture.buildDir, 'pt-BR');
  sites = await loadSiteSet(fixture.buildDir, await loadSite(fixture.buildDir, {holdPostings: false}), {holdPostings: false});
}, 120_000);
afterAll(() => fixture?.remove());

const search = (locale?: string) => ({query: 'quickstart', version: 'current' as const, limit: 1, ...(locale ? {locale} : {})});

describe('search workers per locale', () => {
  it("answer each locale from its own index, the root's without a locale, and none once closed", async () => {
    const workers = startLocaleSearchWorkers(sites);
    try {
      expect((await workers.search(search('pt-BR'))).hits[0]?.title).toBe(localeTitle('Quickstart', 'pt-BR'));
      expect((await workers.search(search())).hits[0]?.title).toBe('Quickstart');
      expect((await workers.search(search('en'))).hits[0]?.title).toBe('Quickstart');
      // The same worker again for a locale already started.
      expect((await workers.search(search('pt-BR'))).hits[0]?.url).toMatch(/\/pt-BR\/quickstart/);
    } finally {
      await workers.close();
    }
    await expect(workers.search(search('pt-BR'))).rejects.toThrow('The search worker is closed.');
  });

  it("say why a locale's site did not load, and try again on the next search", async () => {
    let loads = 0;
    const flaky = siteSet(sites.root, ['en', 'pt-BR'], async (locale) => {
      loads += 1;
      if (loads === 1) throw new Error('no index yet');
      return sites.get(locale);
    });
    const workers = startLocaleSearchWorkers(flaky);
    try {
      await expect(workers.search(search('pt-BR'))).rejects.toThrow('no index yet');
      expect((await workers.search(search('pt-BR'))).hits[0]?.title).toBe(localeTitle('Quickstart', 'pt-BR'));
      expect(loads).toBe(2);
    } finally {
      await workers.close();
    }
  });
});
