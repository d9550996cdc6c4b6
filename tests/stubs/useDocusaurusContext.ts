/**
 * `@docusaurus/useDocusaurusContext` in the unit tests (vitest.config.ts points the name here; the real context is
 * the build's generated config): the site in its default locale, English, at the root.
 */
import type {DocusaurusContext} from '@docusaurus/types';

const context = {
  siteConfig: {baseUrl: '/', customFields: {}},
  siteMetadata: {},
  globalData: {},
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    path: 'i18n',
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en'}},
  },
  codeTranslations: {},
} as unknown as DocusaurusContext;

export default function useDocusaurusContext(): DocusaurusContext {
  return context;
}
