/**
 * The translations' pure core, as the site configuration and other features use it: the translated locales and
 * where a page lives in each (`paths.ts`). The rest of core/ (sections, fingerprints, status) is the feature's own.
 */
export {TRANSLATED_LOCALES, isTranslatedLocale, localeBase, alternateUrls, sitemapAlternates, sourcePath, translationPath, type TranslatedLocale, type LocaleSites} from './paths.ts';
