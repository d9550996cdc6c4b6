/**
 * A translated section whose English source changed after it was translated says so, on the page and in its twin,
 * and no other section does: the real quickstart and its two translations, with one English section edited.
 */
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {afterAll, describe, expect, it} from 'vitest';
import {addNotices, translationNotice, withNoticeLines, type TranslationNotice} from '../notices.ts';
import {englishUrl, englishUrlOf, noticeWords, outdatedSections} from '../core/outdated.ts';
import {translationPath, TRANSLATED_LOCALES} from '../core/paths.ts';

const english = readFileSync('docs/quickstart.mdx', 'utf8');
// One sentence more in "Before you begin", nothing else.
const edited = english.replace('Make sure you have the following ready:', 'Make sure you have the following ready, on macOS, Linux or Windows:');
const siteDir = mkdtempSync(path.join(tmpdir(), 'notices-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
writeFileSync(path.join(siteDir, 'docs/quickstart.mdx'), edited);
for (const locale of TRANSLATED_LOCALES) {
  const file = translationPath('docs/quickstart.mdx', locale)!;
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  cpSync(file, path.join(siteDir, file));
}

/** A page's Markdown as the tree the remark plugins see, each heading's `{#id}` read into `data.id` as Docusaurus does. */
function treeOf(markdown: string) {
  const tree = fromMarkdown(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const last = node.children.at(-1);
    const id = last?.type === 'text' ? /\s*\{#([^}]+)\}$/.exec(last.value) : null;
    if (id) node.data = {...node.data, id: id[1]} as typeof node.data;
  }
  return tree as unknown as Parameters<typeof addNotices>[0];
}

describe('the notice of a translated section whose English source changed', () => {
  it('every section of the translations is current against the English page as it is', () => {
    for (const locale of TRANSLATED_LOCALES) expect(outdatedSections(english, readFileSync(translationPath('docs/quickstart.mdx', locale)!, 'utf8'))).toEqual([]);
  });

  describe.each(TRANSLATED_LOCALES)('in %s', (locale) => {
    const file = path.join(siteDir, translationPath('docs/quickstart.mdx', locale)!);
    const notice = translationNotice(siteDir, file, '/docs/', undefined, () => '2026-11-20') as TranslationNotice;

    it('names exactly the edited section, with the date and the English page', () => {
      expect(notice.ids).toEqual(['before-you-begin']);
      expect(notice.page).toBe('/docs/quickstart');
      expect(notice.text).toBe(noticeWords(locale, '2026-11-20').text);
      expect(notice.text).toContain(locale === 'es' ? '20 de noviembre de 2026' : '20 de novembro de 2026');
    });

    it('puts one notice on the page, right under that heading, linking to the English section', () => {
      const tree = treeOf(readFileSync(file, 'utf8'));
      expect(addNotices(tree, notice)).toBe(1);
      const children = tree.children!;
      const at = children.findIndex((node) => node.type === 'mdxJsxFlowElement');
      expect(children[at - 1]).toMatchObject({type: 'heading', data: {id: 'before-you-begin'}});
      expect(children.filter((node) => node.type === 'mdxJsxFlowElement')).toHaveLength(1);
      expect(JSON.stringify(children[at])).toContain('"value":"pathname:///docs/quickstart#before-you-begin"');
      expect(JSON.stringify(children[at])).toContain('"value":"translation-notice translation-outdated"');
    });

    it('says the same in the twin, under that heading only', () => {
      const twin = withNoticeLines(readFileSync(file, 'utf8'), notice, 'https://faststore.dev');
      const lines = twin.split('\n');
      const quotes = lines.flatMap((line, index) => (line.startsWith('> ') && line.includes(notice.text) ? [index] : []));
      expect(quotes).toHaveLength(1);
      expect(lines[quotes[0]! - 2]).toMatch(/\{#before-you-begin\}$/);
      expect(lines[quotes[0]!]).toContain(`](https://faststore.dev/docs/quickstart#before-you-begin)`);
    });
  });

  it('tells a changed title or opening text at the top of the page', () => {
    const retitled = edited.replace(/^title: .*$/m, 'title: Quickstart in five minutes');
    for (const locale of TRANSLATED_LOCALES) {
      const translated = readFileSync(translationPath('docs/quickstart.mdx', locale)!, 'utf8');
      expect(outdatedSections(retitled, translated)).toEqual(['_intro', 'before-you-begin']);
      const notice: TranslationNotice = {ids: ['_intro'], ...noticeWords(locale), page: '/quickstart'};
      const tree = treeOf(translated);
      addNotices(tree, notice);
      expect(tree.children![0]!.type).toBe('mdxJsxFlowElement');
      const twin = withNoticeLines(translated, notice, 'https://faststore.dev').split('\n');
      expect(twin[twin.indexOf('---', 1) + 2]).toBe(`> ${notice.text} [${notice.link}](https://faststore.dev/quickstart)`);
    }
  });

  it('says no date when the English page has none to give', () => {
    expect(noticeWords('pt-BR').text).toBe('O texto em inglês desta seção mudou, depois desta tradução.');
    expect(noticeWords('es').text).toBe('El texto en inglés de esta sección cambió, después de esta traducción.');
  });
});

describe('the English URL of a source file', () => {
  it.each([
    ['docs/quickstart.mdx', '/quickstart'],
    ['docs/how-to-guides/index.mdx', '/how-to-guides'],
    ['docs/index.mdx', '/'],
    ['versioned_docs/version-v0/troubleshooting.mdx', '/v0/troubleshooting'],
    ['releases/2022-06-03-basestore.md', '/releases/2022/06/03/basestore'],
  ])('%s → %s', (source, url) => {
    expect(englishUrl(source)).toBe(url);
  });

  it('follows a slug, absolute or relative to the folder', () => {
    expect(englishUrlOf('docs/tutorials/gatsby/5.mdx', '---\nslug: /tutorials/gatsby/5\n---\n')).toBe('/tutorials/gatsby/5');
    expect(englishUrlOf('versioned_docs/version-v0/a/b.mdx', '---\nslug: /moved\n---\n')).toBe('/v0/moved');
    expect(englishUrlOf('docs/a/b.mdx', '---\nslug: c\n---\n')).toBe('/a/c');
    expect(() => englishUrl('src/pages/index.tsx')).toThrow('no English URL for src/pages/index.tsx');
  });
});
