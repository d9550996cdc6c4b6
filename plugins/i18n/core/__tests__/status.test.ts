import {describe, expect, it} from 'vitest';
import {formatStatus, localeStatus} from '../status.ts';
import {stampTranslation} from '../translation.ts';

const english = `---
title: Quickstart
---

Intro.

## Before you begin

Install it.

## Run it

Start.
`;

const translated = `---
title: Guia rápido
---

Introdução.

## Antes de começar {#before-you-begin}

Instale.

## Execute {#run-it}

Comece.
`;

const stamped = stampTranslation(english, translated);

/** A file system of `files`: each path's text, undefined for any other. */
const reader = (files: Record<string, string>) => (file: string) => files[file];

describe('localeStatus', () => {
  it('counts a page whose every section was stamped against the English text as it is now as current', () => {
    const status = localeStatus('pt-BR', ['docs/quickstart.mdx'], reader({'docs/quickstart.mdx': english, 'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx': stamped}));
    expect(status.pageCounts).toEqual({current: 1, outdated: 0, untranslated: 0});
    expect(status.sectionCounts).toEqual({current: 4, outdated: 0, missing: 0});
    expect(status.pages[0]).toMatchObject({source: 'docs/quickstart.mdx', translation: 'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx', state: 'current'});
  });

  it('counts a page as outdated when one English section changed, naming exactly that section', () => {
    const changed = english.replace('Install it.', 'Install it with npm.');
    const status = localeStatus('es', ['docs/quickstart.mdx'], reader({'docs/quickstart.mdx': changed, 'i18n/es/docusaurus-plugin-content-docs/current/quickstart.mdx': stamped}));
    expect(status.pageCounts).toEqual({current: 0, outdated: 1, untranslated: 0});
    expect(status.pages[0]!.sections.filter((section) => section.state !== 'current')).toEqual([{id: 'before-you-begin', heading: 'Before you begin', state: 'outdated'}]);
    expect(status.sectionCounts).toEqual({current: 3, outdated: 1, missing: 0});
  });

  it('counts a translation never stamped as outdated, its sections missing', () => {
    const status = localeStatus('pt-BR', ['docs/quickstart.mdx'], reader({'docs/quickstart.mdx': english, 'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx': translated}));
    expect(status.pageCounts.outdated).toBe(1);
    expect(status.sectionCounts).toEqual({current: 0, outdated: 0, missing: 4});
  });

  it('counts a page without a translation file as untranslated, and finds release posts and the v0 page where Docusaurus reads them', () => {
    const status = localeStatus(
      'es',
      ['releases/2022-09-13-faststore.md', 'versioned_docs/version-v0/troubleshooting.mdx', 'docs/quickstart.mdx'],
      reader({
        'docs/quickstart.mdx': english,
        'releases/2022-09-13-faststore.md': english,
        'versioned_docs/version-v0/troubleshooting.mdx': english,
        'i18n/es/docusaurus-plugin-content-blog/2022-09-13-faststore.md': stamped,
      }),
    );
    expect(status.pages.map(({source, state}) => [source, state])).toEqual([
      ['docs/quickstart.mdx', 'untranslated'],
      ['releases/2022-09-13-faststore.md', 'current'],
      ['versioned_docs/version-v0/troubleshooting.mdx', 'untranslated'],
    ]);
    expect(status.pages[2]!.translation).toBe('i18n/es/docusaurus-plugin-content-docs/version-v0/troubleshooting.mdx');
    expect(status.pageCounts).toEqual({current: 1, outdated: 0, untranslated: 2});
  });

  it('refuses a path that is not a page, and an English page it cannot read', () => {
    expect(() => localeStatus('pt-BR', ['src/pages/index.tsx'], reader({}))).toThrow(/src\/pages\/index\.tsx is not a page/);
    expect(() => localeStatus('pt-BR', ['docs/gone.mdx'], reader({}))).toThrow(/English page docs\/gone\.mdx cannot be read/);
  });
});

describe('formatStatus', () => {
  it('gives a summary per locale and lists only what is not current, section by section', () => {
    const changed = english.replace('Start.', 'Start the server.').replace('title: Quickstart', 'title: Quick start');
    const files = reader({
      'docs/quickstart.mdx': changed,
      'docs/other.mdx': english,
      'docs/done.mdx': english,
      'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx': stamped,
      'i18n/pt-BR/docusaurus-plugin-content-docs/current/done.mdx': stamped,
    });
    const text = formatStatus([localeStatus('pt-BR', ['docs/quickstart.mdx', 'docs/other.mdx', 'docs/done.mdx'], files)]);
    expect(text.split('\n')).toEqual([
      'pt-BR: 3 pages, 1 current, 1 outdated, 1 untranslated (sections: 6 current, 2 outdated, 0 never stamped)',
      '  untranslated  docs/other.mdx (readers get the English page; translate it to i18n/pt-BR/docusaurus-plugin-content-docs/current/other.mdx)',
      '  outdated      i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx',
      '                  English changed: title and description',
      '                  English changed: #run-it "Run it"',
    ]);
  });

  it('names a section never stamped, and the opening text', () => {
    const files = reader({'docs/quickstart.mdx': english, 'i18n/es/docusaurus-plugin-content-docs/current/quickstart.mdx': translated});
    const lines = formatStatus([localeStatus('es', ['docs/quickstart.mdx'], files)]).split('\n');
    expect(lines).toContain('                  never stamped: opening text');
    expect(lines).toContain('                  never stamped: #before-you-begin "Before you begin"');
  });
});
