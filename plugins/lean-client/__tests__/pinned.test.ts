import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {themeOverrides} from '../index.ts';
import {mechanismNames, mechanismSwitch, mechanisms} from '../mechanisms.ts';
import {checkReached, fileFingerprint, heldByContent, installedVersion, pinned, pinsToCheck, reachProblems, swappedOriginals} from '../pinned.ts';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};
const allOn = mechanismSwitch([]);
const siteDir = path.resolve(__dirname, '../../..');
const reaching = mechanismNames.filter((name) => 'reachesInto' in mechanisms[name]);
const reachOf = (name: (typeof mechanismNames)[number]) => (mechanisms[name] as {reachesInto: string}).reachesInto;
// The checks of what is held by content read the pinned packages as installed at their pins: a moved pin is reported
// once, by the first test below, not again by every check of a fingerprint or a patch.
const atPins = (name: string) => pinned[name]?.version ?? installedVersion(name, siteDir);

describe('what the speed layer depends on, held by version or by content', () => {
  it.each(Object.entries(pinned))('%s is installed at the pinned version', (name, {version, recheck}) => {
    const found = installedVersion(name);
    expect(found, `${name} ${found} is installed, the speed layer was checked against ${version}: recheck ${recheck}, then update plugins/lean-client/pinned.ts`).toBe(version);
  });

  // Docusaurus publishes its packages in lockstep (each depends on the others' exact version): one version for all.
  it.each(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@docusaurus/') || name in pinned))('package.json pins %s exactly', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(reaching)('%s reaches into a package held by its version or by its content, never both', (name) => {
    const held = [reachOf(name) in pinned, reachOf(name) in heldByContent];
    expect(held.filter(Boolean)).toHaveLength(1);
  });

  it('only a module list (Docusaurus core) or the renderer (Preact) is held by an exact version', () => {
    expect(Object.keys(pinned).sort()).toEqual(['@docusaurus/core', 'preact']);
    expect(pinsToCheck(allOn).sort()).toEqual(Object.keys(pinned).sort());
  });

  it.each(mechanismNames)('with %s off, the build still checks every pinned package the mechanisms left on reach into', (off) => {
    const on = mechanismSwitch([off]);
    const needed = mechanismNames.filter(on).filter((name) => reaching.includes(name) && reachOf(name) in pinned).map(reachOf);
    expect(pinsToCheck(on).sort()).toEqual([...new Set(needed)].sort());
  });

  it('every module swap has its original fingerprinted, and the installed originals are the ones ours were written from', () => {
    const swaps = themeOverrides(siteDir);
    expect(Object.keys(swappedOriginals).sort()).toEqual(swaps.map(({mechanism}) => mechanism).sort());
    for (const swap of swaps) {
      const held = swappedOriginals[swap.mechanism]!;
      expect(path.join(siteDir, held.ours)).toBe(swap.replacement);
      expect(path.join(siteDir, 'node_modules', held.original)).toMatch(swap.module);
    }
    expect(reachProblems(allOn, {siteDir, installed: atPins})).toEqual([]);
    expect(() => checkReached(allOn, {siteDir, installed: atPins})).not.toThrow();
  });

  it('a patch release of a package held by its content passes while what we depend on in it is unchanged', () => {
    const patchRelease = (name: string) => (name in pinned ? atPins(name) : '3.10.3');
    expect(reachProblems(allOn, {siteDir, installed: patchRelease})).toEqual([]);
  });

  it('a moved pinned package stops the build, naming what to recheck, unless what depends on it is off', () => {
    const coreMoved = (name: string) => (name === '@docusaurus/core' ? '3.10.3' : atPins(name));
    expect(() => checkReached(allOn, {siteDir, installed: coreMoved})).toThrow(/@docusaurus\/core 3\.10\.3 is installed.*recheck the staged entry's module list/);
    const coreUsers = mechanismNames.filter((name) => reaching.includes(name) && reachOf(name) === '@docusaurus/core');
    expect(coreUsers.length).toBeGreaterThan(0);
    expect(() => checkReached(mechanismSwitch(coreUsers), {siteDir, installed: coreMoved})).not.toThrow();
  });

  describe('a changed swapped original', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'swapped-originals-'));
    afterAll(() => rmSync(scratch, {recursive: true, force: true}));
    const moduleFile = (module: string) => {
      const installedFile = path.join(siteDir, 'node_modules', module);
      if (!module.endsWith('IntlUtils.js')) return installedFile;
      const copy = path.join(scratch, module);
      mkdirSync(path.dirname(copy), {recursive: true});
      writeFileSync(copy, `${readFileSync(installedFile, 'utf8')}\n// one line more\n`);
      return copy;
    };

    it('stops the build, naming the original, our file and the new fingerprint, unless its mechanism is off', () => {
      const problems = reachProblems(allOn, {siteDir, moduleFile, installed: atPins});
      expect(problems).toHaveLength(1);
      const fingerprint = fileFingerprint(path.join(scratch, '@docusaurus/theme-common/lib/utils/IntlUtils.js'));
      expect(problems[0]).toBe(
        `@docusaurus/theme-common/lib/utils/IntlUtils.js changed since plugins/lean-client/client/themeOverrides/IntlUtils.ts was written to stand in for it (plainDates): diff the two versions of the original, carry the change into plugins/lean-client/client/themeOverrides/IntlUtils.ts, then record its fingerprint ${fingerprint} in plugins/lean-client/pinned.ts`,
      );
      expect(() => checkReached(allOn, {siteDir, moduleFile, installed: atPins})).toThrow(/IntlUtils\.ts was written to stand in for it[^]*LEAN_OFF/);
      expect(reachProblems(mechanismSwitch(['plainDates']), {siteDir, moduleFile, installed: atPins})).toEqual([]);
    });
  });

  describe('a changed or unlisted theme component', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'replaced-originals-'));
    afterAll(() => rmSync(scratch, {recursive: true, force: true}));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
      writeFileSync(path.join(scratch, file), text);
    };
    write('classic/Tabs/index.js', 'export default function Tabs() {}\n');
    write('classic/Admonition/index.js', 'export default function Admonition() {}\n');
    write('site/src/theme/Tabs/index.tsx', 'export default function Tabs() { return null; }\n');
    write('site/src/theme/Admonition/index.tsx', 'export default function Admonition() { return null; }\n');
    mkdirSync(path.join(scratch, 'site/plugins'), {recursive: true});

    it('stops the build even with every mechanism off: what to re-apply for a moved original, what to add for an unlisted one', () => {
      const noneOn = mechanismSwitch([...mechanismNames]);
      const problems = reachProblems(noneOn, {siteDir: path.join(scratch, 'site'), classicDir: path.join(scratch, 'classic')});
      expect(problems).toEqual([
        "src/theme/Admonition/index.tsx replaces theme-classic's Admonition but is not in plugins/lean-client/themeReplacements.ts: add it (npx tsx plugins/lean-client/themeReplacements.ts prints the table)",
        expect.stringMatching(/^theme-classic's Tabs changed since src\/theme\/Tabs\/index\.tsx was ejected/),
      ]);
    });
  });
});
