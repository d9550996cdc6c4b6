import {writeFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {prefersMarkdown, qualityOf, twinUrl} from '../negotiation.js';
import {createFixture} from './fixture.js';

const chrome = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const firefox = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html', true],
    ['text/html;q=0.9, text/markdown', true],
    ['text/markdown;q=0.5, text/html;q=0.5', true],
    ['TEXT/MARKDOWN', true],
    ['text/markdown, */*;q=0.1', true],
    ['text/plain, text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/html, text/markdown;q=0.9', false],
    ['text/markdown;q=0', false],
    ['text/*', false],
    ['*/*', false],
    ['', false],
    [undefined, false],
    [chrome, false],
    [firefox, false],
    ['text/markdown;q=abc', false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });

  it('takes the most specific range’s weight', () => {
    expect(qualityOf('text/*;q=0.3, text/html;q=0.7, */*', 'text/html')).toBe(0.7);
    expect(qualityOf('text/*;q=0.3, */*', 'text/html')).toBe(0.3);
    expect(qualityOf('image/png', 'text/html')).toBe(0);
  });

  it.each([
    ['/quickstart', '/quickstart.md'],
    ['/quickstart/', '/quickstart.md'],
    ['/quickstart?x=1', '/quickstart.md'],
    ['/', '/index.md'],
  ])('the twin of %s is %s', (url, twin) => {
    expect(twinUrl(url)).toBe(twin);
  });
});

describe('content negotiation on the static server', () => {
  const fixture = createFixture();
  const markdown = '# Quickstart\n\nThe twin.\n';
  const post = '# Release\n';
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(path.join(fixture.buildDir, 'quickstart.md'), markdown);
    mkdirSync(path.join(fixture.buildDir, 'releases/2022/04/22'), {recursive: true});
    writeFileSync(path.join(fixture.buildDir, 'releases/2022/04/22/webops.html'), '<!doctype html><h1>Release</h1>');
    writeFileSync(path.join(fixture.buildDir, 'releases/2022/04/22/webops.md'), post);
    app = await buildApp({buildDir: fixture.buildDir});
  });
  afterAll(async () => {
    await app.close();
    fixture.remove();
  });
  const get = (url: string, accept?: string) => app.inject({method: 'GET', url, headers: accept === undefined ? {} : {accept}});

  it.each([
    ['/quickstart', markdown],
    ['/releases/2022/04/22/webops', post],
  ])('answers %s’s Markdown twin to Accept: text/markdown, and tells caches to vary', async (url, body) => {
    const response = await get(url, 'text/markdown');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/markdown/);
    expect(response.body).toBe(body);
    expect(response.headers.vary).toMatch(/\baccept\b.*accept-encoding/i);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it.each([chrome, firefox, '*/*', undefined])('keeps HTML for Accept %j, with Vary: Accept', async (accept) => {
    const response = await get('/quickstart', accept);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Quickstart</h1>');
    expect(response.headers.vary).toMatch(/^accept, accept-encoding$/i);
  });

  it('gives each representation its own ETag', async () => {
    const [html, md] = await Promise.all([get('/quickstart', chrome), get('/quickstart', 'text/markdown')]);
    expect(html.headers.etag).not.toBe(md.headers.etag);
    const revalidated = await app.inject({method: 'GET', url: '/quickstart', headers: {accept: 'text/markdown', 'if-none-match': String(md.headers.etag)}});
    expect(revalidated.statusCode).toBe(304);
  });

  it('leaves pages without a twin as they are, with no Vary: Accept', async () => {
    const response = await get('/how-to-guides', 'text/markdown');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toBe('accept-encoding');
  });
});
