import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {idDigits, moduleKey, shortModuleIds, ShortModuleIdsPlugin, type ModuleIdsCompiler} from '../shortIds.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'lean-client-short-ids-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** Module paths shaped like the site's: packages, our plugins and pages. */
const keys = Array.from({length: 561}, (_, index) =>
  index % 3 === 0 ? `node_modules/pkg-${index % 40}/lib/file-${index}.js` : index % 3 === 1 ? `plugins/feature-${index % 7}/client/part-${index}.ts` : `docs/page-${index}.mdx`,
);

describe('short module ids', () => {
  it.each([
    ['../main/node_modules/preact/dist/preact.mjs', 'node_modules/preact/dist/preact.mjs'],
    ['./node_modules/preact/dist/preact.mjs', 'node_modules/preact/dist/preact.mjs'],
    ['./node_modules/a/node_modules/b/index.js', 'node_modules/a/node_modules/b/index.js'],
    ['./plugins/search/client/store.ts', 'plugins/search/client/store.ts'],
    ['./.docusaurus/registry.js', '.docusaurus/registry.js'],
    [
      'node_modules/url-loader/dist/cjs.js?limit=10000&fallback=/elsewhere/node_modules/file-loader/dist/cjs.js!./static/img/a.svg',
      'node_modules/url-loader/dist/cjs.js?limit=10000&fallback=node_modules/file-loader/dist/cjs.js!./static/img/a.svg',
    ],
    ['css|/site/src/x.css|/site/node_modules/css-loader/index.js', 'css|./src/x.css|node_modules/css-loader/index.js'],
  ])('the key of %s is %s, wherever the site and node_modules live', (name, key) => {
    expect(moduleKey(name, '/site')).toBe(key);
  });

  it.each([
    [1, 1],
    [8, 1],
    [9, 2],
    [80, 2],
    [81, 3],
    [561, 3],
    [800, 3],
    [801, 4],
  ])('%i modules get ids of %i digits (at most 80%% of the id space)', (count, digits) => {
    expect(idDigits(count)).toBe(digits);
  });

  it('gives every module its own id, in the digits its count needs', () => {
    const ids = shortModuleIds(keys);
    expect(new Set(ids.values()).size).toBe(keys.length);
    expect(Math.max(...ids.values())).toBeLessThan(1000);
    expect(Math.min(...ids.values())).toBeGreaterThanOrEqual(0);
  });

  it('gives the same ids for the same modules, whatever order they come in', () => {
    expect([...shortModuleIds([...keys].reverse())].sort()).toEqual([...shortModuleIds(keys)].sort());
  });

  it.each([
    ['a module is added', [...keys, 'plugins/feature-2/client/new-part.ts']],
    ['a module is removed', keys.filter((key) => key !== 'docs/page-302.mdx')],
    ['a module moves', keys.map((key) => (key === 'plugins/feature-1/client/part-1.ts' ? 'plugins/other/client/part-1.ts' : key))],
  ])('when %s, nearly every other module keeps its id', (_, changed) => {
    const before = shortModuleIds(keys);
    const after = shortModuleIds(changed);
    const kept = keys.filter((key) => after.has(key) && after.get(key) === before.get(key));
    expect(kept.length).toBeGreaterThanOrEqual(keys.length - 4);
  });

  it('the plugin sets each module’s id before the bundler’s ids plugin, and reports them by key', () => {
    const report = path.join(scratch, 'module-ids.json');
    const modules = [
      {id: null as string | number | null, identifier: (() => 'javascript/auto|/site/node_modules/a/index.js') as string | (() => string), libIdent: () => '../elsewhere/node_modules/a/index.js'},
      // Rspack hands its beforeModuleIds listeners the identifier as a string.
      {id: null as string | number | null, identifier: 'css|/site/src/x.css' as string | (() => string), libIdent: () => './src/x.css'},
      {id: null as string | number | null, identifier: (() => 'javascript/auto|/site/src/x.css') as string | (() => string), libIdent: () => './src/x.css'},
      {id: null as string | number | null, identifier: 'webpack/runtime/thing' as string | (() => string), libIdent: () => null},
    ];
    const run = (list: typeof modules) => {
      const compiler: ModuleIdsCompiler = {
        context: '/site',
        hooks: {thisCompilation: {tap: (_, listener) => listener({hooks: {beforeModuleIds: {tap: (__, assign) => assign(list)}}})}},
      };
      new ShortModuleIdsPlugin(report).apply(compiler);
      return list.map(({id}) => id);
    };
    const ids = run(modules);
    const reported = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number>;
    expect(Object.keys(reported)).toEqual(['node_modules/a/index.js', 'src/x.css', 'src/x.css|1', 'webpack/runtime/thing']);
    // Two modules of one file: the one whose identifier sorts first keeps the plain key.
    expect(ids).toEqual([reported['node_modules/a/index.js'], reported['src/x.css'], reported['src/x.css|1'], reported['webpack/runtime/thing']]);
    // Listed in another order, each module gets the same id.
    for (const module of modules) module.id = null;
    expect(run([...modules].reverse())).toEqual([...ids].reverse());
  });
});
