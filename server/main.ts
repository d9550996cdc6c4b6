/**
 * Entry point of `npm run serve`: validates the environment, checks that a
 * production build exists, serves it and shuts down cleanly on SIGTERM/SIGINT.
 */
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {buildApp} from './app.ts';
import {registerCmsMockFromFile} from './cmsMock.ts';
import {configWarnings, loadConfig, type Config} from './config.ts';
import {registerFeedback} from './feedback/routes.ts';
import {configuredHosts} from './headerSet.ts';
import {registerHealth} from './health.ts';
import {registerMcp} from './mcp/routes.ts';
import {loadSiteSet} from './mcp/locales.ts';
import {loadSite} from './mcp/site.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** URL form of a host: IPv6 literals need brackets. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const config = readConfig();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  if (!existsSync(path.join(config.buildDir, 'index.html'))) {
    fail(`No production build found in ${config.buildDir}. Run "npm run build" first, or "npm start", which builds when needed.`);
  }

  // The base path the build was made for (build/site.json), for the address printed below.
  let servedBase = '/';
  const app = await buildApp({
    buildDir: config.buildDir,
    analyticsHosts: configuredHosts(config),
    publicOrigin: config.publicOrigin,
    timeouts: config.timeouts,
    trustProxy: config.trustProxy,
    // Warnings and errors only: a request log per asset would drown the banner.
    logger: {level: 'warn'},
    register: async (instance, {basePath}) => {
      servedBase = basePath;
      const feedback = await registerFeedback(instance, {
        dbPath: config.feedbackDb,
        databaseUrl: config.feedbackDatabaseUrl,
        sqliteDriver: config.feedbackSqliteDriver,
        publicOrigin: config.publicOrigin,
        rateLimit: config.feedbackRateLimit,
        webhook: config.feedbackWebhookUrl ? {url: config.feedbackWebhookUrl} : undefined,
      });
      // AI agents: the same search, pages and feedback store as readers, over MCP. A build without the
      // search index or /llms.txt (a partial or hand-made one) is still served, without MCP.
      // Searches run in a worker thread with its own copy of the index (search-worker.ts).
      const site = await loadSite(config.buildDir, {preloadDictionary: false, basePath}).catch((error: unknown) => {
        console.warn(`MCP endpoint off: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      // Each translated locale's site (build/pt-BR/, build/es/) is loaded on the first call that names it.
      const sites = site && (await loadSiteSet(config.buildDir, site, {preloadDictionary: false}));
      if (site) await registerMcp(instance, {site, sites, feedback, publicOrigin: config.publicOrigin, rateLimit: config.mcpRateLimit, totalRateLimit: config.mcpTotalRateLimit});
      registerHealth(instance, {feedback, mcp: site !== undefined});
      // The Headless CMS API reference's "Try it" targets this mock by default.
      await registerCmsMockFromFile(instance);
    },
  }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

  try {
    await app.listen({port: config.port, host: config.host});
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use. Set PORT to a free port, or PORT=0 to pick one.`);
    return fail(`Could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`);
  }

  // With PORT=0 the system picks the port, so report the one actually bound.
  const {port} = app.server.address() as AddressInfo;
  console.log(`FastStore Developer Portal is running at http://${urlHost(config.host)}:${port}${servedBase === '/' ? '' : servedBase}`);

  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      console.error(`Received ${signal} again; exiting without waiting for open requests.`);
      process.exit(1);
    }
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}

await main();
