import {describe, expect, it} from 'vitest';
import {identifierBreakSegments, monthlyReleaseTitle, newestReleases, releaseDate, releasePermalink} from '../releases.ts';
import {type ReleaseEvent, releaseEventSchema} from '../schema.ts';

const event: ReleaseEvent = {title: 'FastStore May 2022', product: 'faststore', fileName: '2022-06-03-faststore.md', description: 'x'};

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
    ['FastStore - August 2022', 'faststore', 'FastStore August 2022'],
    ['FastStore, May 2022', 'faststore', 'FastStore May 2022'],
    ['Base Store - April, 2022', 'basestore', 'Base Store April 2022'],
    ['July, 2021', 'faststore', 'FastStore July 2021'],
    ['FastStore July 2021', 'faststore', 'FastStore July 2021'],
    ['New Next.js starter available', 'basestore', undefined],
    ['Required action before May 2023 for CMS users', 'cms', undefined],
  ] as const)('the monthly title of "%s" (%s) is %j', (title, product, expected) => {
    expect(monthlyReleaseTitle(title, product)).toBe(expected);
  });

  it.each([
    ['USE_BUILD_CACHE replaces USE_NODE_MODULES_CACHE.', ['USE_', 'BUILD_', 'CACHE replaces USE_', 'NODE_', 'MODULES_', 'CACHE.']],
    ['The assets.vtex.app domain. Move on', ['The assets.', 'vtex.', 'app domain. Move on']],
    ['No identifier here', ['No identifier here']],
    ['snake_', ['snake_']],
  ])('"%s" may break after identifier punctuation only: %j', (text, segments) => {
    expect(identifierBreakSegments(text)).toEqual(segments);
    expect(identifierBreakSegments(text).join('')).toBe(text);
  });

  it.each(['FastStore - August 2022', 'July, 2021', 'Base Store August 2022'])('the schema refuses the monthly FastStore title "%s" and names the form to use', (title) => {
    const result = releaseEventSchema.safeParse({...event, title});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/write a monthly release's title as "FastStore \w+ \d{4}"/);
  });

  it.each([
    [['2021-07-05-faststore.md', '2023-03-10-faststore.md', '2022-06-03-cms.md'], 2, ['2023-03-10-faststore.md', '2022-06-03-cms.md']],
    [['2022-06-03-basestore.md', '2022-06-03-faststore.md'], 5, ['2022-06-03-faststore.md', '2022-06-03-basestore.md']],
  ])('newestReleases(%j, %i)', (fileNames, count, expected) => {
    const events = fileNames.map((fileName) => ({...event, fileName}));
    expect(newestReleases(events, count).map((e) => e.fileName)).toEqual(expected);
  });
});
