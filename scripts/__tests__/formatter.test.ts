/**
 * .prettierrc.json describes the style the code is already written in: these files, chosen to cover each kind
 * (server and browser TypeScript, JSX, CSS modules, an ES module, a test table), pass `prettier --check` as they are.
 * The tree is not reformatted; a file a change touches can be formatted with `npx prettier --write <file>`.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as prettier from 'prettier';
import {describe, expect, it} from 'vitest';

const root = join(import.meta.dirname, '../..');

const representative = [
  'server/http.ts',
  'server/csp.ts',
  'server/mcp/bounded-map.ts',
  'common/search/highlight.ts',
  'common/search/__tests__/rank.test.ts',
  'plugins/feedback-survey/components/RatingStep/index.tsx',
  'plugins/docs-travel/theme/CopyPage/index.tsx',
  'plugins/feedback-survey/components/Face/styles.module.css',
  'scripts/node-lts/addon-hook.mjs',
];

describe('the formatter configuration', () => {
  it.each(representative)('%s already matches it', async (file) => {
    const path = join(root, file);
    const options = await prettier.resolveConfig(path, {editorconfig: false});
    expect(options, 'no .prettierrc.json found').not.toBeNull();
    const source = readFileSync(path, 'utf8');
    const formatted = await prettier.format(source, {...options, filepath: path});
    expect(formatted).toBe(source);
  });

  it('ignores what is generated or written by hand as prose', async () => {
    const ignorePath = join(root, '.prettierignore');
    for (const file of ['build/index.html', '.docusaurus/registry.js', 'docs/quickstart.md', 'package-lock.json']) {
      expect((await prettier.getFileInfo(join(root, file), {ignorePath})).ignored, file).toBe(true);
    }
    expect((await prettier.getFileInfo(join(root, 'server/http.ts'), {ignorePath})).ignored).toBe(false);
  });
});
