/**
 * Lists, per locale, the translated pages and sections that are current, outdated or missing:
 *
 *   npm run i18n:status [-- pt-BR] [--json] [--check]
 *
 * --json prints the whole report; --check exits 1 unless every page of the chosen locales is current. Bring an
 * outdated section up to date, then record it with `npm run i18n:stamp`.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {isTranslatedLocale, TRANSLATED_LOCALES} from './core/paths.ts';
import {formatStatus, localeStatus} from './core/status.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['docs', 'versioned_docs/version-v0', 'releases'];

/** Every English page, relative to the site, with `/` separators. */
function englishPages(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return englishPages(relative);
    return /\.mdx?$/.test(name) ? [relative] : [];
  });
}

const args = process.argv.slice(2);
const chosen = args.filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((locale) => !isTranslatedLocale(locale));
if (unknown.length > 0 || args.some((arg) => arg.startsWith('--') && arg !== '--json' && arg !== '--check')) {
  console.error(`Usage: npm run i18n:status -- [${TRANSLATED_LOCALES.join('|')}]… [--json] [--check]`);
  process.exit(2);
}
const locales = chosen.length > 0 ? chosen.filter(isTranslatedLocale) : [...TRANSLATED_LOCALES];
const pages = SOURCE_ROOTS.flatMap(englishPages);
const read = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};
const statuses = locales.map((locale) => localeStatus(locale, pages, read));
console.log(args.includes('--json') ? JSON.stringify(statuses, null, 2) : formatStatus(statuses));
if (args.includes('--check') && statuses.some(({pageCounts}) => pageCounts.outdated + pageCounts.untranslated > 0)) process.exit(1);
