/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless (a new MCP server per request,
 * answering plain JSON), and GET /.well-known/mcp describing it. Guards in front of the SDK: the Origin
 * check against DNS rebinding, a per-client rate limit and a body limit; malformed requests answer
 * JSON-RPC errors with a 4xx status.
 */
import type * as SdkTypes from '@modelcontextprotocol/sdk/types.js';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {withBase} from '../../common/basePath.ts';
import {createRateLimiter} from '../feedback/rate-limit.ts';
import type {FeedbackIntake} from '../feedback/routes.ts';
import {createPacer} from './pacer.ts';
import {singleSite, type SiteSet} from './locales.ts';
import {startLocaleSearchWorkers} from './search-worker.ts';
import type {McpSite} from './site.ts';
import {localePageUriTemplate, MCP_TOTAL_RATE_LIMIT, pageUriTemplate, serverInfo, toolNames} from './info.ts';

/**
 * The SDK, zod's JSON Schema conversion and the tools load on the first MCP request, so they add nothing
 * to the server's start-up (the page server is ready as soon as before). Imported once: each import()
 * call goes through the module loader again, which under tsx is a round trip to its loader thread
 * (README, design note "MCP speed").
 */
let handlerModules: ReturnType<typeof importHandler> | undefined;
const importHandler = () =>
  Promise.all([import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'), import('./tools.ts'), import('@modelcontextprotocol/sdk/types.js')]);
const loadHandler = () => {
  if (!handlerModules) {
    handlerModules = importHandler();
    handlerModules.catch(() => (handlerModules = undefined));
  }
  return handlerModules;
};

export const MCP_PATH = '/mcp';
export const MCP_WELL_KNOWN_PATH = '/.well-known/mcp';
/** Largest JSON-RPC body accepted, in bytes: a tool call is a few hundred. */
export const MCP_BODY_LIMIT = 64 * 1024;

export interface McpOptions {
  site: McpSite;
  /** Every locale's site, the root's first (locales.ts); default the root site alone. */
  sites?: SiteSet;
  /** Where submit_feedback stores; unset turns the tool's answer into an error. */
  feedback?: FeedbackIntake;
  /** SITE_URL's origin, allowed besides the loopback origins; unset allows only those. */
  publicOrigin?: string;
  /** MCP requests per client IP per minute; default 300. */
  rateLimit?: number;
  /** MCP requests per second from all clients together; default MCP_TOTAL_RATE_LIMIT. */
  totalRateLimit?: number;
  /** Searches that may wait for the search worker before one is refused with 503; default SEARCHES_WAITING_LIMIT. */
  searchesWaiting?: number;
}

/** JSON-RPC error codes (JSON-RPC 2.0 §5.1). */
const jsonRpc = {parseError: -32700, invalidRequest: -32600, invalidParams: -32602, internalError: -32603} as const;

const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * Whether a request from `origin` may reach the MCP endpoint. The MCP spec asks local servers to check
 * Origin, so a web page whose host name was rebound to 127.0.0.1 cannot call the tools. No Origin (an
 * editor, a CLI, the SDK's client in Node) is allowed, as is a loopback origin and the public one.
 */
export function isAllowedOrigin(origin: string | undefined, publicOrigin: string | undefined): boolean {
  if (origin === undefined) return true;
  return loopbackOrigin.test(origin) || (publicOrigin !== undefined && origin === publicOrigin);
}

function sendRpcError(reply: FastifyReply, status: number, code: number, message: string, id: string | number | null = null): FastifyReply {
  return reply.code(status).type('application/json').send({jsonrpc: '2.0', id, error: {code, message}});
}


/** The SDK's schema of each request this server answers, by method: the SDK parses a request with it before its handler. */
const requestSchemas = (types: typeof SdkTypes) =>
  new Map<string, {safeParse(value: unknown): {success: boolean; error?: {issues: Array<{path: PropertyKey[]; message: string}>}}}>([
    ['initialize', types.InitializeRequestSchema],
    ['ping', types.PingRequestSchema],
    ['tools/list', types.ListToolsRequestSchema],
    ['tools/call', types.CallToolRequestSchema],
    ['resources/list', types.ListResourcesRequestSchema],
    ['resources/templates/list', types.ListResourceTemplatesRequestSchema],
    ['resources/read', types.ReadResourceRequestSchema],
  ]);

/**
 * Why the params of a JSON-RPC request do not fit its method, as a sentence (`params.arguments: expected an object,
 * received string`), or null. The SDK answers such a request with -32603 "Internal error" and a dump of the
 * validation's issues; JSON-RPC's answer is -32602 "Invalid params", with a message a person can act on.
 */
export function invalidParams(body: unknown, schemas: ReturnType<typeof requestSchemas>): {id: string | number | null; message: string} | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const {method, id} = body as {method?: unknown; id?: unknown};
  const schema = typeof method === 'string' ? schemas.get(method) : undefined;
  if (schema === undefined) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const problems = (result.error?.issues ?? []).map((issue) => {
    const where = issue.path.map(String).join('.') || 'params';
    const said = issue.message.replace(/^Invalid input: /, '').replace(/\brecord\b/g, 'an object');
    return `${where}: ${said}`;
  });
  return {
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    message: `Invalid params for ${String(method)}: ${problems.join('; ')}`,
  };
}

/** The request as the SDK's web-standard transport takes it: only the headers it reads. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://localhost${MCP_PATH}`, {method: 'POST', headers});
}

const hopHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);
/** A Host line: a name or IPv4 address, or an IPv6 literal in brackets, with an optional port. */
const hostName = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export async function registerMcp(app: FastifyInstance, options: McpOptions): Promise<void> {
  const {site, sites = singleSite(site), feedback, publicOrigin, rateLimit = 300, totalRateLimit = MCP_TOTAL_RATE_LIMIT} = options;
  const limiter = createRateLimiter(rateLimit);
  const pace = createPacer({perSecond: totalRateLimit});
  let schemas: ReturnType<typeof requestSchemas> | undefined;
  // Searches run in a worker thread, so that they cannot hold up the pages this thread serves.
  const searches = startLocaleSearchWorkers(sites, {waitingLimit: options.searchesWaiting});
  app.addHook('onClose', () => searches.close());

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowedOrigin(request.headers.origin, publicOrigin)) {
      return sendRpcError(reply, 403, jsonRpc.invalidRequest, `Origin ${request.headers.origin} may not use this MCP server`);
    }
    const wait = limiter.take(request.ip, Date.now());
    if (wait > 0) {
      return sendRpcError(reply.header('retry-after', String(wait)), 429, jsonRpc.invalidRequest, `Too many MCP requests; retry in ${wait} s`);
    }
    // After the client's own limit, so a client over its limit does not use up everyone's turns.
    const turn = pace.admit(Date.now());
    if ('retryAfter' in turn) {
      return sendRpcError(reply.header('retry-after', String(turn.retryAfter)), 503, jsonRpc.invalidRequest, `The MCP server is busy; retry in ${turn.retryAfter} s`);
    }
    if (turn.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, turn.waitMs));
  };

  app.post(MCP_PATH, {
    bodyLimit: MCP_BODY_LIMIT,
    onRequest: guard,
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendRpcError(reply, 413, jsonRpc.invalidRequest, `body must be at most ${MCP_BODY_LIMIT} bytes`);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return sendRpcError(reply, 415, jsonRpc.invalidRequest, 'Content-Type must be application/json');
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return sendRpcError(reply, 400, jsonRpc.parseError, 'Parse error: the body must be a JSON-RPC message in JSON');
      }
      request.log.error(error);
      return sendRpcError(reply, 500, jsonRpc.internalError, 'Internal error');
    },
    handler: async (request, reply) => {
      const [{WebStandardStreamableHTTPServerTransport}, {createMcpServer}, types] = await loadHandler();
      schemas ??= requestSchemas(types);
      const invalid = invalidParams(request.body, schemas);
      if (invalid) return sendRpcError(reply, 200, jsonRpc.invalidParams, invalid.message, invalid.id);
      const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      let retryAfter: number | undefined;
      const server = createMcpServer({site, sites, feedback, client: request.ip, search: searches.search, onUnavailable: (seconds) => (retryAfter = seconds)});
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(toWebRequest(request), {parsedBody: request.body});
        const body = await response.text();
        reply.code(response.status);
        response.headers.forEach((value, name) => {
          if (!hopHeaders.has(name)) reply.header(name, value);
        });
        // The feedback store is away (the same 503 and Retry-After as the survey gets), or too many searches wait:
        // the tool's error is in the body.
        if (retryAfter !== undefined) reply.code(503).header('retry-after', String(retryAfter));
        return reply.send(body === '' ? undefined : body);
      } finally {
        await server.close();
      }
    },
  });

  // Stateless: no stream to open with GET and no session to end with DELETE (the spec's answer is 405).
  app.route({
    method: ['GET', 'DELETE', 'PUT', 'PATCH'],
    url: MCP_PATH,
    onRequest: guard,
    handler: async (_request, reply) =>
      sendRpcError(reply.header('allow', 'POST'), 405, jsonRpc.invalidRequest, 'This MCP server is stateless: send JSON-RPC messages with POST'),
  });

  app.get(MCP_WELL_KNOWN_PATH, async (request, reply) => {
    const [, , {LATEST_PROTOCOL_VERSION}] = await loadHandler();
    // SITE_URL names the endpoint for everyone, so the answer may be shared. Without it, the client's own Host line
    // (never X-Forwarded-Host, which a client may send through a proxy) names it for that client only: not cached.
    let origin = publicOrigin;
    if (origin === undefined) {
      const host = request.headers.host ?? '';
      if (!hostName.test(host)) return reply.code(400).header('cache-control', 'no-store').send({error: 'The Host header must be a host name or address, with an optional port'});
      origin = `${request.protocol}://${host}`;
    }
    return reply.header('cache-control', publicOrigin === undefined ? 'no-store' : 'public, max-age=600').send({
      name: serverInfo.name,
      version: serverInfo.version,
      description: 'FastStore Developer Portal docs over the Model Context Protocol: search, pages, sidebars, the FastStore GraphQL API, the Headless CMS API and feedback.',
      protocolVersion: LATEST_PROTOCOL_VERSION,
      transports: [{type: 'streamable-http', url: `${origin}${withBase(site.basePath, MCP_PATH)}`, stateless: true}],
      tools: toolNames,
      // The tools' `locale` argument takes these; the first is the default.
      locales: sites.locales,
      resources: [
        {uriTemplate: pageUriTemplate, mimeType: 'text/markdown', description: 'Each doc page and release post as Markdown'},
        ...sites.locales.slice(1).map((locale) => ({uriTemplate: localePageUriTemplate(locale), mimeType: 'text/markdown', description: `Each doc page and release post in ${locale}, as Markdown`})),
      ],
      stdio: {command: 'npm', args: ['run', '--silent', 'mcp'], note: 'from a clone of the portal with a build'},
      documentation: `${site.siteUrl}/ai-assistants`,
      llmsTxt: `${site.siteUrl}/llms.txt`,
    });
  });
}
