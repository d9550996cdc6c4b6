/**
 * The MCP endpoint of the production server over the real build, through the official SDK's client
 * over Streamable HTTP: every tool's answer and error, the HTTP guards, discovery and the site's
 * search relevance table answered the same through search_docs as through the site's engine.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSearcher} from '../../../common/search/engine.ts';
import type {SearchIndexEntry} from '../../../common/search/types.ts';
import {pageUriTemplate, toolNames} from '../info.ts';
import type {PageSectionTree, SearchDocsResult} from '../site.ts';
import {buildDir, httpClient, jsonOf, startServer, textOf, type McpTestServer} from './harness.ts';

// The site's relevance suite, from the search feature's core by its name in the root package.json (server/ has a
// package.json of its own, so the name resolves from the root's), loaded by URL: plugins/ is CommonJS to the server's module setup.
const {relevanceSuite} = (await import(pathToFileURL(createRequire(path.resolve('package.json')).resolve('#search/core')).href)) as {
  relevanceSuite: Array<{query: string; pages: Record<string, number>; version?: 'current' | 'v0'}>;
};

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
const twin = (relative: string) => readFileSync(path.join(buildDir, relative), 'utf8');

describe('tools/list', () => {
  it('lists the six tools, each with an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...toolNames]);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(['query', 'version', 'kind', 'limit', 'locale']);
    expect(search?.inputSchema.required).toEqual(['query']);
  });
});

describe('search_docs', () => {
  it('ranks the page named by a prefix first, with its URL, section heading and an excerpt', async () => {
    const result = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'allProd', limit: 3}));
    expect(result.hits).toHaveLength(3);
    const [first] = result.hits;
    expect(first).toMatchObject({title: 'allProducts', path: '/reference/api/queries/allProducts', kind: 'docs'});
    expect(first?.url).toMatch(/^https:\/\/faststore\.dev\/reference\/api\/queries\/allProducts(#[\w-]+)?$/);
    expect(first?.excerpt.toLowerCase()).toContain('allproducts');
    expect(result.count).toBeGreaterThanOrEqual(3);
  });

  it('filters docs by version: a v0-only word (Theme UI createTheme) is found only in v0', async () => {
    expect(jsonOf<SearchDocsResult>(await call('search_docs', {query: 'createtheme'})).hits.map((hit) => hit.path)).not.toContain('/v0/troubleshooting');
    const v0 = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'createtheme', version: 'v0'}));
    expect(v0.hits[0]?.path).toBe('/v0/troubleshooting');
  });

  it('filters by kind: release notes only, and the count answers the filtered set', async () => {
    const all = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', limit: 50}));
    const releases = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'lighthouse', kind: 'release', limit: 50}));
    expect(releases.hits.length).toBeGreaterThan(0);
    expect(releases.hits.every((hit) => hit.kind === 'release' && hit.path.startsWith('/releases/'))).toBe(true);
    expect(releases.count).toBe(all.hits.filter((hit) => hit.kind === 'release').length);
    expect(releases.count).toBeLessThan(all.count);
  });

  it.each([
    [{query: ''}, /query must not be empty/],
    [{query: 'cart', limit: 0}, /limit must be from 1 to 50/],
    [{query: 'cart', limit: 2.5}, /limit must be a whole number/],
    [{query: 'cart', version: 'v9'}, /version must be "current" or "v0"/],
    [{query: 'cart', kind: 'blog'}, /kind must be one of docs, release, starter, page/],
    [{query: 42}, /query must be a string/],
    [{}, /query must be a string/],
    [{query: 'x'.repeat(501)}, /query must be at most 500 characters/],
    [{query: 'b c d e f g h j k l m n o'}, /query must have at most 12 words/],
    [{query: 'checkout cart session order payment shipping tax promotion coupon inventory price currency locale'}, /query must have at most 12 words/],
  ])('answers a tool error for %j', async (args, message) => {
    const result = await call('search_docs', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
  });
});

describe('search_docs off the server’s thread', () => {
  it('answers from the search worker: the server thread’s own search is never called, and a 12-word query is searched', async () => {
    const elsewhere = await startServer({siteSearch: () => Promise.reject(new Error('searched in the thread that serves pages'))});
    const elsewhereClient = await httpClient(elsewhere.origin);
    try {
      const result = await elsewhereClient.callTool({name: 'search_docs', arguments: {query: 'allProd', limit: 3}});
      expect(result.isError).toBeFalsy();
      expect(jsonOf<SearchDocsResult>(result).hits[0]?.path).toBe('/reference/api/queries/allProducts');
      const long = await elsewhereClient.callTool({name: 'search_docs', arguments: {query: 'b c d e f g h j k l m n'}});
      expect(long.isError).toBeFalsy();
    } finally {
      await elsewhereClient.close();
      await elsewhere.close();
    }
  });

  it('answers a search past the waiting bound with 503 and Retry-After, the tool’s error in the body', async () => {
    // No search may wait: each is past the bound (search-worker.build.test.ts counts the bound itself).
    const bounded = await startServer({searchesWaiting: 0});
    try {
      const answer = await fetch(`${bounded.origin}/mcp`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        body: JSON.stringify({jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'cart'}}}),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      const body = (await answer.json()) as {id: number; result: {isError: boolean; content: Array<{text: string}>}};
      expect(body.id).toBe(3);
      expect(body.result).toEqual({isError: true, content: [{type: 'text', text: 'Too many searches at once; retry in 1 s.'}]});
    } finally {
      await bounded.close();
    }
  });
});

describe('the relevance suite through search_docs', () => {
  it('gives the same top hits as the site’s engine over HTTP, and a page that answers in the top 3 for ≥ 95 % of queries', async () => {
    const entry = (await (await fetch(`${server.origin}/search-index/en.json`)).json()) as SearchIndexEntry;
    const site = createSearcher(entry, async (file) => (await fetch(`${server.origin}${entry.base}/${file}`)).json());
    let top3 = 0;
    for (const {query, pages, version = 'current'} of relevanceSuite) {
      const fromSite = await site.search(query, ['default', `docs-default-${version}`], 5);
      const fromMcp = jsonOf<SearchDocsResult>(await call('search_docs', {query, version, limit: 5}));
      expect(fromMcp.hits.map((hit) => hit.path), query).toEqual(fromSite.hits.map((hit) => hit.url));
      expect(fromMcp.count, query).toBe(fromSite.count);
      if (fromMcp.hits.slice(0, 3).some((hit) => pages[hit.path] === 2)) top3 += 1;
    }
    expect(top3 / relevanceSuite.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('get_page', () => {
  it.each(['/quickstart', 'https://faststore.dev/quickstart', '/quickstart.md', 'quickstart/', 'http://localhost:3000/quickstart#before-you-begin'])(
    'answers the Markdown twin for %s',
    async (input) => {
      const result = await call('get_page', {path: input});
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toBe(twin('quickstart.md'));
    },
  );

  it('reads release posts and versioned docs', async () => {
    expect(textOf(await call('get_page', {path: '/releases/2022/04/22/webops'}))).toBe(twin('releases/2022/04/22/webops.md'));
    expect(textOf(await call('get_page', {path: '/v0/troubleshooting'}))).toBe(twin('v0/troubleshooting.md'));
  });

  it('names the closest existing paths for an unknown one', async () => {
    const result = await call('get_page', {path: '/quikstart'});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^No page at \/quikstart\. Closest pages: \/quickstart, /);
  });

  it.each(['/../package.json', '/..%2F..%2Fpackage.json', '/search-index/en.json', '/%2e%2e/README', '/assets', 'file:///etc/passwd', '/\0'])(
    'reads nothing outside the twins for %s',
    async (input) => {
      const result = await call('get_page', {path: input});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^No page at |is not a path or URL on this site/);
    },
  );

  it.each([[{path: ''}, /path must not be empty/], [{path: 7}, /path must be a string/], [{}, /path must be a string/]])('answers a tool error for %j', async (args, message) => {
    const result = await call('get_page', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
  });
});

describe('pages as resources', () => {
  it('lists every page get_page reads, each with its URI, title and Markdown type, in every locale', async () => {
    const {resources} = await client.listResources();
    // Each translated locale is a site of its own in build/<locale>/, listed under its own URIs (mcp-locales.build.test.ts).
    const twins = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.md') && !/^(assets|img|search-index)\//.test(file))
      .map((file) => `/${file.replace(/\.md$/, '')}`.replace(/\/index$/, '') || '/')
      // A locale's home is named as its address: /pt-BR/.
      .map((name) => (/^\/(pt-BR|es)$/.test(name) ? `${name}/` : name));
    expect(twins.length).toBeGreaterThan(300);
    expect(resources.map((resource) => resource.name).sort()).toEqual(twins.sort());
    const english = resources.filter((resource) => resource.uri.startsWith('faststore-docs://page/'));
    expect(english.length).toBeGreaterThan(100);
    expect(english.filter((resource) => /^\/(pt-BR|es)(\/|$)/.test(resource.name))).toEqual([]);
    expect(resources.find((resource) => resource.name === '/quickstart')).toMatchObject({
      uri: 'faststore-docs://page/quickstart',
      title: 'Quickstart',
      mimeType: 'text/markdown',
    });
    const {resourceTemplates} = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([
      expect.objectContaining({name: 'page', uriTemplate: pageUriTemplate, mimeType: 'text/markdown'}),
      expect.objectContaining({name: 'page-es', uriTemplate: 'faststore-docs://es/page{+path}', mimeType: 'text/markdown'}),
      expect.objectContaining({name: 'page-pt-BR', uriTemplate: 'faststore-docs://pt-BR/page{+path}', mimeType: 'text/markdown'}),
    ]);
  });

  it.each([
    ['faststore-docs://page/quickstart', 'quickstart.md'],
    ['faststore-docs://page/releases/2022/04/22/webops', 'releases/2022/04/22/webops.md'],
    ['faststore-docs://page/v0/troubleshooting', 'v0/troubleshooting.md'],
  ])('reads %s as the Markdown twin, the same as get_page', async (uri, file) => {
    const {contents} = await client.readResource({uri});
    expect(contents).toEqual([{uri, mimeType: 'text/markdown', text: twin(file)}]);
  });

  it('reads every listed page', async () => {
    const {resources} = await client.listResources();
    for (const {uri} of resources.slice(0, 40)) expect((await client.readResource({uri})).contents[0]).toHaveProperty('text');
  });

  it.each(['faststore-docs://page/quikstart', 'faststore-docs://page/../package.json', 'faststore-docs://page/search-index/en.json', 'faststore-docs://other/quickstart'])(
    'answers a JSON-RPC error for %s',
    async (uri) => {
      await expect(client.readResource({uri})).rejects.toThrow(/MCP error -32\d{3}: .*(No page at|not found)/);
    },
  );
});

describe('list_pages', () => {
  it('gives the sidebars and the release notes as a tree of readable pages', async () => {
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {}));
    expect(sections.map((section) => section.title)).toEqual(expect.arrayContaining(['Docs', 'Tutorials', 'Tutorial: CMS store components', 'Release notes']));
    const docs = sections.find((section) => section.title === 'Docs');
    expect(docs?.groups.map((group) => group.label)).toEqual(expect.arrayContaining(['Docs', 'Concepts', 'How-to guides', 'References']));
    expect(docs?.groups[0]?.pages[0]).toMatchObject({title: 'Documentation', path: '/docs'});
    const paths = sections.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => page.path)));
    expect(paths.length).toBeGreaterThan(150);
    for (const pagePath of [paths[0], paths[40], paths.at(-1)]) expect((await call('get_page', {path: pagePath})).isError, pagePath).toBeFalsy();
  });

  it('gives one section by title, case-insensitive', async () => {
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {section: 'release notes'}));
    expect(sections.map((section) => section.title)).toEqual(['Release notes']);
    expect(sections[0]?.groups[0]?.pages.every((page) => page.path.startsWith('/releases/'))).toBe(true);
  });

  it('names the sections for an unknown one', async () => {
    const result = await call('list_pages', {section: 'blog'});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^No section "blog"\. Sections: Docs, Tutorials, /);
  });
});

describe('get_graphql_type', () => {
  it('gives an object type with its fields, arguments and reference anchor', async () => {
    const type = jsonOf<{name: string; kind: string; url: string; fields: Array<{name: string; type: string; args?: Array<{name: string}>}>}>(
      await call('get_graphql_type', {name: 'StoreProduct'}),
    );
    expect(type).toMatchObject({name: 'StoreProduct', kind: 'object', url: 'https://faststore.dev/reference/api/objects#storeproduct'});
    expect(type.fields.find((field) => field.name === 'sku')).toMatchObject({type: 'String!'});
    expect(readFileSync(path.join(buildDir, 'reference/api/objects.html'), 'utf8')).toMatch(/id="?storeproduct"?>/);
  });

  it('gives the root query with arguments and the page of each query', async () => {
    const query = jsonOf<{url: string; fields: Array<{name: string; args?: Array<{name: string; type: string}>; url?: string}>}>(await call('get_graphql_type', {name: 'query'}));
    expect(query.url).toBe('https://faststore.dev/reference/api/queries');
    expect(query.fields.find((field) => field.name === 'allProducts')).toMatchObject({
      url: 'https://faststore.dev/reference/api/queries/allProducts',
      args: expect.arrayContaining([expect.objectContaining({name: 'first', type: 'Int!'})]),
    });
  });

  it('gives enums with their values and inputs on the inputs page', async () => {
    const sort = jsonOf<{kind: string; values: Array<{name: string}>; url: string}>(await call('get_graphql_type', {name: 'StoreSort'}));
    expect(sort.kind).toBe('enum');
    expect(sort.values.map((value) => value.name)).toContain('price_desc');
    expect(sort.url).toBe('https://faststore.dev/reference/api/enums#storesort');
    expect(jsonOf<{url: string}>(await call('get_graphql_type', {name: 'IStoreCart'})).url).toBe('https://faststore.dev/reference/api/inputs#istorecart');
  });

  it('names the closest types for an unknown one', async () => {
    const result = await call('get_graphql_type', {name: 'StorProduct'});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^No type "StorProduct" in the FastStore API schema\. Closest: StoreProduct, /);
    expect((await call('get_graphql_type', {name: '__Schema'})).isError).toBe(true);
    expect(textOf(await call('get_graphql_type', {name: ''}))).toMatch(/name must not be empty/);
  });
});

describe('get_cms_api_operation', () => {
  it('finds an operation by operationId or by path, with parameters, responses and its reference anchor', async () => {
    const byId = jsonOf<{method: string; path: string; parameters: Array<{name: string}>; responses: Record<string, unknown>; url: string}>(
      await call('get_cms_api_operation', {operationId: 'getPageDocument'}),
    );
    expect(byId).toMatchObject({method: 'get', path: '/_v/cms/api/{builderId}/{content-type}/{document-id}/', url: 'https://faststore.dev/vtex-headless-cms-api#operation-getPageDocument'});
    expect(byId.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['builderId', 'content-type', 'document-id']));
    expect(Object.keys(byId.responses)).toContain('200');
    const byPath = jsonOf<{operationId: string}>(await call('get_cms_api_operation', {path: '/_v/cms/api/{builderId}/', method: 'get'}));
    expect(byPath.operationId).toBe('listContentTypes');
  });

  it.each([
    [{}, /Send either operationId or path/],
    [{operationId: 'listContentTypes', path: '/_v/cms/api/{builderId}/'}, /Send either operationId or path/],
    [{operationId: 'deleteEverything'}, /^No operation with operationId "deleteEverything"\. Operations: listContentTypes \(GET /],
    [{path: '/nope'}, /^No operation at \/nope\./],
    [{path: '/_v/cms/api/{builderId}/', method: 'GET'}, /method must be an HTTP method in lower case/],
  ])('answers a tool error for %j', async (args, message) => {
    const result = await call('get_cms_api_operation', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
  });
});

describe('submit_feedback', () => {
  it('stores a rating for a page in the survey’s store, marked as from an agent', async () => {
    const before = server.storedRows().length;
    const answer = jsonOf<{stored: boolean; id: string}>(await call('submit_feedback', {path: 'https://faststore.dev/quickstart', rating: 2, message: 'The Node.js version is missing.'}));
    expect(answer.stored).toBe(true);
    const rows = server.storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({id: answer.id, page: '/quickstart', locale: 'en', rate: 2, message: 'The Node.js version is missing.', source: 'agent'});
  });

  it.each([
    [{path: '/quickstart', rating: 0}, /rating must be from 1 to 5/],
    [{path: '/quickstart', rating: 6}, /rating must be from 1 to 5/],
    [{path: '/quickstart', rating: 4.5}, /rating must be a whole number/],
    [{path: '/quickstart', rating: '5'}, /rating must be a number from 1 to 5/],
    [{path: '/quickstart', rating: 5, message: 'x'.repeat(2001)}, /message must be at most 2000 characters/],
    [{path: '/no-such-page', rating: 5}, /^No page at \/no-such-page; feedback is for a page of these docs/],
    [{path: '//evil.example/x', rating: 5}, /^No page at /],
    [{rating: 5}, /path must be a string/],
  ])('stores nothing and answers a tool error for %j', async (args, message) => {
    const before = server.storedRows().length;
    const result = await call('submit_feedback', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    expect(server.storedRows()).toHaveLength(before);
  });

  it('answers 503 with Retry-After, the tool’s error in the body, while the feedback store cannot take it', async () => {
    const before = server.storedRows().length;
    server.store.db.pragma('query_only = ON');
    try {
      const response = await fetch(`${server.origin}/mcp`, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        body: JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'submit_feedback', arguments: {path: '/quickstart', rating: 3}}}),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      const answer = (await response.json()) as {id: number; result: {isError: boolean; content: Array<{text: string}>}};
      expect(answer.id).toBe(7);
      expect(answer.result.isError).toBe(true);
      expect(answer.result.content[0]?.text).toBe('Feedback storage is unavailable for now; retry in 30 s.');
    } finally {
      server.store.db.pragma('query_only = OFF');
    }
    expect(server.storedRows()).toHaveLength(before);
    // Other tools are answered meanwhile as ever.
    expect((await call('get_page', {path: '/quickstart'})).isError).toBeFalsy();
  });

  it('shares the survey’s per-client rate limit', async () => {
    const limited = await startServer({feedbackRateLimit: 2});
    const limitedClient = await httpClient(limited.origin);
    try {
      const survey = await fetch(`${limited.origin}/api/feedback`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({id: crypto.randomUUID(), timestamp: new Date().toISOString(), rate: 5, message: '', email: '', page: '/faq'}),
      });
      expect(survey.status).toBe(201);
      expect((await limitedClient.callTool({name: 'submit_feedback', arguments: {path: '/faq', rating: 4}})).isError).toBeFalsy();
      const third = await limitedClient.callTool({name: 'submit_feedback', arguments: {path: '/faq', rating: 4}});
      expect(third.isError).toBe(true);
      expect(textOf(third)).toMatch(/^Too much feedback from this client; retry in \d+ s\.$/);
      expect(limited.storedRows().map((row) => row.source)).toEqual(['reader', 'agent']);
    } finally {
      await limitedClient.close();
      await limited.close();
    }
  });
});

describe('the HTTP endpoint', () => {
  const initialize = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'curl', version: '1'}}};
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}/mcp`, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers}, body});

  it('answers a plain JSON-RPC request with JSON and the site’s security headers', async () => {
    const response = await post(JSON.stringify(initialize));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await response.json()) as {result: {serverInfo: {name: string}}}).result.serverInfo.name).toBe('faststore-devportal');
  });

  it.each([
    ['a foreign origin', 'https://evil.example', 403],
    ['a rebound host name', 'http://attacker.test:3000', 403],
    ['the literal null origin', 'null', 403],
    ['a loopback origin', 'http://localhost:5173', 200],
    ['the IPv4 loopback', 'http://127.0.0.1:3000', 200],
  ])('answers %s with %i (DNS-rebinding guard)', async (_name, origin, status) => {
    const response = await post(JSON.stringify(initialize), {origin});
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32600}});
  });

  it.each([
    ['malformed JSON', '{"jsonrpc": "2.0",', {}, 400, -32700],
    ['an empty body', '', {}, 400, -32700],
    ['a body over 64 KB', JSON.stringify({...initialize, pad: 'x'.repeat(70_000)}), {}, 413, -32600],
    ['a form body', 'a=1', {'content-type': 'application/x-www-form-urlencoded'}, 415, -32600],
    ['a JSON value that is no JSON-RPC message', '[1, 2]', {}, 400, undefined],
  ])('answers %s with a JSON-RPC error and %i', async (_name, body, headers, status, code) => {
    const response = await post(body, headers as Record<string, string>);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as {jsonrpc: string; error: {code: number}};
    expect(answer.jsonrpc).toBe('2.0');
    if (code !== undefined) expect(answer.error.code).toBe(code);
    else expect(answer.error.code).toBeLessThan(0);
  });

  it.each([
    ['tools/call', {name: 'search_docs', arguments: 'allProducts'}, /^Invalid params for tools\/call: params\.arguments: expected an object, received string$/],
    ['tools/call', {name: 5}, /^Invalid params for tools\/call: params\.name: expected string, received number$/],
    ['resources/read', {}, /^Invalid params for resources\/read: params\.uri: expected string, received undefined$/],
    ['tools/list', {cursor: 5}, /^Invalid params for tools\/list: params\.cursor: expected string, received number$/],
    ['initialize', {}, /^Invalid params for initialize: params\.protocolVersion: expected string, received undefined; params\.capabilities: /],
  ])('answers %s with params %j by -32602 Invalid params and a readable message', async (method, params, message) => {
    const response = await post(JSON.stringify({jsonrpc: '2.0', id: 'req-1', method, params}));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {id: string; error: {code: number; message: string}};
    expect(answer.id).toBe('req-1');
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toMatch(message);
  });

  it('answers GET and DELETE with 405: the server is stateless', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${server.origin}/mcp`, {method});
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('limits requests per client and says when to retry', async () => {
    const limited = await startServer({mcpRateLimit: 2});
    try {
      const send = () => fetch(`${limited.origin}/mcp`, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body: JSON.stringify(initialize)});
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({jsonrpc: '2.0', error: {code: -32600}});
    } finally {
      await limited.close();
    }
  });
});

describe('discovery', () => {
  it('describes the endpoint at /.well-known/mcp', async () => {
    const response = await fetch(`${server.origin}/.well-known/mcp`);
    expect(response.status).toBe(200);
    const description = (await response.json()) as {transports: Array<{type: string; url: string}>; tools: string[]; resources: unknown[]; documentation: string};
    expect(description.transports).toEqual([{type: 'streamable-http', url: `${server.origin}/mcp`, stateless: true}]);
    expect(description.tools).toEqual([...toolNames]);
    expect(description.resources).toEqual([
      expect.objectContaining({uriTemplate: 'faststore-docs://page{+path}'}),
      expect.objectContaining({uriTemplate: 'faststore-docs://es/page{+path}'}),
      expect.objectContaining({uriTemplate: 'faststore-docs://pt-BR/page{+path}'}),
    ]);
    expect(description.documentation).toBe('https://faststore.dev/ai-assistants');
  });

  it('without SITE_URL, names the Host the client used, never X-Forwarded-Host (even with TRUST_PROXY), and is not cached', async () => {
    const behindProxy = await startServer({trustProxy: 1});
    try {
      const response = await fetch(`${behindProxy.origin}/.well-known/mcp`, {headers: {'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example'}});
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const description = (await response.json()) as {transports: Array<{url: string}>};
      expect(description.transports[0]?.url).toBe(`${behindProxy.origin}/mcp`);
    } finally {
      await behindProxy.close();
    }
  });

  it('with SITE_URL, names that site’s endpoint whatever the Host, and may be cached', async () => {
    const configured = await startServer({publicOrigin: 'https://docs.example.com', trustProxy: 1});
    try {
      const response = await fetch(`${configured.origin}/.well-known/mcp`, {headers: {'x-forwarded-host': 'evil.example'}});
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const description = (await response.json()) as {transports: Array<{url: string}>};
      expect(description.transports[0]?.url).toBe('https://docs.example.com/mcp');
    } finally {
      await configured.close();
    }
  });

  it('is listed in /llms.txt, and the setup page is in the docs sidebar', async () => {
    const llms = await (await fetch(`${server.origin}/llms.txt`)).text();
    expect(llms).toContain('- [MCP server](https://faststore.dev/.well-known/mcp)');
    const docs = jsonOf<PageSectionTree[]>(await call('list_pages', {section: 'Docs'}));
    expect(docs[0]?.groups[0]?.pages.map((page) => page.path)).toContain('/ai-assistants');
    expect(textOf(await call('get_page', {path: '/ai-assistants'}))).toMatch(/^# Use these docs from your AI assistant/);
  });
});
