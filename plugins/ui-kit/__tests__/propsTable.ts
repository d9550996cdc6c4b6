/**
 * Reads the Props tables of the UI reference pages and holds a live demo's controls to them (propsTables.test.tsx):
 * every control names a 1.x prop of a component its page or another page documents, with that prop's default,
 * type and values. The control naming rules are those of `PropControl` in ../types.ts.
 */
import {controlTarget, type ControlValue, type PlaygroundSpec, type PropControl} from '../types.ts';

export const TABLE_HEADER = ['Prop', 'Type', 'Default', 'Description'];

export interface PropsRow {
  prop: string;
  /** The Type cell as written, escaped pipes unescaped. */
  typeCell: string;
  /** The Default cell as written. */
  defaultCell: string;
}

export interface PropsTable {
  rows: PropsRow[];
  /** The table has a row for the native attributes the component passes through. */
  native: boolean;
  /** Props the native-attributes row names in backticks (such as `children`), which it documents. */
  nativeNames: string[];
}

/** The cells of one Markdown table row (escaped pipes stay inside their cell). */
export const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * The table under `### <component>` in the page's `## Props` section when there is one, otherwise the first table
 * under `## Props` (a page with parts documents the root component first), or a string saying what is missing.
 */
export function readPropsTable(mdx: string, component?: string): PropsTable | string {
  const lines = mdx.split('\n');
  const props = lines.findIndex((line) => /^## Props\s*$/.test(line));
  if (props < 0) return 'no "## Props" section';
  const end = lines.findIndex((line, index) => index > props && /^## /.test(line));
  const section = lines.slice(props + 1, end < 0 ? undefined : end);
  const part = component ? section.findIndex((line) => line.trim() === `### ${component}`) : -1;
  let index = part + 1;
  while (index < section.length && !section[index].startsWith('|')) index += 1;
  if (index >= section.length) return 'no table under "## Props"';
  const header = cells(section[index]);
  if (header.join('|') !== TABLE_HEADER.join('|')) return `the Props table's columns are "${header.join(' | ')}", not "${TABLE_HEADER.join(' | ')}"`;
  const rows: PropsRow[] = [];
  let native = false;
  const nativeNames: string[] = [];
  for (index += 2; index < section.length && section[index].startsWith('|'); index += 1) {
    const [propCell, typeCell = '', defaultCell = '', description = ''] = cells(section[index]);
    const prop = /^`([^`]+)`$/.exec(propCell)?.[1];
    if (prop) rows.push({prop, typeCell: typeCell.replace(/\\\|/g, '|'), defaultCell});
    else if (/^native attributes/i.test(propCell)) {
      native = true;
      nativeNames.push(...[...description.matchAll(/`([A-Za-z-]+)`/g)].map((match) => match[1]));
    }
  }
  return {rows, native, nativeNames};
}

/** The value a Default cell states: a literal in backticks (`'store-button'`, `false`, `400`); none otherwise. */
export function statedDefault(cell: string): ControlValue | undefined {
  const code = /^`([^`]+)`$/.exec(cell.trim())?.[1];
  if (code === undefined) return undefined;
  return literal(code);
}

function literal(code: string): ControlValue {
  const quoted = /^(['"])(.*)\1$/.exec(code.trim());
  if (quoted) return quoted[2];
  if (code === 'true' || code === 'false') return code === 'true';
  if (/^-?\d+(\.\d+)?$/.test(code.trim())) return Number(code);
  return code.trim();
}

/** The string values a Type cell allows when it is a union of string literals (`'a' | 'b'`), else null. */
export function literalUnion(typeCell: string): string[] | null {
  const code = /^`([^`]+)`$/.exec(typeCell.trim())?.[1];
  if (!code) return null;
  const members = code.split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member)) ? members.map((member) => member.slice(1, -1)) : null;
}

/** The default a Default cell states for one field of an object prop: `duration` of `{ duration: 400, … }`. */
function statedFieldDefault(cell: string, field: string): ControlValue | undefined {
  const code = /^`([^`]+)`$/.exec(cell.trim())?.[1];
  const value = code && new RegExp(`[{,]\\s*${field}:\\s*([^,}]+)`).exec(code)?.[1];
  return value ? literal(value) : undefined;
}

/** The kinds of value a Type cell takes that a control of each type can set. */
const kinds: Record<PropControl['type'], RegExp> = {boolean: /\bboolean\b/, number: /\bnumber\b/, string: /\bstring\b|\bReactNode\b/, enum: /./};

/** A control's name: a prop, a field of one (`min.absolute`), or a prop of another component (`Price.value`). */
const controlName = /^(?:[A-Z]\w*\.)?(?:[a-z][\w]*(?:-[a-z]+)*)(?:\.[a-z]\w*)?$/;

/** Where a component's props are documented: the page (path and MDX) whose table is under `### <component>` or first. */
export type TableFinder = (component: string) => {page: string; mdx: string} | undefined;

/** Every way the demo's controls disagree with the Props tables, each naming the page and the prop. */
export function tableProblems(spec: PlaygroundSpec, find: TableFinder): string[] {
  const problems: string[] = [];
  for (const control of spec.controls) {
    const where = `demo control "${control.name}" of ${spec.name}`;
    if (!controlName.test(control.name)) {
      problems.push(`${where} is not named after a 1.x prop (prop, prop.field or Component.prop)`);
      continue;
    }
    const {component, prop} = controlTarget(spec, control);
    const field = control.name.split('.').slice(component === spec.name ? 1 : 2)[0];
    const source = find(component);
    if (!source) {
      problems.push(`${where} sets a prop of ${component}, which no UI reference page documents`);
      continue;
    }
    const table = readPropsTable(source.mdx, component);
    if (typeof table === 'string') {
      problems.push(`${source.page}: ${table}`);
      continue;
    }
    const row = table.rows.find((candidate) => candidate.prop === prop);
    if (control.native) {
      if (!table.nativeNames.includes(prop) && !row) {
        problems.push(`${source.page}: ${where} is a native attribute, but the Props table's native-attributes row does not name \`${prop}\``);
      }
      continue;
    }
    if (!row) {
      if (!table.nativeNames.includes(prop)) problems.push(`${source.page}: ${where} sets the prop "${prop}" of ${component}, which the Props table does not list`);
      continue;
    }
    if (!kinds[control.type].test(row.typeCell)) {
      problems.push(`${source.page}: ${where} is a ${control.type} control, but the Props table types "${prop}" as ${row.typeCell}`);
    }
    const union = literalUnion(row.typeCell);
    if (control.type === 'enum' && union) {
      const unknown = control.options.filter((option) => option !== '' && !union.includes(option));
      if (unknown.length) problems.push(`${source.page}: ${where} offers ${unknown.join(', ')}, which the Props table's type of "${prop}" does not list`);
    }
    const documented = field ? statedFieldDefault(row.defaultCell, field) : statedDefault(row.defaultCell);
    if (documented !== undefined && documented !== control.implicit) {
      problems.push(`${source.page}: ${where}: the demo's 1.x default for "${control.name}" is ${JSON.stringify(control.implicit)}, the Props table says ${row.defaultCell}`);
    }
  }
  return problems;
}
