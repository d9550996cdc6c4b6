import {mkdirSync, symlinkSync, writeFileSync} from 'node:fs';
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

  it.each([
    ['/caf\u00e9/', '/caf%E9'],
    ['/a b/', '/a%20b'],
    ['/tab\u0001/', '/tab%01'],
    ['/del\u007f/', '/del%7F'],
    ['/~user/', '/~user'],
    ['/faq/?q=a b', '/faq?q=a%20b'],
  ])('percent-encodes bytes that may not appear in a Location header: %j', (url, target) => {
    expect(normalisePath(url)).toBe(target);
  });

  it.each([
    ['/faq/?q=a?b', '/faq?q=a?b'],
    ['/quickstart.html.html', '/quickstart'],
    ['/index/index.html', '/'],
  ])('redirects %s to %s in one step', (url, target) => {
    expect(normalisePath(url)).toBe(target);
  });

  it.each(['*', 'quickstart.html', 'http://example.com/quickstart.html', '/notes.html.md', '/releases/v1.html-notes', '/reindex', '/search?q=/index'])('leaves %s alone: not a path, or no .html, /index or trailing slash at its end', (url) => {
    expect(normalisePath(url)).toBeNull();
  });
});

describe('resolveFile', () => {
  const fixture = createFixture();
  // A slug with a dot, and a link to a folder beside the build whose name starts with the build folder's.
  mkdirSync(path.join(fixture.buildDir, 'releases'), {recursive: true});
  writeFileSync(path.join(fixture.buildDir, 'releases', 'v1.2.html'), '<h1>v1.2</h1>');
  mkdirSync(`${fixture.buildDir}-other`);
  writeFileSync(path.join(`${fixture.buildDir}-other`, 'secret.txt'), 'beside the build');
  symlinkSync(path.join(`${fixture.buildDir}-other`, 'secret.txt'), path.join(fixture.buildDir, 'beside.txt'));
  // A backslash is a separator on Windows: a path holding one is refused on every system, even where a file has it in its name.
  writeFileSync(path.join(fixture.buildDir, 'back\\slash.txt'), 'a name with a backslash');
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
    ['/releases/v1.2', 'releases/v1.2.html'],
    ['//quickstart', 'quickstart.html'],
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
    '/back%5Cslash.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%00',
    '/index.html%00.js',
    '/%zz',
    '/linked-secret.txt',
    '/beside.txt',
    'secret.txt',
  ])('finds nothing for %s', async (pathname) => {
    expect(await resolveFile(fixture.buildDir, pathname)).toBeNull();
  });
});
