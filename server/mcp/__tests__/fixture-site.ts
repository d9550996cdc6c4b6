/**
 * A small build for the MCP tools' unit tests: a few pages as Docusaurus writes them, their Markdown twins,
 * /llms.txt, the API schema and the CMS API description, and the search index the project's own indexer
 * (plugins/search) writes from those pages. No site build needed.
 */
import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildFiles} from '../site.ts';

// The search plugin by its name in the root package.json (server/ has a package.json of its own, so the name
// resolves from the root's), loaded by URL: plugins/ follows Docusaurus' module setup, not the server's NodeNext.
const {writeSearchIndex} = (await import(pathToFileURL(createRequire(path.resolve('package.json')).resolve('#search')).href)) as {
  writeSearchIndex: (outDir: string) => Promise<{pages: number; bytes: number}>;
};

interface FixturePage {
  /** Site path, `/` for the home page. */
  path: string;
  title: string;
  /** The Docusaurus tag the indexer reads (docs-default-current, docs-default-v0, or default for other pages). */
  tag: string;
  /** Text before the first heading. */
  intro: string;
  /** Sections: [anchor, heading, text]. */
  sections?: Array<[string, string, string]>;
}

export const fixturePages: FixturePage[] = [
  {path: '/', title: 'FastStore Developer Portal', tag: 'default', intro: 'Build fast storefronts with FastStore.'},
  {
    path: '/quickstart',
    title: 'Quickstart',
    tag: 'docs-default-current',
    intro: 'Create a FastStore storefront in a few minutes.',
    sections: [
      ['before-you-begin', 'Before you begin', 'Install Node.js and Yarn, then clone the starter.'],
      ['deploy-it', 'Deploy it', 'WebOps builds every commit and runs a lighthouse audit.'],
    ],
  },
  {
    path: '/reference/api/queries/allProducts',
    title: 'allProducts',
    tag: 'docs-default-current',
    intro: 'Lists the products of the catalog, page by page.',
    sections: [['arguments', 'Arguments', 'The first and after arguments page through the products.']],
  },
  {path: '/reference/api/objects', title: 'Objects', tag: 'docs-default-current', intro: 'The objects of the FastStore API.', sections: [['storeproduct', 'StoreProduct', 'A product of the store: its sku and name.']]},
  {path: '/v0/troubleshooting', title: 'Troubleshooting', tag: 'docs-default-v0', intro: 'Fix storeui errors in the old version.'},
  {path: '/releases/2022/04/22/webops', title: 'WebOps release', tag: 'default', intro: 'Lighthouse reports now come with every deploy preview.'},
  {path: '/starters', title: 'Starters', tag: 'default', intro: 'Starters ready to deploy, each scored by lighthouse.'},
];

/** The Markdown twin the build writes for a page. */
export const twinOf = (page: FixturePage) =>
  [`# ${page.title}`, '', page.intro, ...(page.sections ?? []).flatMap(([, heading, text]) => ['', `## ${heading}`, '', text]), ''].join('\n');

function html({title, tag, intro, sections = [], path: sitePath}: FixturePage): string {
  const body = [`<h1>${title}</h1>`, `<p>${intro}</p>`, ...sections.map(([anchor, heading, text]) => `<h2 id="${anchor}">${heading}</h2><p>${text}</p>`)].join('');
  // Docs pages are read from .theme-doc-markdown, release posts from their article, other pages from main.
  const content = tag.startsWith('docs-') ? `<div class="theme-doc-markdown markdown">${body}</div>` : sitePath.startsWith('/releases/') ? `<article>${body}</article>` : body;
  return `<!doctype html><html lang="en"><head><title>${title} | FastStore</title><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head><body><nav>Docs Tutorials</nav><main>${content}</main></body></html>`;
}

const siteUrl = 'https://faststore.dev';
const llmsLine = (page: FixturePage) => `- [${page.title}](${siteUrl}${page.path === '/' ? '/index' : page.path}.md): About ${page.title}`;
const byPath = (sitePath: string) => fixturePages.find((page) => page.path === sitePath)!;

/** /llms.txt as plugins/docs-travel writes it: sections and groups of twins, then lines that are not pages. */
const llmsTxt = [
  '# FastStore Developer Portal',
  '',
  '> Docs',
  '',
  '## Docs',
  '',
  llmsLine(byPath('/quickstart')),
  '',
  '### References',
  '',
  llmsLine(byPath('/reference/api/queries/allProducts')),
  llmsLine(byPath('/reference/api/objects')),
  '',
  '## Docs v0',
  '',
  llmsLine(byPath('/v0/troubleshooting')),
  '',
  '## Release notes',
  '',
  llmsLine(byPath('/releases/2022/04/22/webops')),
  '',
  '## API reference',
  '',
  `- [Headless CMS API](${siteUrl}/vtex-headless-cms-api): the VTEX Headless CMS REST API`,
  '',
].join('\n');

const operation = (operationId: string, parameters: string[] = []) =>
  [
    `      operationId: ${operationId}`,
    `      summary: ${operationId}`,
    ...(parameters.length > 0 ? ['      parameters:', ...parameters.flatMap((name) => [`        - name: ${name}`, '          in: path', '          required: true'])] : []),
    '      responses:',
    "        '200':",
    '          description: OK',
  ];
const cmsApi = [
  'openapi: 3.0.0',
  'info:',
  '  title: Fixture API',
  '  version: 1.0.0',
  'paths:',
  '  /_v/cms/api/{builderId}/:',
  '    get:',
  ...operation('listContentTypes', ['builderId']),
  '  /_v/cms/api/{builderId}/{document-id}/:',
  '    get:',
  ...operation('getPageDocument', ['builderId', 'document-id']),
  '    delete:',
  ...operation('deletePageDocument', ['builderId', 'document-id']),
  '',
].join('\n');

export interface FixtureSite {
  buildDir: string;
  remove(): void;
}

/** Writes the fixture build into a temporary folder and indexes it. */
export async function createFixtureSite(): Promise<FixtureSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-fixture-'));
  const buildDir = path.join(root, 'build');
  const write = (relative: string, content: string) => {
    const file = path.join(buildDir, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  };
  for (const page of fixturePages) {
    const base = page.path === '/' ? 'index' : page.path.slice(1);
    write(`${base}.html`, html(page));
    write(`${base}.md`, twinOf(page));
  }
  write(buildFiles.llmsTxt, llmsTxt);
  // The schema the build copies as it is; a small API description with a path that has two operations.
  copyFileSync(path.resolve('schema/faststore-api.graphql'), path.join(buildDir, buildFiles.graphqlSchema));
  write(buildFiles.cmsApi, cmsApi);
  await writeSearchIndex(buildDir);
  return {buildDir, remove: () => rmSync(root, {recursive: true, force: true})};
}
