/**
 * The MCP tools and resources in each locale of the real build, through the official SDK's client: over Streamable
 * HTTP from the production server's routes, and over stdio from `npm run mcp`. A `locale` argument (or a full URL
 * that names one) answers from that locale's site in build/<locale>/: its search index, twins, page list and URLs.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {PageSectionTree, SearchDocsResult} from '../site.ts';
import {buildDir, httpClient, jsonOf, requireBuild, startServer, textOf, type McpTestServer} from './harness.ts';

const siteUrl = 'https://faststore.dev';
const twin = (locale: string, relative: string) => readFileSync(path.join(buildDir, locale === 'en' ? '' : locale, relative), 'utf8');
/** The page titles a locale's /llms.txt lists, in order. */
const listedTitles = (locale: string) => [...twin(locale, 'llms.txt').matchAll(/^- \[(.+?)\]\(https?:\/\/[^)]+\.md\)/gm)].map((match) => match[1]);

/** A word each locale writes its own way, and the page that answers it. */
const sessionQuery: Record<string, string> = {en: 'session', 'pt-BR': 'sessão', es: 'sesión'};

let server: McpTestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = await httpClient(server.origin);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.close();
});

const call = (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});

describe.each(['pt-BR', 'es'])('the MCP tools in %s over HTTP', (locale) => {
  it("search_docs searches the locale's index and gives its URLs", async () => {
    const result = jsonOf<SearchDocsResult>(await call('search_docs', {query: sessionQuery[locale], locale, limit: 3}));
    expect(result.hits.map((hit) => hit.path)).toContain('/reference/sdk/session');
    for (const hit of result.hits) expect(hit.url.startsWith(`${siteUrl}/${locale}/`), hit.url).toBe(true);
    // The same words of that page, in the locale's own text, not English's.
    const session = result.hits.find((hit) => hit.path === '/reference/sdk/session')!;
    expect(twin(locale, 'reference/sdk/session.md')).toContain(session.title);
  });

  it('get_page reads the twin of the locale named, or of the locale a URL or path names', async () => {
    const expected = twin(locale, 'quickstart.md');
    expect(expected).not.toBe(twin('en', 'quickstart.md'));
    expect(textOf(await call('get_page', {path: '/quickstart', locale}))).toBe(expected);
    expect(textOf(await call('get_page', {path: `${siteUrl}/${locale}/quickstart`}))).toBe(expected);
    expect(textOf(await call('get_page', {path: `/${locale}/quickstart.md`}))).toBe(expected);
    expect(textOf(await call('get_page', {path: `/${locale}/quickstart`, locale}))).toBe(expected);
  });

  it("get_page's missing page offers the locale's closest pages", async () => {
    const result = await call('get_page', {path: '/quikstart', locale});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^No page at \/quikstart\. Closest pages: \/quickstart/);
  });

  it("list_pages gives the locale's page list with its titles", async () => {
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {locale}));
    const titles = sections.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => page.title)));
    expect(titles).toEqual(listedTitles(locale));
    expect(titles).not.toEqual(listedTitles('en'));
  });

  it('the API lookups link to the reference in the locale', async () => {
    const type = jsonOf<{url: string}>(await call('get_graphql_type', {name: 'StoreCart', locale}));
    expect(type.url.startsWith(`${siteUrl}/${locale}/reference/api/`), type.url).toBe(true);
    const operation = jsonOf<{url: string}>(await call('get_cms_api_operation', {operationId: 'listContentTypes', locale}));
    expect(operation.url).toBe(`${siteUrl}/${locale}/vtex-headless-cms-api#operation-listContentTypes`);
  });

  it('submit_feedback stores the page at its address in the locale, as the survey does', async () => {
    const stored = jsonOf<{stored: boolean; page: string}>(await call('submit_feedback', {path: '/faq', rating: 4, message: `from ${locale}`, locale}));
    expect(stored).toMatchObject({stored: true, page: `/${locale}/faq`});
    expect(server.storedRows().find((row) => row.message === `from ${locale}`)).toMatchObject({page: `/${locale}/faq`, locale, rate: 4, source: 'agent'});
  });

  it("the locale's pages are resources of their own", async () => {
    const {resources} = await client.listResources();
    const mine = resources.filter((resource) => resource.uri.startsWith(`faststore-docs://${locale}/page/`));
    expect(mine.length).toBeGreaterThan(100);
    expect(mine.find((resource) => resource.name === `/${locale}/quickstart`)).toMatchObject({
      uri: `faststore-docs://${locale}/page/quickstart`,
      mimeType: 'text/markdown',
    });
    const {contents} = await client.readResource({uri: `faststore-docs://${locale}/page/quickstart`});
    expect(contents).toEqual([{uri: `faststore-docs://${locale}/page/quickstart`, mimeType: 'text/markdown', text: twin(locale, 'quickstart.md')}]);
    await expect(client.readResource({uri: `faststore-docs://${locale}/page/quikstart`})).rejects.toThrow(/No page at/);
  });
});

describe('locales over HTTP', () => {
  it('English stays the default and its lists hold no translated page', async () => {
    const result = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'session', limit: 5}));
    for (const hit of result.hits) expect(hit.url).not.toMatch(/\/(pt-BR|es)\//);
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {}));
    expect(
      sections.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => page.path))).filter((page) => /^\/(pt-BR|es)(\/|$)/.test(page)),
    ).toEqual([]);
    expect(textOf(await call('get_page', {path: '/quickstart'}))).toBe(twin('en', 'quickstart.md'));
    expect(textOf(await call('get_page', {path: '/quickstart', locale: 'en'}))).toBe(twin('en', 'quickstart.md'));
  });

  it('a locale the build does not hold is an error that names the ones it does', async () => {
    const tools = (await client.listTools()).tools;
    for (const tool of tools) expect((tool.inputSchema.properties as Record<string, {enum?: string[]}>).locale?.enum, tool.name).toEqual(['en', 'es', 'pt-BR']);
    const result = await call('get_page', {path: '/quickstart', locale: 'fr'});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('locale must be one of en, es, pt-BR');
  });

  it('discovery names the locales and the resource template of each', async () => {
    const answer = (await (await fetch(`${server.origin}/.well-known/mcp`)).json()) as {locales: string[]; resources: Array<{uriTemplate: string}>};
    expect(answer.locales).toEqual(['en', 'es', 'pt-BR']);
    expect(answer.resources.map((resource) => resource.uriTemplate)).toEqual([
      'faststore-docs://page{+path}',
      'faststore-docs://es/page{+path}',
      'faststore-docs://pt-BR/page{+path}',
    ]);
  });
});

describe('the MCP tools in each locale over stdio (npm run mcp)', () => {
  let stdio: Client;
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-locales-stdio-'));

  beforeAll(async () => {
    requireBuild();
    stdio = new Client({name: 'devportal-locales-test', version: '1.0.0'});
    await stdio.connect(
      new StdioClientTransport({
        command: 'npm',
        args: ['run', '--silent', 'mcp'],
        env: {...(process.env as Record<string, string>), BUILD_DIR: buildDir, FEEDBACK_DB: path.join(dir, 'feedback.db')},
        stderr: 'pipe',
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await stdio?.close();
    rmSync(dir, {recursive: true, force: true});
  });

  it.each(['en', 'pt-BR', 'es'])('%s: search, a page and a resource', async (locale) => {
    const args = locale === 'en' ? {} : {locale};
    const result = jsonOf<SearchDocsResult>(await stdio.callTool({name: 'search_docs', arguments: {query: sessionQuery[locale], limit: 3, ...args}}));
    expect(result.hits.map((hit) => hit.path)).toContain('/reference/sdk/session');
    expect(result.hits[0]?.url.startsWith(locale === 'en' ? `${siteUrl}/reference/` : `${siteUrl}/${locale}/`)).toBe(true);
    expect(textOf(await stdio.callTool({name: 'get_page', arguments: {path: '/faq', ...args}}))).toBe(twin(locale, 'faq.md'));
    const uri = `faststore-docs://${locale === 'en' ? '' : `${locale}/`}page/faq`;
    expect((await stdio.readResource({uri})).contents[0]).toMatchObject({text: twin(locale, 'faq.md')});
  });
});
