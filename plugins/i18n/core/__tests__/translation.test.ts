import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {codeWithoutComments, compareTranslation, stampTranslation} from '../translation.ts';
import {sourcePath, translationPath} from '../paths.ts';

const english = `---
title: Quickstart
sidebar_position: 2
---

Intro.

## Before you begin

Install it.

\`\`\`bash
# install the packages
yarn install
\`\`\`

## Run it

Start.
`;

const translated = `---
title: Guia rápido
sidebar_position: 2
---

Introdução.

## Antes de começar {#before-you-begin}

Instale.

\`\`\`bash
# instale os pacotes
yarn install
\`\`\`

## Execute {#run-it}

Comece.
`;

describe('compareTranslation', () => {
  it('finds nothing wrong with a translation that keeps anchors and code', () => {
    expect(compareTranslation(english, translated).problems).toEqual([]);
  });

  it('says every section is missing until the translation is stamped, then current', () => {
    expect(compareTranslation(english, translated).sections.map((section) => section.state)).toEqual(['missing', 'missing', 'missing', 'missing']);
    const stamped = stampTranslation(english, translated);
    expect(compareTranslation(english, stamped).sections.every((section) => section.state === 'current')).toBe(true);
  });

  it('marks exactly the English section that changed as outdated', () => {
    const stamped = stampTranslation(english, translated);
    const moved = english.replace('Install it.', 'Install it with Yarn.');
    expect(compareTranslation(moved, stamped).sections.map(({id, state}) => [id, state])).toEqual([
      ['_meta', 'current'],
      ['_intro', 'current'],
      ['before-you-begin', 'outdated'],
      ['run-it', 'current'],
    ]);
  });

  it('refuses a heading without the English anchor, naming it', () => {
    const problems = compareTranslation(english, translated.replace(' {#run-it}', '')).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('missing #run-it');
    expect(problems[0]).toContain('unknown #execute');
  });

  it.each([
    ['a field it should keep, changed', (page: string) => page.replace('sidebar_position: 2', 'sidebar_position: 3'), /front matter sidebar_position differs from the English page/],
    ['a field it should keep, dropped', (page: string) => page.replace('sidebar_position: 2\n', ''), /front matter sidebar_position differs from the English page/],
    ['a field the English page lacks', (page: string) => page.replace('---\n\n', 'slug: /inicio\n---\n\n'), /front matter slug differs from the English page/],
    ['a title left out', (page: string) => page.replace('title: Guia rápido\n', ''), /front matter lacks title, which the English page has/],
    ['an unclosed front matter block', (page: string) => page.replace('---\n\n', '\n'), /front matter sidebar_position differs[\s\S]*lacks title/],
  ])('refuses front matter with %s', (_case, change, message) => {
    expect(compareTranslation(english, change(translated)).problems.join('\n')).toMatch(message);
  });

  it('refuses changed code but not a translated comment', () => {
    expect(compareTranslation(english, translated.replace('yarn install', 'npm install')).problems[0]).toMatch(/code block at line 12 differs from the English one at line 12/);
  });
});

describe('stampTranslation', () => {
  it('keeps the rest of the front matter and the body, and records quoted fingerprints', () => {
    const stamped = stampTranslation(english, translated);
    const frontMatter = parse(stamped.split('---')[1]!) as Record<string, unknown>;
    expect(frontMatter.title).toBe('Guia rápido');
    expect(frontMatter.sidebar_position).toBe(2);
    expect(Object.keys(frontMatter.source_fingerprints as object)).toEqual(['_meta', '_intro', 'before-you-begin', 'run-it']);
    expect(stamped.endsWith(translated.split('---\n').slice(2).join('---\n'))).toBe(true);
  });

  it('updates only the sections named, and stamping twice changes nothing', () => {
    const stamped = stampTranslation(english, translated);
    const moved = english.replace('Install it.', 'Install it with Yarn.').replace('Start.', 'Start it.');
    const partly = stampTranslation(moved, stamped, ['before-you-begin']);
    expect(compareTranslation(moved, partly).sections.map(({state}) => state)).toEqual(['current', 'current', 'current', 'outdated']);
    expect(stampTranslation(moved, partly, ['before-you-begin'])).toBe(partly);
  });
});

describe('codeWithoutComments', () => {
  it.each([
    ['tsx', 'const a = 1 // one\n{/* note */}\n<b/>', 'const a = 1\n<b/>'],
    ['ts', '/* head */\nconst url = "https://x.dev"', 'const url = "https://x.dev"'],
    ['bash', '# step\nyarn build # then\ncolor=#fff', 'yarn build\ncolor=#fff'],
    ['css', '.a { color: #fff; } /* c */', '.a { color: #fff; }'],
  ])('drops the comments of a %s block', (lang, code, expected) => {
    expect(codeWithoutComments({lang, code})).toBe(expected);
  });
});

describe('translation paths', () => {
  it.each([
    ['docs/quickstart.mdx', 'i18n/pt-BR/docusaurus-plugin-content-docs/current/quickstart.mdx'],
    ['versioned_docs/version-v0/troubleshooting.mdx', 'i18n/pt-BR/docusaurus-plugin-content-docs/version-v0/troubleshooting.mdx'],
    ['releases/2022-09-13-faststore.md', 'i18n/pt-BR/docusaurus-plugin-content-blog/2022-09-13-faststore.md'],
  ])('maps %s both ways', (source, target) => {
    expect(translationPath(source, 'pt-BR')).toBe(target);
    expect(sourcePath(target)).toEqual({locale: 'pt-BR', source});
  });

  it('has no translation for files that are not pages', () => {
    expect(translationPath('docs/tags.yml', 'es')).toBeNull();
    expect(translationPath('src/pages/index.tsx', 'es')).toBeNull();
  });
});
