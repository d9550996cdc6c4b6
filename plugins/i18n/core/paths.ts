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
