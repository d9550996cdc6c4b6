/**
 * Records, in a translated page's front matter, the fingerprints of the English sections it was translated from,
 * after checking that it keeps the English page's anchors and code. Run it when a translation (or a section of it)
 * has been brought up to date:
 *
 *   npm run i18n:stamp -- pt-BR docs/quickstart.mdx [more English pages…] [--sections=_intro,before-you-begin]
 *
 * Without --sections every section is stamped as current. It refuses a translation whose headings or code differ
 * from the English page, saying what to fix. Given an API description (`openapi/headless-cms.yaml`), it stamps every
 * text its overlay translates (plugins/openapi-reference/overlay.ts) as made from the English text as it is now.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {overlayPath, readOverlay, stampOverlay} from '#openapi-reference/core';
import {isTranslatedLocale, translationPath} from './core/paths.ts';
import {compareTranslation, stampTranslation} from './core/translation.ts';

const args = process.argv.slice(2);
const sectionsArg = args.find((arg) => arg.startsWith('--sections='));
const only = sectionsArg ? sectionsArg.slice('--sections='.length).split(',').filter(Boolean) : undefined;
const [locale, ...pages] = args.filter((arg) => !arg.startsWith('--'));

if (!locale || !isTranslatedLocale(locale) || pages.length === 0) {
  console.error('Usage: npm run i18n:stamp -- <pt-BR|es> <English page or API description path>… [--sections=id,id]');
  process.exit(2);
}

/** Stamps the overlay of the API description `source`; false when it has none. */
function stampApiTexts(source: string, locale: string): boolean {
  const target = path.relative(process.cwd(), overlayPath(path.join('i18n', locale), source));
  if (!existsSync(target)) {
    console.error(`${source}: no translation at ${target}`);
    return false;
  }
  const overlay = readOverlay(parse(readFileSync(target, 'utf8')), target);
  writeFileSync(target, stringify(stampOverlay(parse(readFileSync(source, 'utf8')), overlay), {lineWidth: 0}));
  console.log(`${target}: stamped ${overlay.actions.length} objects' texts`);
  return true;
}

let failed = 0;
for (const page of pages) {
  if (/^openapi\/[^/]+\.ya?ml$/.test(page)) {
    if (!stampApiTexts(page, locale)) failed += 1;
    continue;
  }
  const target = translationPath(page, locale);
  if (!target) {
    console.error(`${page}: not a page under docs/, versioned_docs/version-v0/ or releases/`);
    failed += 1;
    continue;
  }
  if (!existsSync(target)) {
    console.error(`${page}: no translation at ${target}`);
    failed += 1;
    continue;
  }
  const english = readFileSync(page, 'utf8');
  const translated = readFileSync(target, 'utf8');
  const {problems} = compareTranslation(english, translated);
  if (problems.length > 0) {
    console.error(`${target}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    failed += 1;
    continue;
  }
  writeFileSync(target, stampTranslation(english, translated, only));
  console.log(`${target}: stamped ${only ? only.join(', ') : 'every section'}`);
}
process.exit(failed > 0 ? 1 : 0);
