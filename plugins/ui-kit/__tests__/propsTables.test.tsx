import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {readContentFile} from '../../../scripts/lib/content.ts';
import type {PlaygroundSpec, PropControl} from '../types.ts';
import {playgroundSpec, playgroundSpecs} from '../registry.ts';
import {literalUnion, readPropsTable, statedDefault, tableProblems, type TableFinder} from './propsTable.ts';

const root = join(__dirname, '../../..');
const uiDocs = join(root, 'docs/reference/ui');

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? mdxFiles(join(folder, entry.name)) : entry.name.endsWith('.mdx') ? [join(folder, entry.name)] : [],
  );
}

const pages = mdxFiles(uiDocs).map((file) => ({
  page: relative(root, file),
  route: `/${relative(join(root, 'docs'), file).replace(/\.mdx$/, '')}`,
  mdx: readFileSync(file, 'utf8'),
  title: String(readContentFile(file).frontMatter.title ?? ''),
}));

/** A component's props live on the page titled after it, or under `### <component>` on its parent's page. */
const findTable: TableFinder = (component) =>
  pages.find((entry) => entry.title === component) ?? pages.find((entry) => entry.mdx.split('\n').some((line) => line.trim() === `### ${component}`));

/** Every UI reference page that renders a live demo, with the component it names. */
const demoPages = pages.flatMap((entry) => {
  const component = /<Playground component="([^"]+)"/.exec(entry.mdx)?.[1];
  return component ? [{...entry, component}] : [];
});

describe('live demos and the Props tables of their pages', () => {
  it('finds the demo pages of every level', () => {
    const levels = new Set(demoPages.map(({page}) => page.split('/')[3]));
    expect([...levels].sort()).toEqual(['atoms', 'molecules', 'organisms']);
  });

  it.each(demoPages.map((entry) => [entry.page, entry] as const))('%s: every demo control is a 1.x prop its Props table documents, with its default', (_page, {page, route, component}) => {
    const spec = playgroundSpec(component);
    expect(spec.page, `${page} renders the ${component} demo, whose spec links to ${spec.page}`).toBe(route);
    expect(findTable(component)?.page, `the ${component} demo is on the page that documents ${component}`).toBe(page);
    expect(tableProblems(spec, findTable)).toEqual([]);
  });

  it('every demo in the registry is on a page', () => {
    const shown = new Set(demoPages.map(({component}) => component));
    expect(playgroundSpecs.map((spec) => spec.name).filter((name) => !shown.has(name))).toEqual([]);
  });
});

const table = (...rows: string[]) =>
  ['## Props', '', '| Prop | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows, '', '## Styling'].join('\n');

const spec = (...controls: PropControl[]): PlaygroundSpec => ({name: 'Thing', level: 'atoms', page: '/x', controls, render: () => null});

describe('tableProblems', () => {
  const rows = [
    "| `testId` | `string` | `'store-thing'` | Test id. |",
    '| `open` | `boolean` | `false` | Open. |',
    '| `children` | `ReactNode` | none | Content. |',
    '| `min` | `{ absolute: number }` | required | Lowest. |',
    "| `look` | `'plain' \\| 'bold'` | `'plain'` | Look. |",
    "| `transition` | `{ duration: number }` | `{ duration: 400, property: 'transform' }` | Motion. |",
    '| Native attributes | HTML attributes of a `div` | none | Passed through, such as `aria-label` and `style`. |',
  ];
  const partRows = ["| `tone` | `'calm' \\| 'loud'` | `'calm'` | Tone. |"];
  const pagesOf: Record<string, {page: string; mdx: string}> = {
    Thing: {page: 'thing.mdx', mdx: table(...rows)},
    Other: {page: 'other.mdx', mdx: `## Props\n\n### Part\n\n${table(...partRows).replace('## Props\n\n', '')}`},
  };
  const find: TableFinder = (component) => pagesOf[component === 'Part' ? 'Other' : component];

  it.each<[string, PropControl, string[]]>([
    ['a listed prop with the same default', {name: 'testId', type: 'string', default: 'a', implicit: 'store-thing'}, []],
    ['a listed prop whose table states no default', {name: 'children', type: 'string', default: 'Hi'}, []],
    ['a field of an object prop', {name: 'min.absolute', type: 'number', default: 0, min: 0, max: 9}, []],
    ['a field with the default its prop states', {name: 'transition.duration', type: 'number', default: 0, min: 0, max: 900, implicit: 400}, []],
    ['a native attribute the native row names', {name: 'aria-label', type: 'string', default: 'x', native: true}, []],
    ['a field of a native attribute', {name: 'style.width', type: 'string', default: '1rem', native: true}, []],
    ['an enum of the values the type lists', {name: 'look', type: 'enum', options: ['plain', 'bold'], default: 'bold', implicit: 'plain'}, []],
    ['a prop of a part documented on another page', {name: 'Part.tone', type: 'enum', options: ['calm', 'loud'], default: 'loud', implicit: 'calm'}, []],
    ['a name that is no prop', {name: 'openFirst', type: 'boolean', default: true}, ['thing.mdx: demo control "openFirst" of Thing sets the prop "openFirst" of Thing, which the Props table does not list']],
    ['a name of no prop shape', {name: 'Open first', type: 'boolean', default: true}, ['demo control "Open first" of Thing is not named after a 1.x prop (prop, prop.field or Component.prop)']],
    [
      'a default that differs',
      {name: 'open', type: 'boolean', default: true, implicit: true},
      ['thing.mdx: demo control "open" of Thing: the demo\'s 1.x default for "open" is true, the Props table says `false`'],
    ],
    [
      'a default left unsaid where the table states one',
      {name: 'testId', type: 'string', default: 'x'},
      ['thing.mdx: demo control "testId" of Thing: the demo\'s 1.x default for "testId" is undefined, the Props table says `\'store-thing\'`'],
    ],
    [
      'a field default that differs',
      {name: 'transition.duration', type: 'number', default: 0, min: 0, max: 900, implicit: 300},
      ['thing.mdx: demo control "transition.duration" of Thing: the demo\'s 1.x default for "transition.duration" is 300, the Props table says `{ duration: 400, property: \'transform\' }`'],
    ],
    [
      'a control of another kind than the prop',
      {name: 'children', type: 'boolean', default: true},
      ['thing.mdx: demo control "children" of Thing is a boolean control, but the Props table types "children" as `ReactNode`'],
    ],
    [
      'an enum value the type does not list',
      {name: 'look', type: 'enum', options: ['plain', 'shiny'], default: 'plain', implicit: 'plain'},
      ["thing.mdx: demo control \"look\" of Thing offers shiny, which the Props table's type of \"look\" does not list"],
    ],
    [
      'a native attribute the native row does not name',
      {name: 'disabled', type: 'boolean', default: false, native: true},
      ["thing.mdx: demo control \"disabled\" of Thing is a native attribute, but the Props table's native-attributes row does not name `disabled`"],
    ],
    ['a prop of a component no page documents', {name: 'Nowhere.value', type: 'number', default: 1, min: 0, max: 1}, ['demo control "Nowhere.value" of Thing sets a prop of Nowhere, which no UI reference page documents']],
  ])('%s', (_case, control, expected) => {
    expect(tableProblems(spec(control), find)).toEqual(expected);
  });

  it.each([
    ['no section', '# Title\n\nText', 'no "## Props" section'],
    ['no table', '## Props\n\nText\n\n## Styling', 'no table under "## Props"'],
    ['other columns', '## Props\n\n| Name | Type |\n| --- | --- |\n| `a` | `b` |', 'the Props table\'s columns are "Name | Type", not "Prop | Type | Default | Description"'],
  ])('a page with %s is reported', (_case, mdx, message) => {
    expect(readPropsTable(mdx)).toBe(message);
    expect(tableProblems(spec({name: 'testId', type: 'string', default: 'x'}), () => ({page: 'page.mdx', mdx}))).toEqual([`page.mdx: ${message}`]);
  });

  it("reads escaped pipes inside a cell, a part's own table, and the first table otherwise", () => {
    const mdx = `${table("| `thumb` | `'min' \\| 'max'` | `'min'` | Which. |")}\n\n### Part\n\n${table('| `other` | `x` | none | y |')}`;
    expect(readPropsTable(mdx)).toEqual({rows: [{prop: 'thumb', typeCell: "`'min' | 'max'`", defaultCell: "`'min'`"}], native: false, nativeNames: []});
    const header = '| Prop | Type | Default | Description |\n| --- | --- | --- | --- |';
    const parts = `## Props\n\n### Root\n\n${header}\n| \`a\` | \`x\` | none | y |\n\n### Part\n\n${header}\n| \`b\` | \`x\` | none | y |\n\n## Styling`;
    expect(readPropsTable(parts, 'Root')).toMatchObject({rows: [{prop: 'a', typeCell: '`x`', defaultCell: 'none'}]});
    expect(readPropsTable(parts, 'Part')).toEqual({
      rows: [{prop: 'b', typeCell: '`x`', defaultCell: 'none'}],
      native: false,
      nativeNames: [],
    });
  });

  it.each([
    ["`'store-button'`", 'store-button'],
    ['`"x"`', 'x'],
    ["`''`", ''],
    ['`false`', false],
    ['`400`', 400],
    ['`1.5`', 1.5],
    ['`{duration: 400}`', '{duration: 400}'],
    ['none', undefined],
    ['required', undefined],
  ])('the Default cell %s states %j', (cell, value) => {
    expect(statedDefault(cell)).toBe(value);
  });

  it.each([
    ["`'a' | 'b'`", ['a', 'b']],
    ['`boolean`', null],
    ["`'a' | number`", null],
  ])('the Type cell %s allows %j', (cell, values) => {
    expect(literalUnion(cell)).toEqual(values);
  });
});
