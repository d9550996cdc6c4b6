/** Builds the per-language index files from extracted pages. Node only (hashing); no file system here. */
import {createHash} from 'node:crypto';
import {buildSearchIndex, defaultLimits, type IndexLimits} from '../../../common/search/indexer.ts';
import type {IndexDocument, SearchIndexEntry} from '../../../common/search/types.ts';
import type {ExtractedPage} from './extract.ts';

export interface BuiltLanguage {
  /** Served at /search-index/<language>.json. */
  entry: SearchIndexEntry;
  /** Files under `entry.base`, by relative path, as JSON text. */
  files: Map<string, string>;
}

export function toIndexDocument(page: ExtractedPage): IndexDocument {
  return {
    url: page.url,
    title: page.title,
    tag: page.tag,
    kind: page.kind,
    ...(page.description ? {description: page.description} : {}),
    sections: page.sections.map((section) => [section.anchor, section.anchor ? section.heading : '', section.text]),
    ...(page.sections.some((section) => section.standalone) ? {standalone: page.sections.filter((section) => section.standalone).map((section) => section.anchor)} : {}),
  };
}

/** One index per language; its folder is named after a hash of its files, so they can be cached for good. */
export function buildIndexes(pages: readonly ExtractedPage[], limits: IndexLimits = defaultLimits): BuiltLanguage[] {
  const languages = [...new Set(pages.map((page) => page.language))].sort();
  return languages.map((language) => {
    const built = buildSearchIndex(language, pages.filter((page) => page.language === language).map(toIndexDocument), limits);
    const hash = createHash('sha256');
    for (const [file, content] of [...built.files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(file).update('\0').update(content);
    hash.update(JSON.stringify(built.entry));
    return {entry: {...built.entry, base: `/search-index/${hash.digest('hex').slice(0, 10)}/${language}`}, files: built.files};
  });
}
