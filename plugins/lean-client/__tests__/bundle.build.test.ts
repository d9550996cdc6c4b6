/**
 * The built chunks against plugins/lean-client/shortIds.ts and moduleOrder.ts: short ids, stable for the same
 * source, and every chunk's modules in compression order. Reads build/ and .docusaurus/ (run after `npm run build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {chunkModules, reorderChunk} from '../moduleOrder.ts';
import {idDigits, shortModuleIds} from '../shortIds.ts';

const jsDir = path.join('build', 'assets', 'js');
const chunkFiles = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const mainFile = chunkFiles.find((file) => /^main\.[0-9a-f]+\.js$/.test(file));

/** Each locale's bundle (English at the build's root, a translated locale in its folder) with the ids its build gave out. */
const bundles = [
  ['en', 'build'],
  ...readdirSync('build', {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join('build', entry.name, 'assets', 'js')))
    .map((entry) => [entry.name, path.join('build', entry.name)]),
].map(([locale, dir]) => {
  const js = path.join(dir!, 'assets', 'js');
  const reported = JSON.parse(readFileSync(path.join('.docusaurus', 'lean-client', `module-ids.${locale}.json`), 'utf8')) as Record<string, number>;
  return {locale: locale!, js, files: readdirSync(js).filter((file) => file.endsWith('.js')), reported};
});
const reported = bundles[0]!.reported;

/** The ids of a chunk's module table, in the order it is written. */
function moduleIds(source: string): string[] {
  const chunk = chunkModules(source);
  return (chunk?.modules ?? []).map(({start}) => /^"?([^"(:]+)/.exec(source.slice(start))?.[1] ?? '');
}

describe('the built chunks', () => {
  it('main is a chunk file of many modules, the shape moduleOrder rewrites', () => {
    expect(mainFile).toBeDefined();
    expect(moduleIds(readFileSync(path.join(jsDir, mainFile!), 'utf8')).length).toBeGreaterThan(50);
  });

  it.each(bundles)('$locale: every chunk has its modules in compression order', ({js, files}) => {
    const outOfOrder = files.filter((file) => reorderChunk(readFileSync(path.join(js, file), 'utf8')) !== undefined);
    expect(outOfOrder).toEqual([]);
  });

  it.each(bundles)('$locale: every module id in a chunk is a short id its build gave out, in the digits its module count needs', ({js, files, reported}) => {
    const given = new Set(Object.values(reported).map(String));
    const digits = idDigits(Object.keys(reported).length);
    const ids = files.flatMap((file) => moduleIds(readFileSync(path.join(js, file), 'utf8')));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !given.has(id))).toEqual([]);
    expect(ids.filter((id) => !new RegExp(`^\\d{1,${digits}}$`).test(id))).toEqual([]);
  });

  it('every locale is built as its own bundle', () => {
    expect(bundles.map(({locale}) => locale).sort()).toEqual(['en', 'es', 'pt-BR']);
  });

  it('the ids follow from the module paths alone: the same source gives the same ids', () => {
    expect(Object.fromEntries(shortModuleIds(Object.keys(reported)))).toEqual(reported);
  });
});

describe('the browser’s site config', () => {
  it('is the one Docusaurus generated, less the Prism themes, and main carries no token colour', async () => {
    const load = async (file: string) => ((await import(path.resolve(file))) as {default: {themeConfig: {prism: Record<string, unknown>}}}).default;
    const generated = await load('.docusaurus/docusaurus.config.mjs');
    const browser = await load('.docusaurus/lean-client/docusaurus.config.mjs');
    const noColours = {plain: {}, styles: []};
    expect(browser).toEqual({...generated, themeConfig: {...generated.themeConfig, prism: {...generated.themeConfig.prism, theme: noColours, darkTheme: noColours}}});
    // A colour of each Prism theme (src/lib/codeHighlight/themes.ts) would be in main if its config still held them.
    const main = readFileSync(path.join(jsDir, mainFile!), 'utf8');
    expect(main).toMatch(/\badditionalLanguages"?:\["bash"/);
    expect([main.includes('#6639ba'), main.includes('#d2a8ff')]).toEqual([false, false]);
  });
});
