/**
 * Writes `.docusaurus/bundle-manifest.json` after the client build: the entry's files and, for every
 * named async chunk group (Docusaurus names one per registry entry, the keys of routesChunkNames.json),
 * the files the browser must fetch to load it. The performance budget check (scripts/lib/pageWeight.ts)
 * reads it to know which JavaScript each page loads on first view, without a browser.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
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

export default function bundleManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-manifest',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new BundleManifestWriter(path.join(context.generatedFilesDir, manifestFileName))]};
    },
  };
}
