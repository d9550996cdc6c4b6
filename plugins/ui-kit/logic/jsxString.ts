/** Source text of a JSX element for the Playground's code panel. */

export type JsxValue = string | number | boolean | null | undefined | {code: string};

/** One attribute; undefined values and `false` booleans are left out. */
function attribute(name: string, value: JsxValue): string | null {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return name;
  if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`;
  if (typeof value === 'number') return `${name}={${value}}`;
  return `${name}={${value.code}}`;
}

/**
 * `<Name a="x" b={1} c>children</Name>`, one attribute per line when the single line would pass `width` characters.
 * `children` is raw source text placed between the tags.
 */
export function jsxString(name: string, props: ReadonlyArray<[string, JsxValue]>, children?: string, width = 80): string {
  const attrs = props.map(([key, value]) => attribute(key, value)).filter((a): a is string => a !== null);
  const inline = attrs.length ? ` ${attrs.join(' ')}` : '';
  const body = children?.trim();
  const oneLine = body ? `<${name}${inline}>${body}</${name}>` : `<${name}${inline} />`;
  if (oneLine.length <= width && !body?.includes('\n')) return oneLine;
  const open = attrs.length ? `<${name}\n${attrs.map((a) => `  ${a}`).join('\n')}\n` : `<${name}`;
  if (!body) return `${open}/>`;
  const indented = body
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  return `${open}>\n${indented}\n</${name}>`;
}
