/**
 * Writes `.docusaurus/bundle-manifest.json` after the client build: the entry's files and, for every
 * named async chunk group (Docusaurus names one per registry entry, the keys of routesChunkNames.json),
 * the files the browser must fetch to load it. The performance budget check (scripts/lib/pageWeight.ts)
 * reads it to know which JavaScript each page loads on first view, without a browser.
 *
 * Each locale is built as a site of its own, and Docusaurus writes `.docusaurus/` again for each: after a build it
 * would hold the last locale's routes. So after each locale's build the files that say which page loads what
 * (routes.js, routesChunkNames.json and the manifest) are kept under `.docusaurus/locales/<locale>/`, and after a
 * translated locale's build the default locale's are put back at the root, where the tools that weigh the English
 * site read them.
 */
import {copyFileSync, existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const manifestFileName = 'bundle-manifest.json';

export interface BundleManifest {
  /** Files of the `main` entry (runtime and main bundle, CSS). */
  entry: string[];
  /** Files of each named chunk group, keyed by its chunk name. */
  chunkGroups: Record<string, string[]>;
}

interface StatsAsset {
  name: string;
}
interface StatsChunkGroup {
  assets?: StatsAsset[];
}
interface StatsJson {
  entrypoints?: Record<string, StatsChunkGroup>;
  namedChunkGroups?: Record<string, StatsChunkGroup>;
}
interface CompilerLike {
  hooks: {done: {tap: (name: string, callback: (stats: {toJson: (options: object) => StatsJson}) => void) => void}};
}

const assetNames = (group: StatsChunkGroup | undefined): string[] => (group?.assets ?? []).map((asset) => asset.name);

/** The manifest from a stats object (exported for tests). */
export function manifestFromStats(stats: StatsJson): BundleManifest {
  const chunkGroups: Record<string, string[]> = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (name !== 'main') chunkGroups[name] = assetNames(group);
  }
  return {entry: assetNames(stats.entrypoints?.main), chunkGroups};
}

class BundleManifestWriter {
  constructor(private readonly file: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tap('BundleManifestWriter', (stats) => {
      const json = stats.toJson({all: false, entrypoints: true, chunkGroups: true, chunkGroupAuxiliary: false});
      mkdirSync(path.dirname(this.file), {recursive: true});
      writeFileSync(this.file, `${JSON.stringify(manifestFromStats(json))}\n`);
    });
  }
}

/** The generated files that say which files a page loads, as the page-weight tools read them. */
export const routeFiles = ['routes.js', 'routesChunkNames.json', manifestFileName] as const;

/** Keeps `locale`'s route files under `locales/<locale>/`, then puts the default locale's back at the root if `locale` is another. */
export function keepLocaleRouteFiles(generatedDir: string, locale: string, defaultLocale: string): void {
  const kept = (name: string) => path.join(generatedDir, 'locales', name);
  mkdirSync(kept(locale), {recursive: true});
  for (const file of routeFiles) copyFileSync(path.join(generatedDir, file), path.join(kept(locale), file));
  if (locale === defaultLocale || !existsSync(kept(defaultLocale))) return;
  for (const file of routeFiles) copyFileSync(path.join(kept(defaultLocale), file), path.join(generatedDir, file));
}

export default function bundleManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-manifest',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new BundleManifestWriter(path.join(context.generatedFilesDir, manifestFileName))]};
    },
    async postBuild() {
      keepLocaleRouteFiles(context.generatedFilesDir, context.i18n.currentLocale, context.i18n.defaultLocale);
    },
  };
}
