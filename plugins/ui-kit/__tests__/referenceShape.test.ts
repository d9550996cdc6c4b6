/**
 * Shape of the atom and organism reference pages: each names the v1.12.0 sources it was checked against, and
 * every table under `## Props` has the agreed columns, a `testId` row with a `store-` default and, when it has
 * one, the native-attributes row last. The values were checked by hand against the source.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {readContentFile} from '../../../scripts/lib/content.ts';
import {TABLE_HEADER, cells} from './propsTable.ts';

const root = join(__dirname, '../../..');
const folders = ['docs/reference/ui/atoms', 'docs/reference/ui/organisms'];
const pages = [
  'docs/reference/ui/index.mdx',
  ...folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .map((name) => `${folder}/${name}`),
  ),
];
const componentPages = pages.filter((page) => !page.endsWith('/index.mdx'));

/** Every table between `## Props` and the next level-2 heading, as rows of cells (header first). */
function tablesUnderProps(body: string): string[][][] {
  const tables: string[][][] = [];
  let inProps = false;
  let current: string[][] | null = null;
  for (const line of body.split('\n')) {
    if (/^## /.test(line)) inProps = /^## Props\s*$/.test(line);
    if (inProps && line.startsWith('|')) {
      if (!current) tables.push((current = []));
      if (!/^\|\s*-/.test(line)) current.push(cells(line));
    } else current = null;
  }
  return tables;
}

describe('atom and organism reference pages', () => {
  it.each(pages)('%s names the v1.12.0 sources it was checked against', (page) => {
    const source = readContentFile(join(root, page)).frontMatter.faststore_source as {tag?: unknown; paths?: unknown} | undefined;
    expect(source?.tag).toBe('v1.12.0');
    expect(Array.isArray(source?.paths) && source.paths.length > 0).toBe(true);
    for (const path of source?.paths as unknown[]) expect(String(path)).toMatch(/^packages\/[\w./-]+\.(tsx?|graphql|json)$/);
  });

  it.each(componentPages)('%s has Props tables with the agreed columns, a testId row and the native row last', (page) => {
    const tables = tablesUnderProps(readContentFile(join(root, page)).body);
    expect(tables.length, `${page} has no table under "## Props"`).toBeGreaterThan(0);
    tables.forEach(([header, ...rows], index) => {
      const where = `${page}, Props table ${index + 1}`;
      expect(header, where).toEqual(TABLE_HEADER);
      for (const row of rows) expect(row, where).toHaveLength(4);
      const testId = rows.find((row) => row[0] === '`testId`');
      expect(testId?.[2], `${where}: the testId default`).toMatch(/^`'store-[a-z-]+'`$/);
      const native = rows.findIndex((row) => /^Native attributes$/i.test(row[0]));
      if (native !== -1) expect(native, `${where}: the native-attributes row comes last`).toBe(rows.length - 1);
    });
  });

  it('reads every table under Props and stops at the next section', () => {
    const body = ['## Props', '', '| A | B |', '| --- | --- |', '| 1 | 2 |', '', '### Part', '', '| C |', '| - |', '| 3 |', '## Styling', '| x |'].join('\n');
    expect(tablesUnderProps(body)).toEqual([
      [
        ['A', 'B'],
        ['1', '2'],
      ],
      [['C'], ['3']],
    ]);
  });
});
