/** Security headers per response and per page: HSTS for an https site, CORP everywhere, connect-src narrowed, CSP reporting. */
import type {FastifyInstance, LightMyRequestResponse} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {API_REFERENCE_PATH} from '../csp.js';
import {createFixture} from './fixture.js';
import {feedbackApp, postJson, validBody, type TestApp} from './feedback-helpers.js';

const fixture = createFixture();
const apps = new Map<string, FastifyInstance>();

beforeAll(async () => {
  for (const origin of ['https://faststore.dev', 'http://localhost:3000', '']) {
    apps.set(origin, await buildApp({buildDir: fixture.buildDir, publicOrigin: origin || undefined}));
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  fixture.remove();
});

const get = (url: string, origin = 'https://faststore.dev') => apps.get(origin)!.inject({method: 'GET', url});
const connectSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '));

describe('Strict-Transport-Security', () => {
  it.each(['/', '/quickstart', '/assets/js/main.0a1b2c3d.js', '/missing', '/quickstart.html'])('is sent on %s when SITE_URL is https', async (url) => {
    expect((await get(url)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it.each(['http://localhost:3000', ''])('is not sent when SITE_URL is %j', async (origin) => {
    expect((await get('/', origin)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it.each(['/', '/assets/js/main.0a1b2c3d.js', '/img/logo.png', '/missing', '/api/nothing'])('is same-origin on %s', async (url) => {
    expect((await get(url)).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('connect-src', () => {
  it('lets only the API reference page reach the readers\' CMS hosts for try-it', async () => {
    expect(connectSrc(await get(API_REFERENCE_PATH))).toBe("connect-src 'self' https://*.myvtex.com");
    expect(connectSrc(await get(`${API_REFERENCE_PATH}?tab=try`))).toBe("connect-src 'self' https://*.myvtex.com");
  });

  it.each(['/', '/quickstart', '/missing', `${API_REFERENCE_PATH}/other`, `${API_REFERENCE_PATH}x`])('is our own origin only on %s', async (url) => {
    expect(connectSrc(await get(url))).toBe("connect-src 'self'");
  });
});

describe('CSP reporting', () => {
  it('sends violations to our own endpoint in both report formats', async () => {
    const response = await get('/');
    expect(String(response.headers['content-security-policy'])).toMatch(/; report-uri \/api\/csp-report; report-to csp$/);
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });
});

describe('Cache-Control of the feedback API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await feedbackApp({rateLimit: 1});
  });
  afterAll(() => t.close());

  it('is no-store on every answer: created, refused, rate-limited, preflight and unknown API paths', async () => {
    const answers = [
      await postJson(t.app, validBody()),
      await postJson(t.app, validBody({rate: 9}), {}, '10.0.0.2'),
      await postJson(t.app, validBody()),
      await t.app.inject({method: 'OPTIONS', url: '/api/feedback'}),
      await t.app.inject({method: 'GET', url: '/api/unknown'}),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 429, 204, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
