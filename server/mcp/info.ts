/** What the MCP server says about itself, without loading the SDK (GET /.well-known/mcp answers it). */

/** Name and version the server announces in `initialize`. */
export const serverInfo = {name: 'faststore-devportal', version: '1.0.0'} as const;

/** The tools `createMcpServer` registers, in order. */
export const toolNames = ['search_docs', 'get_page', 'list_pages', 'get_graphql_type', 'get_cms_api_operation', 'submit_feedback'] as const;

/** Pages as MCP resources: `faststore-docs://page/quickstart` is the Markdown of /quickstart. */
export const pageUriTemplate = 'faststore-docs://page{+path}';

/**
 * MCP requests per second the server runs for all clients together (pacer.ts): each costs the thread that serves
 * pages 1 to 3 ms (Fastify, the SDK's JSON-RPC and validation, a server per request: DESIGN.md, "MCP speed"), so many clients, each under its own limit, still leave
 * pages most of that thread. Requests past the pace wait their turn, up to a second, then are refused with 503.
 */
export const MCP_TOTAL_RATE_LIMIT = 100;

/** A translated locale's pages as MCP resources: `faststore-docs://pt-BR/page/quickstart` is the Markdown of /pt-BR/quickstart. */
export const localePageUriTemplate = (locale: string) => `faststore-docs://${locale}/page{+path}`;
