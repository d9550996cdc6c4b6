/**
 * The notice a translated section carries when the English section it was translated from has changed since: which
 * sections need it, where the English text is, and the words in the reader's language. Pure.
 */
import {compareTranslation} from './translation.ts';
import {INTRO_SECTION, META_SECTION, splitSections} from './sections.ts';
import type {TranslatedLocale} from './paths.ts';

/** The sections of a translation whose English source changed after it was stamped: their anchors, `_intro` for the opening text. */
export function outdatedSections(english: string, translated: string): string[] {
  const outdated = compareTranslation(english, translated).sections.filter((section) => section.state === 'outdated');
  // A changed title or description is told with the opening text: the reader sees both at the top of the page.
  const ids = outdated.map((section) => (section.id === META_SECTION ? INTRO_SECTION : section.id));
  return [...new Set(ids)];
}

/**
 * The English page's URL path for its source file: a doc's path without its extension (its `slug` when it sets one,
 * `index` naming its folder), the v0 docs under `/v0`, a release post under `/releases/<year>/<month>/<day>/<name>`.
 */
export function englishUrl(source: string): string {
  const normal = source.replaceAll('\\', '/');
  const docs = /^(docs|versioned_docs\/version-v0)\/(.+)\.mdx?$/.exec(normal);
  if (docs) return `${docs[1] === 'docs' ? '' : '/v0'}/${docs[2]}`.replace(/\/index$/, '') || '/';
  const post = /^releases\/(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(normal);
  if (post) return `/releases/${post[1]}/${post[2]}/${post[3]}/${post[4]}`;
  throw new Error(`i18n: no English URL for ${source}`);
}

/** The English page's URL path, with a doc's `slug` front matter applied (absolute, or relative to its folder). */
export function englishUrlOf(source: string, english: string): string {
  const slug = splitSections(english).frontMatter.slug;
  if (typeof slug !== 'string') return englishUrl(source);
  const base = englishUrl(source).replace(/^(\/v0)?.*$/, '$1');
  if (slug.startsWith('/')) return `${base}${slug}`.replace(/\/$/, '') || '/';
  const folder = folderOf(englishUrl(source));
  return `${folder}/${slug}`.replace(/\/+/g, '/');
}

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/'));

const words: Record<TranslatedLocale, {changed: (date?: string) => string; read: string}> = {
  'pt-BR': {
    changed: (date) => `O texto em inglês desta seção mudou${date ? ` em ${date}` : ''}, depois desta tradução.`,
    read: 'Leia a versão em inglês',
  },
  es: {
    changed: (date) => `El texto en inglés de esta sección cambió${date ? ` el ${date}` : ''}, después de esta traducción.`,
    read: 'Lee la versión en inglés',
  },
};

const untranslatedWords: Record<TranslatedLocale, {text: string; link: string}> = {
  'pt-BR': {text: 'Esta página ainda não foi traduzida para o português: o texto abaixo é o original em inglês.', link: 'Abra a página no site em inglês'},
  es: {text: 'Esta página aún no está traducida al español: el texto de abajo es el original en inglés.', link: 'Abre la página en el sitio en inglés'},
};

/** What the notice of a page shown in English, for want of a translation, says in the reader's language. */
export function untranslatedNoticeWords(locale: TranslatedLocale): {text: string; link: string} {
  return untranslatedWords[locale];
}

/** Whether a file of the site (relative path) is an English page a translated locale can fall back to: a doc, a v0 doc or a release post. */
export const isEnglishPageSource = (source: string): boolean =>
  /^(?:(?:docs|versioned_docs\/version-v0)\/.+|releases\/\d{4}-\d{2}-\d{2}-.+)\.mdx?$/.test(source.replaceAll('\\', '/'));

/** What the notice says, in the reader's language; `date` is when the English page last changed (YYYY-MM-DD), when known. */
export function noticeWords(locale: TranslatedLocale, date?: string): {text: string; link: string} {
  const shown = date ? new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${date}T00:00:00Z`)) : undefined;
  return {text: words[locale].changed(shown), link: words[locale].read};
}
