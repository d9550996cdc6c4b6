/**
 * Set-up of the MCP tests: the production server (feedback and MCP routes) on 127.0.0.1:0 over the real
 * build, with a temporary feedback database, and an MCP client connected over Streamable HTTP.
 * Needs `build/` (vitest.build.config.ts runs these tests after the build).
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {FastifyInstance} from 'fastify';
import {buildApp, type BuildAppOptions} from '../../app.ts';
import {registerFeedback} from '../../feedback/routes.ts';
import type {SqliteFeedbackStore} from '../../feedback/store-sqlite.ts';
import {registerMcp, type McpOptions} from '../routes.ts';
import {loadSiteSet} from '../locales.ts';
import {loadSite, type McpSite} from '../site.ts';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

export function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'search-index', 'en.json'))) {
    throw new Error(`These tests read the production build in ${buildDir}: run "npm run build" first (npm test does).`);
  }
}

export interface McpTestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  store: SqliteFeedbackStore;
  /** Every stored response, from the database itself. */
  storedRows(): Array<{id: string; page: string; locale: string; rate: number; message: string; source: string}>;
  close(): Promise<void>;
}

export async function startServer(
  options: {
    mcpRateLimit?: number;
    /** Default: no shared limit in effect (routes.test.ts tests it); the tests send hundreds of requests a second. */
    mcpTotalRateLimit?: number;
    feedbackRateLimit?: number;
    publicOrigin?: string;
    trustProxy?: BuildAppOptions['trustProxy'];
    /** Replaces the server thread's own search (which MCP must not call: searches run in the worker). */
    siteSearch?: McpSite['search'];
    /** Searches that may wait for the worker (default SEARCHES_WAITING_LIMIT). */
    searchesWaiting?: number;
  } = {},
): Promise<McpTestServer> {
  requireBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-test-'));
  let store: SqliteFeedbackStore | undefined;
  const loaded = await loadSite(buildDir, {preloadDictionary: false});
  const site: McpSite = options.siteSearch ? {...loaded, search: options.siteSearch} : loaded;
  const app = await buildApp({
    buildDir,
    trustProxy: options.trustProxy,
    register: async (instance) => {
      const feedback = await registerFeedback(instance, {
        dbPath: path.join(dir, 'feedback.db'),
        rateLimit: options.feedbackRateLimit ?? 1000,
        onStore: (opened) => (store = opened as SqliteFeedbackStore),
      });
      // Every locale of the build, as server/main.ts serves them.
      const sites = await loadSiteSet(buildDir, site, {preloadDictionary: false});
      const mcp: McpOptions = {site, sites, feedback, rateLimit: options.mcpRateLimit ?? 100_000, totalRateLimit: options.mcpTotalRateLimit ?? 1_000_000, publicOrigin: options.publicOrigin, searchesWaiting: options.searchesWaiting};
      await registerMcp(instance, mcp);
    },
  });
  await app.listen({host: '127.0.0.1', port: 0});
  const {port} = app.server.address() as AddressInfo;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    store: store!,
    storedRows: () => store!.db.prepare('SELECT id, page, locale, rate, message, source FROM responses ORDER BY rowid').all() as ReturnType<McpTestServer['storedRows']>,
    async close() {
      await app.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

export async function httpClient(origin: string): Promise<Client> {
  const client = new Client({name: 'devportal-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin)));
  return client;
}

/** The text of a tool result's first content item. */
export function textOf(result: unknown): string {
  const [first] = (result as CallToolResult).content;
  if (first?.type !== 'text') throw new Error(`expected a text result, got ${JSON.stringify(result)}`);
  return first.text;
}

export const jsonOf = <T>(result: unknown): T => JSON.parse(textOf(result)) as T;
