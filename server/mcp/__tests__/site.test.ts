/**
 * What the MCP tools read from a build (site.ts), below the tools: how a path or URL becomes a site path, how
 * /llms.txt becomes the sidebars, which files are pages, and what a build that is not ours, or is missing a part,
 * answers. tools.test.ts covers the same code through the tools.
 */
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildFiles, listTwins, loadSite, parseLlmsTxt, pathOfTwin, sitePathOf} from '../site.js';
import {createFixtureSite, type FixtureSite} from './fixture-site.js';

describe('sitePathOf', () => {
  it.each([
    ['/quickstart', '/quickstart'],
    ['quickstart', '/quickstart'],
    ['  /quickstart  ', '/quickstart'],
    ['/quickstart.md', '/quickstart'],
    ['/quickstart/', '/quickstart'],
    ['/quickstart//', '/quickstart'],
    ['/quickstart?tab=npm#before-you-begin', '/quickstart'],
    ['/quickstart#a?b', '/quickstart'],
    ['https://faststore.dev/quickstart.md', '/quickstart'],
    ['HTTPS://faststore.dev/reference/api/objects#storeproduct', '/reference/api/objects'],
    ['/index', '/'],
    ['/index.md', '/'],
    ['/', '/'],
    ['', '/'],
    ['/tutorials/index', '/tutorials'],
    ['/reference/ui/caf%C3%A9', '/reference/ui/café'],
    // Only a whole suffix or segment is taken off, and a colon after the first character is part of the path.
    ['/notes.mdx', '/notes.mdx'],
    ['/notes.md.txt', '/notes.md.txt'],
    ['/reference/indexes', '/reference/indexes'],
    ['/index-of-hooks', '/index-of-hooks'],
    ['/releases/a:b', '/releases/a:b'],
  ])('%j is the site path %j', (input, expected) => {
    expect(sitePathOf(input)).toBe(expected);
  });

  it.each([['http://['], ['/bad%E0%A4%A'], ['/%']])('%j is no site path', (input) => {
    expect(sitePathOf(input)).toBeNull();
  });

  it('takes the base path off a path under it, and leaves other paths as they are', () => {
    expect(sitePathOf('/docs/quickstart', '/docs/')).toBe('/quickstart');
    expect(sitePathOf('/docs', '/docs/')).toBe('/');
    expect(sitePathOf('https://example.com/docs/quickstart.md', '/docs/')).toBe('/quickstart');
    expect(sitePathOf('/documents/a', '/docs/')).toBe('/documents/a');
    expect(sitePathOf('/quickstart', '/docs/')).toBe('/quickstart');
  });
});

describe('pathOfTwin', () => {
  it.each([
    ['quickstart.md', '/quickstart'],
    ['index.md', '/'],
    ['tutorials/index.md', '/tutorials'],
    ['reference/indexes.md', '/reference/indexes'],
    ['notes.mdx.md', '/notes.mdx'],
    ['index-of-hooks.md', '/index-of-hooks'],
  ])('%s is the twin of %s', (file, sitePath) => {
    expect(pathOfTwin(file)).toBe(sitePath);
  });
});

describe('listTwins', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-twins-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  it('lists every Markdown file, nested ones too, outside assets, images and the search index', async () => {
    const files = ['index.md', 'quickstart.md', 'tutorials/index.md', 'tutorials/gatsby/1.md', 'assets/readme.md', 'img/notes.md', 'search-index/x.md', 'guides/assets/kept.md', 'page.html', 'notes.txt'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), '# x\n');
    }
    // A folder named like a twin is a folder.
    mkdirSync(path.join(root, 'folder.md'), {recursive: true});
    expect((await listTwins(root)).sort()).toEqual(['guides/assets/kept.md', 'index.md', 'quickstart.md', 'tutorials/gatsby/1.md', 'tutorials/index.md']);
  });
});

describe('parseLlmsTxt', () => {
  const text = [
    '# FastStore Developer Portal',
    '',
    '> About',
    '- [Outside any section](https://faststore.dev/outside.md)',
    '## Docs',
    '- [Quickstart](https://faststore.dev/quickstart.md): Start here',
    '- [Plain](https://faststore.dev/plain.md)',
    '### Guides',
    '- [Deploy](https://faststore.dev/guides/deploy.md): How to deploy: step by step',
    '### Empty group',
    '## API reference',
    '- [Headless CMS API](https://faststore.dev/vtex-headless-cms-api): not a twin',
    '## Release notes',
    '- [A post](http://localhost:3000/releases/2022/04/22/webops.md): WebOps',
    ' - [Indented](https://faststore.dev/indented.md)',
    '- [Trailing](https://faststore.dev/trailing.md) and more',
    '#### Too deep',
    '- [Under too deep](https://faststore.dev/deep.md)',
  ].join('\n');

  it('makes a section of each second-level heading and a group of each third-level one, keeping only groups with pages', () => {
    const {sections} = parseLlmsTxt(text);
    expect(sections).toEqual([
      {
        title: 'Docs',
        groups: [
          {
            label: 'Docs',
            pages: [
              {title: 'Quickstart', path: '/quickstart', description: 'Start here'},
              {title: 'Plain', path: '/plain', description: ''},
            ],
          },
          {label: 'Guides', pages: [{title: 'Deploy', path: '/guides/deploy', description: 'How to deploy: step by step'}]},
        ],
      },
      {
        title: 'Release notes',
        groups: [
          {
            label: 'Release notes',
            pages: [
              {title: 'A post', path: '/releases/2022/04/22/webops', description: 'WebOps'},
              {title: 'Under too deep', path: '/deep', description: ''},
            ],
          },
        ],
      },
    ]);
  });

  it('takes the site URL from the first twin listed, with the base path, and faststore.dev when none is', () => {
    expect(parseLlmsTxt(text).siteUrl).toBe('https://faststore.dev');
    expect(parseLlmsTxt('## Docs\n- [A](http://127.0.0.1:8080/docs/a.md)', '/docs/')).toEqual({
      siteUrl: 'http://127.0.0.1:8080/docs',
      sections: [{title: 'Docs', groups: [{label: 'Docs', pages: [{title: 'A', path: '/a', description: ''}]}]}],
    });
    expect(parseLlmsTxt('## Docs\n', '/docs/')).toEqual({siteUrl: 'https://faststore.dev/docs', sections: []});
    expect(parseLlmsTxt('').siteUrl).toBe('https://faststore.dev');
  });
});

describe('loadSite on a build that is missing a part or is not ours', () => {
  let fixture: FixtureSite;
  const copies: string[] = [];
  beforeAll(async () => {
    fixture = await createFixtureSite();
  }, 120_000);
  afterAll(() => {
    fixture?.remove();
    for (const copy of copies) rmSync(copy, {recursive: true, force: true});
  });
  /** A copy of the fixture build, changed by `change`. */
  const copyWith = (change: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-site-copy-'));
    copies.push(dir);
    cpSync(fixture.buildDir, dir, {recursive: true});
    change(dir);
    return dir;
  };
  const entryOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, buildFiles.searchEntry), 'utf8')) as {base: string};

  it('names the missing page list or search index, and says to build', async () => {
    await expect(loadSite(copyWith((dir) => rmSync(path.join(dir, buildFiles.llmsTxt))))).rejects.toThrow('The build has no llms.txt (the page list). Run "npm run build" first.');
    await expect(loadSite(copyWith((dir) => rmSync(path.join(dir, buildFiles.searchEntry))))).rejects.toThrow(
      'The build has no search-index/en.json (the search index). Run "npm run build" first.',
    );
  });

  it('refuses a search index entry that points outside the index folders', async () => {
    const dir = copyWith((copy) => writeFileSync(path.join(copy, buildFiles.searchEntry), JSON.stringify({...entryOf(copy), base: '/../secrets'})));
    await expect(loadSite(dir)).rejects.toThrow('The search index entry names an unexpected folder /../secrets. Run "npm run build" again.');
  });

  it('names the index file a search cannot read, and says to build', async () => {
    const dir = copyWith((copy) => rmSync(path.join(copy, entryOf(copy).base.slice(1), 'kinds.json')));
    const site = await loadSite(dir, {holdPostings: false, preloadDictionary: false});
    await expect(site.search({query: 'quickstart', version: 'current', kind: 'docs', limit: 3})).rejects.toThrow(
      `The build has no ${entryOf(dir).base.slice(1)}/kinds.json (the search index). Run "npm run build" first.`,
    );
  });

  it('reads each page’s anchors from its own HTML', async () => {
    const site = await loadSite(fixture.buildDir, {holdPostings: false});
    expect(await site.hasAnchor('/quickstart', 'before-you-begin')).toBe(true);
    expect(await site.hasAnchor('/reference/api/objects', 'before-you-begin')).toBe(false);
    expect(await site.hasAnchor('/reference/api/objects', 'storeproduct')).toBe(true);
    expect(await site.hasAnchor('/no-such-page', 'storeproduct')).toBe(false);
  });

  it('lists the pages in path order, titled from /llms.txt or by their path', async () => {
    const site = await loadSite(fixture.buildDir, {holdPostings: false});
    const list = await site.pageList();
    expect(list.map((page) => page.path)).toEqual([...list.map((page) => page.path)].sort());
    expect(list.find((page) => page.path === '/quickstart')).toEqual({path: '/quickstart', title: 'Quickstart', description: 'About Quickstart'});
    expect(list.find((page) => page.path === '/starters')).toEqual({path: '/starters', title: '/starters', description: ''});
    expect(list.find((page) => page.path === '/')).toEqual({path: '/', title: '/', description: ''});
  });

  it('reads the home page’s twin at /, and no page outside the twins', async () => {
    const site = await loadSite(fixture.buildDir, {holdPostings: false});
    expect(await site.readPage('/')).toMatch(/^# FastStore Developer Portal/);
    expect(await site.readPage('/quickstart')).toMatch(/^# Quickstart/);
    expect(await site.readPage('/llms')).toBeNull();
  });

  it('ranks the closest pages by their last segment, then by the whole path', async () => {
    const site = await loadSite(fixture.buildDir, {holdPostings: false});
    expect(await site.closestPaths('/reference/api/queries/allProduct', 2)).toEqual(['/reference/api/queries/allProducts', '/reference/api/objects']);
    expect(await site.closestPaths('/reference/api/object', 1)).toEqual(['/reference/api/objects']);
    expect(await site.closestPaths('/QUICKSTART', 1)).toEqual(['/quickstart']);
    expect(await site.closestPaths('/v0/trouble', 1)).toEqual(['/v0/troubleshooting']);
  });
});
