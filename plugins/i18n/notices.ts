/**
 * The notices of translated sections whose English source changed after they were translated
 * (plugins/i18n/core/outdated.ts), for the pages and their Markdown twins: a remark plugin that puts one under each
 * such heading of a translated doc or release post, in the reader's language, with the date the English page changed
 * and a link to the English section; and the same notice as a Markdown line for the twin. English pages are untouched.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {englishUrlOf, isEnglishPageSource, noticeWords, outdatedSections, untranslatedNoticeWords} from './core/outdated.ts';
import {isTranslatedLocale, sourcePath} from './core/paths.ts';

interface Node {
  type: string;
  depth?: number;
  data?: {id?: string};
  children?: Node[];
  [key: string]: unknown;
}

/** What a translated page's notices say and where they point. */
export interface TranslationNotice {
  /** The sections that carry one: their anchors, `_intro` for the opening text. */
  ids: string[];
  text: string;
  link: string;
  /** The English page's URL path, with the English site's base. */
  page: string;
  /** `missing` when the page has no translation and shows its English text; default `outdated`. */
  kind?: 'outdated' | 'missing';
}

/** The date of a file's last commit, or undefined (no git, a file not committed yet). */
export function lastCommitDate(file: string): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', path.basename(file)], {cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The notices of the translation at `file` (absolute), or null for an English page, a translation with every
 * section current, or one whose English page is gone. `translated` is its text when already read.
 */
export function translationNotice(siteDir: string, file: string, englishBase: string, translated?: string, changedOn: (file: string) => string | undefined = lastCommitDate): TranslationNotice | null {
  const translation = sourcePath(path.relative(siteDir, file));
  if (translation === null) return null;
  const englishFile = path.join(siteDir, translation.source);
  let english: string;
  try {
    english = readFileSync(englishFile, 'utf8');
  } catch {
    return null;
  }
  const ids = outdatedSections(english, translated ?? readFileSync(file, 'utf8'));
  if (ids.length === 0) return null;
  return {ids, ...noticeWords(translation.locale, changedOn(englishFile)), page: `${englishBase.replace(/\/$/, '')}${englishUrlOf(translation.source, english)}`};
}

/**
 * The notice of a page a translated locale shows in English for want of a translation (Docusaurus falls back to the
 * English file): at the top, in the reader's language, linking to the English page. Null for a translation, for a
 * file that is no doc or release post, and in English.
 */
export function untranslatedNotice(siteDir: string, file: string, englishBase: string, locale: string, english?: string): TranslationNotice | null {
  const source = path.relative(siteDir, file).split(path.sep).join('/');
  if (!isTranslatedLocale(locale) || !isEnglishPageSource(source)) return null;
  const page = `${englishBase.replace(/\/$/, '')}${englishUrlOf(source, english ?? readFileSync(file, 'utf8'))}`;
  return {ids: ['_intro'], ...untranslatedNoticeWords(locale), page, kind: 'missing'};
}

/** A page's notice in a locale's build: a lagging translation's, or an untranslated page's. */
export function pageNotice(siteDir: string, file: string, englishBase: string, locale: string, written?: string): TranslationNotice | null {
  return translationNotice(siteDir, file, englishBase, written) ?? untranslatedNotice(siteDir, file, englishBase, locale, written);
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/**
 * The notice as MDX: `<div className="translation-notice translation-outdated" role="note"><p>… <a href hrefLang="en">…</a></p></div>` (the link's words are the reader's language; the page it opens is English). The
 * link goes through Docusaurus' Link, which would put the locale's base before a path: `pathname://` keeps it as
 * written, a plain link into the English site (another site, so no client-side navigation either), opened in the
 * same tab (`target`, which Link would otherwise set to a new one for such a link).
 */
function noticeNode({text, link, kind = 'outdated'}: TranslationNotice, page: string): Node {
  const href = `pathname://${page}`;
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('className', `translation-notice translation-${kind}`), attribute('role', 'note')],
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: `${text} `},
          {type: 'mdxJsxTextElement', name: 'a', attributes: [attribute('href', href), attribute('target', '_self'), attribute('hrefLang', 'en')], children: [{type: 'text', value: link}]},
        ],
      },
    ],
  };
}

/** Puts the notices into a page's tree, under each heading they belong to; returns how many. */
export function addNotices(tree: Node, notice: TranslationNotice): number {
  const ids = new Set(notice.ids);
  const children = tree.children ?? [];
  let added = 0;
  for (let index = children.length - 1; index >= 0; index -= 1) {
    const node = children[index]!;
    const id = node.type === 'heading' && (node.depth === 2 || node.depth === 3) ? node.data?.id : undefined;
    if (id !== undefined && ids.has(id)) {
      children.splice(index + 1, 0, noticeNode(notice, `${notice.page}#${id}`));
      added += 1;
    }
  }
  if (notice.kind === 'missing') wrapInEnglish(children);
  if (ids.has('_intro')) {
    // After the imports and exports at the top, before the first text.
    const first = children.findIndex((node) => node.type !== 'mdxjsEsm');
    children.splice(first === -1 ? children.length : first, 0, noticeNode(notice, notice.page));
    added += 1;
  }
  return added;
}

/**
 * A page shown in English in a translated locale: its text goes in `<div lang="en">`, so a screen reader reads it
 * with an English voice under the page's `<html lang="pt-BR">`. Each run of text between imports and exports is
 * wrapped on its own (those stay at the top level, as MDX requires). Docusaurus has already read the headings for the
 * table of contents and the title by then.
 */
function wrapInEnglish(children: Node[]): void {
  for (let index = 0; index < children.length; index += 1) {
    if (children[index]!.type === 'mdxjsEsm') continue;
    let end = index;
    while (end < children.length && children[end]!.type !== 'mdxjsEsm') end += 1;
    const run = children.splice(index, end - index);
    children.splice(index, 0, {type: 'mdxJsxFlowElement', name: 'div', attributes: [attribute('lang', 'en')], children: run});
  }
}

/**
 * The notices as Markdown lines in a translated page's source, for its twin: a quote under each heading whose
 * `{#id}` is outdated, and one after the front matter for the opening text. `siteUrl` is the origin.
 */
export function withNoticeLines(source: string, notice: TranslationNotice, siteUrl: string): string {
  const line = (href: string) => `> ${notice.text} [${notice.link}](${siteUrl}${href})`;
  const lines = source.split('\n');
  const out: string[] = [];
  let inFrontMatter = lines[0] === '---';
  let introPending = notice.ids.includes('_intro');
  lines.forEach((text, index) => {
    out.push(text);
    if (inFrontMatter) {
      if (index > 0 && text === '---') {
        inFrontMatter = false;
        if (introPending) out.push('', line(notice.page));
        introPending = false;
      }
      return;
    }
    const heading = /^#{2,3} .*\{#([^}]+)\}\s*$/.exec(text);
    if (heading && notice.ids.includes(heading[1]!)) out.push('', line(`${notice.page}#${heading[1]}`));
  });
  if (introPending) out.unshift(line(notice.page), '');
  return out.join('\n');
}

export interface OutdatedNoticeOptions {
  /** The English site's base URL (`/`, `/docs/`): the notices link there. */
  englishBase: string;
  /** The locale being built (pt-BR, es): an English page it shows for want of a translation gets the notice that says so. */
  locale: string;
  /** The site's folder, where `i18n/` is; default the checkout this file is in. Not an option the site config sets: its options reach the browser bundle. */
  siteDir?: string;
}

/** The checkout's folder, two above this file's. */
const checkoutDir = fileURLToPath(new URL('../..', import.meta.url));

/** The remark plugin (docs and blog options, translated locales only). */
export default function remarkOutdatedNotice({englishBase, locale, siteDir = checkoutDir}: OutdatedNoticeOptions) {
  return (tree: Node, file: {path?: string; value?: unknown}) => {
    if (!file.path) return;
    const notice = pageNotice(siteDir, file.path, englishBase, locale, typeof file.value === 'string' ? file.value : undefined);
    if (notice) addNotices(tree, notice);
  };
}
