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
    const notices = (tree.children ?? []).filter((node) => JSON.stringify(node).includes('translation-notice'));
    expect(notices).toHaveLength(1);
    expect(tree.children?.[0]).toBe(notices[0]);
    expect(JSON.stringify(notices[0])).toContain('"value":"translation-notice translation-missing"');
    expect(JSON.stringify(notices[0])).toContain('"value":"pathname:///faq"');
    expect(JSON.stringify(notices[0])).toContain(untranslatedNoticeWords(locale).text);
  });

  it('marks the English text after the notice as English, leaving imports and exports at the top level', () => {
    // As MDX parses a page with an import at the top and an export between two sections.
    const esm = (value: string) => ({type: 'mdxjsEsm', value});
    const section = (title: string, text: string) => [
      {type: 'heading', depth: 2, children: [{type: 'text', value: title}]},
      {type: 'paragraph', children: [{type: 'text', value: text}]},
    ];
    const tree: Tree = {type: 'root', children: [esm("import A from './a';"), ...section('One', 'Text.'), esm('export const b = 1;'), ...section('Two', 'More.')]};
    remarkOutdatedNotice({englishBase: '/', locale, siteDir})(tree, {path: faq, value: english});
    const shape = (tree.children ?? []).map((node: Tree) =>
      node.type === 'mdxJsxFlowElement' ? `${(node as {name?: string}).name}[${JSON.stringify((node as {attributes?: unknown}).attributes)}](${(node.children ?? []).map((child: Tree) => child.type).join(',')})` : node.type,
    );
    expect(shape).toEqual([
      'mdxjsEsm',
      expect.stringContaining('translation-notice'),
      'div[[{"type":"mdxJsxAttribute","name":"lang","value":"en"}]](heading,paragraph)',
      'mdxjsEsm',
      'div[[{"type":"mdxJsxAttribute","name":"lang","value":"en"}]](heading,paragraph)',
    ]);
  });

  it('says the same at the top of the twin', () => {
    const twin = withNoticeLines(english, notice, 'https://faststore.dev');
    const quotes = twin.split('\n').filter((line) => line.startsWith('> ') && line.includes(notice.text));
    expect(quotes).toEqual([`> ${notice.text} [${notice.link}](https://faststore.dev/docs/faq)`]);
  });
});
