import {existsSync, readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {type DocUpdate, docUpdates, latestDocUpdates} from '../docUpdates.ts';
import {docUpdateSchema} from '../schemas.ts';

/** Routes a local plugin renders from a description file instead of a page (docusaurus.config.ts). */
const pluginRoutes: Record<string, string> = {'/vtex-headless-cms-api': 'openapi/headless-cms.yaml'};

/** The source file that serves a site path: a doc (docs/<path>.mdx or docs/<path>/index.mdx), a page, or a plugin's description. */
function sourceOf(path: string): string | undefined {
  return [pluginRoutes[path] ?? '', `docs${path}.mdx`, `docs${path}/index.mdx`, `src/pages${path}.mdx`, `src/pages${path}.tsx`].find((file) =>
    existsSync(file),
  );
}

function titleOf(file: string): string | undefined {
  // The API reference page is titled "<info.title> API" (plugins/openapi-reference/theme/ApiReference).
  if (file.endsWith('.yaml')) return `${(parse(readFileSync(file, 'utf8')) as {info: {title: string}}).info.title} API`;
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  return title?.replace(/\\"/g, '"');
}

const entry = docUpdates[0];

describe('doc updates data', () => {
  it.each(docUpdates.map((update, index) => [index, update] as const))('entry %i matches its schema', (_index, update) => {
    expect(docUpdateSchema.safeParse(update).error).toBeUndefined();
  });

  it('has 10 to 15 entries', () => {
    expect(docUpdates.length).toBeGreaterThanOrEqual(10);
    expect(docUpdates.length).toBeLessThanOrEqual(15);
  });

  it.each(docUpdates.map((update) => [update.date, update.path]))('%s: section %s is a page of the site', (_date, path) => {
    expect(sourceOf(path)).toBeDefined();
  });

  it.each(docUpdates.flatMap((update) => update.docs.map((doc) => [doc.path, doc.title])))(
    '%s exists and is titled "%s"',
    (path, title) => {
      const file = sourceOf(path);
      expect(file).toBeDefined();
      expect(titleOf(file!)).toBe(title);
    },
  );

  it.each([
    ['a date that is not YYYY-MM-DD', {date: '16/12/2021'}],
    ['an unknown type', {type: 'Removed'}],
    ['a path without a leading slash', {path: 'reference/ui'}],
    ['an empty docs list', {docs: []}],
  ])('rejects %s', (_label, patch) => {
    expect(docUpdateSchema.safeParse({...entry, ...patch}).success).toBe(false);
  });

  it.each([
    [[], 6, []],
    [['2022-01-01', '2023-01-01', '2021-01-01'], 6, ['2023-01-01', '2022-01-01', '2021-01-01']],
    [['2022-01-01', '2023-01-01', '2021-01-01'], 2, ['2023-01-01', '2022-01-01']],
  ])('latestDocUpdates(%j, %i) sorts newest first and keeps at most the count', (dates, count, expected) => {
    const updates: DocUpdate[] = dates.map((date) => ({...entry, date}));
    expect(latestDocUpdates(updates, count).map((u) => u.date)).toEqual(expected);
  });

  it('keeps the list order for entries of the same day', () => {
    const updates: DocUpdate[] = [
      {...entry, date: '2022-01-01', category: 'first'},
      {...entry, date: '2022-01-01', category: 'second'},
    ];
    expect(latestDocUpdates(updates, 6).map((u) => u.category)).toEqual(['first', 'second']);
  });
});
