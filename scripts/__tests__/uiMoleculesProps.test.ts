/**
 * Shape of the UI molecules reference: every page names the 1.12.0 sources it was checked against,
 * and every component page has Props tables in the agreed columns with the real default test id
 * and the pass-through row last. The values themselves were checked by hand against the source.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readContentFile} from '../lib/content.ts';

const folder = 'docs/reference/ui/molecules';
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .map((name) => `${folder}/${name}`);
const componentFiles = files.filter((file) => !file.endsWith('/index.mdx'));

const propsHeader = ['Prop', 'Type', 'Default', 'Description'];

type PropsTable = {line: number; header: string[]; rows: string[][]; preamble: string};

/** Cells of a Markdown table row; `\|` inside a cell is not a separator. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The tables under `## Props…` headings, each with the text between its nearest heading and itself. */
function propsTables(body: string): PropsTable[] {
  const lines = body.split('\n');
  const tables: PropsTable[] = [];
  let inProps = false;
  let preamble: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const heading = /^(#{2,6})\s+(.*)$/.exec(line);
    if (heading) {
      if ((heading[1] ?? '').length === 2) inProps = /^Props\b/.test(heading[2] ?? '');
      preamble = [];
      continue;
    }
    if (!inProps) continue;
    if (!line.startsWith('|')) {
      preamble.push(line);
      continue;
    }
    const block: string[] = [];
    const start = index;
    while (index < lines.length && (lines[index] ?? '').startsWith('|')) block.push(lines[index++] ?? '');
    index--;
    tables.push({line: start + 1, header: cells(block[0] ?? ''), rows: block.slice(2).map(cells), preamble: preamble.join('\n')});
    preamble = [];
  }
  return tables;
}

describe('UI molecules reference', () => {
  it.each(files)('%s names the v1.12.0 sources it was checked against', (file) => {
    const source = readContentFile(file).frontMatter.faststore_source as {tag?: unknown; paths?: unknown} | undefined;
    expect(source?.tag).toBe('v1.12.0');
    expect(Array.isArray(source?.paths) && source.paths.length > 0).toBe(true);
    for (const path of source?.paths as unknown[]) expect(String(path)).toMatch(/^packages\/[\w./-]+\.(tsx?|graphql|json)$/);
  });

  it.each(componentFiles)('%s has Props tables with the agreed columns, a testId row and the pass-through row last', (file) => {
    const tables = propsTables(readContentFile(file).body);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const where = `${file}:${table.line}`;
      expect(table.header, where).toEqual(propsHeader);
      for (const row of table.rows) expect(row, where).toHaveLength(4);
      const testId = table.rows.find((row) => row[0] === '`testId`');
      // Dropdown and RadioGroup roots render no element, so they have no test id; the starter's SlideOver declares none.
      // Their sections say so.
      if (!/renders no element|declares no `testId`/.test(table.preamble)) {
        expect(testId, `${where} has no testId row`).toBeDefined();
        expect(testId?.[1], where).toBe('`string`');
        expect(testId?.[2], where).toMatch(/^`'store-[a-z-]+'`$/);
      }
      const nativeIndex = table.rows.findIndex((row) => /^Native attributes$|props$/.test(row[0] ?? '') && !row[0]?.startsWith('`'));
      if (nativeIndex !== -1) expect(nativeIndex, `${where}: the pass-through row comes last`).toBe(table.rows.length - 1);
    }
  });

  it('the overview links to every component page', () => {
    const overview = readContentFile(`${folder}/index.mdx`).body;
    for (const file of componentFiles) {
      const name = file.slice(folder.length + 1).replace(/\.mdx$/, '');
      expect(overview).toContain(`](/reference/ui/molecules/${name})`);
    }
  });

  it('reads table cells with escaped pipes as one cell', () => {
    expect(cells("| `variant` | `'a' \\| 'b'` | `'a'` | Text. |")).toEqual(['`variant`', "`'a' \\| 'b'`", "`'a'`", 'Text.']);
  });
});
