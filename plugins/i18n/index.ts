/**
 * The translations' plugin:
 * - the translation status page (`/translation-status` in every locale): per translated locale, which pages and
 *   sections are current, outdated or not yet translated, and how the API reference's texts stand. The report is the
 *   one `npm run i18n:status` prints, read when the site is built; each page links to itself in that locale;
 * - the reader's locale choice, remembered across visits and never acted on without the reader (client/choice.ts).
 * The rest of the feature works at other stages: the notices (./notices.ts) in the docs' and blog's Markdown, the
 * code blocks' translated comments (./inline) in the bundler, the stamp and status commands in a terminal.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiTextsStatus} from './apiStatus.ts';
import {sourcePath, TRANSLATED_LOCALES} from './core/paths.ts';
import {localeStatus} from './core/status.ts';
import {englishPages} from './sources.ts';
import {statusPageData, type PageIndex} from './statusData.ts';

// The feature's other build-time parts, for the site configuration and other plugins: the notices' remark step and
// the page notice the Markdown twins repeat, and the bundler plugin that inlines code translations.
export {default as remarkOutdatedNotice, pageNotice, withNoticeLines} from './notices.ts';
export {default as inlineCodeTranslationsPlugin} from './inline/index.ts';

/** The page's path under each locale's base. */
export const STATUS_PAGE_PATH = 'translation-status';

interface PageLike {
  title: string;
  permalink: string;
  source: string;
}

/** The English file of a page of the build (`@site/i18n/pt-BR/…/quickstart.mdx` → `docs/quickstart.mdx`). */
export function englishSource(aliased: string): string {
  const relative = aliased.replace(/^@site\//, '');
  return sourcePath(relative)?.source ?? relative;
}

/**
 * A page's path under the base as the site links it: an index doc's permalink ends with `/`, which a site with
 * `trailingSlash: false` drops (and `true` adds), as Docusaurus' Link does to every link it renders.
 */
export function linkedPath(sitePath: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || sitePath === '') return sitePath;
  const bare = sitePath.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare;
}

/** The build's doc pages and release posts by their English file, with their path under the base `baseUrl`. */
export function pageIndex(allContent: Record<string, Record<string, unknown>>, baseUrl: string, trailingSlash?: boolean): PageIndex {
  const versions = (allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: Array<{docs: PageLike[]}>} | undefined)?.loadedVersions ?? [];
  const posts = (allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: Array<{metadata: PageLike}>} | undefined)?.blogPosts ?? [];
  const pages = [...versions.flatMap(({docs}) => docs), ...posts.map(({metadata}) => metadata)];
  const sitePath = (permalink: string) => linkedPath(permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, ''), trailingSlash);
  return new Map(pages.map((page) => [englishSource(page.source), {title: page.title, sitePath: sitePath(page.permalink)}]));
}

export default function i18nPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  const {currentLocale, defaultLocale, localeConfigs} = context.i18n;
  const localePath = (locale: string) => localeConfigs[locale]?.path ?? locale;
  // The English site's base: in a translated locale's build, the own base is the English one plus the locale's path.
  const englishBase = currentLocale === defaultLocale || !baseUrl.endsWith(`${localePath(currentLocale)}/`) ? baseUrl : baseUrl.slice(0, -`${localePath(currentLocale)}/`.length);
  const baseOf = (locale: string) => (locale === defaultLocale ? englishBase : `${englishBase}${localePath(locale)}/`);
  return {
    name: 'i18n',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [createRequire(__filename).resolve('#i18n/client')],
    async allContentLoaded({allContent, actions}) {
      const read = (file: string) => {
        const full = path.join(siteDir, file);
        return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
      };
      const sources = englishPages(siteDir);
      const statuses = TRANSLATED_LOCALES.filter((locale) => locale in localeConfigs).map((locale) => ({...localeStatus(locale, sources, read), api: apiTextsStatus(siteDir, locale)}));
      const data = statusPageData(statuses, pageIndex(allContent as Record<string, Record<string, unknown>>, baseUrl, context.siteConfig.trailingSlash), baseOf, (locale) => localeConfigs[locale]?.label ?? locale);
      const file = await actions.createData('translation-status.json', JSON.stringify(data));
      actions.addRoute({
        path: normalizeUrl([baseUrl, STATUS_PAGE_PATH]),
        component: '@theme/TranslationStatus',
        modules: {status: `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`},
        exact: true,
      });
    },
  };
}
