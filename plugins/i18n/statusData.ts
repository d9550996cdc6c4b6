/**
 * The translation status page's data: for each translated locale, every English page with its state and a link to the
 * page in that locale, the sections that lag on a page that is not current, and the API reference's texts. Built from
 * the same report as `npm run i18n:status` (./core/status.ts, ./apiStatus.ts).
 */
import type {ApiTextsStatus} from './apiStatus.ts';
import type {LocaleStatus, PageState} from './core/status.ts';
import type {SectionState} from './core/translation.ts';

export interface StatusPageRow {
  /** The page's title in the reader's locale, or its English file when the build has no page for it. */
  title: string;
  /** The page in the row's locale, or null when the build has no page for it. */
  href: string | null;
  state: PageState;
  /** The sections that are not current, by their heading in English ('' for the title and the opening text). */
  lagging: Array<{heading: string; state: Exclude<SectionState, 'current'>}>;
}

export interface StatusPageLocale {
  locale: string;
  /** The locale's name in itself (`Português (Brasil)`). */
  label: string;
  pageCounts: LocaleStatus['pageCounts'];
  sectionCounts: LocaleStatus['sectionCounts'];
  pages: StatusPageRow[];
  api: Array<Pick<ApiTextsStatus, 'source' | 'counts'> & {lagging: Array<{where: string; state: 'outdated' | 'missing'}>}>;
}

export interface StatusPageData {
  locales: StatusPageLocale[];
}

/** Where a page of the current build is, from its English source file: its title and its path under the site's base. */
export type PageIndex = ReadonlyMap<string, {title: string; sitePath: string}>;

/**
 * The page's data for `statuses` (one per translated locale). `pages` finds a page by its English file, `baseOf` gives a
 * locale's base URL (`/pt-BR/`), and `label` its name.
 */
export function statusPageData(
  statuses: ReadonlyArray<LocaleStatus & {api: ApiTextsStatus[]}>,
  pages: PageIndex,
  baseOf: (locale: string) => string,
  label: (locale: string) => string,
): StatusPageData {
  return {
    locales: statuses.map(({locale, pageCounts, sectionCounts, pages: pageStatuses, api}) => ({
      locale,
      label: label(locale),
      pageCounts,
      sectionCounts,
      pages: pageStatuses.map(({source, state, sections}): StatusPageRow => {
        const page = pages.get(source);
        return {
          title: page?.title ?? source,
          href: page ? `${baseOf(locale)}${page.sitePath}` : null,
          state,
          lagging: sections.flatMap((section) => (section.state === 'current' ? [] : [{heading: section.heading, state: section.state}])),
        };
      }),
      api: api.map(({source, counts, lagging}) => ({
        source,
        counts,
        lagging: lagging.map(({target, field, state}) => ({where: `${target} ${field}`, state: state as 'outdated' | 'missing'})),
      })),
    })),
  };
}
