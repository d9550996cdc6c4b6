/**
 * The notices link each translated page to its English page: for every translation in the repository, the English URL
 * the notice would name is a page of the English build. And with every section current (npm run i18n:status), no
 * translated page of the build shows a notice. Reads build/ (run after `npm run build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {englishUrlOf} from '../core/outdated.ts';
import {sourcePath, TRANSLATED_LOCALES} from '../core/paths.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

function files(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && suffix.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const translations = TRANSLATED_LOCALES.flatMap((locale) => files(path.join('i18n', locale), /\.mdx?$/));

describe('the notices of lagging translations', () => {
  it('name, for every translated page, an English page the build has', () => {
    const missing = translations.flatMap((file) => {
      const {source} = sourcePath(file)!;
      const url = englishUrlOf(source, readFileSync(source, 'utf8'));
      const built = url === '/' ? ['index.html'] : [`${url.slice(1)}.html`, `${url.slice(1)}/index.html`];
      return built.some((candidate) => existsSync(path.join(buildDir, candidate))) ? [] : [`${file} → ${url}`];
    });
    expect(translations.length).toBeGreaterThan(400);
    expect(missing).toEqual([]);
  });

  it('say "not yet translated" on no page while every page has its translation', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const shown = files(path.join(buildDir, locale), /\.(html|md)$/).filter((file) => /translation-missing|ainda não foi traduzida|aún no está traducida/.test(readFileSync(file, 'utf8')));
      expect(shown, locale).toEqual([]);
    }
  });

  it('are on no translated page while every section is current', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const shown = files(path.join(buildDir, locale), /\.html$/).filter((file) => readFileSync(file, 'utf8').includes('translation-outdated'));
      expect(shown, locale).toEqual([]);
    }
  });
});
