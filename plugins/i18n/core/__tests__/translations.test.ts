/**
 * The gate every committed translation passes: it sits where Docusaurus reads a locale's pages, its English source
 * exists, it compiles as MDX, it keeps the English page's anchors (headings and FAQ items), code, links and
 * untranslated front matter, and every section records the English fingerprint it was translated from.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {compile} from '@mdx-js/mdx';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {walkContent} from '../../../../scripts/lib/content.ts';
import {questionSlug} from '../../../../common/questionSlug.ts';
import {sourcePath, TRANSLATED_LOCALES} from '../paths.ts';
import {compareTranslation} from '../translation.ts';
import {splitSections} from '../sections.ts';

const root = process.cwd();
const translatedRoots = TRANSLATED_LOCALES.flatMap((locale) =>
  ['docusaurus-plugin-content-docs/current', 'docusaurus-plugin-content-docs/version-v0', 'docusaurus-plugin-content-blog'].map((dir) => `i18n/${locale}/${dir}`),
);
const files = translatedRoots
  .filter((dir) => existsSync(join(root, dir)))
  .flatMap((dir) => [...walkContent(join(root, dir))])
  .map((file) => relative(root, file).split(sep).join('/'));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The anchor of each FAQ item, in order: its `id`, or the slug of its question as FaqItem makes it. */
function faqAnchors(source: string): string[] {
  return [...source.matchAll(/<FaqItem\b([^>]*)>/g)].map(([, attributes]) => {
    const id = /\bid="([^"]*)"/.exec(attributes!)?.[1];
    return id ?? questionSlug(/\bquestion="([^"]*)"/.exec(attributes!)?.[1] ?? '');
  });
}

/** Every Markdown link and image target of a page, sorted: a translation points at the same pages, in any order. */
function linkTargets(source: string): string[] {
  return [...source.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!).sort();
}

function withoutFrontMatter(source: string): string {
  return source.split('\n').slice(splitSections(source).frontMatterLines).join('\n');
}

describe('committed translations', () => {
  it('are all found by the walk', () => {
    const committed = execFileSync('git', ['ls-files', '--', ...translatedRoots], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter((file) => /\.mdx?$/.test(file));
    expect(committed.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(committed));
  });

  describe.each(files)('%s', (file) => {
    const source = sourcePath(file);
    const englishFile = source?.source ?? '';

    it('has an English source', () => {
      expect(source, `${file} is not under a translated root`).not.toBeNull();
      expect(existsSync(join(root, englishFile)), `no English page at ${englishFile}`).toBe(true);
    });

    it('compiles as MDX, explicit heading ids escaped as Docusaurus escapes them', async () => {
      await expect(compile(escapeMarkdownHeadingIds(withoutFrontMatter(read(file))), {format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
    });

    it('keeps the English anchors, code and untranslated front matter', () => {
      expect(compareTranslation(read(englishFile), read(file)).problems).toEqual([]);
    });

    it('links to the same pages as the English page (Docusaurus adds the locale)', () => {
      expect(linkTargets(read(file))).toEqual(linkTargets(read(englishFile)));
    });

    it('keeps the English FAQ item anchors', () => {
      expect(faqAnchors(read(file))).toEqual(faqAnchors(read(englishFile)));
    });

    it('records the fingerprint of every section (stamped with npm run i18n:stamp)', () => {
      const missing = compareTranslation(read(englishFile), read(file))
        .sections.filter((section) => section.state === 'missing')
        .map((section) => section.id);
      expect(missing).toEqual([]);
    });
  });
});
