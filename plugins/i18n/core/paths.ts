/**
 * Where a page's translation lives: Docusaurus reads a locale's docs from
 * `i18n/<locale>/docusaurus-plugin-content-docs/<version>/` and its blog posts from
 * `i18n/<locale>/docusaurus-plugin-content-blog/`, each under the English file's own relative path.
 */
import path from 'node:path';

/** The locales the portal is translated into; English is the source. */
export const TRANSLATED_LOCALES = ['pt-BR', 'es'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const roots: ReadonlyArray<{source: string; translated: string}> = [
  {source: 'docs/', translated: 'docusaurus-plugin-content-docs/current/'},
  {source: 'versioned_docs/version-v0/', translated: 'docusaurus-plugin-content-docs/version-v0/'},
  {source: 'releases/', translated: 'docusaurus-plugin-content-blog/'},
];

export function isTranslatedLocale(value: string): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** The translation's path (relative to the site) of an English page's path, or null for a file that is not a page. */
export function translationPath(englishPath: string, locale: TranslatedLocale): string | null {
  const normal = englishPath.split(path.sep).join('/');
  if (!/\.mdx?$/.test(normal)) return null;
  const root = roots.find(({source}) => normal.startsWith(source));
  return root ? `i18n/${locale}/${root.translated}${normal.slice(root.source.length)}` : null;
}

/** The English page a translation was made from, or null for a path outside the translated roots. */
export function sourcePath(translatedPath: string): {locale: TranslatedLocale; source: string} | null {
  const normal = translatedPath.split(path.sep).join('/');
  const match = /^i18n\/([^/]+)\/(.*)$/.exec(normal);
  if (!match || !isTranslatedLocale(match[1]!)) return null;
  const root = roots.find(({translated}) => match[2]!.startsWith(translated));
  return root ? {locale: match[1]!, source: `${root.source}${match[2]!.slice(root.translated.length)}`} : null;
}

export interface LocaleSites {
  /** The site's origin, without a trailing slash (`https://faststore.dev`). */
  siteUrl: string;
  /** The default locale's base path (`/`, `/docs/`); each other locale's site is under `<base><locale>/`. */
  baseUrl: string;
  locales: readonly string[];
  defaultLocale: string;
}

/** Where `locale`'s site starts: the base path, and the locale's folder under it for any locale but the default. */
export const localeBase = (locale: string, {baseUrl, defaultLocale}: Pick<LocaleSites, 'baseUrl' | 'defaultLocale'>): string =>
  locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`;

/**
 * The same page in every locale, as sitemaps and `hreflang` links name it: `url` (a page of `currentLocale`'s site)
 * at the same path in each locale, then `x-default` for the default locale's. Every route exists in every locale
 * (a page not yet translated is built from its English source).
 */
export function alternateUrls(url: string, currentLocale: string, sites: LocaleSites): Array<{lang: string; url: string}> {
  const start = `${sites.siteUrl}${localeBase(currentLocale, sites)}`;
  const rest = url.startsWith(start) ? url.slice(start.length) : url === start.slice(0, -1) ? '' : null;
  if (rest === null) throw new Error(`i18n: ${url} is not a page of the ${currentLocale} site, which starts at ${start}`);
  const at = (locale: string) => `${sites.siteUrl}${localeBase(locale, sites)}${rest}`;
  return [...sites.locales.map((locale) => ({lang: locale, url: at(locale)})), {lang: 'x-default', url: at(sites.defaultLocale)}];
}

/**
 * The alternates of a page of `currentLocale`'s site whose base path is `siteBaseUrl`, or none when that site is not
 * where a build of every locale puts it: `docusaurus build --locale pt-BR` builds one locale at the root, for a domain
 * of its own, and where the other locales live is then not the build's to say.
 */
export function sitemapAlternates(url: string, currentLocale: string, siteBaseUrl: string, sites: LocaleSites): Array<{lang: string; url: string}> {
  return siteBaseUrl === localeBase(currentLocale, sites) ? alternateUrls(url, currentLocale, sites) : [];
}
