/**
 * A build under the base path /docs/ behind our server and behind Debian's nginx with the generated configuration:
 * one table of requests, the same answers from both (status, redirect, body, cache policy, security headers), the
 * proxied paths reaching the server instance under the base. A small fixture build stands in for the site, so this
 * runs without `npm run build`; needs /usr/sbin/nginx (installed as root when missing).
 */
import {request} from 'node:http';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {headerSet, type HeaderSet} from '../headerSet.js';
import {collectInlineScriptHashes} from '../scan.js';
import {nginxConfig} from '../staticHosting.js';
import {createFixture} from './fixture.js';
import {startNginx, type RunningNginx} from './nginx-harness.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(origin: string, target: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request({host: url.hostname, port: url.port, method, path: target, headers: {connection: 'close', ...headers}}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body}));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const fixture = createFixture();
const notFoundPage = '<!doctype html><html><body><h1>Page Not Found</h1></body></html>';
let app: FastifyInstance;
let appOrigin: string;
let nginx: RunningNginx;
let set: HeaderSet;

beforeAll(async () => {
  writeFileSync(path.join(fixture.buildDir, 'site.json'), '{"baseUrl":"/docs/"}\n');
  writeFileSync(path.join(fixture.buildDir, 'quickstart.md'), '# Quickstart\n');
  writeFileSync(path.join(fixture.buildDir, 'vtex-headless-cms-api.html'), '<!doctype html><h1>API</h1>');
  app = await buildApp({buildDir: fixture.buildDir});
  appOrigin = await app.listen({port: 0, host: '127.0.0.1'});
  set = headerSet({scriptHashes: await collectInlineScriptHashes(fixture.buildDir), basePath: '/docs/'});
  nginx = await startNginx((listen) => nginxConfig(set, {root: fixture.buildDir, listen, upstreams: [new URL(appOrigin).host], basePath: '/docs/'}));
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await app?.close();
  fixture.remove();
});

interface Case {
  target: string;
  headers?: Record<string, string>;
  method?: string;
  status: number;
  location?: string;
  /** The body as served, or a part of it. */
  body?: string;
}

const cases: Case[] = [
  {target: '/docs/', status: 200, body: '<h1>Home</h1>'},
  {target: '/docs/quickstart', status: 200, body: '<h1>Quickstart</h1>'},
  {target: '/docs/quickstart.md', status: 200, body: '# Quickstart\n'},
  {target: '/docs/quickstart', headers: {accept: 'text/markdown'}, status: 200, body: '# Quickstart\n'},
  {target: '/docs/how-to-guides', status: 200, body: '<h1>How-to guides</h1>'},
  {target: '/docs/vtex-headless-cms-api', status: 200, body: '<h1>API</h1>'},
  {target: '/docs/search-index/en.json', status: 200, body: '{"version":2}'},
  {target: '/docs/assets/js/main.0a1b2c3d.js', status: 200, body: 'FastStore Developer Portal'},
  {target: '/docs/quickstart/', status: 301, location: '/docs/quickstart'},
  {target: '/docs/quickstart.html?x=1', status: 301, location: '/docs/quickstart?x=1'},
  {target: '/docs/index.html', status: 301, location: '/docs/'},
  {target: '/docs', status: 301, location: '/docs/'},
  {target: '/docs?q=cart', status: 301, location: '/docs/?q=cart'},
  {target: '/docs/nope', status: 404, body: notFoundPage},
  {target: '/docs/site.json', status: 200, body: '"baseUrl":"/docs/"'},
  {target: '/', status: 404, body: notFoundPage},
  {target: '/quickstart', status: 404, body: notFoundPage},
  {target: '/search-index/en.json', status: 404, body: notFoundPage},
  {target: '/docsx', status: 404, body: notFoundPage},
  // Proxied to the instance, which answers the API under the base (no route is registered here: its JSON 404).
  {target: '/docs/api/feedback', method: 'POST', status: 404, body: '"error"'},
  {target: '/api/feedback', status: 404, body: notFoundPage},
];

const targets: Array<[string, () => string]> = [
  ['our server', () => appOrigin],
  ['nginx', () => nginx.origin],
];

describe.each(targets)('under /docs/, %s', (_name, origin) => {
  it.each(
    cases.map((entry): [string, Case] => [`${entry.method ?? 'GET'} ${entry.target}${entry.headers ? ' (Markdown)' : ''} answers ${entry.status}`, entry]),
  )('%s', async (_title, {target, headers, method, status, location, body}) => {
    const answer = await send(origin(), target, {method, headers});
    expect([target, answer.status]).toEqual([target, status]);
    if (location !== undefined) expect(answer.headers.location).toBe(location);
    if (body !== undefined) expect(answer.body).toContain(body);
    // The API reference's wider connect-src reaches it under the base too.
    const pagePath = target.split('?')[0]!.replace(/^\/docs(?=\/)/, '');
    if (status === 200 && !target.includes('/api/'))
      expect(answer.headers['content-security-policy']).toBe((set.pages[pagePath] ?? set.site)['content-security-policy']);
  });
});

describe('nginx under /docs/', () => {
  it("answers each request as our server does: status, redirect, body (but a redirect's) and cache policy", async () => {
    for (const {target, headers, method} of cases) {
      const [ours, theirs] = await Promise.all([send(appOrigin, target, {method, headers}), send(nginx.origin, target, {method, headers})]);
      expect({target, status: theirs.status, location: theirs.headers.location, cache: theirs.headers['cache-control'], body: theirs.body}).toEqual({
        target,
        status: ours.status,
        location: ours.headers.location,
        cache: ours.headers['cache-control'],
        body: ours.status === 301 ? theirs.body : ours.body,
      });
    }
  });
});
