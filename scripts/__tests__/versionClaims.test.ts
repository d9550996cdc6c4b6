/**
 * Every FastStore version a page names is one that exists: a package label (`@faststore/ui` 1.12.17)
 * is a version the registry list or the package's changelog knows, a release label (FastStore 1.12.11, v1.12.11) is a tag of
 * the FastStore repository, and a date given with a release label is the tag's date. The lists are
 * committed in scripts/data/faststore-versions.json (refresh: scripts/refresh-faststore-versions.ts).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readAllContent, splitCode} from '../lib/content.ts';
import {
  changelogVersions,
  isPublished,
  versionClaimProblem,
  versionClaimsIn,
  versionDataSchema,
  versionProblemsInProse,
  type VersionData,
} from '../lib/versionClaims.ts';

const data = versionDataSchema.parse(JSON.parse(readFileSync('scripts/data/faststore-versions.json', 'utf8')));

const toy: VersionData = {
  source: 'test',
  packages: {'@faststore/ui': ['1.12.5', '1.12.17'], '@faststore/sdk': ['1.10.18', '1.10.34']},
  // The registry list above is sparse: the changelogs know 1.12.11 of the UI and the whole 1.11 line of the API.
  changelog: {'@faststore/ui': {'1.12.11': '2022-10-06', '1.12.17': '2022-10-20'}, '@faststore/api': {'1.11.7': '2022-08-29'}},
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
    ['a version only the changelog knows', {kind: 'package', name: '@faststore/ui', version: '1.12.11', text: ''}, undefined],
    ['a package only the changelog knows', {kind: 'package', name: '@faststore/api', version: '1.11.7', text: ''}, undefined],
    ['a minor line only the changelog knows', {kind: 'package', name: '@faststore/api', version: '1.11', text: ''}, undefined],
    [
      'a version in neither record',
      {kind: 'package', name: '@faststore/ui', version: '1.12.0', text: ''},
      "@faststore/ui 1.12.0 was never published: neither the registry list nor the package's changelog has it; they have 1.12.5, 1.12.11, 1.12.17",
    ],
    [
      'a minor line in neither record',
      {kind: 'package', name: '@faststore/api', version: '1.12', text: ''},
      "@faststore/api 1.12 was never published: neither the registry list nor the package's changelog has it; they have no version of that minor line",
    ],
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

describe('isPublished', () => {
  it('takes the union of the registry list and the changelog', () => {
    expect(isPublished(toy, '@faststore/ui', '1.12.5')).toBe(true); // registry only
    expect(isPublished(toy, '@faststore/ui', '1.12.11')).toBe(true); // changelog only
    expect(isPublished(toy, '@faststore/ui', '1.12.17')).toBe(true); // both
    expect(isPublished(toy, '@faststore/ui', '1.12.6')).toBe(false); // neither
    expect(isPublished(toy, '@faststore/graphql-utils', '1.12.17')).toBe(false); // a package in neither
  });
});

describe('changelogVersions', () => {
  // Both heading styles FastStore's changelogs use, plus what must not count.
  const fixture = [
    '# Change Log',
    '',
    'Some words about the format, 9.9.9 among them.',
    '',
    '## [2.0.1](https://github.com/vtex/faststore/compare/v2.0.0...v2.0.1) (2023-03-02)',
    '### Bug Fixes',
    '- fix a thing in 8.8.8',
    '# [2.0.0](https://github.com/vtex/faststore/compare/v1.9.0...v2.0.0) (2023-03-01)',
    '## 1.12.16 (2022-10-19)',
    '**Note:** Version bump only',
    '# 1.12.0 (2022-09-13)',
    '## 2.0.0-alpha.3 (2023-01-10)',
    '## [1.11.7] - 2022-08-29',
    '## 1.10.0',
    '### [0.9.0](https://github.com/someone/else/compare/0.8.0...0.9.0) (2022-01-01)',
    '#### 7.7.7 (2022-01-01)',
    '',
    '# Changelog',
    '',
    '## 0.3.15 (2023-01-03)',
  ].join('\n');

  it('reads linked and plain headings, at levels 1 to 3, with their dates', () => {
    expect(changelogVersions(fixture)).toEqual({
      '2.0.1': '2023-03-02',
      '2.0.0': '2023-03-01',
      '1.12.16': '2022-10-19',
      '1.12.0': '2022-09-13',
      '2.0.0-alpha.3': '2023-01-10',
      '1.11.7': '2022-08-29',
      '1.10.0': null,
    });
  });

  it('reads nothing from prose, deeper headings, another repository or a second changelog pasted below', () => {
    const versions = Object.keys(changelogVersions(fixture));
    for (const v of ['9.9.9', '8.8.8', '0.9.0', '7.7.7', '0.3.15']) expect(versions).not.toContain(v);
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

  it('the changelog record fills the releases the registry mirror lacks', () => {
    // @faststore/api 1.11.7 and 1.12.16 were released (the package's changelog at v1.12.50 has them) though
    // this machine's registry lists neither; 1.12.17 is in both.
    expect(data.packages['@faststore/api']).not.toContain('1.11.7');
    expect(data.changelog['@faststore/api']?.['1.11.7']).toBe('2022-08-29');
    expect(data.changelog['@faststore/api']?.['1.12.16']).toBe('2022-10-19');
    expect(data.changelog['@faststore/api']?.['1.12.17']).toBe('2022-10-20');
    expect(isPublished(data, '@faststore/api', '1.11.7')).toBe(true);
  });

  it('a renamed package\'s changelog counts only from the version that carried the new name', () => {
    // @vtex/lighthouse-config 1.8.42 became @faststore/lighthouse 1.8.43; the file's older entries are the old name's.
    expect(data.changelog['@faststore/lighthouse']?.['1.8.43']).toBe('2022-05-30');
    expect(data.changelog['@faststore/lighthouse']).not.toHaveProperty('1.8.42');
    expect(Object.keys(data.changelog['@faststore/ui'] ?? {})[0]).toBe('1.2.24');
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
