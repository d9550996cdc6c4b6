/** What the MCP server says about itself, without loading the SDK (GET /.well-known/mcp answers it). */

/** Name and version the server announces in `initialize`. */
export const serverInfo = {name: 'faststore-devportal', version: '1.0.0'} as const;

/** The tools `createMcpServer` registers, in order. */
export const toolNames = ['search_docs', 'get_page', 'list_pages', 'get_graphql_type', 'get_cms_api_operation', 'submit_feedback'] as const;

/** Pages as MCP resources: `faststore-docs://page/quickstart` is the Markdown of /quickstart. */
export const pageUriTemplate = 'faststore-docs://page{+path}';
