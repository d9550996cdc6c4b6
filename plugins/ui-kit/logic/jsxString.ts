/** Source text of the Playground's code panel: JSX elements and the module around them. */

export type JsxValue = string | number | boolean | null | undefined | {code: string};

/** A string as an attribute value: quoted, or as an expression when JSX would read `"` or `&` in it otherwise. */
function stringAttribute(value: string): string {
  return /["&]/.test(value) ? `{${JSON.stringify(value)}}` : `"${value}"`;
}

/** One attribute; undefined values and `false` booleans are left out. */
function attribute(name: string, value: JsxValue): string | null {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return name;
  if (typeof value === 'string') return `${name}=${stringAttribute(value)}`;
  if (typeof value === 'number') return `${name}={${value}}`;
  return `${name}={${value.code}}`;
}

/** `text` as a single-quoted TypeScript string. */
export function tsString(text: string): string {
  return `'${text.replace(/[\\']/g, (character) => `\\${character}`).replace(/\n/g, '\\n')}'`;
}

/** `text` as JSX children: as it is, or as a string expression when JSX would read braces, tags, entities or its edge spaces. */
export function jsxText(text: string): string {
  return /[{}<>&]|^\s|\s$/.test(text) ? `{${JSON.stringify(text)}}` : text;
}

/**
 * `<Name a="x" b={1} c>children</Name>`, one attribute per line when the single line would pass `width` characters.
 * `children` is raw source text placed between the tags (see `jsxText`).
 */
export function jsxString(name: string, props: ReadonlyArray<[string, JsxValue]>, children?: string, width = 80): string {
  const attrs = props.map(([key, value]) => attribute(key, value)).filter((a): a is string => a !== null);
  const inline = attrs.length ? ` ${attrs.join(' ')}` : '';
  const body = children?.trim();
  const oneLine = body ? `<${name}${inline}>${body}</${name}>` : `<${name}${inline} />`;
  if (oneLine.length <= width && !body?.includes('\n')) return oneLine;
  const broken = `<${name}\n${attrs.map((a) => `  ${a}`).join('\n')}\n`;
  if (!body) return `${broken}/>`;
  const open = `<${name}${inline}>`.length <= width ? `<${name}${inline}>` : `${broken}>`;
  return `${open}\n${indent(body, 2)}\n</${name}>`;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

export interface ExampleParts {
  /** The component's name: the module exports `<name>Example`. */
  name: string;
  /** Names imported from @faststore/ui. */
  ui: readonly string[];
  /** Names imported from react. */
  react?: readonly string[];
  /** Declarations above the component: helpers, constants. */
  before?: string;
  /** Statements at the top of the component, such as its state. */
  setup?: string;
  /** The JSX the component returns. */
  jsx: string;
}

/** One import, its names on lines of their own when one line would pass 80 characters. */
function importLine(names: readonly string[], from: string): string {
  const sorted = [...new Set(names)].sort();
  const line = `import { ${sorted.join(', ')} } from '${from}'`;
  return line.length <= 80 ? line : `import {\n${sorted.map((item) => `  ${item},`).join('\n')}\n} from '${from}'`;
}

/** A module a reader can paste into a storefront: the imports, any helpers, and a component that returns `jsx`. */
export function exampleModule({name, ui, react = [], before, setup, jsx}: ExampleParts): string {
  const imports = [...(react.length ? [importLine(react, 'react')] : []), importLine(ui, '@faststore/ui')].join('\n');
  const returned = jsx.includes('\n') ? `return (\n${indent(jsx, 4)}\n  )` : `return ${jsx}`;
  const body = [...(setup ? [indent(setup, 2), ''] : []), `  ${returned}`].join('\n');
  return [imports, ...(before ? [before] : []), `export function ${name}Example() {\n${body}\n}`].join('\n\n') + '\n';
}
