import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {mechanismNames, mechanisms, type Mechanism, type MechanismName} from './mechanisms.ts';
import {classicThemeDir, originalFingerprint, reapply, replacements, themeReplacements} from './themeReplacements.ts';

/**
 * How the speed layer holds what it takes from installed packages (README, "Upgrading Docusaurus").
 *
 * An exact version only where a module list or the renderer depends on it: the staged entry re-lists
 * @docusaurus/core's client modules (and swaps its ComponentCreator and `window.docusaurus`), and Preact renders the
 * browser in react-dom's place. Everything else is held by its content, so a patch release passes where nothing we
 * depend on moved, and stops the build, naming what to re-apply, where something did:
 * - a text patch (helmetBatch) applies exactly once, or the build stops (./replaceOnce.ts);
 * - a swapped module: the fingerprint of the original a file of ours stands in for (`swappedOriginals`);
 * - a replaced theme component: the fingerprint of its original (./themeReplacements.ts);
 * - Rspack: ids and chunk order are read back from the built chunks (__tests__/bundle.build.test.ts).
 * The build checks the first three for the mechanisms that are on (`checkReached`), as do pinned.test.ts and upgrade.test.ts.
 */
export const pinned: Record<string, {version: string; recheck: string}> = {
  '@docusaurus/core': {
    version: '3.10.2',
    recheck: "the staged entry's module list (plugins/lean-client/client/boot/stagedEntry.ts), ComponentCreator, the window.docusaurus swap (plugins/lean-client/client/themeOverrides/docusaurus.ts), the route registry's shape (plugins/lean-client/registryPaths.ts)",
  },
  preact: {version: '11.2.0', recheck: 'the Preact aliases in plugins/lean-client/index.ts and the hydration end-to-end tests'},
};

/** The packages a mechanism reaches into whose version may move, and what holds them instead. */
export const heldByContent: Record<string, string> = {
  '@docusaurus/theme-classic': "the fingerprint of each replaced component's original (themeReplacements.ts)",
  '@docusaurus/theme-common': 'the fingerprint of the swapped IntlUtils (swappedOriginals)',
  'react-helmet-async': "helmetBatch's text patch",
  '@rspack/core': 'the build test that reads module ids and chunk order back from the built chunks (__tests__/bundle.build.test.ts)',
};

export interface SwappedOriginal {
  /** The installed module, under node_modules. */
  original: string;
  /** Ours, in its place in the browser build (themeOverrides in ./index.ts). */
  ours: string;
  /** sha256 of the original, 16 hex digits: `npx tsx plugins/lean-client/pinned.ts` prints them. */
  fingerprint: string;
}

/** The module swaps' originals, by mechanism: ours copy their behaviour bar one change, so any change to the original is ours to carry over. */
export const swappedOriginals: Partial<Record<MechanismName, SwappedOriginal>> = {
  plainDates: {original: '@docusaurus/theme-common/lib/utils/IntlUtils.js', ours: 'plugins/lean-client/client/themeOverrides/IntlUtils.ts', fingerprint: '50ecfecea6e487ee'},
  idlePrefetch: {original: '@docusaurus/core/lib/client/docusaurus.js', ours: 'plugins/lean-client/client/themeOverrides/docusaurus.ts', fingerprint: 'b0d1dbdc1e3a706f'},
};

/** The pinned packages to check when the mechanisms `on` says are on: those they reach into. */
export function pinsToCheck(on: (name: MechanismName) => boolean): string[] {
  const reached = new Set<string>(mechanismNames.filter(on).flatMap((name) => {
    const {reachesInto} = mechanisms[name] as Mechanism;
    return reachesInto ? [reachesInto] : [];
  }));
  return Object.keys(pinned).filter((name) => reached.has(name));
}

/** The version npm installed at the top of node_modules, where the bundler resolves it from. */
export const installedVersion = (name: string, siteDir = process.cwd()): string =>
  (JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

export const fileFingerprint = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

export interface ReachOptions {
  siteDir?: string;
  /** The installed version of a package (default: read from node_modules). */
  installed?: (name: string) => string;
  /** Where an installed module sits (default: under the site's node_modules). */
  moduleFile?: (module: string) => string;
  /** theme-classic's components folder (default: the installed one). */
  classicDir?: string;
}

/** Everything that moved under what the mechanisms that are on (and the replaced theme components) depend on, one line each, saying what to re-apply. */
export function reachProblems(on: (name: MechanismName) => boolean, options: ReachOptions = {}): string[] {
  const siteDir = options.siteDir ?? process.cwd();
  const installed = options.installed ?? ((name: string) => installedVersion(name, siteDir));
  const moduleFile = options.moduleFile ?? ((module: string) => path.join(siteDir, 'node_modules', module));
  const versions = pinsToCheck(on).flatMap((name) => {
    const {version, recheck} = pinned[name]!;
    const found = installed(name);
    return found === version ? [] : [`${name} ${found} is installed, the speed layer was checked against ${version}: recheck ${recheck}, then update the version in plugins/lean-client/pinned.ts`];
  });
  const swaps = mechanismNames.filter(on).flatMap((name) => {
    const swap = swappedOriginals[name];
    if (!swap) return [];
    const now = fileFingerprint(moduleFile(swap.original));
    return now === swap.fingerprint
      ? []
      : [`${swap.original} changed since ${swap.ours} was written to stand in for it (${name}): diff the two versions of the original, carry the change into ${swap.ours}, then record its fingerprint ${now} in plugins/lean-client/pinned.ts`];
  });
  const classicDir = options.classicDir ?? classicThemeDir();
  const components = replacements(siteDir, classicDir).flatMap((replacement) => {
    const recorded = themeReplacements[replacement.name];
    if (recorded === undefined) return [`${replacement.file} replaces theme-classic's ${replacement.name} but is not in plugins/lean-client/themeReplacements.ts: add it (npx tsx plugins/lean-client/themeReplacements.ts prints the table)`];
    return originalFingerprint(replacement.name, replacement.how, classicDir) === recorded ? [] : [reapply(replacement)];
  });
  return [...versions, ...swaps, ...components];
}

/** Throws, naming what to re-apply, when something the mechanisms that are on depend on moved. */
export function checkReached(on: (name: MechanismName) => boolean, options: ReachOptions = {}): void {
  const problems = reachProblems(on, options);
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n(Or build with LEAN_OFF naming the mechanisms to leave out meanwhile.)`);
}

// `npx tsx plugins/lean-client/pinned.ts`: the swapped originals' fingerprints, installed now.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  for (const [name, swap] of Object.entries(swappedOriginals)) console.log(`  ${name}: ${fileFingerprint(path.join('node_modules', swap.original))} ${swap.original}`);
}
