/**
 * Reads the Props table of a UI reference page and holds a live demo's controls to it
 * (used by propsTables.test.ts). The rules are those of `ControlIn1x` in ../../Playground/types.ts.
 */
import type {ControlValue, PlaygroundSpec, PropControl} from '../types';

export const TABLE_HEADER = ['Prop', 'Type', 'Default', 'Description'];

export interface PropsRow {
  prop: string;
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
 * The first table under `## Props` (a page with parts documents the root component first), or a string saying
 * what is missing.
 */
export function readPropsTable(mdx: string): PropsTable | string {
  const lines = mdx.split('\n');
  const start = lines.findIndex((line) => /^## Props\s*$/.test(line));
  if (start < 0) return 'no "## Props" section';
  let index = start + 1;
  while (index < lines.length && !lines[index].startsWith('|')) {
    if (/^## /.test(lines[index])) return 'no table under "## Props"';
    index += 1;
  }
  if (index >= lines.length) return 'no table under "## Props"';
  const header = cells(lines[index]);
  if (header.join('|') !== TABLE_HEADER.join('|')) return `the Props table's columns are "${header.join(' | ')}", not "${TABLE_HEADER.join(' | ')}"`;
  const rows: PropsRow[] = [];
  let native = false;
  const nativeNames: string[] = [];
  for (index += 2; index < lines.length && lines[index].startsWith('|'); index += 1) {
    const [propCell, , defaultCell = '', description = ''] = cells(lines[index]);
    const prop = /^`([^`]+)`$/.exec(propCell)?.[1];
    if (prop) rows.push({prop, defaultCell});
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
  const quoted = /^(['"])(.*)\1$/.exec(code);
  if (quoted) return quoted[2];
  if (code === 'true' || code === 'false') return code === 'true';
  if (/^-?\d+(\.\d+)?$/.test(code)) return Number(code);
  return code;
}

/** The 1.x prop a control sets, or null for a native attribute or a demo-only control. */
function propOf(control: PropControl): string | null {
  const in1x = control.in1x;
  if (in1x === 'native' || in1x === 'portal') return null;
  if (in1x) return in1x.prop;
  return control.asChildren ? 'children' : control.name;
}

/** Every way the demo's controls disagree with the page's Props table, each naming the page and the prop. */
export function tableProblems(page: string, mdx: string, spec: PlaygroundSpec): string[] {
  const table = readPropsTable(mdx);
  if (typeof table === 'string') return [`${page}: ${table}`];
  const listed = new Map(table.rows.map((row) => [row.prop, row]));
  const problems: string[] = [];
  for (const control of spec.controls) {
    const where = `${page}: demo control "${control.name}" of ${spec.name}`;
    if (control.in1x === 'portal') {
      if (listed.has(control.name)) problems.push(`${where} is demo-only, but the Props table lists "${control.name}" as a 1.x prop`);
      continue;
    }
    if (control.in1x === 'native') {
      if (!table.native && !listed.has(control.name)) problems.push(`${where} is a native attribute, but the Props table has no native-attributes row`);
      continue;
    }
    const prop = propOf(control)!;
    const row = listed.get(prop);
    if (!row) {
      if (!table.nativeNames.includes(prop)) problems.push(`${where} sets the prop "${prop}", which the Props table does not list`);
      continue;
    }
    // Only a control that is the prop itself has the prop's default (a slider's lowest value is not `min`'s).
    if (control.in1x || control.implicit === undefined) continue;
    const documented = statedDefault(row.defaultCell);
    if (documented !== undefined && documented !== control.implicit) {
      problems.push(`${where}: the demo's default for "${prop}" is ${JSON.stringify(control.implicit)}, the Props table says ${row.defaultCell}`);
    }
  }
  return problems;
}
