// @vitest-environment jsdom
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import PortalOnlyNote from '../theme/Playground/PortalOnlyNote';
import type {PlaygroundSpec, PropControl} from '../types';
import {playgroundSpec, playgroundSpecs} from '../registry';
import {readPropsTable, statedDefault, tableProblems} from './propsTable';

afterEach(cleanup);

const root = join(__dirname, '../../..');
const uiDocs = join(root, 'docs/reference/ui');

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? mdxFiles(join(folder, entry.name)) : entry.name.endsWith('.mdx') ? [join(folder, entry.name)] : [],
  );
}

/** Every UI reference page that renders a live demo, with the component it names. */
const demoPages = mdxFiles(uiDocs).flatMap((file) => {
  const mdx = readFileSync(file, 'utf8');
  const component = /<Playground component="([^"]+)"/.exec(mdx)?.[1];
  return component ? [{page: relative(root, file), route: `/${relative(join(root, 'docs'), file).replace(/\.mdx$/, '')}`, mdx, component}] : [];
});

describe('live demos and the Props tables of their pages', () => {
  it('finds the demo pages of every level', () => {
    const levels = new Set(demoPages.map(({page}) => page.split('/')[3]));
    expect([...levels].sort()).toEqual(['atoms', 'molecules', 'organisms']);
  });

  it.each(demoPages.map((entry) => [entry.page, entry] as const))('%s: the demo controls match the Props table', (_page, {page, route, mdx, component}) => {
    const spec = playgroundSpec(component);
    expect(spec.page, `${page} renders the ${component} demo, whose spec links to ${spec.page}`).toBe(route);
    expect(tableProblems(page, mdx, spec)).toEqual([]);
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
    '| Native attributes | HTML attributes of a `div` | none | Passed through, such as `aria-label`. |',
  ];

  it.each<[string, PropControl, string[]]>([
    ['a listed prop with the same default', {name: 'testId', type: 'string', default: 'a', implicit: 'store-thing'}, []],
    ['a listed prop whose table states no default', {name: 'children', type: 'string', default: 'Hi', implicit: 'Hi', asChildren: true}, []],
    ['a control mapped to a listed prop', {name: 'lowest', type: 'number', default: 0, implicit: 5, in1x: {prop: 'min'}}, []],
    ['a native attribute with a native row', {name: 'disabled', type: 'boolean', default: false, in1x: 'native'}, []],
    ['a prop the native row names', {name: 'label', type: 'string', default: 'x', in1x: {prop: 'aria-label'}}, []],
    ['a demo-only control the table leaves out', {name: 'variant', type: 'string', default: 'x', in1x: 'portal'}, []],
    [
      'a prop the table does not list',
      {name: 'size', type: 'string', default: 'm'},
      ['page.mdx: demo control "size" of Thing sets the prop "size", which the Props table does not list'],
    ],
    [
      'a default that differs',
      {name: 'open', type: 'boolean', default: true, implicit: true},
      ['page.mdx: demo control "open" of Thing: the demo\'s default for "open" is true, the Props table says `false`'],
    ],
    [
      'a test id default that differs',
      {name: 'testId', type: 'string', default: 'x', implicit: 'fs-thing'},
      ['page.mdx: demo control "testId" of Thing: the demo\'s default for "testId" is "fs-thing", the Props table says `\'store-thing\'`'],
    ],
    [
      'a demo-only control the table claims',
      {name: 'open', type: 'boolean', default: true, in1x: 'portal'},
      ['page.mdx: demo control "open" of Thing is demo-only, but the Props table lists "open" as a 1.x prop'],
    ],
  ])('%s', (_case, control, expected) => {
    expect(tableProblems('page.mdx', table(...rows), spec(control))).toEqual(expected);
  });

  it('a native attribute needs the native row', () => {
    expect(tableProblems('page.mdx', table(rows[0]), spec({name: 'disabled', type: 'boolean', default: false, in1x: 'native'}))).toEqual([
      'page.mdx: demo control "disabled" of Thing is a native attribute, but the Props table has no native-attributes row',
    ]);
  });

  it.each([
    ['no section', '# Title\n\nText', 'no "## Props" section'],
    ['no table', '## Props\n\nText\n\n## Styling', 'no table under "## Props"'],
    ['other columns', '## Props\n\n| Name | Type |\n| --- | --- |\n| `a` | `b` |', 'the Props table\'s columns are "Name | Type", not "Prop | Type | Default | Description"'],
  ])('a page with %s is reported', (_case, mdx, message) => {
    expect(readPropsTable(mdx)).toBe(message);
    expect(tableProblems('page.mdx', mdx, spec())).toEqual([`page.mdx: ${message}`]);
  });

  it('reads escaped pipes inside a cell and the first table only', () => {
    const mdx = `${table("| `thumb` | `'min' \\| 'max'` | `'min'` | Which. |")}\n\n### Part\n\n${table('| `other` | `x` | none | y |')}`;
    expect(readPropsTable(mdx)).toEqual({rows: [{prop: 'thumb', defaultCell: "`'min'`"}], native: false, nativeNames: []});
  });

  it.each([
    ["`'store-button'`", 'store-button'],
    ['`"x"`', 'x'],
    ['`false`', false],
    ['`400`', 400],
    ['`1.5`', 1.5],
    ['`{duration: 400}`', '{duration: 400}'],
    ['none', undefined],
    ['required', undefined],
  ])('the Default cell %s states %j', (cell, value) => {
    expect(statedDefault(cell)).toBe(value);
  });
});

describe('the note under a demo', () => {
  it('names the demo-only controls', () => {
    const {container} = render(
      <PortalOnlyNote
        spec={spec(
          {name: 'variant', type: 'string', default: 'x', in1x: 'portal'},
          {name: 'testId', type: 'string', default: 'x'},
          {name: 'shape', type: 'string', default: 'x', in1x: 'portal'},
        )}
      />,
    );
    const note = container.querySelector('[data-playground-portal-only]')!;
    expect(note.getAttribute('data-playground-portal-only')).toBe('variant shape');
    expect(Array.from(note.querySelectorAll('code')).map((code) => code.textContent)).toEqual(['variant', 'shape']);
    expect(note.textContent).toMatch(/not in FastStore 1\.x/);
  });

  it('is left out when every control is a 1.x prop', () => {
    const {container} = render(<PortalOnlyNote spec={spec({name: 'testId', type: 'string', default: 'x'})} />);
    expect(container.innerHTML).toBe('');
  });
});
