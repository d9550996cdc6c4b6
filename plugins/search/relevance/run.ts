/**
 * Runs the relevance suite over a built index with the site's own engine and the anchor the UI opens a hit at.
 * Node only: the bench and the build test read the index from build/.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {createSearcher, type Loader, type Searcher} from '../../../common/search/engine.ts';
import {sectionHits, type PageHit} from '../../../common/search/rank.ts';
import type {PageTextFile, SearchIndexEntry} from '../../../common/search/types.ts';
import {relevanceReport, type RankedAnswer, type RelevanceReport} from './metrics.ts';
import {relevanceSuite, type JudgedQuery} from './suite.ts';

/** Hits read per query: nDCG looks at 5, the ranks past 3 only lower MRR. */
const hitsRead = 10;

export interface BuiltIndex {
  searcher: Searcher;
  pageText: (page: number) => Promise<PageTextFile>;
  /** The anchor a hit opens at, as the site's UI picks it. */
  anchorOf: (text: PageTextFile, hit: PageHit) => string;
}

/** The engine a suite runs with: this checkout's, or another commit's for a before/after comparison. */
export interface Engine {
  createSearcher: (entry: SearchIndexEntry, load: Loader) => Searcher;
  sectionHits: typeof sectionHits;
}

const thisEngine: Engine = {createSearcher, sectionHits};

/** The site's index in `buildDir` (search-index/en.json and its files), read from disk and searched with `engine`. */
export async function readBuiltIndex(buildDir: string, engine: Engine = thisEngine, language = 'en'): Promise<BuiltIndex> {
  const entryFile = path.join(buildDir, 'search-index', `${language}.json`);
  const entry = JSON.parse(await readFile(entryFile, 'utf8').catch(() => {
    throw new Error(`No search index at ${entryFile}: run "npm run build" first.`);
  })) as SearchIndexEntry;
  const folder = path.join(buildDir, ...entry.base.split('/'));
  const read = async (file: string): Promise<unknown> => JSON.parse(await readFile(path.join(folder, file), 'utf8'));
  return {
    searcher: engine.createSearcher(entry, read),
    pageText: (page) => read(`s/${page}.json`) as Promise<PageTextFile>,
    anchorOf: (text, hit) => engine.sectionHits(text, hit.terms, hit.groups)[0]?.anchor ?? '',
  };
}

/** Searches every judged query as a reader of its docs version would, and scores the answers. */
export async function runSuite({searcher, pageText, anchorOf}: BuiltIndex, suite: readonly JudgedQuery[] = relevanceSuite): Promise<RelevanceReport> {
  const answers: RankedAnswer[] = [];
  for (const judged of suite) {
    const {hits} = await searcher.search(judged.query, ['default', `docs-default-${judged.version ?? 'current'}`], hitsRead);
    const anchors: Record<string, string> = {};
    const anchored = judged.anchor && hits.find((hit) => hit.url === judged.anchor?.page);
    if (anchored) anchors[anchored.url] = anchorOf(await pageText(anchored.page), anchored);
    answers.push({judged, urls: hits.map((hit) => hit.url), anchors});
  }
  return relevanceReport(answers);
}
