import {describe, expect, it} from 'vitest';
import {absoluteUrl, toMarkdownTwin, type TwinContext} from '../markdown.ts';
import {cardText, llmsTxt, sidebarGroups, sitePathOf, type TravelContent} from '../index.ts';
import {pngSize} from '../png.ts';
import {renderCard} from '../socialCard.ts';
import {socialCardPath, socialCardUrl, twinPath, twinUrl} from '../paths.ts';

const context: TwinContext = {
  pageUrl: 'https://faststore.dev/how-to-guides/x',
  siteUrl: 'https://faststore.dev',
  baseUrl: '/',
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

  it('reads a component\'s attribute by its name, wherever it stands among the others', () => {
    const md = toMarkdownTwin('<Playground title="Demo" component="Button" />\n\n<FaqItem id="free" question="Is it free?">\nYes.\n</FaqItem>\n', 'Example', context);
    expect(md).toContain('A live demo of the Button component');
    expect(md).toContain('### Is it free?');
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
    // A colon after the first character is no scheme: these stay links on the site.
    ['sibling?at=10:30', 'https://faststore.dev/how-to-guides/x/sibling?at=10:30'],
    ['/search?q=kind:docs', 'https://faststore.dev/search?q=kind:docs'],
  ])('%s → %s', (target, expected) => {
    expect(absoluteUrl(target, context)).toBe(expected);
  });

  const underDocs = {...context, pageUrl: 'https://faststore.dev/docs/how-to-guides/x', baseUrl: '/docs/', resolveSourceLink: () => '/docs/conceptual-guides/shadowing'};
  it.each([
    ['/img/a.png', 'https://faststore.dev/docs/img/a.png'],
    ['/quickstart#steps', 'https://faststore.dev/docs/quickstart#steps'],
    ['../concepts/shadowing.mdx#why', 'https://faststore.dev/docs/conceptual-guides/shadowing#why'],
    ['#top', 'https://faststore.dev/docs/how-to-guides/x#top'],
    ['sibling', 'https://faststore.dev/docs/how-to-guides/x/sibling'],
  ])('under the base path /docs/, %s → %s', (target, expected) => {
    expect(absoluteUrl(target, underDocs)).toBe(expected);
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

  it('writes every link of llms.txt under the base path, the twins and the site\'s own files alike', () => {
    const based: TravelContent = {
      docs: content.docs.map((doc) => ({...doc, permalink: `/docs${doc.permalink}`})),
      posts: content.posts.map((post) => ({...post, permalink: `/docs${post.permalink}`})),
      sections: [{title: 'Docs', groups: [{label: 'Docs', permalinks: ['/docs/docs']}, {label: 'Concepts', permalinks: ['/docs/concepts/']}]}],
    };
    const links = [...llmsTxt(based, 'https://faststore.dev', 'Summary.', '/docs/').matchAll(/\]\((https:[^)]+)\)|at (https:\S+)\)/g)].map((match) => match[1] ?? match[2]);
    expect(links).toEqual([
      'https://faststore.dev/docs/docs.md',
      'https://faststore.dev/docs/concepts.md',
      'https://faststore.dev/docs/releases/2022/01/04/faststore.md',
      'https://faststore.dev/docs/vtex-headless-cms-api',
      'https://faststore.dev/docs/faststore-api.graphql',
      'https://faststore.dev/docs/.well-known/mcp',
      'https://faststore.dev/docs/mcp',
      'https://faststore.dev/docs/ai-assistants.md',
    ]);
  });

  it('names a card after the page’s sidebar group, or the release product', () => {
    expect(cardText(content, content.docs[1]!, 'doc')).toEqual({section: 'Concepts', product: 'FastStore'});
    expect(cardText(content, {...content.posts[0]!, permalink: '/releases/2022/02/08/webops'}, 'post')).toEqual({section: 'Release notes', product: 'WebOps'});
  });

  it('knows a v0 page by its path from the site root, whatever the base path', () => {
    const v0 = {permalink: '/docs/v0/troubleshooting', title: 'Troubleshooting', description: '', file: 'versioned_docs/x.mdx'};
    expect(cardText(content, v0, 'doc', '/docs/')).toEqual({section: 'Docs v0', product: 'FastStore'});
    expect(cardText(content, {...v0, permalink: '/v0/troubleshooting'}, 'doc')).toEqual({section: 'Docs v0', product: 'FastStore'});
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

  it.each([
    ['/', '/quickstart', '/quickstart', '/quickstart.md', '/img/og/quickstart.png'],
    ['/', '/', '/', '/index.md', '/img/og/index.png'],
    ['/docs/', '/docs/quickstart', '/quickstart', '/docs/quickstart.md', '/docs/img/og/quickstart.png'],
    ['/docs/', '/docs/concepts/', '/concepts/', '/docs/concepts.md', '/docs/img/og/concepts.png'],
    ['/docs/', '/docs/', '/', '/docs/index.md', '/docs/img/og/index.png'],
    ['/a/b/', '/a/b/releases/x', '/releases/x', '/a/b/releases/x.md', '/a/b/img/og/releases/x.png'],
  ])('under %s, the page %s (site path %s) has its twin at %s and its card at %s', (base, permalink, sitePath, twin, card) => {
    expect(sitePathOf(permalink, base)).toBe(sitePath);
    expect(twinUrl(permalink, base)).toBe(twin);
    expect(socialCardUrl(permalink, base)).toBe(card);
  });

  it('refuses a permalink outside the base path', () => {
    expect(() => sitePathOf('/quickstart', '/docs/')).toThrow('/quickstart lies outside the site\'s base path /docs/');
  });

  it('renders a 1200×630 PNG card', async () => {
    const png = await renderCard({title: 'A title that is long enough to wrap onto a second line of the card', section: 'Concepts', product: 'FastStore'});
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a-not-a-png-file'))).toThrow('Not a PNG file.');
  });
});
