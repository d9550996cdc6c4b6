/**
 * The generated `_headers` read the way Cloudflare Pages documents it (every matching rule applies in file order, a
 * header set twice is joined with a comma, `! Name` drops what earlier rules set) gives each URL of a build the
 * headers our server sends for it. nginx is checked against the real build (static-hosting.build.test.ts).
 */
import {execFile} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readLayout} from '../../scripts/static-hosting.js';
import {buildApp} from '../app.js';
import {API_REFERENCE_PATH} from '../csp.js';
import {headerSet} from '../headerSet.js';
import {collectInlineScriptHashes} from '../scan.js';
import {headersFile} from '../staticHosting.js';
import {createFixture} from './fixture.js';
import {projectRoot} from './serverProcess.js';

/** Cloudflare Pages' reading of a `_headers` file for one request path. */
function cloudflareHeaders(file: string, pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      matches = pattern.test(pathname);
      continue;
    }
    if (!matches) continue;
    const detach = /^\s+!\s*(\S+)$/.exec(line);
    if (detach) {
      headers.delete(detach[1]!.toLowerCase());
      continue;
    }
    const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    const key = name.toLowerCase();
    headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
  }
  return headers;
}

const fixture = createFixture();
let app: FastifyInstance;
let file: string;

beforeAll(async () => {
  writeFileSync(path.join(fixture.buildDir, 'quickstart.md'), '# Quickstart\n');
  writeFileSync(path.join(fixture.buildDir, 'vtex-headless-cms-api.html'), '<!doctype html><h1>API</h1>');
  app = await buildApp({buildDir: fixture.buildDir});
  const set = headerSet({scriptHashes: await collectInlineScriptHashes(fixture.buildDir)});
  file = headersFile(set, await readLayout(fixture.buildDir));
});
afterAll(async () => {
  await app.close();
  fixture.remove();
});

describe('_headers', () => {
  it.each([
    '/',
    '/quickstart',
    '/how-to-guides',
    API_REFERENCE_PATH,
    '/quickstart.md',
    '/assets/js/main.0a1b2c3d.js',
    '/assets/css/styles.abc.css',
    '/assets/fonts/inter.1234.woff2',
    '/img/x.svg',
    '/img/logo.png',
    '/img/photo.webp',
    '/favicon.ico',
    '/sitemap.xml',
    '/robots.txt',
    '/search-index.json',
    '/search-index/en.json',
    '/search-index/0123456789/en/d/0.json',
  ])('gives %s the headers our server sends', async (pathname) => {
    const served = await app.inject({method: 'GET', url: pathname});
    expect(served.statusCode).toBe(200);
    const fromFile = cloudflareHeaders(file, pathname);
    for (const [name, value] of fromFile) expect([name, served.headers[name]]).toEqual([name, value]);
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cache-control']) expect(fromFile.has(name)).toBe(true);
  });

  it('leaves the detach lines out for Netlify, where a later matching rule replaces a header', async () => {
    const set = headerSet({scriptHashes: []});
    const netlify = headersFile(set, await readLayout(fixture.buildDir), {detach: false});
    expect(file).toMatch(/^ {2}! Cache-Control$/m);
    expect(netlify).not.toMatch(/^\s+!/m);
  });
});

describe('_headers of a build under a base path', () => {
  const based = createFixture();
  let basedApp: FastifyInstance;
  let basedFile: string;
  beforeAll(async () => {
    writeFileSync(path.join(based.buildDir, 'site.json'), '{"baseUrl":"/docs/"}\n');
    writeFileSync(path.join(based.buildDir, 'vtex-headless-cms-api.html'), '<!doctype html><h1>API</h1>');
    basedApp = await buildApp({buildDir: based.buildDir});
    const set = headerSet({scriptHashes: await collectInlineScriptHashes(based.buildDir), basePath: '/docs/'});
    basedFile = headersFile(set, await readLayout(based.buildDir), {basePath: '/docs/'});
  });
  afterAll(async () => {
    await basedApp.close();
    based.remove();
  });

  it.each(['/docs/', '/docs/quickstart', `/docs${API_REFERENCE_PATH}`, '/docs/assets/js/main.0a1b2c3d.js', '/docs/img/x.svg', '/docs/search-index/en.json'])(
    'gives %s the headers our server sends',
    async (pathname) => {
      const served = await basedApp.inject({method: 'GET', url: pathname});
      expect(served.statusCode).toBe(200);
      const fromFile = cloudflareHeaders(basedFile, pathname);
      for (const [name, value] of fromFile) expect([name, served.headers[name]]).toEqual([name, value]);
      for (const name of ['content-security-policy', 'cache-control']) expect(fromFile.has(name)).toBe(true);
    },
  );

  it('writes every rule under the base', () => {
    const patterns = basedFile.split('\n').filter((line) => line.startsWith('/'));
    expect(patterns.length).toBeGreaterThan(5);
    expect(patterns.filter((pattern) => !pattern.startsWith('/docs/'))).toEqual([]);
  });
});

describe('scripts/static-hosting.ts', () => {
  const run = promisify(execFile);
  const generate = async (env: Record<string, string>) => {
    const {SITE_URL: _unset, ...rest} = process.env;
    await run(process.execPath, ['--import', 'tsx', 'scripts/static-hosting.ts', fixture.buildDir], {cwd: projectRoot, env: {...rest, ...env}});
    return readFileSync(path.join(fixture.buildDir, 'nginx.conf'), 'utf8');
  };
  const hsts = (nginx: string) =>
    /add_header Strict-Transport-Security \$faststore_once_strict_transport_security_\d+ always;/.test(nginx) && nginx.includes('default "max-age=63072000; includeSubDomains";');

  it.each([
    ['SITE_URL is unset', 'https://faststore.dev/quickstart', true, {}],
    ['SITE_URL is https', 'http://localhost:3000/quickstart', true, {SITE_URL: 'https://docs.example.com'}],
    ['SITE_URL is unset', 'http://localhost:3000/quickstart', false, {}],
    ['SITE_URL is http', 'https://faststore.dev/quickstart', false, {SITE_URL: 'http://localhost:3000'}],
  ])('when %s and the sitemap names %s, Strict-Transport-Security is in nginx.conf and _headers: %s', {timeout: 60_000}, async (_case, loc, expected, env) => {
    writeFileSync(path.join(fixture.buildDir, 'sitemap.xml'), `<?xml version="1.0"?><urlset><url><loc>${loc}</loc></url></urlset>`);
    const nginx = await generate(env as Record<string, string>);
    expect(hsts(nginx)).toBe(expected);
    expect(readFileSync(path.join(fixture.buildDir, '_headers'), 'utf8').includes('Strict-Transport-Security: max-age=63072000')).toBe(expected);
  });
});
