import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {normalisePath, resolveFile} from '../paths.js';
import {createFixture} from './fixture.js';

describe('normalisePath', () => {
  it.each([
    ['/quickstart.html', '/quickstart'],
    ['/quickstart.html?q=1&x=2', '/quickstart?q=1&x=2'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
    ['/how-to-guides/index', '/how-to-guides'],
    ['/how-to-guides/index.html', '/how-to-guides'],
    ['/how-to-guides/index.html?tab=1', '/how-to-guides?tab=1'],
    ['/faq/', '/faq'],
    ['/faq/?q=search', '/faq?q=search'],
    ['/faq//', '/faq'],
    ['/how-to-guides/index.html/', '/how-to-guides'],
    ['//', '/'],
    // Would otherwise be a protocol-relative Location to another host.
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
  ])('redirects %s to %s', (url, target) => {
    expect(normalisePath(url)).toBe(target);
    expect(normalisePath(target)).toBeNull();
  });

  it.each(['/', '/quickstart', '/quickstart?x=1', '/how-to-guides', '/assets/js/main.0a1b2c3d.js', '/search?q=index.html', '/indexes', '/releases/tags'])(
    'leaves the clean path %s alone',
    (url) => {
      expect(normalisePath(url)).toBeNull();
    },
  );

  it('percent-encodes bytes that may not appear in a Location header', () => {
    expect(normalisePath('/caf\u00e9/')).toBe('/caf%E9');
  });
});

describe('resolveFile', () => {
  const fixture = createFixture();
  afterAll(() => fixture.remove());
  const inBuild = (name: string) => path.join(fixture.buildDir, name);

  it.each([
    ['/', 'index.html'],
    ['/quickstart', 'quickstart.html'],
    ['/how-to-guides', 'how-to-guides/index.html'],
    ['/how-to-guides?x=1', 'how-to-guides/index.html'],
    ['/assets/js/main.0a1b2c3d.js', 'assets/js/main.0a1b2c3d.js'],
    ['/img/x.svg', 'img/x.svg'],
    ['/%69mg/x.svg', 'img/x.svg'],
  ])('maps %s to build/%s', async (pathname, file) => {
    expect(await resolveFile(fixture.buildDir, pathname)).toBe(inBuild(file));
  });

  it.each([
    '/missing',
    '/assets/js/missing.js',
    '/img',
    '/assets',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%00',
    '/index.html%00.js',
    '/%zz',
    '/linked-secret.txt',
    'secret.txt',
  ])('finds nothing for %s', async (pathname) => {
    expect(await resolveFile(fixture.buildDir, pathname)).toBeNull();
  });
});
