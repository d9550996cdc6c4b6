/**
 * The checkout reads on its own: a comment states the rule it follows, never a section of a document that
 * is not in the repository. Public standards (RFC 9110 §12.5.1, JSON-RPC 2.0 §5.1) are fine: anyone can read them.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const root = join(import.meta.dirname, '../..');
const section = '§';
const pointer = new RegExp(`\\bspec(?:ification)?\\s*${section}`, 'i');

/** Lines of `text` that point at a section of the product specification, as `line: text`. */
function outsidePointers(text: string): string[] {
  return text.split('\n').flatMap((line, index) => (pointer.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('outsidePointers', () => {
  it.each([
    ['a comment citing a section', `// Spec ${section}9: sidebar width 300px.`, 1],
    ['upper case, in a JSDoc', `/** SPEC ${section}3 "Starter". */`, 1],
    ['no space before the sign', `(spec${section}5)`, 1],
    ['the long word', `see the specification ${section}2`, 1],
    ['a public standard', `/** The q-value (RFC 9110 ${section}12.5.1). */`, 0],
    ['the behaviour in words', '// The docs sidebar is 300px wide.', 0],
    ['a test file name', "import './shell.spec.ts';", 0],
  ])('%s', (_name, text, count) => {
    expect(outsidePointers(text)).toHaveLength(count);
  });
});

describe('committed sources', () => {
  // Untracked files count too, so a new file fails before it is committed.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?|css|mdx?|json|ya?ml)$/.test(file));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('state the behaviour, not a section number of the specification', () => {
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return [];
      }
      return outsidePointers(text).map((line) => `${file}:${line}`);
    });
    expect(found, 'write the rule the comment refers to in a few words instead of the section number').toEqual([]);
  });
});
