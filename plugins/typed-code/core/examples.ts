/**
 * Which code blocks of the docs are FastStore examples, and where each one sits in the example starter. Pure: no
 * TypeScript and no file system, so the rules can be tested on their own.
 */

/** Fence languages the check compiles. */
export const checkedLanguages: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx']);

/** The packages whose examples are checked and whose identifiers get a type popup. */
export const faststorePackages = [
  '@faststore/sdk',
  '@faststore/ui',
  '@faststore/api',
  '@faststore/graphql-utils',
  '@faststore/lighthouse',
] as const;

/**
 * How a block is checked, from a word in its fence meta:
 * - `partial`: a fragment (a JSX excerpt, one changed line): counted, not compiled;
 * - `signature`: the declaration of a package export as the reference shows it (a function without its body): compiled with
 *   the package's and React's types in scope, and each declared name must match the package's own export;
 * - otherwise a module as it would sit in a starter's `src/` (or at the path its `title` names).
 */
export type ExampleMode = 'module' | 'signature' | 'partial';

export function exampleMode(meta: string): ExampleMode {
  const words = meta.replace(/(\w+)=("[^"]*"|'[^']*'|\S+)/g, ' ').split(/\s+/);
  if (words.includes('partial')) return 'partial';
  if (words.includes('signature')) return 'signature';
  return 'module';
}

/** The `title="…"` of a fence meta, when it names a file path (a title such as "Gatsby data layer" does not). */
export function titlePath(meta: string): string | undefined {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const value = title?.[1] ?? title?.[2];
  return value && /^[\w@.\-/]+\.(tsx?|jsx?|mjs|cjs)$/.test(value) && !value.startsWith('/') && !value.includes('..') ? value : undefined;
}

/** A module the block imports or requires from one of FastStore's packages (a subpath counts). */
export function importsFaststore(code: string): boolean {
  return /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*)['"]@faststore\/[^'"]+['"]/.test(code);
}

/**
 * The file a block becomes inside its page's folder of the example starter: the path its title names, else
 * `src/example-<line>.<ext>`; a signature block is TypeScript.
 */
export function exampleFileName(block: {lang: string; meta: string; line: number}): string {
  const mode = exampleMode(block.meta);
  if (mode === 'signature') return `src/signature-${block.line}.ts`;
  return titlePath(block.meta) ?? `src/example-${block.line}.${block.lang}`;
}

/** Line of a block's first code line in its page file, from the fence's line in the body and the front matter's length. */
export function firstCodeLine(fenceLineInBody: number, frontMatterLines: number): number {
  return fenceLineInBody + frontMatterLines + 1;
}
