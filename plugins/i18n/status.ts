/**
 * Lists, per locale, the translated pages and sections that are current, outdated or missing:
 *
 *   npm run i18n:status [-- pt-BR] [--json] [--check]
 *
 * --json prints the whole report; --check exits 1 unless every page and every API reference text of the chosen
 * locales is current. Bring an outdated section up to date, then record it with `npm run i18n:stamp`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {apiTextsStatus, formatApiStatus} from './apiStatus.ts';
import {isTranslatedLocale, TRANSLATED_LOCALES} from './core/paths.ts';
import {formatStatus, localeStatus} from './core/status.ts';
import {englishPages} from './sources.ts';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const chosen = args.filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((locale) => !isTranslatedLocale(locale));
if (unknown.length > 0 || args.some((arg) => arg.startsWith('--') && arg !== '--json' && arg !== '--check')) {
  console.error(`Usage: npm run i18n:status -- [${TRANSLATED_LOCALES.join('|')}]… [--json] [--check]`);
  process.exit(2);
}
const locales = chosen.length > 0 ? chosen.filter(isTranslatedLocale) : [...TRANSLATED_LOCALES];
const pages = englishPages(root);
const read = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};
const statuses = locales.map((locale) => ({...localeStatus(locale, pages, read), api: apiTextsStatus(root, locale)}));
const text = statuses.map((status) => [formatStatus([status]), ...formatApiStatus(status.api)].join('\n')).join('\n');
console.log(args.includes('--json') ? JSON.stringify(statuses, null, 2) : text);
const apiLags = (status: (typeof statuses)[number]) => status.api.some(({counts}) => counts.outdated + counts.missing > 0);
if (args.includes('--check') && statuses.some((status) => status.pageCounts.outdated + status.pageCounts.untranslated > 0 || apiLags(status))) process.exit(1);
