import {describe, expect, it} from 'vitest';
import {loadConfig} from '../../../server/config';
import {readSiteEnv} from '../siteEnv';

/** The variables both the build and the server read: one rule each, so what the pages load the CSP allows. */
describe('the build and the server read the shared variables alike', () => {
  const accepts = (read: (env: Record<string, string>) => unknown) => (env: Record<string, string>) => {
    try {
      read(env);
      return true;
    } catch {
      return false;
    }
  };
  const site = accepts(readSiteEnv);
  const server = accepts(loadConfig);

  it.each([
    ['GTAG_ID', 'G-ABC123', true],
    ['GTAG_ID', 'UA-1234-1', false],
    ['GTAG_ID', 'AW-123', false],
    ['GTAG_ID', '  ', true],
    ['GTM_ID', 'GTM-AB12CD', true],
    ['GTM_ID', 'G-123', false],
    ['SITE_URL', 'https://faststore.dev', true],
    ['SITE_URL', 'ftp://faststore.dev', false],
    ['SITE_URL', 'faststore.dev', false],
  ])('%s=%j is accepted by both: %s', (name, value, accepted) => {
    expect(site({[name]: value})).toBe(accepted);
    expect(server({[name]: value})).toBe(accepted);
  });

  it('the Algolia app id follows one rule (the build also wants its key and index)', () => {
    const rest = {ALGOLIA_API_KEY: '0123456789abcdef0123456789abcdef', ALGOLIA_INDEX_NAME: 'devportal'};
    for (const [appId, accepted] of [['BH4D9OD16A', true], ['bh4d9od16a', false]] as const) {
      expect(site({ALGOLIA_APP_ID: appId, ...rest})).toBe(accepted);
      expect(server({ALGOLIA_APP_ID: appId})).toBe(accepted);
    }
  });
});
