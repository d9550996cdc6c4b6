/**
 * A translated locale costs its readers no more JavaScript than English, page type by page type: its code
 * translations travel in the modules that use them (plugins/i18n/inline), not all in the main bundle. Compared is each
 * page type's code on first load (the entry and the route components, gzip), without the page's own data (its text,
 * sidebar, list items), which a translation makes longer or shorter. Reads build/ and the route files each locale's
 * build keeps in .docusaurus/locales/<locale>/ (plugins/bundle-manifest).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageSamples} from '../../../scripts/lib/budgets.ts';
import {codeChunksOf, filesForUrl, parseRoutes, weigh, type BundleManifest, type FileWeight} from '../../../scripts/lib/pageWeight.ts';
import {TRANSLATED_LOCALES} from '../core/paths.ts';

/** Most a translated page type's first-load code may weigh over English's, gzip: the 1 KB (measured: pt-BR 670 to 957 B, es 485 to 714 B). */
const maxGapBytes = 1024;

/** The first-load code files of a page of `locale`'s build (its paths carry the locale's prefix), weighed. */
function weigher(locale: string): (pathname: string) => FileWeight[] {
  const generated = path.join('.docusaurus', 'locales', locale);
  const read = (file: string) => readFileSync(path.join(generated, file), 'utf8');
  const routes = parseRoutes(read('routes.js'));
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
  const manifest = JSON.parse(read('bundle-manifest.json')) as BundleManifest;
  const out = locale === 'en' ? 'build' : path.join('build', locale);
  return (pathname) =>
    filesForUrl(pathname, routes, chunkNames, manifest, codeChunksOf)
      .filter((file) => file.endsWith('.js'))
      .map((file) => weigh(file, readFileSync(path.join(out, file))));
}

const gzipOf = (files: FileWeight[]) => files.reduce((sum, file) => sum + file.gzip, 0);

describe.each(TRANSLATED_LOCALES)("%s's first-load JavaScript", (locale) => {
  it(`is within ${maxGapBytes} B gzip of English's on every page type`, () => {
    const english = weigher('en');
    const translated = weigher(locale);
    const gaps = Object.fromEntries(
      pageSamples.map((sample) => {
        const [mine, theirs] = [translated(`/${locale}${sample.url}`), english(sample.url)];
        // The same route in both (as many files, the route's own among them): a path no route of the locale matches
        // would be weighed as its 404 page.
        expect(mine.length, sample.url).toBe(theirs.length);
        expect(mine.length, sample.url).toBeGreaterThan(2);
        return [sample.type, gzipOf(mine) - gzipOf(theirs)];
      }),
    );
    const over = Object.entries(gaps).filter(([, gap]) => gap > maxGapBytes);
    expect(over, JSON.stringify(gaps)).toEqual([]);
  });
});
