/**
 * `npm run mcp`: the MCP server over standard input and output for a local agent, reading the build
 * (BUILD_DIR, default build/) with no HTTP server. Feedback goes to the server's store (FEEDBACK_DATABASE_URL or FEEDBACK_DB), with
 * the same rate limit and webhook. Standard output carries only protocol messages; messages go to stderr.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadConfig, type Config} from '../config.ts';
import {createRateLimiter} from '../feedback/rate-limit.ts';
import type {FeedbackIntake} from '../feedback/routes.ts';
import {keepStoreOpen} from '../feedback/keeper.ts';
import {startForwarder, type Forwarder} from '../feedback/webhook.ts';
import {loadSiteSet} from './locales.ts';
import {loadSite} from './site.ts';
import {createMcpServer} from './tools.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const site = await loadSite(config.buildDir).catch((error: unknown) =>
  fail(`${error instanceof Error ? error.message : String(error)} (BUILD_DIR is ${config.buildDir})`),
);
// The docs are served whatever state the feedback store is in: submit_feedback answers "unavailable" until it opens.
const store = await keepStoreOpen(
  {dbPath: config.feedbackDb, databaseUrl: config.feedbackDatabaseUrl, sqliteDriver: config.feedbackSqliteDriver},
  {log: (message) => console.error(message)},
);
const limiter = createRateLimiter(config.feedbackRateLimit);
const {feedbackWebhookUrl} = config;
let forwarder: Forwarder | undefined;
let closing = false;
if (feedbackWebhookUrl) {
  void store.opened.then(() => {
    if (!closing) forwarder = startForwarder(store, {url: feedbackWebhookUrl, onError: (id, error) => console.error(`feedback webhook attempt for ${id} failed: ${error}`)});
  });
}
const feedback: FeedbackIntake = {
  take: (client) => limiter.take(client, Date.now()),
  async save(response, source) {
    const created = await store.save(response, new Date(), feedbackWebhookUrl !== undefined, source);
    if (created) forwarder?.notify();
    return created;
  },
  health: () => store.health(),
};

const sites = await loadSiteSet(config.buildDir, site);
const server = createMcpServer({site, sites, feedback, client: 'stdio'});
const close = async () => {
  if (closing) return;
  closing = true;
  await server.close().catch(() => undefined);
  await forwarder?.stop();
  await store.close();
  process.exit(0);
};
server.server.onclose = () => void close();
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
process.stdin.on('end', () => void close());
await server.connect(new StdioServerTransport());
console.error(`FastStore docs MCP server on stdio, reading ${site.root}`);
