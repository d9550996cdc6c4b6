/**
 * POST /mcp and GET /.well-known/mcp (routes.ts) and the search worker behind search_docs (search-worker.ts), in
 * process against the fixture build (fixture-site.ts): the guards in front of the SDK, the JSON-RPC error of each
 * refused request, the 503 of a tool that cannot be served for now, and the discovery document. The build-stage
 * tests (mcp-http.build.test.ts) run the same endpoint in the production server over the real site.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {FeedbackIntake} from '../../feedback/routes.js';
import {StorageUnavailableError} from '../../feedback/store.js';
import {pageUriTemplate, toolNames} from '../info.js';
import {invalidParams, isAllowedOrigin, MCP_BODY_LIMIT, registerMcp, type McpOptions} from '../routes.js';
import {SearchBusyError, startSearchWorker} from '../search-worker.js';
import {loadSite, type McpSite, type SearchDocsResult} from '../site.js';
import {createFixtureSite, type FixtureSite} from './fixture-site.js';
// routes.ts loads the tools, and the feedback contract they check, on the first MCP request. Loading them with this
// file makes their module-level code count as loaded, not as covered by whichever test sends first: the mutation
// run would otherwise hold that code's mutants to that one test alone.
import '../tools.js';

let fixture: FixtureSite;
let site: McpSite;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  fixture = await createFixtureSite();
  site = await loadSite(fixture.buildDir, {holdPostings: false});
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  fixture?.remove();
});

async function mcpApp(options: Partial<McpOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerMcp(app, {site, ...options});
  await app.ready();
  return app;
}

const initialize = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'unit', version: '1'}}};
const toolCall = (name: string, args: Record<string, unknown>) => ({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name, arguments: args}});

const post = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rpcError = (code: number, message: string | RegExp, id: string | number | null = null) => ({
  jsonrpc: '2.0',
  id,
  error: {code, message: typeof message === 'string' ? message : expect.stringMatching(message)},
});

describe('isAllowedOrigin', () => {
  it.each([
    [undefined, undefined, true],
    ['http://localhost', undefined, true],
    ['http://localhost:5173', undefined, true],
    ['https://127.0.0.1:3000', undefined, true],
    ['http://[::1]:8080', undefined, true],
    ['https://docs.example.com', 'https://docs.example.com', true],
    ['https://docs.example.com', undefined, false],
    ['https://docs.example.com.evil.test', 'https://docs.example.com', false],
    ['http://localhost.evil.test', undefined, false],
    ['http://evil.test/http://localhost', undefined, false],
    ['http://localhost:123456', undefined, false],
    ['ftp://localhost', undefined, false],
    ['null', undefined, false],
  ])('allows %s with the public origin %s: %s', (origin, publicOrigin, allowed) => {
    expect(isAllowedOrigin(origin, publicOrigin)).toBe(allowed);
  });
});

describe('POST /mcp', () => {
  let app: FastifyInstance;
  // An app for each test: what it builds on its first request (the SDK's request schemas) is then built in every test.
  beforeEach(async () => {
    app = await mcpApp({publicOrigin: 'https://docs.example.com'});
  });
  afterEach(async () => {
    await app.close();
  });

  it('answers a JSON-RPC request with JSON, from a loopback origin, the public one or none', async () => {
    for (const origin of [undefined, 'http://localhost:3000', 'https://docs.example.com']) {
      const response = await post(app, initialize, origin === undefined ? {} : {origin});
      expect(response.statusCode, origin).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({jsonrpc: '2.0', id: 1, result: {serverInfo: {name: 'faststore-devportal'}}});
    }
  });

  it('refuses another origin with 403, naming it', async () => {
    const response = await post(app, initialize, {origin: 'https://evil.example'});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(rpcError(-32600, 'Origin https://evil.example may not use this MCP server'));
  });

  it('runs search_docs in the search worker', async () => {
    const response = await post(app, toolCall('search_docs', {query: 'lighthouse'}));
    expect(response.statusCode).toBe(200);
    const {result} = response.json() as {result: {content: Array<{text: string}>; isError?: boolean}};
    expect(result.isError).toBeFalsy();
    const found = JSON.parse(result.content[0]!.text) as SearchDocsResult;
    expect(found.hits.map((hit) => hit.path).sort()).toEqual(['/quickstart', '/releases/2022/04/22/webops', '/starters']);
  });

  it.each([
    ['malformed JSON', '{"jsonrpc": "2.0",', {}, 400, rpcError(-32700, 'Parse error: the body must be a JSON-RPC message in JSON')],
    ['an empty body', '', {}, 400, rpcError(-32700, 'Parse error: the body must be a JSON-RPC message in JSON')],
    ['a body over the limit', JSON.stringify({...initialize, pad: 'x'.repeat(MCP_BODY_LIMIT)}), {}, 413, rpcError(-32600, `body must be at most ${MCP_BODY_LIMIT} bytes`)],
    ['a form body', 'a=1', {'content-type': 'application/x-www-form-urlencoded'}, 415, rpcError(-32600, 'Content-Type must be application/json')],
  ])('answers %s with the JSON-RPC error and status it calls for', async (_case, body, headers, status, error) => {
    const response = await post(app, body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(error);
  });

  it.each([
    ['tools/call', {name: 'search_docs', arguments: 'allProducts'}, 'Invalid params for tools/call: params.arguments: expected an object, received string'],
    ['tools/call', {name: 5}, 'Invalid params for tools/call: params.name: expected string, received number'],
    ['resources/read', {}, 'Invalid params for resources/read: params.uri: expected string, received undefined'],
  ])('answers %s with params %j by -32602 Invalid params, keeping the request id', async (method, params, message) => {
    for (const id of ['req-1', 42]) {
      const response = await post(app, {jsonrpc: '2.0', id, method, params});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(rpcError(-32602, message, id));
    }
    const withoutId = await post(app, {jsonrpc: '2.0', id: {not: 'an id'}, method, params});
    expect(withoutId.json()).toEqual(rpcError(-32602, message, null));
  });

  it.each(['initialize', 'ping', 'tools/list', 'tools/call', 'resources/list', 'resources/templates/list', 'resources/read'])(
    'checks the params of %s before the SDK sees them',
    async (method) => {
      const response = await post(app, {jsonrpc: '2.0', id: 3, method, params: 'not an object'});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(rpcError(-32602, new RegExp(`^Invalid params for ${method}: params: `), 3));
    },
  );

  it('answers a notification with 202 and no body', async () => {
    const response = await post(app, {jsonrpc: '2.0', method: 'notifications/initialized'});
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
  });

  it('passes the client’s protocol version on to the SDK, which refuses one it does not speak', async () => {
    const response = await post(app, {jsonrpc: '2.0', id: 2, method: 'tools/list'}, {'mcp-protocol-version': '1999-01-01'});
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/Unsupported protocol version/);
  });

  it.each(['GET', 'DELETE', 'PUT', 'PATCH'] as const)('answers %s with 405: the server is stateless', async (method) => {
    const response = await app.inject({method, url: '/mcp'});
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual(rpcError(-32600, 'This MCP server is stateless: send JSON-RPC messages with POST'));
  });
});

describe('POST /mcp, limited', () => {
  it('limits requests per client and says when to retry', async () => {
    const app = await mcpApp({rateLimit: 2});
    expect((await post(app, initialize)).statusCode).toBe(200);
    expect((await post(app, initialize)).statusCode).toBe(200);
    const third = await post(app, initialize);
    expect(third.statusCode).toBe(429);
    // Two a minute: the next token comes 30 s later.
    expect(third.headers['retry-after']).toBe('30');
    expect(third.json()).toEqual(rpcError(-32600, 'Too many MCP requests; retry in 30 s'));
  });

  it('answers 503 with Retry-After, the tool’s error in the body, while the feedback store cannot take a rating', async () => {
    const feedback: FeedbackIntake = {
      take: () => 0,
      save: () => Promise.reject(new StorageUnavailableError('database or disk is full')),
      health: () => ({state: 'unavailable', since: new Date(0).toISOString()}),
    };
    const app = await mcpApp({feedback});
    const response = await post(app, toolCall('submit_feedback', {path: '/quickstart', rating: 5}));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({result: {isError: true, content: [{text: expect.stringMatching(/^Feedback storage is unavailable for now; retry in 30 s\.$/)}]}});
  });
});

describe('POST /mcp when something else fails', () => {
  /** The endpoint with a hook in front that throws `error`, as a failing plugin or a bug in the route would. */
  async function failingApp(error: Error & {statusCode?: number}) {
    const app = Fastify({logger: false});
    apps.push(app);
    app.addHook('preHandler', async () => {
      throw error;
    });
    await registerMcp(app, {site});
    await app.ready();
    return app;
  }

  it('answers an unexpected error with 500 Internal error, telling nothing of it', async () => {
    for (const error of [new Error('boom'), Object.assign(new Error('upstream'), {statusCode: 503}), Object.assign(new Error('odd'), {statusCode: 399})]) {
      const response = await post(await failingApp(error), initialize);
      expect(response.statusCode, error.message).toBe(500);
      expect(response.json()).toEqual(rpcError(-32603, 'Internal error'));
    }
  });

  it('answers another client error with 400 Parse error, and an unsupported media type with 415', async () => {
    for (const statusCode of [400, 404, 499]) {
      const response = await post(await failingApp(Object.assign(new Error('bad'), {statusCode})), initialize);
      expect(response.statusCode, String(statusCode)).toBe(400);
      expect(response.json()).toEqual(rpcError(-32700, 'Parse error: the body must be a JSON-RPC message in JSON'));
    }
    const unsupported = await post(await failingApp(Object.assign(new Error('media'), {statusCode: 415})), initialize);
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual(rpcError(-32600, 'Content-Type must be application/json'));
  });
});

describe('invalidParams', () => {
  const schema = (issues: Array<{path: PropertyKey[]; message: string}> | undefined) => ({safeParse: () => (issues === undefined ? {success: true} : {success: false, error: {issues}})});
  const schemas = new Map([
    ['tools/call', schema([{path: ['params', 'arguments'], message: 'Invalid input: expected record, received string'}, {path: [], message: 'Invalid input: too many keys'}])],
    ['ping', schema(undefined)],
  ]);

  it('says what is wrong with each part, the root as params, "record" as an object', () => {
    expect(invalidParams({jsonrpc: '2.0', id: 9, method: 'tools/call', params: {}}, schemas)).toEqual({
      id: 9,
      message: 'Invalid params for tools/call: params.arguments: expected an object, received string; params: too many keys',
    });
  });

  it('leaves to the SDK what is not a request of a method it checks, or fits', () => {
    for (const body of [null, 'tools/call', 42, [{method: 'tools/call'}], {method: 5}, {method: 'tools/unknown'}, {method: 'ping', id: 1}]) {
      expect(invalidParams(body, schemas), JSON.stringify(body)).toBeNull();
    }
  });
});

describe('GET /.well-known/mcp', () => {
  it('without a public origin, names the Host the client used, and is not cached', async () => {
    const app = await mcpApp();
    const response = await app.inject({method: 'GET', url: '/.well-known/mcp', headers: {host: 'localhost:3000'}});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      name: 'faststore-devportal',
      transports: [{type: 'streamable-http', url: 'http://localhost:3000/mcp', stateless: true}],
      tools: [...toolNames],
      resources: [{uriTemplate: pageUriTemplate, mimeType: 'text/markdown', description: 'Each doc page and release post as Markdown'}],
      description: 'FastStore Developer Portal docs over the Model Context Protocol: search, pages, sidebars, the FastStore GraphQL API, the Headless CMS API and feedback.',
      stdio: {command: 'npm', args: ['run', '--silent', 'mcp'], note: 'from a clone of the portal with a build'},
      documentation: 'https://faststore.dev/ai-assistants',
      llmsTxt: 'https://faststore.dev/llms.txt',
      protocolVersion: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it.each(['evil.example/x', 'a b', 'host:port'])('refuses the Host %j with 400 when it has to name the endpoint', async (host) => {
    const app = await mcpApp();
    const response = await app.inject({method: 'GET', url: '/.well-known/mcp', headers: {host}});
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({error: 'The Host header must be a host name or address, with an optional port'});
  });

  it('with a public origin, names its endpoint whatever the Host, and may be cached', async () => {
    const app = await mcpApp({publicOrigin: 'https://docs.example.com'});
    const response = await app.inject({method: 'GET', url: '/.well-known/mcp', headers: {host: 'evil.example'}});
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.json()).toMatchObject({transports: [{url: 'https://docs.example.com/mcp'}]});
  });
});

describe('the search worker', () => {
  const search = (query: string) => ({query, version: 'current', limit: 10}) as const;

  it('answers searches, refuses one past its waiting bound at once, and fails the ones it holds when closed', async () => {
    const worker = startSearchWorker(fixture.buildDir, {waitingLimit: 1});
    try {
      const first = worker.search(search('lighthouse'));
      expect(worker.waiting()).toBe(1);
      await expect(worker.search(search('cart'))).rejects.toThrow(new SearchBusyError('1 searches are waiting already'));
      expect((await first).count).toBe(3);
      expect(worker.waiting()).toBe(0);
      const held = expect(worker.search(search('lighthouse'))).rejects.toThrow('The search worker is closed.');
      await worker.close();
      await held;
      await expect(worker.search(search('lighthouse'))).rejects.toThrow('The search worker is closed.');
    } finally {
      await worker.close();
    }
  });

  it('passes on why a search failed in the worker', async () => {
    const worker = startSearchWorker(`${fixture.buildDir}-missing`);
    try {
      await expect(worker.search(search('lighthouse'))).rejects.toThrow('The build has no llms.txt (the page list). Run "npm run build" first.');
    } finally {
      await worker.close();
    }
  });
});
