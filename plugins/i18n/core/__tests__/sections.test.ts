import {describe, expect, it} from 'vitest';
import {fingerprint, INTRO_SECTION, META_SECTION, splitSections} from '../sections.ts';

const page = `---
title: "Quickstart"
description: Run a store.
sidebar_position: 2
---

Intro line.

## Before you begin

Text.

\`\`\`bash
## not a heading
\`\`\`

### 1. Clone a \`starter\`

#### Details stay inside

More.

## Step by step {#steps}

## Before you begin

Again.
`;

describe('splitSections', () => {
  const {sections, frontMatter} = splitSections(page);

  it('reads the front matter', () => {
    expect(frontMatter).toMatchObject({title: 'Quickstart', sidebar_position: 2});
  });

  it('keys sections by the anchors Docusaurus gives them', () => {
    expect(sections.map((section) => section.id)).toEqual([META_SECTION, INTRO_SECTION, 'before-you-begin', '1-clone-a-starter', 'steps', 'before-you-begin-1']);
  });

  it('keeps h4 headings and fenced code inside their section', () => {
    const clone = sections.find((section) => section.id === '1-clone-a-starter')!;
    expect(clone.markdown).toContain('#### Details stay inside');
    expect(sections.find((section) => section.id === 'before-you-begin')!.markdown).toContain('## not a heading');
  });

  it.each([
    ['_meta', 2],
    ['_intro', 6],
    ['before-you-begin', 9],
    ['steps', 23],
  ])('gives section %s its first line in the file (%i)', (id, line) => {
    expect(sections.find((section) => section.id === id)!.line).toBe(line);
  });

  it('fingerprints only what a translator reads: front matter fields, text', () => {
    const moved = splitSections(page.replace('sidebar_position: 2', 'sidebar_position: 5').replace('Text.', 'Text changed.')).sections;
    const print = (list: typeof sections, id: string) => list.find((section) => section.id === id)!.fingerprint;
    expect(print(moved, META_SECTION)).toBe(print(sections, META_SECTION));
    expect(print(moved, 'before-you-begin')).not.toBe(print(sections, 'before-you-begin'));
    expect(print(moved, 'steps')).toBe(print(sections, 'steps'));
  });

  it('leaves out an empty intro and a page without front matter', () => {
    expect(splitSections('## One\n\nText\n').sections.map((section) => section.id)).toEqual(['one']);
  });
});

describe('fingerprint', () => {
  it('ignores trailing spaces and runs of blank lines', () => {
    expect(fingerprint('a  \n\n\n\nb')).toBe(fingerprint('a\n\nb'));
  });
  it('changes with the text', () => {
    expect(fingerprint('a b')).not.toBe(fingerprint('a c'));
  });
});
