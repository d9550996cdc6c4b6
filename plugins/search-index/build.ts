/** Builds the per-language index files from extracted pages. Node only; no file system here. */
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {miniSearchOptions, type PageDocument} from '../../src/lib/search/engine';
import {packIndex} from '../../src/lib/search/pack';
import type {IndexedPage, PageTextFile, SearchIndexFile} from '../../src/lib/search/types';
import type {ExtractedPage} from './extract';

// Excerpts only need the text near a match; very long sections (code listings) are cut.
const maxSectionText = 3000;

export interface BuiltLanguage {
  language: string;
  index: SearchIndexFile;
  /** One text file per page, in page order. */
  texts: PageTextFile[];
}

export function buildIndexes(pages: readonly ExtractedPage[]): BuiltLanguage[] {
  const languages = [...new Set(pages.map((page) => page.language))].sort();
  return languages.map((language) => {
    const ofLanguage = pages.filter((page) => page.language === language).sort((a, b) => a.url.localeCompare(b.url));
    const indexedPages: IndexedPage[] = ofLanguage.map((page) => [page.url, page.title, page.tag, page.kind]);
    const documents: PageDocument[] = ofLanguage.map((page, id) => ({
      id,
      title: page.title,
      headings: page.sections.map((section) => (section.anchor ? section.heading : '')).join(' '),
      text: page.sections.map((section) => section.text).join(' '),
    }));
    const texts: PageTextFile[] = ofLanguage.map((page) =>
      page.sections.map((section) => [section.anchor, section.anchor ? section.heading : '', section.text.slice(0, maxSectionText)]),
    );
    const engine = new MiniSearch<PageDocument>(miniSearchOptions);
    engine.addAll(documents);
    const body = {language, pages: indexedPages, index: packIndex(engine.toJSON())};
    const hash = createHash('sha256').update(JSON.stringify(body)).update(JSON.stringify(texts)).digest('hex').slice(0, 10);
    return {language, index: {version: 1, ...body, textBase: `/search-index/${hash}/${language}`}, texts};
  });
}
