/**
 * The MCP tools' `locale` argument against the fixture build with a pt-BR site beside it (fixture-locales.ts),
 * through the SDK's client over an in-memory transport: which site answers each tool, the URLs and paths it gives,
 * resources per locale and the errors. mcp-locales.build.test.ts runs the same over HTTP and stdio on the real build.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../../common/feedback.ts';
import type {FeedbackIntake} from '../../feedback/routes.ts';
import {loadSiteSet, type SiteSet} from '../locales.ts';
import {loadSite, type PageSectionTree, type SearchDocsResult} from '../site.ts';
import {createMcpServer} from '../tools.ts';
import {addFixtureLocale, localeTitle} from './fixture-locales.ts';
import {createFixtureSite, type FixtureSite} from './fixture-site.ts';

let fixture: FixtureSite;
let sites: SiteSet;
const saved: FeedbackResponse[] = [];
const feedback: FeedbackIntake = {
  take: () => 0,
  async save(response) {
    saved.push(response);
    return true;
  },
  health: () => ({state: 'open', since: new Date(0).toISOString()}),
};

beforeAll(async () => {
  fixture = await createFixtureSite();
  await addFixtureLocale(fixture.buildDir, 'pt-BR');
  sites = await loadSiteSet(fixture.buildDir, await loadSite(fixture.buildDir, {holdPostings: false}), {holdPostings: false});
}, 120_000);
afterAll(() => fixture?.remove());

async function connect() {
  const server = createMcpServer({site: sites.root, sites, feedback, client: 'agent-1'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'locale-test', version: '1.0.0'});
  await client.connect(clientSide);
  return client;
}
const call = async (name: string, args: Record<string, unknown>) => (await (await connect()).callTool({name, arguments: args})) as CallToolResult;
const text = (result: CallToolResult) => (result.content[0] as {text: string}).text;
const json = <T>(result: CallToolResult) => JSON.parse(text(result)) as T;

describe('the locales of the fixture build', () => {
  it('are English and pt-BR, English by default', async () => {
    expect(sites.locales).toEqual(['en', 'pt-BR']);
    expect(await sites.get('pt-BR')).toMatchObject({locale: 'pt-BR', basePath: '/pt-BR/', siteUrl: 'https://faststore.dev/pt-BR'});
  });
});

describe('search_docs with a locale', () => {
  it("searches that locale's index and gives its URLs", async () => {
    const result = json<SearchDocsResult>(await call('search_docs', {query: 'quickstart', locale: 'pt-BR', limit: 1}));
    expect(result.hits[0]).toMatchObject({title: localeTitle('Quickstart', 'pt-BR'), path: '/quickstart'});
    expect(result.hits[0]?.url).toMatch(/^https:\/\/faststore\.dev\/pt-BR\/quickstart(#|$)/);
    const english = json<SearchDocsResult>(await call('search_docs', {query: 'quickstart', limit: 1}));
    expect(english.hits[0]).toMatchObject({title: 'Quickstart', path: '/quickstart'});
    expect(english.hits[0]?.url).toMatch(/^https:\/\/faststore\.dev\/quickstart(#|$)/);
  });

  it('refuses a locale the build does not hold, naming those it does', async () => {
    const result = await call('search_docs', {query: 'quickstart', locale: 'es'});
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('locale must be one of en, pt-BR');
  });
});

describe('get_page and the page resources with a locale', () => {
  it.each([
    [{path: '/quickstart', locale: 'pt-BR'}, 'pt-BR'],
    [{path: 'https://faststore.dev/pt-BR/quickstart'}, 'pt-BR'],
    [{path: '/pt-BR/quickstart.md'}, 'pt-BR'],
    [{path: '/pt-BR/quickstart', locale: 'pt-BR'}, 'pt-BR'],
    [{path: '/quickstart'}, 'en'],
    [{path: '/quickstart', locale: 'en'}, 'en'],
  ])('%j reads the %s twin', async (args, locale) => {
    const page = text(await call('get_page', args));
    expect(page.split('\n')[0]).toBe(`# ${locale === 'en' ? 'Quickstart' : localeTitle('Quickstart', locale)}`);
  });

  it("names the locale's closest pages for a missing one, and refuses what is no path of the site", async () => {
    const missing = await call('get_page', {path: '/quikstart', locale: 'pt-BR'});
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^No page at \/quikstart\. Closest pages: \/quickstart/);
    const outside = await call('get_page', {path: 'https://example.com:99999/x', locale: 'pt-BR'});
    expect(outside.isError).toBe(true);
  });

  it('lists each locale under its own URIs, the root first, and reads them', async () => {
    const client = await connect();
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain('faststore-docs://page/quickstart');
    expect(uris).toContain('faststore-docs://pt-BR/page/quickstart');
    expect(uris.filter((uri) => uri.startsWith('faststore-docs://page/pt-BR'))).toEqual([]);
    expect(resources.find((resource) => resource.uri === 'faststore-docs://pt-BR/page/quickstart')).toMatchObject({
      name: '/pt-BR/quickstart',
      title: localeTitle('Quickstart', 'pt-BR'),
    });
    const {contents} = await client.readResource({uri: 'faststore-docs://pt-BR/page/quickstart'});
    expect((contents[0] as {text: string}).text.split('\n')[0]).toBe(`# ${localeTitle('Quickstart', 'pt-BR')}`);
    await expect(client.readResource({uri: 'faststore-docs://pt-BR/page/nope'})).rejects.toThrow('No page at faststore-docs://pt-BR/page/nope');
    const {resourceTemplates} = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => [template.name, template.uriTemplate])).toEqual([
      ['page', 'faststore-docs://page{+path}'],
      ['page-pt-BR', 'faststore-docs://pt-BR/page{+path}'],
    ]);
  });
});

describe('the other tools with a locale', () => {
  it("list_pages gives the locale's list", async () => {
    const sections = json<PageSectionTree[]>(await call('list_pages', {locale: 'pt-BR'}));
    expect(sections[0]?.groups[0]?.pages[0]).toMatchObject({title: localeTitle('Quickstart', 'pt-BR'), path: '/quickstart'});
    const english = json<PageSectionTree[]>(await call('list_pages', {}));
    expect(english[0]?.groups[0]?.pages[0]).toMatchObject({title: 'Quickstart', path: '/quickstart'});
  });

  it('the API lookups link into the locale', async () => {
    expect(json<{url: string}>(await call('get_graphql_type', {name: 'StoreProduct', locale: 'pt-BR'})).url).toMatch(/^https:\/\/faststore\.dev\/pt-BR\//);
    expect(json<{url: string}>(await call('get_graphql_type', {name: 'StoreProduct'})).url).not.toContain('/pt-BR/');
    expect(json<{url: string}>(await call('get_cms_api_operation', {operationId: 'listContentTypes', locale: 'pt-BR'})).url).toBe(
      'https://faststore.dev/pt-BR/vtex-headless-cms-api#operation-listContentTypes',
    );
  });

  it("submit_feedback stores a translated page at its address, and finds the locale's closest pages", async () => {
    saved.length = 0;
    expect(json<{page: string}>(await call('submit_feedback', {path: '/quickstart', rating: 5, locale: 'pt-BR'})).page).toBe('/pt-BR/quickstart');
    expect(json<{page: string}>(await call('submit_feedback', {path: 'https://faststore.dev/pt-BR/', rating: 4})).page).toBe('/pt-BR/');
    expect(json<{page: string}>(await call('submit_feedback', {path: '/quickstart', rating: 3})).page).toBe('/quickstart');
    expect(saved.map((response) => response.page)).toEqual(['/pt-BR/quickstart', '/pt-BR/', '/quickstart']);
    const missing = await call('submit_feedback', {path: '/quikstart', rating: 5, locale: 'pt-BR'});
    expect(text(missing)).toMatch(/^No page at \/quikstart; feedback is for a page of these docs\. Closest pages: \/quickstart/);
  });
});
