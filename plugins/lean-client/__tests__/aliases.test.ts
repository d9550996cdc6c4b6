/**
 * The browser build's path aliases (the speed layer's and the API reference's): an alias keyed by a path matches
 * only an import naming that exact file, so each key must be a file that exists and that the site imports by that
 * name. A key left without its extension would match nothing, and the server-only module would ship silently.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {browserAliases} from '../../openapi-reference/index.ts';
import {playgroundAliases, prismAliases} from '../index.ts';

const root = path.join(import.meta.dirname, '../../..');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter((file) => file && !file.includes('__tests__'));

/** Whether some source file imports `target` (an absolute path) by a specifier that resolves to exactly it. */
function importedExactly(target: string): boolean {
  return sources.some((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from\s*|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)'((?:\.{1,2}\/|@site\/)[^']+)'/g)) {
      const resolved = specifier!.startsWith('@site/') ? path.join(root, specifier!.slice(6)) : path.resolve(root, path.dirname(file), specifier!);
      if (resolved === target) return true;
    }
    return false;
  });
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const ourAliases = {...prismAliases(root), ...playgroundAliases(root), ...browserAliases()};
const pathKeys = Object.entries(ourAliases).filter(([key]) => key.startsWith(root));

describe('the browser build path aliases', () => {
  it('cover the five modules the browser build swaps by path', () => {
    expect(pathKeys).toHaveLength(5);
  });

  it.each(pathKeys)('%s is a file the site imports by that exact name, standing in for an existing file', (key, replacement) => {
    const target = key.replace(/\$$/, '');
    expect(key.endsWith('$')).toBe(true);
    expect(isFile(target)).toBe(true);
    expect(isFile(replacement)).toBe(true);
    if (!target.includes('node_modules')) expect(importedExactly(target)).toBe(true);
  });
});
