/**
 * The upgrade check: everything the speed layer takes from installed Docusaurus and library files, checked against
 * the files installed now, so an upgrade fails here, in one place, saying what to recheck (README, "Upgrading
 * Docusaurus"). The versions themselves are held by pinned.test.ts; the HTML rewrites by htmlRewrites.build.test.ts.
 */
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {themeOverrides} from '../index.ts';
import {batchHelmetEmits} from '../helmetBatch.ts';
import {originalFingerprint, reapply, replacements, themeReplacements} from '../themeReplacements.ts';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(__dirname, '../../..');
const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const read = (file: string) => readFileSync(file, 'utf8');

/** The names a module exports (`default` included), from its ES module source, JavaScript or TypeScript. */
export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(match[1]!);
  if (/^export\s+default\b/m.test(source)) names.add('default');
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** The module specifiers a module imports, in order, as a bundler would reach them from `dir`. */
function importsOf(source: string, dir: string): string[] {
  return [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map(([, specifier]) =>
    specifier!.startsWith('.') ? `@docusaurus/core/lib/client/${path.relative(coreClient, path.join(dir, specifier!)).split(path.sep).join('/')}` : specifier!,
  );
}

const patches = [
  {name: 'react-helmet-async: one head update per batch', file: require.resolve('react-helmet-async/lib/index.module.js'), patch: batchHelmetEmits},
];

describe('upgrade check: text patches', () => {
  it.each(patches)('$name applies exactly once to the installed file and keeps its exports', ({file, patch}) => {
    const source = read(file);
    let patched = '';
    expect(() => (patched = patch(source)), `recheck ${path.relative(siteDir, file)} against its patch in plugins/lean-client`).not.toThrow();
    expect(patched).not.toBe(source);
    expect(exportNames(patched), `the patched ${path.basename(file)} must export what the installed one does`).toEqual(exportNames(source));
  });
});

describe('upgrade check: module swaps', () => {
  const candidates = [
    ...readdirSync(path.join(themeCommonLib), {recursive: true}).map((file) => path.join(themeCommonLib, String(file))),
    ...readdirSync(coreClient, {recursive: true}).map((file) => path.join(coreClient, String(file))),
  ].filter((file) => file.endsWith('.js'));

  it.each(themeOverrides(siteDir).map((override) => [path.basename(override.replacement), override] as const))(
    '%s stands in for exactly one installed module and exports the same names',
    (_name, {module, replacement}) => {
      const originals = candidates.filter((file) => module.test(file));
      expect(originals, `no installed module matches ${module}; find where it moved and update themeOverrides in plugins/lean-client/index.ts`).toHaveLength(1);
      expect(exportNames(read(replacement)), `${path.relative(siteDir, replacement)} must export what ${path.relative(siteDir, originals[0]!)} exports`).toEqual(
        exportNames(read(originals[0]!)),
      );
    },
  );
});

describe('upgrade check: the staged entry', () => {
  const stagedSource = read(path.join(siteDir, 'plugins/lean-client/client/boot/stagedEntry.ts'));
  // Only the `runStages([...])` list: a require inside a stage's function (react-router-config) is not a stage.
  const stagedList = stagedSource.slice(stagedSource.indexOf('runStages(['));
  const staged = [...stagedList.matchAll(/^ {2}\(\) => require\('([^']+)'\)/gm)].map(([, specifier]) => specifier!);

  it('requires the installed clientEntry’s imports, with App’s in App’s place, in the order the module graph evaluates them', () => {
    const clientEntry = importsOf(read(path.join(coreClient, 'clientEntry.js')), coreClient);
    const app = importsOf(read(path.join(coreClient, 'App.js')), coreClient);
    const appAt = clientEntry.indexOf('@docusaurus/core/lib/client/App');
    expect(appAt, 'clientEntry no longer imports ./App: rewrite plugins/lean-client/client/boot/stagedEntry.ts from the installed clientEntry.js').toBeGreaterThan(0);
    // clientEntry's imports after App (preload, the window.docusaurus object) run when clientEntry itself is required
    // last; a module imported twice (react) runs at its first import.
    const expected = [...clientEntry.slice(0, appAt), ...app, '@docusaurus/core/lib/client/App', '@docusaurus/core/lib/client/clientEntry'];
    // The route table's own imports are staged ahead of it (ComponentCreator's, plugins/lean-client/client/boot).
    const routeTableImports = ['react-loadable', '@generated/routesChunkNames', '@generated/registry'];
    expect(
      staged.filter((specifier) => !routeTableImports.includes(specifier)),
      'the staged entry lists modules in another order than the installed clientEntry.js and App.js import them: update plugins/lean-client/client/boot/stagedEntry.ts',
    ).toEqual(expected.filter((specifier, at, all) => all.indexOf(specifier) === at));
  });
});

describe('upgrade check: replaced theme components', () => {
  const found = replacements(siteDir);

  it('every theme-classic component the site or a feature replaces is fingerprinted, and nothing else is', () => {
    expect(found.map(({name}) => name).sort()).toEqual(Object.keys(themeReplacements).sort());
    // One replacement per component: two theme folders replacing the same one would shadow each other.
    expect(new Set(found.map(({name}) => name)).size).toBe(found.length);
  });

  it('the installed original of each is the one it was written against', () => {
    const moved = found.filter(({name, how}) => originalFingerprint(name, how) !== themeReplacements[name]).map(reapply);
    expect(moved, moved.join('\n')).toEqual([]);
  });
});

describe('the replaced-component guard itself', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'theme-replacements-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
    writeFileSync(path.join(scratch, file), text);
  };
  write('classic/Footer/index.js', 'export default function Footer() {}\n');
  write('classic/Footer/styles.module.css', '.footer {}\n');
  write('classic/Tabs/index.js', 'export default function Tabs() {}\n');
  write('classic/Tabs/styles.module.css', '.tabs {}\n');
  write('classic/Mine.js', 'export default {}\n');
  write('site/src/theme/Tabs/index.tsx', 'export default function Tabs() { return null; }\n');
  write('site/src/theme/OurOwn/index.tsx', 'export default function OurOwn() { return null; }\n');
  write('site/plugins/speed/theme/Footer/index.tsx', "import Init from '@theme-init/Footer';\nexport default Init;\n");
  write('site/plugins/speed/theme/Footer/__tests__/x.test.tsx', '');
  const classic = path.join(scratch, 'classic');

  it('finds ejected and wrapped replacements in the site’s and the features’ theme folders, and only theme-classic’s components', () => {
    expect(replacements(path.join(scratch, 'site'), classic)).toEqual([
      {name: 'Tabs', file: 'src/theme/Tabs/index.tsx', how: 'ejected'},
      {name: 'Footer', file: 'plugins/speed/theme/Footer/index.tsx', how: 'wrapped'},
    ]);
  });

  it('an ejected original’s styles count, a wrapped one’s do not, and the fingerprint follows the module', () => {
    const tabs = originalFingerprint('Tabs', 'ejected', classic);
    const footer = originalFingerprint('Footer', 'wrapped', classic);
    write('classic/Tabs/styles.module.css', '.tabs { gap: 1px }\n');
    write('classic/Footer/styles.module.css', '.footer { gap: 1px }\n');
    expect(originalFingerprint('Tabs', 'ejected', classic)).not.toBe(tabs);
    expect(originalFingerprint('Footer', 'wrapped', classic)).toBe(footer);
    write('classic/Footer/index.js', 'export default function Footer(props) { return props; }\n');
    expect(originalFingerprint('Footer', 'wrapped', classic)).not.toBe(footer);
    expect(originalFingerprint('Mine', 'ejected', classic)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('names the file and what to re-apply', () => {
    expect(reapply({name: 'Tabs', file: 'src/theme/Tabs/index.tsx', how: 'ejected'})).toMatch(/Tabs changed since src\/theme\/Tabs\/index\.tsx was ejected .*carry the change into src\/theme\/Tabs\/index\.tsx/);
    expect(reapply({name: 'Footer', file: 'plugins/speed/theme/Footer/index.tsx', how: 'wrapped'})).toMatch(/under the wrapper plugins\/speed\/theme\/Footer\/index\.tsx: check that the wrapper still passes/);
  });
});
