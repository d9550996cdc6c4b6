/**
 * The languages the MCP tools answer in. A build holds English at its root and each translated locale as a whole
 * site in a folder named for it (build/pt-BR/, with its own site.json, page list, twins and search index), so a
 * locale's site is loaded as the English one is, from its folder, on the first call that asks for it.
 */
import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {SITE_INFO_FILE} from '../../common/siteInfo.ts';
import {loadSite, searchEntryOf, type McpSite, type SiteOptions} from './site.ts';

/** The language of the build's root site, and of a tool call that names none. */
export const ROOT_LOCALE = 'en';

/** A locale name as Docusaurus writes a folder for it: `es`, `pt-BR`. */
const localeName = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** The root locale, then each folder of the build that is a site with its own search index, sorted. */
export async function buildLocales(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {withFileTypes: true});
  const translated = entries
    .filter((entry) => entry.isDirectory() && localeName.test(entry.name) && entry.name !== ROOT_LOCALE)
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(buildDir, name, SITE_INFO_FILE)) && existsSync(path.join(buildDir, name, searchEntryOf(name))))
    .sort();
  return [ROOT_LOCALE, ...translated];
}

export interface SiteSet {
  /** The root site's locale first. */
  locales: readonly string[];
  root: McpSite;
  /** The site of `locale`, loaded once (again after a failed load); rejects for a locale the build does not hold. */
  get(locale?: string): Promise<McpSite>;
  /**
   * Where a path from the root site's base lies: `/pt-BR/quickstart` is `/quickstart` of pt-BR; a path of no
   * translated locale is the root site's.
   */
  localeOfPath(sitePath: string): {locale: string; sitePath: string};
  /** A locale site's path as a path from the root site's base: `/quickstart` of pt-BR is `/pt-BR/quickstart`. */
  rootPathOf(locale: string, sitePath: string): string;
}

export function siteSet(root: McpSite, locales: readonly string[], load: (locale: string) => Promise<McpSite>): SiteSet {
  const loaded = new Map<string, Promise<McpSite>>([[ROOT_LOCALE, Promise.resolve(root)]]);
  const translated = locales.filter((locale) => locale !== ROOT_LOCALE);
  return {
    locales: [ROOT_LOCALE, ...translated],
    root,
    get(locale = ROOT_LOCALE) {
      if (locale !== ROOT_LOCALE && !translated.includes(locale))
        return Promise.reject(new Error(`No locale ${locale}; this build has ${[ROOT_LOCALE, ...translated].join(', ')}.`));
      let site = loaded.get(locale);
      if (!site) {
        site = load(locale);
        loaded.set(locale, site);
        site.catch(() => loaded.delete(locale));
      }
      return site;
    },
    localeOfPath(sitePath) {
      for (const locale of translated) {
        if (sitePath === `/${locale}`) return {locale, sitePath: '/'};
        if (sitePath.startsWith(`/${locale}/`)) return {locale, sitePath: sitePath.slice(locale.length + 1)};
      }
      return {locale: ROOT_LOCALE, sitePath};
    },
    rootPathOf(locale, sitePath) {
      if (locale === ROOT_LOCALE) return sitePath;
      return sitePath === '/' ? `/${locale}/` : `/${locale}${sitePath}`;
    },
  };
}

/** The sites of every locale `buildDir` holds, around its root site, each loaded with `options` when first asked for. */
export async function loadSiteSet(buildDir: string, root: McpSite, options: Omit<SiteOptions, 'locale' | 'basePath'> = {}): Promise<SiteSet> {
  return siteSet(root, await buildLocales(buildDir), (locale) => loadSite(path.join(buildDir, locale), {...options, locale}));
}

/** A set of one site: a build without translated locales, or a caller that serves English only. */
export const singleSite = (root: McpSite): SiteSet => siteSet(root, [ROOT_LOCALE], () => Promise.reject(new Error('unreachable')));
