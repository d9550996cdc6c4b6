import {describe, expect, it} from 'vitest';
import {readSiteEnv} from '../siteEnv';

describe('readSiteEnv', () => {
  it('turns every third party off when nothing is configured', () => {
    expect(readSiteEnv({})).toEqual({
      SITE_URL: 'https://faststore.dev',
      GTAG_ID: undefined,
      GTM_ID: undefined,
      FEEDBACK_ENDPOINT: undefined,
    });
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
  ])('accepts %j', (env, expected) => {
    expect(readSiteEnv(env)).toMatchObject(expected);
  });

  it.each([
    [{GTAG_ID: 'UA-1234'}, /GTAG_ID must look like G-XXXXXXXXXX/],
    [{GTM_ID: 'G-123'}, /GTM_ID must look like GTM-XXXXXXX/],
    [{SITE_URL: 'faststore.dev'}, /SITE_URL must be an absolute URL/],
    [{FEEDBACK_ENDPOINT: 'api/feedback'}, /FEEDBACK_ENDPOINT must be a path such as \/api\/feedback or an absolute http\(s\) URL/],
    [{FEEDBACK_ENDPOINT: '//evil.example.com/x'}, /FEEDBACK_ENDPOINT must be a path/],
    [{FEEDBACK_ENDPOINT: 'javascript:alert(1)'}, /FEEDBACK_ENDPOINT must be a path/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => readSiteEnv(env)).toThrow(message);
  });
});
