import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../src/lib/codeHighlight/themes';
import {readSiteEnv} from '../../../src/lib/siteEnv';
import leanClientPlugin from '..';
import {mechanismNames, mechanisms, parseMechanismsOff, type MechanismName} from '../mechanisms';

const scratch = mkdtempSync(path.join(tmpdir(), 'lean-client-mechanisms-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

// A page with what both HTML rewrites act on: an image preload at the start of the container, deferred head scripts.
const page =
  '<!doctype html><html><head><title>T</title><script src=/assets/js/main.1.js defer></script></head>' +
  '<body><div id=__docusaurus><link rel=preload as=image href=/img/logo.svg /><nav></nav></div></body></html>';

class ReplacementPlugin {
  constructor(
    readonly module: RegExp,
    readonly replacement: string,
  ) {}
}

/** What the build gets from the plugin with `off` switched off: browser aliases, entry, module swaps, built HTML. */
async function generated(off: MechanismName[]) {
  const generatedFilesDir = mkdtempSync(path.join(scratch, 'generated-'));
  const context = {
    siteDir: process.cwd(),
    generatedFilesDir,
    baseUrl: '/',
    siteConfig: {themeConfig: {prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}}},
  } as unknown as LoadContext;
  const plugin = leanClientPlugin(context, {off});
  const config = {entry: 'clientEntry.js', resolve: {alias: {react: '/node_modules/react', 'react-dom': '/node_modules/react-dom'}}};
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: ReplacementPlugin}}};
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {plugins: object[]};
  const {plugins} = configure(config, false, utils);
  const outDir = mkdtempSync(path.join(scratch, 'build-'));
  writeFileSync(path.join(outDir, 'index.html'), page);
  await plugin.postBuild?.({outDir} as never);
  return {
    alias: config.resolve.alias,
    entry: config.entry,
    swaps: plugins
      .filter((added): added is ReplacementPlugin => added instanceof ReplacementPlugin)
      .map(({module, replacement}) => `${module.source} -> ${path.relative(process.cwd(), replacement)}`),
    bundlerPlugins: plugins.filter((added) => !(added instanceof ReplacementPlugin)).map((added) => added.constructor.name),
    html: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
  };
}

describe('speed mechanisms switched off by name', () => {
  it('with everything on, the browser build gets every alias, the staged entry, every swap and both HTML rewrites', async () => {
    const all = await generated([]);
    expect(all.alias).not.toHaveProperty('react');
    expect(all.alias).toHaveProperty(['react$'], 'preact/compat');
    expect(all.entry).toMatch(/stagedEntry\.ts$/);
    // Our own modules are not swapped for their stand-ins while their mechanism is on.
    expect(all.swaps).toHaveLength(6);
    expect(all.swaps.join('\n')).not.toMatch(/noQueue/);
    expect(all.html).not.toBe(page);
    expect(all.bundlerPlugins).toEqual(['ShortModuleIdsPlugin', 'ModuleOrderPlugin', 'ChunkStatsCollector']);
  });

  it.each(mechanismNames)('LEAN_OFF=%s changes what the build gets, and only by that mechanism', async (name) => {
    const [all, without] = await Promise.all([generated([]), generated([name])]);
    expect(without).not.toEqual(all);
    // Turning every other mechanism off as well leaves the same difference: the name switches one thing.
    const others = mechanismNames.filter((other) => other !== name);
    const [onlyThis, none] = await Promise.all([generated(others), generated(mechanismNames)]);
    expect(onlyThis).not.toEqual(none);
  });

  it('the browser’s site config keeps everything but the Prism themes’ colours', async () => {
    const {browserSiteConfig} = await import('..');
    const config = {title: 'T', themeConfig: {navbar: {title: 'N'}, prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash']}}};
    expect(browserSiteConfig(config)).toEqual({title: 'T', themeConfig: {navbar: {title: 'N'}, prism: {theme: {plain: {}, styles: []}, darkTheme: {plain: {}, styles: []}, additionalLanguages: ['bash']}}});
    expect(config.themeConfig.prism.theme).toBe(lightCodeTheme);
    expect(browserSiteConfig({title: 'T'})).toEqual({title: 'T'});
  });

  it.each([
    ['hydrationParts', /browserQueue.*HydrateLater\/noQueue\.ts$/],
  ] as const)('with %s off, its own module is swapped for its stand-in', async (name, swap) => {
    const {swaps} = await generated([name]);
    expect(swaps.filter((line) => swap.test(line))).toHaveLength(1);
  });

  it.each([
    ['shortIds', ['ModuleOrderPlugin', 'ChunkStatsCollector']],
    ['moduleOrder', ['ShortModuleIdsPlugin', 'ChunkStatsCollector']],
    ['preloadParts', ['ShortModuleIdsPlugin', 'ModuleOrderPlugin']],
  ] as const)('with %s off, its bundler plugin is left out', async (name, left) => {
    const {bundlerPlugins} = await generated([name]);
    expect(bundlerPlugins).toEqual(left);
  });

  it('with everything off, the browser build is Docusaurus’ own, with the parts hydrating in the first pass', async () => {
    const none = await generated(mechanismNames);
    expect(none.alias).toEqual({react: '/node_modules/react', 'react-dom': '/node_modules/react-dom'});
    expect(none.entry).toBe('clientEntry.js');
    expect(none.swaps.map((line) => line.replace(/^.* -> /, ''))).toEqual(['plugins/lean-client/client/HydrateLater/noQueue.ts']);
    expect(none.html).toBe(page);
    expect(none.bundlerPlugins).toEqual([]);
  });

  it.each([
    ['', []],
    ['preact, stagedEntry', ['preact', 'stagedEntry']],
    ['preact,preact', ['preact']],
  ])('LEAN_OFF=%j names %j', (list, names) => {
    expect(parseMechanismsOff(list)).toEqual(names);
  });

  it('an unknown name fails the build, listing every valid name with what it does', () => {
    expect(() => readSiteEnv({LEAN_OFF: 'preact,nope'})).toThrow(/LEAN_OFF.*"nope"/);
    try {
      readSiteEnv({LEAN_OFF: 'nope'});
    } catch (error) {
      for (const name of mechanismNames) expect((error as Error).message).toContain(`${name}: ${mechanisms[name].description}`);
    }
    expect.assertions(1 + mechanismNames.length);
  });

  it('reads LEAN_OFF from the site environment', () => {
    expect(readSiteEnv({LEAN_OFF: 'idlePrefetch'}).LEAN_OFF).toEqual(['idlePrefetch']);
    expect(readSiteEnv({}).LEAN_OFF).toEqual([]);
  });
});
