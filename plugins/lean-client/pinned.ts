import {readFileSync} from 'node:fs';
import path from 'node:path';
import {mechanismNames, mechanisms, type Mechanism, type MechanismName} from './mechanisms';

/**
 * The exact versions the patches, module swaps and deep imports of the speed layer were written and checked
 * against. package.json pins them; plugins/lean-client/__tests__/pinned.test.ts fails when an install differs,
 * naming what to recheck before the new version is taken (README, "Upgrading Docusaurus"), and so does the
 * build (`checkPinned`) for every package a mechanism that is on reaches into.
 */
export const pinned: Record<string, {version: string; recheck: string; always?: true}> = {
  '@docusaurus/core': {
    version: '3.10.2',
    recheck: "the staged entry's module list (plugins/lean-client/client/boot/stagedEntry.ts), ComponentCreator, the window.docusaurus swap (plugins/lean-client/client/themeOverrides/docusaurus.ts)",
  },
  '@docusaurus/theme-classic': {
    version: '3.10.2',
    recheck: 'each ejected or wrapped theme component against its original: plugins/lean-client/__tests__/upgrade.test.ts names those whose original moved (plugins/lean-client/themeReplacements.ts)',
    // The replaced components are there whatever is switched off.
    always: true,
  },
  '@docusaurus/theme-common': {
    version: '3.10.2',
    recheck: 'plugins/lean-client/scrollRead.ts and the swapped IntlUtils and useMutationObserver (plugins/lean-client/client/themeOverrides)',
  },
  '@docusaurus/plugin-content-docs': {version: '3.10.2', recheck: 'plugins/lean-client/activeDoc.ts'},
  'react-helmet-async': {version: '1.3.0', recheck: 'plugins/lean-client/helmetBatch.ts'},
  '@rspack/core': {
    version: '1.7.12',
    recheck: "plugins/lean-client/shortIds.ts (ids set in the beforeModuleIds hook) and plugins/lean-client/moduleOrder.ts (the chunk file's shape): the build test plugins/lean-client/__tests__/bundle.build.test.ts checks both",
  },
  preact: {version: '11.2.0', recheck: 'the Preact aliases in plugins/lean-client/index.ts and the hydration end-to-end tests'},
};

/** The pinned packages to check when the mechanisms `on` says are on: those they reach into, and those always checked. */
export function pinsToCheck(on: (name: MechanismName) => boolean): string[] {
  const reached = new Set<string>(mechanismNames.filter(on).flatMap((name) => {
    const {reachesInto} = mechanisms[name] as Mechanism;
    return reachesInto ? [reachesInto] : [];
  }));
  return Object.keys(pinned).filter((name) => pinned[name]?.always || reached.has(name));
}

/** The version npm installed at the top of node_modules, where the bundler resolves it from. */
export const installedVersion = (name: string, siteDir = process.cwd()): string =>
  (JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

/** Throws, naming what to recheck, when a package a mechanism that is on reaches into is installed at another version. */
export function checkPinned(on: (name: MechanismName) => boolean, installed: (name: string) => string = installedVersion): void {
  const changed = pinsToCheck(on).flatMap((name) => {
    const {version, recheck} = pinned[name] as {version: string; recheck: string};
    const found = installed(name);
    return found === version ? [] : [`${name} ${found} is installed, the speed layer was checked against ${version}: recheck ${recheck}`];
  });
  if (changed.length > 0) throw new Error(`${changed.join('\n')}\nThen update plugins/lean-client/pinned.ts (or build with LEAN_OFF naming the mechanisms to leave out).`);
}
