/**
 * The site's own search, all of it: this plugin registers the navbar's SearchBar and the /search page (theme/),
 * whose browser side (client/, components/) loads the index only when a reader reaches for search, and after
 * `docusaurus build` it reads the built HTML and writes that index (indexer/): build/search-index/<language>.json,
 * then shards, page chunks and page texts under build/search-index/<hash>/<language>/. The ranking itself is
 * common/search, shared with the MCP server. With Algolia configured the site does not load this plugin.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {searchPagePath} from '../../common/search/query.ts';
import {htmlFiles} from '../lib/htmlFiles.ts';
import {buildIndexes} from './indexer/build.ts';
import {extractPage, type ExtractedPage} from './indexer/extract.ts';


/** The clean URL of a built file: `a/b.html` and `a/b/index.html` are `/a/b` (trailingSlash: false). */
export function urlOf(relative: string): string {
  const clean = relative.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}

/** Extracts and writes the index for the site in `outDir`; returns what it wrote, for the build log and the bench. */
export async function writeSearchIndex(outDir: string): Promise<{pages: number; bytes: number}> {
  const pages: ExtractedPage[] = [];
  for (const file of (await htmlFiles(outDir)).sort()) {
    const page = extractPage(await readFile(file, 'utf8'), urlOf(path.relative(outDir, file)));
    if (page) pages.push(page);
  }
  const target = path.join(outDir, 'search-index');
  await rm(target, {recursive: true, force: true});
  let bytes = 0;
  for (const built of buildIndexes(pages)) {
    const base = path.join(outDir, ...built.entry.base.split('/'));
    const folders = new Set([...built.files.keys()].map((file) => path.dirname(path.join(base, file))));
    for (const folder of folders) await mkdir(folder, {recursive: true});
    const body = JSON.stringify(built.entry);
    bytes += body.length;
    await writeFile(path.join(target, `${built.entry.language}.json`), body);
    for (const [file, content] of built.files) {
      if (!file.startsWith('s/')) bytes += content.length;
      await writeFile(path.join(base, file), content);
    }
  }
  return {pages: pages.length, bytes};
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    // Docusaurus' write-translations reads the translate() calls of the theme path and of these paths: the modal and
    // the code the theme loads live outside the theme. Watching them only reloads this plugin, which adds one route.
    getPathsToWatch: () => ['components/**/*.tsx', 'client/*.ts'].map((file) => path.join(__dirname, file)),
    async contentLoaded({actions}) {
      actions.addRoute({path: normalizeUrl([context.baseUrl, searchPagePath]), component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      const {pages, bytes} = await writeSearchIndex(outDir);
      console.log(`[search] ${pages} pages, ${(bytes / 1024).toFixed(1)} KiB of index`);
    },
  };
}
