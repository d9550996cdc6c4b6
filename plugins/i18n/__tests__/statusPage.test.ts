import {describe, expect, it} from 'vitest';
import {localeStatus} from '../core/status.ts';
import {stampTranslation} from '../core/translation.ts';
import {statusPageData} from '../statusData.ts';
import {englishSource, linkedPath, pageIndex} from '../index.ts';

const english = '---\ntitle: Quickstart\n---\n\nIntro.\n\n## Before you begin\n\nInstall it.\n';
const translated = '---\ntitle: Guia rápido\n---\n\nIntrodução.\n\n## Antes de começar {#before-you-begin}\n\nInstale.\n';
const files: Record<string, string> = {
  'docs/quickstart.mdx': english,
  'docs/faq.md': '---\ntitle: FAQ\n---\n\nText.\n',
  'releases/2022-01-01-a.md': '---\ntitle: A\n---\n\nNews.\n',
  'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx': stampTranslation(english, translated),
  'i18n/pt-BR/docusaurus-plugin-content-blog/2022-01-01-a.md': stampTranslation('---\ntitle: A\n---\n\nOld news.\n', '---\ntitle: A\n---\n\nNotícia.\n'),
};
const read = (file: string) => files[file];
const api = {source: 'openapi/x.yaml', translation: 'i18n/pt-BR/openapi-reference/x.overlay.yaml', counts: {current: 3, outdated: 1, missing: 1}, lagging: [
  {target: '$.info', field: 'title' as const, text: 'X', state: 'outdated' as const},
  {target: '$.tags[0]', field: 'description' as const, text: 'Y', state: 'missing' as const},
]};

describe('englishSource', () => {
  it('maps a page of the build back to its English file', () => {
    expect(englishSource('@site/docs/quickstart.mdx')).toBe('docs/quickstart.mdx');
    expect(englishSource('@site/i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx')).toBe('docs/quickstart.mdx');
    expect(englishSource('@site/i18n/es/docusaurus-plugin-content-docs/version-v0/a.md')).toBe('versioned_docs/version-v0/a.md');
    expect(englishSource('@site/i18n/es/docusaurus-plugin-content-blog/2022-01-01-a.md')).toBe('releases/2022-01-01-a.md');
  });
});

describe('pageIndex', () => {
  it('finds each doc and release post by its English file, with its path under the base', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{title: 'Guia rápido', permalink: '/pt-BR/quickstart', source: '@site/i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx'}]}]},
      },
      'docusaurus-plugin-content-blog': {default: {blogPosts: [{metadata: {title: 'A', permalink: '/pt-BR/releases/2022/01/01/a', source: '@site/releases/2022-01-01-a.md'}}]}},
    };
    expect([...pageIndex(allContent, '/pt-BR/')]).toEqual([
      ['docs/quickstart.mdx', {title: 'Guia rápido', sitePath: 'quickstart'}],
      ['releases/2022-01-01-a.md', {title: 'A', sitePath: 'releases/2022/01/01/a'}],
    ]);
  });

  it('writes an index doc\'s path as the site links it', () => {
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{title: 'Guias', permalink: '/pt-BR/how-to-guides/', source: '@site/docs/how-to-guides/index.mdx'}]}]}}};
    expect(pageIndex(allContent, '/pt-BR/', false).get('docs/how-to-guides/index.mdx')?.sitePath).toBe('how-to-guides');
    expect(pageIndex(allContent, '/pt-BR/').get('docs/how-to-guides/index.mdx')?.sitePath).toBe('how-to-guides/');
  });

  it.each([
    ['how-to-guides/', false, 'how-to-guides'],
    ['how-to-guides', true, 'how-to-guides/'],
    ['how-to-guides/', undefined, 'how-to-guides/'],
    ['', false, ''],
    ['', true, ''],
  ] as const)('linkedPath(%j, %s) is %j', (sitePath, trailingSlash, expected) => {
    expect(linkedPath(sitePath, trailingSlash)).toBe(expected);
  });

  it('is empty for a site without docs or blog', () => {
    expect(pageIndex({}, '/').size).toBe(0);
  });
});

describe('statusPageData', () => {
  const status = {...localeStatus('pt-BR', ['docs/faq.md', 'docs/quickstart.mdx', 'releases/2022-01-01-a.md'], read), api: [api]};
  const pages = new Map([
    ['docs/quickstart.mdx', {title: 'Guia rápido', sitePath: 'quickstart'}],
    ['docs/faq.md', {title: 'FAQ', sitePath: 'faq'}],
  ]);
  const data = statusPageData([status], pages, (locale) => `/docs/${locale}/`, (locale) => `${locale} label`);
  const [locale] = data.locales;

  it('keeps the counts of the report, and names the locale', () => {
    expect(locale!.locale).toBe('pt-BR');
    expect(locale!.label).toBe('pt-BR label');
    expect(locale!.pageCounts).toEqual({current: 1, outdated: 1, untranslated: 1});
  });

  it('links each page in the row\'s locale under the site base, and names a page the build lacks by its file', () => {
    expect(locale!.pages.map(({title, href, state}) => [title, href, state])).toEqual([
      ['FAQ', '/docs/pt-BR/faq', 'untranslated'],
      ['Guia rápido', '/docs/pt-BR/quickstart', 'current'],
      ['releases/2022-01-01-a.md', null, 'outdated'],
    ]);
  });

  it('lists the sections that lag on a page that is not current, and none on a current one', () => {
    expect(locale!.pages[1]!.lagging).toEqual([]);
    expect(locale!.pages[2]!.lagging).toEqual([{heading: '', state: 'outdated'}]);
  });

  it('lists the API texts that lag by where they are', () => {
    expect(locale!.api).toEqual([{source: 'openapi/x.yaml', counts: api.counts, lagging: [{where: '$.info title', state: 'outdated'}, {where: '$.tags[0] description', state: 'missing'}]}]);
  });
});
