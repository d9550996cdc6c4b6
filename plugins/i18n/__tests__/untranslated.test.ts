/**
 * A page a translated locale shows in English, for want of a translation (Docusaurus falls back to the English file),
 * says so at its top, in the reader's language, on the page and in its twin: the real FAQ read as that fallback.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';
import remarkOutdatedNotice, {pageNotice, untranslatedNotice, withNoticeLines, type addNotices} from '../notices.ts';
import {isEnglishPageSource, untranslatedNoticeWords} from '../core/outdated.ts';
import {translationPath, TRANSLATED_LOCALES} from '../core/paths.ts';

const siteDir = process.cwd();
const faq = path.join(siteDir, 'docs/faq.mdx');
const english = readFileSync(faq, 'utf8');
type Tree = Parameters<typeof addNotices>[0];
const treeOf = (markdown: string) => fromMarkdown(markdown.replace(/^---\n[\s\S]*?\n---\n/, '')) as unknown as Tree;

describe('the pages a translated locale can fall back to', () => {
  it.each([
    ['docs/faq.mdx', true],
    ['docs/how-to-guides/x/index.md', true],
    ['versioned_docs/version-v0/quickstart.mdx', true],
    ['releases/2022-09-01-faststore-v2.mdx', true],
    ['i18n/pt-BR/docusaurus-plugin-content-docs/current/faq.mdx', false],
    ['src/pages/index.tsx', false],
    ['docs/faq.json', false],
    ['releases/authors.yml', false],
  ])('%s: %s', (source, expected) => expect(isEnglishPageSource(source)).toBe(expected));
});

describe.each(TRANSLATED_LOCALES)('in %s', (locale) => {
  const notice = untranslatedNotice(siteDir, faq, '/docs/', locale)!;

  it('gives the English page its notice, linking to the English site', () => {
    expect(notice).toEqual({ids: ['_intro'], ...untranslatedNoticeWords(locale), page: '/docs/faq', kind: 'missing'});
    expect(notice.text).toMatch(locale === 'es' ? /aún no está traducida al español/ : /ainda não foi traduzida para o português/);
  });

  it('gives a translation, English and a file that is no page none', () => {
    expect(untranslatedNotice(siteDir, path.join(siteDir, translationPath('docs/faq.mdx', locale)!), '/', locale)).toBeNull();
    expect(untranslatedNotice(siteDir, faq, '/', 'en')).toBeNull();
    expect(untranslatedNotice(siteDir, path.join(siteDir, 'src/pages/index.tsx'), '/', locale)).toBeNull();
    // A current translation has no notice of either kind.
    expect(pageNotice(siteDir, path.join(siteDir, translationPath('docs/faq.mdx', locale)!), '/', locale)).toBeNull();
  });

  it('puts one notice first on the page, as the remark plugin of the build does', () => {
    const tree = treeOf(english);
    remarkOutdatedNotice({englishBase: '/', locale, siteDir})(tree, {path: faq, value: english});
    const notices = (tree.children ?? []).filter((node) => node.type === 'mdxJsxFlowElement');
    expect(notices).toHaveLength(1);
    expect(tree.children?.findIndex((node) => node.type === 'mdxJsxFlowElement')).toBe(0);
    expect(JSON.stringify(notices[0])).toContain('"value":"translation-notice translation-missing"');
    expect(JSON.stringify(notices[0])).toContain('"value":"pathname:///faq"');
    expect(JSON.stringify(notices[0])).toContain(untranslatedNoticeWords(locale).text);
  });

  it('says the same at the top of the twin', () => {
    const twin = withNoticeLines(english, notice, 'https://faststore.dev');
    const quotes = twin.split('\n').filter((line) => line.startsWith('> ') && line.includes(notice.text));
    expect(quotes).toEqual([`> ${notice.text} [${notice.link}](https://faststore.dev/docs/faq)`]);
  });
});
