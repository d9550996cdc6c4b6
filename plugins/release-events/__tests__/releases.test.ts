import {describe, expect, it} from 'vitest';
import {type ReleaseEvent, newestReleases, releaseDate, releasePermalink} from '../releases';
import {releaseEventSchema} from '../../../src/data/schemas';

const event: ReleaseEvent = {title: 'FastStore, May 2022', product: 'faststore', fileName: '2022-06-03-faststore.md', description: 'x'};

describe('release events', () => {
  it.each([
    ['2022-06-03-faststore.md', '/releases/2022/06/03/faststore', '2022-06-03'],
    ['2021-07-05-basestore.md', '/releases/2021/07/05/basestore', '2021-07-05'],
    ['2023-03-10-cms.md', '/releases/2023/03/10/cms', '2023-03-10'],
  ])('%s is served at %s and dated %s', (fileName, permalink, date) => {
    expect(releasePermalink(fileName)).toBe(permalink);
    expect(releaseDate(fileName)).toBe(date);
  });

  it.each([
    '2022-06-03.md',
    'notes.md',
    '2022-06-03-faststore.mdx',
    '2022-06-03-faststore.md.bak',
    'x2022-06-03-faststore.md',
    'posts/2022-06-03-faststore.md',
    '22-06-03-faststore.md',
    '2022-6-03-faststore.md',
    '2022-06-3-faststore.md',
    '2022-06-03-.md',
    '2022-06-03-FastStore.md',
    '2022-06-03-fast-store.md',
    '2022-06-03-faststore2.md',
    '2022-06-03-faststore.MD',
    '2022/06/03-faststore.md',
  ])('releasePermalink rejects %s', (fileName) => {
    expect(() => releasePermalink(fileName)).toThrow(`"${fileName}" is not a release file name (YYYY-MM-DD-<product>.md)`);
    expect(releaseEventSchema.safeParse({...event, fileName}).success).toBe(false);
  });

  it.each([
    ['an unknown product', {product: 'vtex'}],
    ['an empty title', {title: ''}],
    ['a file name without a date', {fileName: 'faststore.md'}],
    ['a missing description', {description: undefined}],
  ])('the schema rejects %s', (_label, patch) => {
    expect(releaseEventSchema.safeParse({...event, ...patch}).success).toBe(false);
  });

  it.each([
    [['2021-07-05-faststore.md', '2023-03-10-faststore.md', '2022-06-03-cms.md'], 2, ['2023-03-10-faststore.md', '2022-06-03-cms.md']],
    [['2022-06-03-basestore.md', '2022-06-03-faststore.md'], 5, ['2022-06-03-faststore.md', '2022-06-03-basestore.md']],
  ])('newestReleases(%j, %i)', (fileNames, count, expected) => {
    const events = fileNames.map((fileName) => ({...event, fileName}));
    expect(newestReleases(events, count).map((e) => e.fileName)).toEqual(expected);
  });
});
