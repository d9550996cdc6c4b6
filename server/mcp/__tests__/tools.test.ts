/**
 * The MCP tools (tools.ts and the site they read, site.ts) against a small fixture build indexed by the project's
 * own indexer (fixture-site.ts) and a feedback store stub, through the SDK's client over an in-memory transport:
 * every tool's answer, the bounds of its arguments and its errors. The build-stage tests (*.build.test.ts) run
 * the same tools over HTTP and stdio against the real site.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../../common/feedback.ts';
import type {FeedbackIntake} from '../../feedback/routes.ts';
import {StorageUnavailableError, type FeedbackSource} from '../../feedback/store.ts';
import {loadSite, type McpSite, type PageSectionTree, type SearchDocsResult} from '../site.ts';
import {SEARCH_BUSY_RETRY_AFTER, SearchBusyError} from '../search-worker.ts';
import {createMcpServer, pageUri, searchLimits} from '../tools.ts';
import {createFixtureSite, fixturePages, twinOf, type FixtureSite} from './fixture-site.ts';

let fixture: FixtureSite;
let site: McpSite;

beforeAll(async () => {
  fixture = await createFixtureSite();
}, 120_000);
afterAll(() => fixture?.remove());
// A site loaded for each test: what the site and the tools build once per site (the parts read on first use, the tools'
// input schemas) is then built in every test that uses it, so each test can fail on a bug there, not only the first.
beforeEach(async () => {
  site = await loadSite(fixture.buildDir, {holdPostings: false});
});

interface StoreStub extends FeedbackIntake {
  saved: Array<{response: FeedbackResponse; source: FeedbackSource}>;
  taken: string[];
}

/** The feedback intake, answering as told: `wait` seconds of rate limit, and `save`'s own outcome. */
function storeStub({wait = 0, save = async () => true}: {wait?: number; save?: (response: FeedbackResponse) => Promise<boolean>} = {}): StoreStub {
  const stub: StoreStub = {
    saved: [],
    taken: [],
    take(client) {
      stub.taken.push(client);
      return wait;
    },
    async save(response, source) {
      const created = await save(response);
      stub.saved.push({response, source});
      return created;
    },
    health: () => ({state: 'open', since: new Date(0).toISOString()}),
  };
  return stub;
}

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

/** An MCP client connected to a new server of the fixture site. */
async function connect(feedback?: FeedbackIntake, forSite: McpSite = site) {
  const server = createMcpServer({site: forSite, feedback, client: 'agent-1'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'unit', version: '1.0.0'});
  await client.connect(clientSide);
  open.push(async () => {
    await client.close();
    await server.close();
  });
  return client;
}

async function call(name: string, args: Record<string, unknown>, feedback?: FeedbackIntake): Promise<CallToolResult> {
  return (await (await connect(feedback)).callTool({name, arguments: args})) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  const [first] = result.content;
  if (first?.type !== 'text') throw new Error(`expected a text result, got ${JSON.stringify(result)}`);
  return first.text;
}

const jsonOf = <T>(result: CallToolResult): T => {
  expect(result.isError, textOf(result)).toBeFalsy();
  return JSON.parse(textOf(result)) as T;
};

async function expectToolError(name: string, args: Record<string, unknown>, message: RegExp, feedback?: FeedbackIntake): Promise<void> {
  const result = await call(name, args, feedback);
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(message);
}

const twin = (sitePath: string) => twinOf(fixturePages.find((page) => page.path === sitePath)!);

describe('search_docs', () => {
  it('answers the best pages with their URL, kind, the heading of the best section and an excerpt', async () => {
    const result = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse'}));
    expect(result.query).toBe('lighthouse');
    expect(result.count).toBe(3);
    expect(result.hits.map((hit) => hit.path).sort()).toEqual(['/quickstart', '/releases/2022/04/22/webops', '/starters']);
    const quickstart = result.hits.find((hit) => hit.path === '/quickstart');
    expect(quickstart).toEqual({
      title: 'Quickstart',
      url: 'https://faststore.dev/quickstart#deploy-it',
      path: '/quickstart',
      kind: 'docs',
      section: 'Deploy it',
      excerpt: 'WebOps builds every commit and runs a lighthouse audit.',
    });
    const release = result.hits.find((hit) => hit.path === '/releases/2022/04/22/webops');
    expect(release).toMatchObject({kind: 'release', section: '', url: 'https://faststore.dev/releases/2022/04/22/webops'});
    expect(release?.excerpt).toContain('Lighthouse');
  });

  it('finds a word by its prefix and by a typo', async () => {
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'allProd'})).hits[0]?.path).toBe('/reference/api/queries/allProducts');
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'quikstart'})).hits[0]?.path).toBe('/quickstart');
  });

  it('filters by kind, the count answering the filtered set', async () => {
    const releases = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', kind: 'release'}));
    expect(releases.hits.map((hit) => hit.path)).toEqual(['/releases/2022/04/22/webops']);
    expect(releases.count).toBe(1);
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', kind: 'starter'})).hits.map((hit) => hit.kind)).toEqual(['starter']);
  });

  it('searches the current docs unless asked for v0', async () => {
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'storeui'})).hits).toEqual([]);
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'storeui', version: 'v0'})).hits.map((hit) => hit.path)).toEqual(['/v0/troubleshooting']);
  });

  it('returns at most limit hits and counts them all', async () => {
    const one = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', limit: 1}));
    expect(one.hits).toHaveLength(1);
    expect(one.count).toBe(3);
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', limit: searchLimits.max})).hits).toHaveLength(3);
  });

  it('answers the same once every word’s postings are held in memory', async () => {
    const holding = await loadSite(fixture.buildDir);
    const client = await connect(undefined, holding);
    const before = await client.callTool({name: 'search_docs', arguments: {query: 'products page'}});
    const held = await holding.holdPostings();
    expect(held.words).toBeGreaterThan(10);
    expect(await client.callTool({name: 'search_docs', arguments: {query: 'products page'}})).toEqual(before);
  });

  it.each([
    [{query: ''}, /query must not be empty/],
    [{query: '   '}, /query must not be empty/],
    [{query: 'x'.repeat(501)}, /query must be at most 500 characters/],
    [{query: 42}, /query must be a string/],
    [{}, /query must be a string/],
    [{query: 'cart', limit: 0}, /limit must be from 1 to 50/],
    [{query: 'cart', limit: 51}, /limit must be from 1 to 50/],
    [{query: 'cart', limit: 2.5}, /limit must be a whole number/],
    [{query: 'cart', limit: '5'}, /limit must be a number/],
    [{query: 'cart', version: 'v9'}, /version must be "current" or "v0"/],
    [{query: 'cart', kind: 'blog'}, /kind must be one of docs, release, starter, page/],
  ])('answers a tool error for %j', async (args, message) => {
    await expectToolError('search_docs', args, message);
  });

  it.each([[{query: 'x'.repeat(500)}], [{query: 'cart', limit: 1}], [{query: 'cart', limit: 50}]])('accepts the bound %j', async (args) => {
    expect((await call('search_docs', args)).isError).toBeFalsy();
  });
});

describe('get_page', () => {
  it.each(['/quickstart', 'https://faststore.dev/quickstart', 'quickstart', '/quickstart.md', 'quickstart/', ' /quickstart ', '/quickstart#deploy-it', '/quickstart?tab=yarn', 'HTTP://localhost:3000/quickstart/'])(
    'answers the Markdown twin for %s',
    async (input) => {
      const result = await call('get_page', {path: input});
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toBe(twin('/quickstart'));
    },
  );

  it.each(['/', '/index', 'https://faststore.dev/', '/index.md'])('answers the home page’s twin for %s', async (input) => {
    expect(textOf(await call('get_page', {path: input}))).toBe(twin('/'));
  });

  it('reads percent-encoded paths and nested pages', async () => {
    expect(textOf(await call('get_page', {path: '/reference/api/queries/all%50roducts'}))).toBe(twin('/reference/api/queries/allProducts'));
    expect(textOf(await call('get_page', {path: '/releases/2022/04/22/webops'}))).toBe(twin('/releases/2022/04/22/webops'));
  });

  it('names the closest pages for an unknown path, the same last segment first', async () => {
    await expectToolError('get_page', {path: '/quikstart'}, /^No page at \/quikstart\. Closest pages: \/quickstart, /);
    await expectToolError('get_page', {path: '/docs/allProducts'}, /^No page at \/docs\/allProducts\. Closest pages: \/reference\/api\/queries\/allProducts, /);
    const result = await call('get_page', {path: '/nothing-like-it'});
    expect(textOf(result).match(/Closest pages: (.*)\. list_pages/)?.[1]?.split(', ')).toHaveLength(3);
  });

  it.each(['http://[', '/%E0%A4%A', 'mailto:x@example.com'])('says %s is no path on this site', async (input) => {
    await expectToolError('get_page', {path: input}, /is not a path or URL on this site|^No page at /);
  });

  it.each(['/../package.json', '/..%2F..%2Fpackage.json', '/search-index/en.json', '/llms', '/faststore-api'])('reads nothing but the twins for %s', async (input) => {
    await expectToolError('get_page', {path: input}, /^No page at /);
  });

  it.each([
    [{path: ''}, /path must not be empty/],
    [{path: 7}, /path must be a string/],
    [{}, /path must be a string/],
    [{path: `/${'a'.repeat(2048)}`}, /path must be at most 2048 characters/],
  ])('answers a tool error for %j', async (args, message) => {
    await expectToolError('get_page', args, message);
  });

  it('accepts a path of 2048 characters', async () => {
    await expectToolError('get_page', {path: `/${'a'.repeat(2047)}`}, /^No page at /);
  });
});

describe('list_pages', () => {
  it('gives every section of /llms.txt that has pages, with its groups in order', async () => {
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {}));
    expect(sections.map((section) => section.title)).toEqual(['Docs', 'Docs v0', 'Release notes']);
    expect(sections[0]?.groups.map((group) => group.label)).toEqual(['Docs', 'References']);
    expect(sections[0]?.groups[1]?.pages).toEqual([
      {title: 'allProducts', path: '/reference/api/queries/allProducts', description: 'About allProducts'},
      {title: 'Objects', path: '/reference/api/objects', description: 'About Objects'},
    ]);
  });

  it.each([
    ['release notes', ['Release notes']],
    ['RELEASE', ['Release notes']],
    [' docs v0 ', ['Docs v0']],
    ['docs', ['Docs', 'Docs v0']],
  ])('gives the sections named %j', async (section, titles) => {
    expect(jsonOf<PageSectionTree[]>(await call('list_pages', {section})).map((found) => found.title)).toEqual(titles);
  });

  it.each([['blog'], [''], ['  ']])('names the sections for %j', async (section) => {
    await expectToolError('list_pages', {section}, /^No section "[^"]*"\. Sections: Docs, Docs v0, Release notes\.$/);
  });

  it('bounds the section name', async () => {
    await expectToolError('list_pages', {section: 'x'.repeat(201)}, /section must be at most 200 characters/);
    await expectToolError('list_pages', {section: 'x'.repeat(200)}, /^No section/);
  });
});

describe('get_graphql_type', () => {
  it('gives an object type with its fields and the anchor of its section when the page has one', async () => {
    const type = jsonOf<{name: string; kind: string; url: string; fields: Array<{name: string; type: string}>}>(await call('get_graphql_type', {name: 'StoreProduct'}));
    expect(type).toMatchObject({name: 'StoreProduct', kind: 'object', url: 'https://faststore.dev/reference/api/objects#storeproduct'});
    expect(type.fields.find((field) => field.name === 'sku')).toMatchObject({type: 'String!'});
  });

  it('links the reference page without an anchor when the page has no such section', async () => {
    const sort = jsonOf<{kind: string; url: string; values: Array<{name: string}>}>(await call('get_graphql_type', {name: 'StoreSort'}));
    expect(sort.kind).toBe('enum');
    expect(sort.url).toBe('https://faststore.dev/reference/api/enums');
    expect(sort.values.map((value) => value.name)).toContain('price_desc');
  });

  it('gives a root type by any case, with the page of each field that has one', async () => {
    const query = jsonOf<{name: string; url: string; fields: Array<{name: string; url?: string; args?: Array<{name: string; type: string}>}>}>(await call('get_graphql_type', {name: ' query '}));
    expect(query.name).toBe('Query');
    expect(query.url).toBe('https://faststore.dev/reference/api/queries');
    expect(query.fields.find((field) => field.name === 'allProducts')).toMatchObject({
      url: 'https://faststore.dev/reference/api/queries/allProducts',
      args: expect.arrayContaining([expect.objectContaining({name: 'first', type: 'Int!'})]),
    });
    expect(query.fields.find((field) => field.name === 'product')).not.toHaveProperty('url');
  });

  it('gives a union with its member types, an input type with its fields, and a scalar, each with its description', async () => {
    expect(jsonOf(await call('get_graphql_type', {name: 'StoreFacet'}))).toEqual({
      name: 'StoreFacet',
      kind: 'union',
      description: 'A facet of a search result: a numeric range or a list of values.',
      url: 'https://faststore.dev/reference/api/objects',
      possibleTypes: ['StoreFacetRange', 'StoreFacetBoolean'],
    });
    expect(jsonOf(await call('get_graphql_type', {name: 'IStoreCart'}))).toEqual({
      name: 'IStoreCart',
      kind: 'input',
      description: 'Cart sent by the browser.',
      url: 'https://faststore.dev/reference/api/inputs',
      fields: [{name: 'order', type: 'IStoreOrder!', description: 'Order number and items.'}],
    });
    expect(jsonOf(await call('get_graphql_type', {name: 'ObjectOrString'}))).toEqual({
      name: 'ObjectOrString',
      kind: 'scalar',
      description: expect.stringMatching(/^Either a plain string or a JSON value\./),
      url: 'https://faststore.dev/reference/api/scalars',
    });
  });

  it('gives each argument its type, its description and its default where it has one', async () => {
    const query = jsonOf<{fields: Array<{name: string; args?: Array<Record<string, unknown>>}>}>(await call('get_graphql_type', {name: 'Query'}));
    const args = query.fields.find((field) => field.name === 'search')?.args ?? [];
    expect(args.find((arg) => arg.name === 'after')).toEqual({name: 'after', type: 'String', description: 'Offset to start from, as a string (the API turns it into a page number).'});
    expect(args.find((arg) => arg.name === 'sort')).toEqual({name: 'sort', type: 'StoreSort', description: 'Sort order; relevance when left out.', defaultValue: 'score_desc'});
    expect(args.find((arg) => arg.name === 'term')).toMatchObject({type: 'String', defaultValue: ''});
  });

  it.each([
    [{name: 'StorProduct'}, /^No type "StorProduct" in the FastStore API schema\. Closest: StoreProduct, /],
    [{name: '__Schema'}, /^No type "__Schema"/],
    [{name: ''}, /name must not be empty/],
    [{name: '  '}, /name must not be empty/],
    [{name: 'x'.repeat(201)}, /name must be at most 200 characters/],
  ])('answers a tool error for %j', async (args, message) => {
    await expectToolError('get_graphql_type', args, message);
  });
});

describe('get_cms_api_operation', () => {
  it('finds an operation by operationId, in any case, with its reference anchor', async () => {
    const operation = jsonOf<{operationId: string; method: string; path: string; url: string; parameters: Array<{name: string}>}>(
      await call('get_cms_api_operation', {operationId: 'LISTCONTENTTYPES'}),
    );
    expect(operation).toMatchObject({operationId: 'listContentTypes', method: 'get', path: '/_v/cms/api/{builderId}/', url: 'https://faststore.dev/vtex-headless-cms-api#operation-listContentTypes'});
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(['builderId']);
  });

  it('finds an operation by path, and by path and method where the path has several', async () => {
    expect(jsonOf<{operationId: string}>(await call('get_cms_api_operation', {path: '/_v/cms/api/{builderId}/'})).operationId).toBe('listContentTypes');
    expect(jsonOf<{operationId: string}>(await call('get_cms_api_operation', {path: '/_v/cms/api/{builderId}/{document-id}/', method: 'delete'})).operationId).toBe('deletePageDocument');
  });

  it.each([
    [{}, /^Send either operationId or path \(not both, not neither\)\.$/],
    [{operationId: 'listContentTypes', path: '/_v/cms/api/{builderId}/'}, /^Send either operationId or path/],
    [{operationId: 'deleteEverything'}, /^No operation with operationId "deleteEverything"\. Operations: listContentTypes \(GET \/_v\/cms\/api\/\{builderId\}\/\), getPageDocument \(GET /],
    [{path: '/nope'}, /^No operation at \/nope\. Operations: /],
    [{path: '/_v/cms/api/{builderId}/', method: 'post'}, /^No operation at POST \/_v\/cms\/api\/\{builderId\}\/\. /],
    [{path: '/_v/cms/api/{builderId}/{document-id}/'}, /has several operations \(get, delete\); send method too, or one of the operationIds getPageDocument, deletePageDocument\.$/],
    [{path: '/_v/cms/api/{builderId}/', method: 'GET'}, /method must be an HTTP method in lower case/],
    [{operationId: 'x'.repeat(201)}, /operationId must be at most 200 characters/],
    [{path: `/${'x'.repeat(2048)}`}, /path must be at most 2048 characters/],
  ])('answers a tool error for %j', async (args, message) => {
    await expectToolError('get_cms_api_operation', args, message);
  });
});

describe('submit_feedback', () => {
  it('stores a validated response for the page, from an agent, and says so', async () => {
    const store = storeStub();
    const before = Date.now();
    const answer = jsonOf<{stored: boolean; id: string; page: string}>(await call('submit_feedback', {path: 'https://faststore.dev/quickstart#deploy-it', rating: 2, message: 'The Node.js version is missing.'}, store));
    expect(store.taken).toEqual(['agent-1']);
    expect(store.saved).toHaveLength(1);
    const [{response, source}] = store.saved as [StoreStub['saved'][number]];
    expect(source).toBe('agent');
    expect(response).toEqual({id: answer.id, timestamp: expect.any(String), rate: 2, message: 'The Node.js version is missing.', email: '', page: '/quickstart', locale: 'en'});
    expect(response.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(response.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(response.timestamp)).toBeLessThanOrEqual(Date.now());
    expect(answer).toEqual({stored: true, id: response.id, page: '/quickstart'});
  });

  it('stores an empty message when none is sent, and takes the bounds of the survey', async () => {
    const store = storeStub();
    expect((await call('submit_feedback', {path: '/quickstart', rating: 1}, store)).isError).toBeFalsy();
    expect((await call('submit_feedback', {path: '/quickstart', rating: 5, message: 'x'.repeat(2000)}, store)).isError).toBeFalsy();
    expect(store.saved.map(({response}) => [response.rate, response.message.length])).toEqual([
      [1, 0],
      [5, 2000],
    ]);
  });

  it.each([
    [{path: '/quickstart', rating: 0}, /rating must be from 1 to 5/],
    [{path: '/quickstart', rating: 6}, /rating must be from 1 to 5/],
    [{path: '/quickstart', rating: 4.5}, /rating must be a whole number/],
    [{path: '/quickstart', rating: '5'}, /rating must be a number from 1 to 5/],
    [{path: '/quickstart'}, /rating must be a number from 1 to 5/],
    [{path: '/quickstart', rating: 5, message: 'x'.repeat(2001)}, /message must be at most 2000 characters/],
    [{path: '/quickstart', rating: 5, message: 'bell \u0007'}, /^message must not contain control characters/],
    [{path: '/quickstart', rating: 5, message: 7}, /message must be a string/],
    [{path: '/no-such-page', rating: 5}, /^No page at \/no-such-page; feedback is for a page of these docs\. Closest pages: /],
    [{path: 'http://[', rating: 5}, /^No page at http:\/\/\[; feedback is for a page of these docs\.$/],
    [{path: '', rating: 5}, /path must not be empty/],
    [{rating: 5}, /path must be a string/],
  ])('stores nothing and answers a tool error for %j', async (args, message) => {
    const store = storeStub();
    await expectToolError('submit_feedback', args, message, store);
    expect(store.saved).toEqual([]);
  });

  it('says feedback is off when the server stores none', async () => {
    await expectToolError('submit_feedback', {path: '/quickstart', rating: 5}, /^Feedback is not stored by this server\.$/);
  });

  it('answers the wait of the client’s rate limit, storing nothing', async () => {
    const store = storeStub({wait: 7});
    await expectToolError('submit_feedback', {path: '/quickstart', rating: 5}, /^Too much feedback from this client; retry in 7 s\.$/, store);
    expect(store.taken).toEqual(['agent-1']);
    expect(store.saved).toEqual([]);
  });

  it('takes no rate-limit token for a response it refuses', async () => {
    const store = storeStub();
    await expectToolError('submit_feedback', {path: '/no-such-page', rating: 5}, /^No page at/, store);
    expect(store.taken).toEqual([]);
  });

  it('answers that storage is unavailable when the store is away, not that it stored', async () => {
    const store = storeStub({save: () => Promise.reject(new StorageUnavailableError('SQLite: disk I/O error (SQLITE_IOERR)'))});
    await expectToolError('submit_feedback', {path: '/quickstart', rating: 5}, /^Feedback storage is unavailable for now; retry in \d+ s\.$/, store);
  });

  it('fails on any other store error without calling it unavailable', async () => {
    const store = storeStub({save: () => Promise.reject(new Error('constraint failed'))});
    const result = await call('submit_feedback', {path: '/quickstart', rating: 5}, store);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('constraint failed');
    expect(textOf(result)).not.toMatch(/unavailable/);
  });

  it('answers only once the store has answered', async () => {
    let settled = false;
    // The store answers on a later turn of the event loop: an answer sent without waiting for it comes first.
    const store = storeStub({save: () => new Promise((resolve) => setImmediate(() => resolve((settled = true))))});
    const answer = jsonOf<{stored: boolean}>(await call('submit_feedback', {path: '/quickstart', rating: 3}, store));
    expect(answer.stored).toBe(true);
    expect(settled).toBe(true);
  });
});

describe('pages as resources', () => {
  it('lists every twin with its URI, its title and description from /llms.txt, or its path when it has none', async () => {
    const {resources} = await (await connect()).listResources();
    expect(resources.map((resource) => resource.name)).toEqual(fixturePages.map((page) => page.path).sort());
    expect(resources.find((resource) => resource.name === '/quickstart')).toEqual({
      uri: 'faststore-docs://page/quickstart',
      name: '/quickstart',
      title: 'Quickstart',
      description: 'About Quickstart',
      mimeType: 'text/markdown',
    });
    // A page /llms.txt does not list has no description of its own (the SDK gives it the template's).
    const starters = resources.find((resource) => resource.name === '/starters');
    expect(starters).toMatchObject({uri: 'faststore-docs://page/starters', name: '/starters', title: '/starters', mimeType: 'text/markdown'});
    expect(starters?.description).not.toMatch(/^About/);
  });

  it('reads a page as its twin, the same as get_page', async () => {
    const uri = pageUri('/releases/2022/04/22/webops');
    expect((await (await connect()).readResource({uri})).contents).toEqual([{uri, mimeType: 'text/markdown', text: twin('/releases/2022/04/22/webops')}]);
  });

  it.each(['faststore-docs://page/quikstart', 'faststore-docs://page/search-index/en.json', 'faststore-docs://page/%E0%A4%A'])('answers resource-not-found for %s', async (uri) => {
    await expect((await connect()).readResource({uri})).rejects.toThrow(/MCP error -32002: No page at /);
  });

  it('encodes the page path in its URI', () => {
    expect(pageUri('/a b/ü')).toBe('faststore-docs://page/a%20b/%C3%BC');
  });
});

describe('what a client sees of the tools', () => {
  it('lists each tool with its title, and each argument with its bounds, choices and description', async () => {
    const {tools} = await (await connect()).listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual(['get_cms_api_operation', 'get_graphql_type', 'get_page', 'list_pages', 'search_docs', 'submit_feedback']);
    expect(Object.fromEntries(tools.map((tool) => [tool.name, tool.title]))).toEqual({
      search_docs: 'Search the docs',
      get_page: 'Read a page',
      list_pages: 'List the pages',
      get_graphql_type: 'Look up a FastStore API type',
      get_cms_api_operation: 'Look up a Headless CMS API operation',
      submit_feedback: 'Send feedback on a page',
    });
    for (const tool of tools) expect(tool.description?.length, tool.name).toBeGreaterThan(60);
    const search = byName.search_docs!.inputSchema;
    expect(search.required).toEqual(['query']);
    expect(search.properties).toMatchObject({
      query: {type: 'string', minLength: 1, maxLength: 500},
      version: {enum: ['current', 'v0'], default: 'current', description: 'Docs version: current (default) or v0 (the old version).'},
      kind: {enum: ['docs', 'release', 'starter', 'page'], description: expect.stringMatching(/^Only pages of this kind: docs, release \(release notes\)/)},
      limit: {type: 'integer', minimum: 1, maximum: searchLimits.max, default: searchLimits.default, description: `How many hits to return, 1 to ${searchLimits.max}; default ${searchLimits.default}.`},
    });
    expect(byName.list_pages!.inputSchema.properties).toMatchObject({section: {type: 'string', maxLength: 200, description: 'One section by title: Docs, Docs v0, Release notes.'}});
    expect(byName.get_graphql_type!.inputSchema.properties).toMatchObject({name: {type: 'string', minLength: 1, maxLength: 200}});
    expect(byName.get_cms_api_operation!.inputSchema.properties).toMatchObject({
      operationId: {type: 'string', maxLength: 200},
      path: {type: 'string', maxLength: 2048, description: expect.stringContaining('/_v/cms/api/{builderId}/{contentType}')},
      method: {enum: ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']},
    });
    expect(byName.submit_feedback!.inputSchema.required).toEqual(['path', 'rating']);
    expect(byName.submit_feedback!.inputSchema.properties).toMatchObject({
      path: {type: 'string', minLength: 1, maxLength: 2048, description: 'The page rated: a site path such as /quickstart or its full URL.'},
      rating: {type: 'integer', minimum: 1, maximum: 5},
      message: {type: 'string', maxLength: 2000},
    });
  });

  it('tells the client what the server is for, and offers the pages as a resource template', async () => {
    const client = await connect();
    expect(client.getInstructions()).toMatch(/^FastStore Developer Portal: docs for FastStore .*Search with search_docs, then read a page with get_page/);
    const {resourceTemplates} = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([
      expect.objectContaining({name: 'page', title: 'Docs pages', description: 'A doc page or release post as Markdown, the same as get_page gives.', mimeType: 'text/markdown'}),
    ]);
  });

  it('refuses a query of more than 12 words, stop words not counted, repeats counted once', async () => {
    const words = 'cart session product search deploy lighthouse starter analytics theme button image price'.split(' ');
    await expectToolError('search_docs', {query: [...words, 'slider'].join(' ')}, /query must have at most 12 words; keep the ones that name what you look for/);
    expect((await call('search_docs', {query: words.join(' ')})).isError).toBeFalsy();
    expect((await call('search_docs', {query: `how do I ${words.join(' ')} with the`})).isError).toBeFalsy();
    expect((await call('search_docs', {query: `${words.join(' ')} cart cart`})).isError).toBeFalsy();
  });

  it('builds the input schemas once per site, not once per server', async () => {
    let reads = 0;
    const counted = new Proxy(site, {get: (target, key, receiver) => (key === 'sections' && reads++, Reflect.get(target, key, receiver))});
    createMcpServer({site: counted, client: 'a'});
    createMcpServer({site: counted, client: 'b'});
    expect(reads).toBe(1);
  });
});

describe('search_docs when the searches are busy', () => {
  async function connectSearching(search: () => Promise<SearchDocsResult>, onUnavailable?: (retryAfter: number) => void) {
    const server = createMcpServer({site, client: 'agent-1', search, onUnavailable});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({name: 'unit', version: '1.0.0'});
    await client.connect(clientSide);
    open.push(async () => {
      await client.close();
      await server.close();
    });
    return client;
  }

  it('answers when to retry, and tells the transport, when too many searches wait', async () => {
    const told: number[] = [];
    const client = await connectSearching(() => Promise.reject(new SearchBusyError('64 searches are waiting already')), (retryAfter) => told.push(retryAfter));
    const result = (await client.callTool({name: 'search_docs', arguments: {query: 'cart'}})) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`Too many searches at once; retry in ${SEARCH_BUSY_RETRY_AFTER} s.`);
    expect(told).toEqual([SEARCH_BUSY_RETRY_AFTER]);
  });

  it('fails on any other search error without calling it busy', async () => {
    const told: number[] = [];
    const client = await connectSearching(() => Promise.reject(new Error('index file unreadable')), (retryAfter) => told.push(retryAfter));
    const result = (await client.callTool({name: 'search_docs', arguments: {query: 'cart'}})) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/index file unreadable/);
    expect(textOf(result)).not.toMatch(/retry/);
    expect(told).toEqual([]);
  });
});

describe('the FastStore API schema behind get_graphql_type', () => {
  it('is read once per site, and read again after a failed read', async () => {
    let reads = 0;
    const schema = await site.graphqlSchema();
    const flaky: McpSite = {
      ...site,
      graphqlSchema: async () => {
        reads++;
        if (reads === 1) throw new Error('disk busy');
        return schema;
      },
    };
    const first = (await (await connect(undefined, flaky)).callTool({name: 'get_graphql_type', arguments: {name: 'StoreProduct'}})) as CallToolResult;
    expect(first.isError).toBe(true);
    for (const name of ['StoreProduct', 'StoreOffer']) {
      const result = (await (await connect(undefined, flaky)).callTool({name: 'get_graphql_type', arguments: {name}})) as CallToolResult;
      expect(result.isError, textOf(result)).toBeFalsy();
    }
    expect(reads).toBe(2);
  });
});
