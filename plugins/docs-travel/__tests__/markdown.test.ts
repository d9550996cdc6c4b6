import {describe, expect, it} from 'vitest';
import {absoluteUrl, toMarkdownTwin, type TwinContext} from '../markdown';
import {cardText, llmsTxt, sidebarGroups, type TravelContent} from '../index';
import {pngSize} from '../png';
import {renderCard} from '../socialCard';
import {socialCardPath, twinPath} from '../paths';

const context: TwinContext = {
  pageUrl: 'https://faststore.dev/how-to-guides/x',
  siteUrl: 'https://faststore.dev',
  resolveSourceLink: (target) => (target.endsWith('shadowing.mdx') ? '/conceptual-guides/shadowing' : undefined),
  mdx: true,
};

describe('toMarkdownTwin', () => {
  const source = `---
title: Example
---
import Thing from '@site/src/components/Thing';

Intro with a [relative link](../conceptual-guides/shadowing.mdx#how), an [absolute path](/quickstart) and [an anchor](#steps).

:::tip[Before you start]
Have Node.js installed.
:::

:::note
Plain note.
:::

<Playground component="Button" />

<FaqItem question="Is it free?">
Yes, it is.
</FaqItem>

<TabItem value="npm" label="npm">

\`\`\`bash
npm install
\`\`\`

</TabItem>

{/* a comment */}

![Diagram](/img/diagrams/x.svg)

| A | B |
|---|---|
| 1 | 2 |
`;
  const twin = toMarkdownTwin(source, 'Example', context);

  it('starts with the title and drops front matter, imports and expressions', () => {
    expect(twin.startsWith('# Example\n')).toBe(true);
    expect(twin).not.toMatch(/^(---|import |\{\/\*)/m);
  });

  it('makes links and images absolute, source links become page URLs', () => {
    expect(twin).toContain('[relative link](https://faststore.dev/conceptual-guides/shadowing#how)');
    expect(twin).toContain('[absolute path](https://faststore.dev/quickstart)');
    expect(twin).toContain('[an anchor](https://faststore.dev/how-to-guides/x#steps)');
    expect(twin).toContain('![Diagram](https://faststore.dev/img/diagrams/x.svg)');
  });

  it('turns admonitions into blockquotes with their title', () => {
    expect(twin).toContain('> **Before you start:**');
    expect(twin).toContain('> **Note:**');
    expect(twin).not.toContain(':::');
  });

  it('renders our components as Markdown and keeps code languages and tables', () => {
    expect(twin).toContain('A live demo of the Button component');
    expect(twin).toContain('### Is it free?');
    expect(twin).toContain('**npm**');
    expect(twin).toContain('```bash\nnpm install\n```');
    expect(twin).toContain('| A | B |');
    expect(twin).not.toMatch(/<[A-Z]/);
  });

  it('keeps an existing h1 instead of adding the title, and reads .md sources as CommonMark', () => {
    const md = toMarkdownTwin('# Own title\n\nText with <b>html</b>.\n', 'Front matter title', {...context, mdx: false});
    expect(md.match(/^# /gm)).toHaveLength(1);
    expect(md).toContain('# Own title');
  });
});

describe('toMarkdownTwin: the release a page was checked against', () => {
  it('follows the title with the line readers see on the page', () => {
    const twin = toMarkdownTwin('---\ntitle: Button\nfaststore_source:\n  tag: v1.12.0\n  paths:\n    - packages/ui/src/atoms/Button/Button.tsx\n---\n\nText.\n', 'Button', context);
    expect(twin.split('\n\n').slice(0, 2)).toEqual(['# Button', 'Checked against FastStore 1.12.0 ([v1.12.0](https://github.com/vtex/faststore/tree/v1.12.0)).']);
  });

  it.each([
    ['no faststore_source', '---\ntitle: Guide\n---\n\nText.\n'],
    ['a tag that is not a release', '---\ntitle: Guide\nfaststore_source:\n  tag: main\n---\n\nText.\n'],
  ])('says nothing with %s', (_, source) => {
    expect(toMarkdownTwin(source, 'Guide', context)).not.toContain('Checked against');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['#top', 'https://faststore.dev/how-to-guides/x#top'],
    ['/img/a.png', 'https://faststore.dev/img/a.png'],
    ['sibling', 'https://faststore.dev/how-to-guides/x/sibling'],
  ])('%s → %s', (target, expected) => {
    expect(absoluteUrl(target, context)).toBe(expected);
  });
});

describe('sidebarGroups and llmsTxt', () => {
  const items = [
    {type: 'doc', id: 'docs'},
    {type: 'category', label: 'Concepts', link: {type: 'doc', id: 'concepts/index'}, items: [{type: 'doc', id: 'concepts/a'}, {type: 'category', label: 'Deep', items: [{type: 'doc', id: 'concepts/b'}]}]},
    {type: 'link', label: 'External'},
  ];

  it('groups top-level docs under the sidebar name and each category with its nested docs', () => {
    expect(sidebarGroups(items, 'Docs')).toEqual([
      {label: 'Docs', ids: ['docs']},
      {label: 'Concepts', ids: ['concepts/index', 'concepts/a', 'concepts/b']},
    ]);
  });

  const content: TravelContent = {
    docs: [
      {permalink: '/docs', title: 'Documentation', description: 'Where to start.', file: 'docs/docs.mdx'},
      {permalink: '/concepts/', title: 'Concepts', description: 'Ideas\nbehind it.', file: 'docs/concepts/index.mdx'},
    ],
    posts: [{permalink: '/releases/2022/01/04/faststore', title: 'FastStore - January 2022', description: 'New components.', file: 'releases/x.md'}],
    sections: [{title: 'Docs', groups: [{label: 'Docs', permalinks: ['/docs']}, {label: 'Concepts', permalinks: ['/concepts/']}]}],
  };

  it('writes the llms.txt convention: title, summary, sections with a line per page', () => {
    expect(llmsTxt(content, 'https://faststore.dev', 'Summary.')).toBe(`# FastStore Developer Portal

> Summary.

## Docs

- [Documentation](https://faststore.dev/docs.md): Where to start.

### Concepts

- [Concepts](https://faststore.dev/concepts.md): Ideas behind it.

## Release notes

- [FastStore - January 2022](https://faststore.dev/releases/2022/01/04/faststore.md): New components.

## API reference

- [Headless CMS API](https://faststore.dev/vtex-headless-cms-api): the VTEX Headless CMS REST API (OpenAPI 0.31.2), with request samples and a try-it panel
- [FastStore API schema](https://faststore.dev/faststore-api.graphql): the FastStore GraphQL API 1.x as SDL

## AI assistants

- [MCP server](https://faststore.dev/.well-known/mcp): search, read and list these docs, look up API types and operations, and send feedback over the Model Context Protocol (Streamable HTTP at https://faststore.dev/mcp)
- [Use these docs from your AI assistant](https://faststore.dev/ai-assistants.md): setup for common MCP clients
`);
  });

  it('names a card after the page’s sidebar group, or the release product', () => {
    expect(cardText(content, content.docs[1]!, 'doc')).toEqual({section: 'Concepts', product: 'FastStore'});
    expect(cardText(content, {...content.posts[0]!, permalink: '/releases/2022/02/08/webops'}, 'post')).toEqual({section: 'Release notes', product: 'WebOps'});
  });
});

describe('paths and cards', () => {
  it.each([
    ['/quickstart', '/quickstart.md', '/img/og/quickstart.png'],
    ['/concepts/', '/concepts.md', '/img/og/concepts.png'],
    ['/', '/index.md', '/img/og/index.png'],
  ])('%s → %s and %s', (permalink, twin, card) => {
    expect(twinPath(permalink)).toBe(twin);
    expect(socialCardPath(permalink)).toBe(card);
  });

  it('renders a 1200×630 PNG card', async () => {
    const png = await renderCard({title: 'A title that is long enough to wrap onto a second line of the card', section: 'Concepts', product: 'FastStore'});
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a-not-a-png-file'))).toThrow('Not a PNG file.');
  });
});
