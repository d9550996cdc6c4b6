/**
 * Every FastStore version a page names is one that exists: a package label (`@faststore/ui` 1.12.17)
 * is a version the npm registry published, a release label (FastStore 1.12.11, v1.12.11) is a tag of
 * the FastStore repository, and a date given with a release label is the tag's date. The lists are
 * committed in scripts/data/faststore-versions.json (refresh: scripts/refresh-faststore-versions.ts).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readAllContent, splitCode} from '../lib/content.js';
import {
  versionClaimProblem,
  versionClaimsIn,
  versionDataSchema,
  versionProblemsInProse,
  type VersionData,
} from '../lib/versionClaims.js';

const data = versionDataSchema.parse(JSON.parse(readFileSync('scripts/data/faststore-versions.json', 'utf8')));

const toy: VersionData = {
  source: 'test',
  packages: {'@faststore/ui': ['1.12.5', '1.12.17'], '@faststore/sdk': ['1.10.18', '1.10.34']},
  tags: {'v1.10.32': '2022-08-02', 'v1.12.0': '2022-09-13', 'v1.12.11': '2022-10-06', 'v1.0': '2021-07-01'},
};

describe('versionClaimsIn', () => {
  it.each([
    ['a package label', 'Install `@faststore/ui` 1.12.17 first.', [{kind: 'package', name: '@faststore/ui', version: '1.12.17'}]],
    ['a package label with @', 'Run `npm i @faststore/sdk@1.10.34`.', [{kind: 'package', name: '@faststore/sdk', version: '1.10.34'}]],
    [
      'bare versions joined to the one package of the sentence',
      '`@faststore/ui` 1.12.5 and earlier render it, and 1.12.17 and later do not.',
      [{kind: 'package', version: '1.12.5'}, {kind: 'package', version: '1.12.17'}],
    ],
    ['a version after "from"', 'With `@faststore/ui` you see it from 1.12.17 on.', [{kind: 'package', version: '1.12.17'}]],
    ['a release label', 'FastStore 1.12.11 renamed it.', [{kind: 'release', version: '1.12.11'}]],
    ['a release label with its date', 'From FastStore 1.10.32 (2 August 2022) on.', [{kind: 'release', version: '1.10.32', date: {year: 2022, month: 8, day: 2}}]],
    ['a tag with the date before it', 'It arrived in October 2022 (v1.12.11).', [{kind: 'release', version: '1.12.11', date: {year: 2022, month: 10}}]],
    ['a bare 1.x version with a date', 'Added in 1.11.7 (late August 2022).', [{kind: 'release', version: '1.11.7', date: {year: 2022, month: 8}}]],
    ['a release label inside the sentence of a package', '`@faststore/ui` 1.12.17 has it, the rename landed in FastStore 1.12.11.', [{kind: 'package', version: '1.12.17'}, {kind: 'release', version: '1.12.11'}]],
    ['another product version', 'Use Node 16.14.0 and Storybook 6.5.9.', []],
    ['a starter version', 'Version 22.38.3 (September 2022) of the starter.', []],
    ['two packages: bare versions stay unattributed', '`@faststore/ui` and `@faststore/sdk` from 1.12.17 on.', []],
  ])('%s', (_name, sentence, expected) => {
    expect(versionClaimsIn(sentence)).toMatchObject(expected);
    expect(versionClaimsIn(sentence)).toHaveLength(expected.length);
  });
});

describe('versionClaimProblem', () => {
  it.each([
    ['a published package version', {kind: 'package', name: '@faststore/ui', version: '1.12.17', text: ''}, undefined],
    ['an unpublished package version', {kind: 'package', name: '@faststore/ui', version: '1.12.0', text: ''}, '@faststore/ui 1.12.0 was never published; the registry has 1.12.5, 1.12.17'],
    ['a package the list lacks', {kind: 'package', name: '@faststore/cli', version: '2.1.11', text: ''}, expect.stringContaining('is not in scripts/data/faststore-versions.json')],
    ['a minor line that was published', {kind: 'package', name: '@faststore/ui', version: '1.12', text: ''}, undefined],
    ['a tag', {kind: 'release', version: '1.12.11', text: ''}, undefined],
    ['a tag of a minor line', {kind: 'release', version: '1.12', text: ''}, undefined],
    ['a missing tag', {kind: 'release', version: '1.13.0', text: ''}, 'FastStore 1.13.0: the FastStore repository has no tag v1.13.0'],
    ['a tag with its month', {kind: 'release', version: '1.10.32', text: '', date: {year: 2022, month: 8}}, undefined],
    ['a tag with its day', {kind: 'release', version: '1.10.32', text: '', date: {year: 2022, month: 8, day: 2}}, undefined],
    ['a tag with another month', {kind: 'release', version: '1.10.32', text: '', date: {year: 2022, month: 7}}, 'FastStore 1.10.32: the tag v1.10.32 is dated 2022-08-02, not july 2022'],
    ['a tag with another day', {kind: 'release', version: '1.10.32', text: '', date: {year: 2022, month: 8, day: 3}}, 'FastStore 1.10.32: the tag v1.10.32 is dated 2022-08-02, not 3 august 2022'],
  ] as const)('%s', (_name, claim, expected) => {
    expect(versionClaimProblem(claim as Parameters<typeof versionClaimProblem>[0], toy)).toEqual(expected);
  });
});

/** The file line the body starts on, so a problem names the line an editor shows. */
function bodyFirstLine(file: string, body: string): number {
  return readFileSync(file, 'utf8').split('\n').length - body.split('\n').length + 1;
}

describe('FastStore versions named in docs and release notes', () => {
  const content = readAllContent();

  it('the committed lists hold the four 1.x packages and the 1.x tags', () => {
    for (const name of ['@faststore/api', '@faststore/sdk', '@faststore/ui', '@faststore/graphql-utils']) {
      expect(data.packages[name]?.some((v) => v.startsWith('1.12.'))).toBe(true);
    }
    expect(data.tags['v1.12.0']).toBe('2022-09-13');
  });

  it('pages name FastStore versions at all', () => {
    const named = content.filter((page) => /FastStore \d|@faststore\/[a-z-]+`? \d/.test(splitCode(page.body).prose));
    expect(named.length).toBeGreaterThan(20);
  });

  it.each(content.map((page) => [page.file, page]))('%s names only published versions and real tags', (_file, page) => {
    const description = typeof page.frontMatter.description === 'string' ? page.frontMatter.description : '';
    const problems = [
      ...versionProblemsInProse(description, data).map((p) => p.replace(/^line \d+/, 'description')),
      ...versionProblemsInProse(splitCode(page.body).prose, data, bodyFirstLine(page.file, page.body)),
    ];
    expect(problems).toEqual([]);
  });
});
