import {describe, expect, it} from 'vitest';
import {mechanismNames, mechanisms} from '#lean-client/core';
import {algoliaSettings, readSiteEnv} from '../siteEnv.ts';

const algoliaEnv = {ALGOLIA_APP_ID: 'BH4D9OD16A', ALGOLIA_API_KEY: '0123456789abcdef0123456789abcdef', ALGOLIA_INDEX_NAME: 'devportal'};

describe('readSiteEnv', () => {
  it('turns every third party off when nothing is configured', () => {
    expect(readSiteEnv({})).toEqual({
      SITE_URL: 'https://faststore.dev',
      BASE_URL: '/',
      GTAG_ID: undefined,
      GTM_ID: undefined,
      FEEDBACK_ENDPOINT: undefined,
      ALGOLIA_APP_ID: undefined,
      ALGOLIA_API_KEY: undefined,
      ALGOLIA_INDEX_NAME: undefined,
      LEAN_OFF: [],
    });
    expect(algoliaSettings(readSiteEnv({}))).toBeUndefined();
  });

  it.each([
    [{GTAG_ID: 'G-MWFMZBZPHF'}, {GTAG_ID: 'G-MWFMZBZPHF'}],
    [{GTM_ID: 'GTM-AB12CD'}, {GTM_ID: 'GTM-AB12CD'}],
    [{GTAG_ID: ''}, {GTAG_ID: undefined}],
    [{SITE_URL: 'https://docs.example.com'}, {SITE_URL: 'https://docs.example.com'}],
    [{FEEDBACK_ENDPOINT: '/api/feedback'}, {FEEDBACK_ENDPOINT: '/api/feedback'}],
    [{FEEDBACK_ENDPOINT: 'https://hooks.example.com/csat?token=1'}, {FEEDBACK_ENDPOINT: 'https://hooks.example.com/csat?token=1'}],
    [{FEEDBACK_ENDPOINT: ' /feedback '}, {FEEDBACK_ENDPOINT: '/feedback'}],
    [{FEEDBACK_ENDPOINT: ''}, {FEEDBACK_ENDPOINT: undefined}],
    [{BASE_URL: '/docs/'}, {BASE_URL: '/docs/'}],
    [{BASE_URL: ' /a/b/ '}, {BASE_URL: '/a/b/'}],
    [{BASE_URL: ''}, {BASE_URL: '/'}],
  ])('accepts %j', (env, expected) => {
    expect(readSiteEnv(env)).toMatchObject(expected);
  });

  it.each([
    [{GTAG_ID: 'UA-1234'}, /GTAG_ID must be a Google Analytics 4 measurement id such as G-ABC123/],
    [{GTM_ID: 'G-123'}, /GTM_ID must be a Tag Manager container id such as GTM-ABC123/],
    [{SITE_URL: 'faststore.dev'}, /SITE_URL must be an http\(s\) URL/],
    [{SITE_URL: 'ftp://faststore.dev'}, /SITE_URL must be an http\(s\) URL/],
    [{BASE_URL: '/docs'}, /BASE_URL must start and end with "\/"/],
    [{BASE_URL: 'docs/'}, /BASE_URL must start and end with "\/"/],
    [{BASE_URL: '//evil.example/'}, /BASE_URL must be a plain path/],
    [{FEEDBACK_ENDPOINT: 'api/feedback'}, /FEEDBACK_ENDPOINT must be a path such as \/api\/feedback or an absolute http\(s\) URL/],
    [{FEEDBACK_ENDPOINT: '//evil.example.com/x'}, /FEEDBACK_ENDPOINT must be a path/],
    [{FEEDBACK_ENDPOINT: 'javascript:alert(1)'}, /FEEDBACK_ENDPOINT must be a path/],
    [{...algoliaEnv, ALGOLIA_APP_ID: 'abc'}, /ALGOLIA_APP_ID must be an Algolia application id such as ABCDE12345/],
    [{...algoliaEnv, ALGOLIA_API_KEY: 'secret'}, /ALGOLIA_API_KEY must look like a 32-character/],
    [{ALGOLIA_APP_ID: 'BH4D9OD16A'}, /ALGOLIA_APP_ID and ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME must be set together/],
    [{ALGOLIA_INDEX_NAME: 'devportal', ALGOLIA_API_KEY: algoliaEnv.ALGOLIA_API_KEY}, /must be set together/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => readSiteEnv(env)).toThrow(message);
  });
});

describe('algoliaSettings', () => {
  it('gives hosted search settings when all three variables are set', () => {
    expect(algoliaSettings(readSiteEnv(algoliaEnv))).toEqual({
      appId: 'BH4D9OD16A',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'devportal',
    });
  });
});

describe('LEAN_OFF, the speed mechanisms switched off by name', () => {
  it('an unknown name fails the build, listing every valid name with what it does', () => {
    expect(() => readSiteEnv({LEAN_OFF: 'preact,nope'})).toThrow(/LEAN_OFF.*"nope"/);
    try {
      readSiteEnv({LEAN_OFF: 'nope'});
    } catch (error) {
      for (const name of mechanismNames) expect((error as Error).message).toContain(`${name}: ${mechanisms[name].description}`);
    }
    expect.assertions(1 + mechanismNames.length);
  });

  it('reads LEAN_OFF from the site environment', () => {
    expect(readSiteEnv({LEAN_OFF: 'idlePrefetch'}).LEAN_OFF).toEqual(['idlePrefetch']);
    expect(readSiteEnv({}).LEAN_OFF).toEqual([]);
  });
});
