import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {matchBase, readBuildBase} from '../basePath.ts';

describe('matchBase', () => {
  it.each([
    ['/', '/', {kind: 'site', url: '/'}],
    ['/', '/quickstart?x=1', {kind: 'site', url: '/quickstart?x=1'}],
    ['/docs/', '/docs/', {kind: 'site', url: '/'}],
    ['/docs/', '/docs/search?q=cart', {kind: 'site', url: '/search?q=cart'}],
    ['/docs/', '/docs/api/feedback', {kind: 'site', url: '/api/feedback'}],
    ['/docs/', '/docs/how-to-guides/', {kind: 'site', url: '/how-to-guides/'}],
    ['/docs/', '/docs/x?next=/docs/', {kind: 'site', url: '/x?next=/docs/'}],
    ['/docs/', '/docs', {kind: 'base'}],
    ['/docs/', '/docs?q=1', {kind: 'base'}],
    ['/docs/', '/', {kind: 'outside'}],
    ['/docs/', '/quickstart', {kind: 'outside'}],
    ['/docs/', '/docsx/quickstart', {kind: 'outside'}],
    ['/docs/', '/api/feedback', {kind: 'outside'}],
    ['/docs/', '/?next=/docs/', {kind: 'outside'}],
  ])('under %s, %s is %j', (base, url, expected) => {
    expect(matchBase(base, url)).toEqual(expected);
  });
});

describe('readBuildBase', () => {
  const folders: string[] = [];
  const build = async (siteJson?: string) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'base-path-'));
    folders.push(folder);
    if (siteJson !== undefined) await writeFile(path.join(folder, 'site.json'), siteJson);
    return folder;
  };
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, {recursive: true, force: true}))));

  it('reads the base path the build wrote', async () => {
    expect(await readBuildBase(await build('{"baseUrl":"/docs/"}\n'))).toBe('/docs/');
  });

  it('takes the root for a build without site.json', async () => {
    expect(await readBuildBase(await build())).toBe('/');
  });

  it('refuses a site.json it cannot trust, naming the file', async () => {
    const folder = await build('{"baseUrl":"docs"}');
    await expect(readBuildBase(folder)).rejects.toThrow(`${path.join(folder, 'site.json')}: baseUrl "docs" must start and end with "/"`);
  });
});
