/** Our server on a build made for a base path (build/site.json names /docs/): the site under it, nothing outside it. */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {createFixture} from './fixture.js';

const fixture = createFixture();
let app: FastifyInstance;
let registeredWith: {basePath: string} | undefined;

beforeAll(async () => {
  writeFileSync(path.join(fixture.buildDir, 'site.json'), '{"baseUrl":"/docs/"}\n');
  writeFileSync(path.join(fixture.buildDir, 'quickstart.md'), '# Quickstart\n');
  app = await buildApp({
    buildDir: fixture.buildDir,
    register: async (instance, site) => {
      registeredWith = site;
      instance.post('/api/feedback', async () => ({stored: true}));
    },
  });
});

afterAll(async () => {
  await app.close();
  fixture.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({method: 'GET', url, headers});

describe('a build under /docs/', () => {
  it('tells the routes it registers the base path', () => {
    expect(registeredWith).toEqual({basePath: '/docs/'});
  });

  it.each([
    ['/docs/', 'Home'],
    ['/docs/quickstart', 'Quickstart'],
    ['/docs/how-to-guides', 'How-to guides'],
  ])('serves %s from the build', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it('serves a twin under the base, by its .md path and by Accept: text/markdown', async () => {
    expect((await get('/docs/quickstart.md')).body).toBe('# Quickstart\n');
    const negotiated = await get('/docs/quickstart', {accept: 'text/markdown'});
    expect(negotiated.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(negotiated.body).toBe('# Quickstart\n');
  });

  it('answers the routes the pages call under the base', async () => {
    const response = await app.inject({method: 'POST', url: '/docs/api/feedback', payload: {}});
    expect(response.json()).toEqual({stored: true});
    expect((await get('/docs/api/nope')).json()).toEqual({error: 'Not found'});
  });

  it.each([
    ['/docs/quickstart/', '/docs/quickstart'],
    ['/docs/quickstart.html?x=1', '/docs/quickstart?x=1'],
    ['/docs/index.html', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs?q=cart', '/docs/?q=cart'],
  ])('redirects %s to %s, keeping the base', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/docs/nope', '/', '/quickstart', '/docsx/quickstart', '/api/feedback', '/search-index/en.json'])(
    "answers %s with the site's 404 page and its headers",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page Not Found');
      expect(response.headers['content-security-policy']).toContain('report-uri /docs/api/csp-report');
    },
  );

  it('sends CSP reports to the endpoint under the base', async () => {
    const response = await get('/docs/');
    expect(response.headers['content-security-policy']).toContain('report-uri /docs/api/csp-report');
    expect(response.headers['reporting-endpoints']).toBe('csp="/docs/api/csp-report"');
  });
});
