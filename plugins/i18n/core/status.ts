/**
 * Where each locale's translations stand against the English pages: per page, current (every section translated
 * from the English text as it is now), outdated (a section translated from an English text that has since changed,
 * or one never stamped) or untranslated (no translation file: the reader gets the English page). The report behind
 * `npm run i18n:status`.
 */
import {translationPath, type TranslatedLocale} from './paths.ts';
import {compareTranslation, type SectionState, type SectionStatus} from './translation.ts';

export type PageState = 'current' | 'outdated' | 'untranslated';

export interface PageStatus {
  /** The English page, relative to the site (`docs/quickstart.mdx`). */
  source: string;
  /** Where its translation lives (whether or not it exists). */
  translation: string;
  state: PageState;
  /** Every English section with its state; empty for an untranslated page. */
  sections: SectionStatus[];
}

export interface LocaleStatus {
  locale: TranslatedLocale;
  pages: PageStatus[];
  pageCounts: Record<PageState, number>;
  sectionCounts: Record<SectionState, number>;
}

/** How `pages` (English page paths) stand in `locale`; `read` returns a file's text, or undefined when it is absent. */
export function localeStatus(locale: TranslatedLocale, pages: readonly string[], read: (file: string) => string | undefined): LocaleStatus {
  const statuses = [...pages].sort().map((source): PageStatus => {
    const translation = translationPath(source, locale);
    if (translation === null) throw new Error(`i18n: ${source} is not a page under docs/, versioned_docs/version-v0/ or releases/`);
    const english = read(source);
    if (english === undefined) throw new Error(`i18n: the English page ${source} cannot be read`);
    const translated = read(translation);
    if (translated === undefined) return {source, translation, state: 'untranslated', sections: []};
    const {sections} = compareTranslation(english, translated);
    return {source, translation, state: sections.every((section) => section.state === 'current') ? 'current' : 'outdated', sections};
  });
  const pageCounts: Record<PageState, number> = {current: 0, outdated: 0, untranslated: 0};
  const sectionCounts: Record<SectionState, number> = {current: 0, outdated: 0, missing: 0};
  for (const page of statuses) {
    pageCounts[page.state] += 1;
    for (const section of page.sections) sectionCounts[section.state] += 1;
  }
  return {locale, pages: statuses, pageCounts, sectionCounts};
}

const sectionName = (section: SectionStatus) => (section.heading ? `#${section.id} "${section.heading}"` : section.id === '_meta' ? 'title and description' : 'opening text');

/** The report as text: a summary line per locale, then each page that is not current with what it lacks. */
export function formatStatus(statuses: readonly LocaleStatus[]): string {
  const lines: string[] = [];
  for (const {locale, pages, pageCounts, sectionCounts} of statuses) {
    lines.push(
      `${locale}: ${pages.length} pages, ${pageCounts.current} current, ${pageCounts.outdated} outdated, ${pageCounts.untranslated} untranslated` +
        ` (sections: ${sectionCounts.current} current, ${sectionCounts.outdated} outdated, ${sectionCounts.missing} never stamped)`,
    );
    for (const page of pages) {
      if (page.state === 'current') continue;
      if (page.state === 'untranslated') {
        lines.push(`  untranslated  ${page.source} (readers get the English page; translate it to ${page.translation})`);
        continue;
      }
      lines.push(`  outdated      ${page.translation}`);
      for (const section of page.sections) {
        if (section.state !== 'current') lines.push(`                  ${section.state === 'outdated' ? 'English changed' : 'never stamped'}: ${sectionName(section)}`);
      }
    }
  }
  return lines.join('\n');
}
