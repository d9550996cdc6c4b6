import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {browserRegistry} from '../registryPaths.ts';

const entry = (chunk: string, module: string) => `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
// As Docusaurus writes it: the last entry closes the object.
const registry = ['export default {', entry('00c3b6d0', '@site/i18n/pt-BR/docs/a.mdx'), entry('01a85c17', '@theme/BlogTagsListPage'), `${entry('02', '~docs/default/x-\\"q\\".json')}};`, ''].join('\n');

describe('browserRegistry', () => {
  it('keeps each loader and module id, and puts 0 where the module path was', () => {
    expect(browserRegistry(registry).split('\n')).toEqual([
      'export default {',
      '  "00c3b6d0": [() => import(/* webpackChunkName: "00c3b6d0" */ "@site/i18n/pt-BR/docs/a.mdx"), 0, require.resolveWeak("@site/i18n/pt-BR/docs/a.mdx")],',
      '  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), 0, require.resolveWeak("@theme/BlogTagsListPage")],',
      '  "02": [() => import(/* webpackChunkName: "02" */ "~docs/default/x-\\"q\\".json"), 0, require.resolveWeak("~docs/default/x-\\"q\\".json")],};',
      '',
    ]);
  });

  it('reads an empty registry', () => {
    expect(browserRegistry('export default {\n};\n')).toBe('export default {\n};\n');
  });

  it.each([
    ['an entry of another shape', registry.replace('), "@theme/BlogTagsListPage", ', '), ["@theme/BlogTagsListPage"], ')],
    ['an entry whose paths differ', registry.replace('require.resolveWeak("@theme/BlogTagsListPage")', 'require.resolveWeak("@theme/Other")')],
    ['another module format', registry.replace('export default {', 'module.exports = {')],
    ['a line after the closing one', `${registry}  "x": 1,\n`],
  ])('refuses %s, naming the line', (_, changed) => {
    expect(() => browserRegistry(changed)).toThrow(/^@docusaurus\/core changed the route registry's shape: line \d+ /);
  });

  it('reads the registry Docusaurus writes today (its generator, as installed)', () => {
    const require = createRequire(import.meta.url);
    const generator = readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    // The line the installed generator writes, with our module path in it: what browserRegistry reads.
    expect(generator).toContain('`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`');
  });
});
