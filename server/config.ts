/**
 * The server's environment, read and validated in one place. Every variable is
 * optional so that `npm start` works with nothing configured.
 */
import {isIP} from 'node:net';
import path from 'node:path';
import {z} from 'zod';
import {sharedEnvFields, unsetWhenEmpty as optional} from '../common/env.ts';
import {SQLITE_DRIVERS} from './feedback/sqlite-driver.ts';
import {MCP_TOTAL_RATE_LIMIT} from './mcp/info.ts';

/** Defaults of the connection limits, in one place (milliseconds). */
export const TIMEOUT_DEFAULTS = {
  /** Request line and headers must arrive within this. */
  headers: 10_000,
  /** The whole request, body included, must arrive within this: a slow or missing body is answered 408 and closed. */
  request: 30_000,
  /** An idle keep-alive connection is closed after this; longer than the 60 s idle timeout of common load balancers. */
  keepAlive: 72_000,
} as const;

const milliseconds = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `must be a whole number of milliseconds from 1 to ${max}`)
    .transform(Number)
    .refine((ms) => ms <= max, `must be a whole number of milliseconds from 1 to ${max}`);

// proxy-addr's names for address ranges, an IPv4/IPv6 address, or one with a /prefix.
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: a hop count (1 = one proxy in front) or a comma-separated list of proxy addresses/CIDRs.
 * "true" (trust any sender) is refused: it would let every client pick its own rate-limit bucket.
 */
const trustProxy = z.string().transform((value, context) => {
  const text = value.trim();
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 32) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be a hop count from 1 to 32 or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8,127.0.0.1',
  });
  return z.NEVER;
});

const envSchema = z.object({
  /** Port to listen on; default 3000, 0 picks a free one. */
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be an integer from 0 to 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be an integer from 0 to 65535'),
  ),
  /** Interface to bind; default 127.0.0.1 (local only). */
  HOST: optional(z.string().regex(/^\S+$/, 'must be a host name or IP address without spaces')),
  /** Docusaurus output folder; default `build`, resolved from the working directory. */
  BUILD_DIR: optional(z.string()),
  /** Analytics ids (their hosts join the CSP) and hosted search's app id, by the rules the build uses (common/env.ts). */
  GTAG_ID: sharedEnvFields.GTAG_ID,
  GTM_ID: sharedEnvFields.GTM_ID,
  ALGOLIA_APP_ID: sharedEnvFields.ALGOLIA_APP_ID,
  /** The site's public URL; its origin is the only one the feedback API allows for CORS. Unset: no cross-origin allowance. */
  SITE_URL: sharedEnvFields.SITE_URL.transform((url) => url && new URL(url).origin),
  /** SQLite file holding survey responses; default `./data/feedback.db`, created with its folder on first run. */
  FEEDBACK_DB: optional(z.string()),
  /** SQLite library for FEEDBACK_DB, `better-sqlite3` or `node` (node:sqlite); default better-sqlite3 before Node 24, node:sqlite from 24 on. */
  FEEDBACK_SQLITE_DRIVER: optional(z.enum(SQLITE_DRIVERS, {error: `must be ${SQLITE_DRIVERS.join(' or ')}`})),
  /** PostgreSQL database for survey responses, e.g. postgres://user:password@db:5432/feedback; unset: the SQLite file FEEDBACK_DB. */
  FEEDBACK_DATABASE_URL: optional(
    z.url({protocol: /^postgres(ql)?$/, error: 'must be a PostgreSQL URL such as postgres://user:password@db.example.com:5432/feedback'}),
  ),
  /** External automation webhook each stored response is forwarded to; unset means no forwarding. */
  FEEDBACK_WEBHOOK_URL: optional(z.url({protocol: /^https?$/, error: 'must be an http(s) URL such as https://hooks.example.com/feedback'})),
  /** Survey posts one client IP may send per minute; default 20. */
  FEEDBACK_RATE_LIMIT: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of requests per minute from 1 to 9999999')
      .transform(Number),
  ),
  /** Milliseconds to receive a request's line and headers; default 10 000. */
  HEADERS_TIMEOUT_MS: optional(milliseconds(600_000)),
  /** Milliseconds to receive a whole request, body included; default 30 000. */
  REQUEST_TIMEOUT_MS: optional(milliseconds(3_600_000)),
  /** Milliseconds an idle keep-alive connection stays open; default 72 000. */
  KEEP_ALIVE_TIMEOUT_MS: optional(milliseconds(600_000)),
  /** Proxies whose X-Forwarded-For is believed (hop count or addresses/CIDRs); unset: none, the peer address is the client. */
  TRUST_PROXY: optional(trustProxy),
  /** MCP requests one client IP may send per minute; default 300. */
  MCP_RATE_LIMIT: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of requests per minute from 1 to 9999999')
      .transform(Number),
  ),
  /** MCP requests all clients together may send per second; default MCP_TOTAL_RATE_LIMIT. */
  MCP_TOTAL_RATE_LIMIT: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of requests per second from 1 to 9999999')
      .transform(Number),
  ),
});

const configSchema = envSchema.transform((env) => ({
  port: env.PORT ?? 3000,
  host: env.HOST ?? '127.0.0.1',
  buildDir: path.resolve(env.BUILD_DIR ?? 'build'),
  gtagId: env.GTAG_ID,
  gtmId: env.GTM_ID,
  algoliaAppId: env.ALGOLIA_APP_ID,
  publicOrigin: env.SITE_URL,
  feedbackDb: path.resolve(env.FEEDBACK_DB ?? 'data/feedback.db'),
  feedbackDatabaseUrl: env.FEEDBACK_DATABASE_URL,
  feedbackSqliteDriver: env.FEEDBACK_SQLITE_DRIVER,
  feedbackWebhookUrl: env.FEEDBACK_WEBHOOK_URL,
  feedbackRateLimit: env.FEEDBACK_RATE_LIMIT ?? 20,
  timeouts: {
    headers: env.HEADERS_TIMEOUT_MS ?? TIMEOUT_DEFAULTS.headers,
    request: env.REQUEST_TIMEOUT_MS ?? TIMEOUT_DEFAULTS.request,
    keepAlive: env.KEEP_ALIVE_TIMEOUT_MS ?? TIMEOUT_DEFAULTS.keepAlive,
  },
  trustProxy: env.TRUST_PROXY ?? (false as const),
  mcpRateLimit: env.MCP_RATE_LIMIT ?? 300,
  mcpTotalRateLimit: env.MCP_TOTAL_RATE_LIMIT ?? MCP_TOTAL_RATE_LIMIT,
})).refine(({timeouts}) => timeouts.headers <= timeouts.request, {
  path: ['HEADERS_TIMEOUT_MS'],
  message: 'must not exceed REQUEST_TIMEOUT_MS (the whole request includes its headers)',
});

/** Validated server configuration. */
export type Config = z.infer<typeof configSchema>;

/** Environment variables the server reads; anything else in the environment is ignored. */
export type ServerEnv = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/** Variables whose value an error message must not repeat. */
const secretVariables = new Set<keyof ServerEnv>(['FEEDBACK_DATABASE_URL']);

/**
 * Reads the configuration from `env`. Throws an Error naming each invalid
 * variable, what it expects and what it got.
 */
export function loadConfig(env: ServerEnv | NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse({
    PORT: env.PORT,
    HOST: env.HOST,
    BUILD_DIR: env.BUILD_DIR,
    GTAG_ID: env.GTAG_ID,
    GTM_ID: env.GTM_ID,
    ALGOLIA_APP_ID: env.ALGOLIA_APP_ID,
    SITE_URL: env.SITE_URL,
    FEEDBACK_DB: env.FEEDBACK_DB,
    FEEDBACK_DATABASE_URL: env.FEEDBACK_DATABASE_URL,
    FEEDBACK_SQLITE_DRIVER: env.FEEDBACK_SQLITE_DRIVER,
    FEEDBACK_WEBHOOK_URL: env.FEEDBACK_WEBHOOK_URL,
    FEEDBACK_RATE_LIMIT: env.FEEDBACK_RATE_LIMIT,
    HEADERS_TIMEOUT_MS: env.HEADERS_TIMEOUT_MS,
    REQUEST_TIMEOUT_MS: env.REQUEST_TIMEOUT_MS,
    KEEP_ALIVE_TIMEOUT_MS: env.KEEP_ALIVE_TIMEOUT_MS,
    TRUST_PROXY: env.TRUST_PROXY,
    MCP_RATE_LIMIT: env.MCP_RATE_LIMIT,
    MCP_TOTAL_RATE_LIMIT: env.MCP_TOTAL_RATE_LIMIT,
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]) as keyof ServerEnv;
    // A database URL may carry a password: never echo it.
    const got = secretVariables.has(name) ? 'the value is not shown as it may hold a password' : `got ${JSON.stringify(env[name])}`;
    return `${name} ${issue.message}, ${got}`;
  });
  throw new Error(problems.join('\n'));
}

/** Whether `host` (HOST) is reachable from this machine only. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * What the server says at start about a configuration that works but is unsafe. A hop count trusts whichever peer is
 * nearest, so on an instance clients can reach directly the nearest hop is the client itself, which then picks its
 * own rate-limit bucket through X-Forwarded-For; a list of the proxy's addresses trusts the proxy only.
 */
export function configWarnings(config: Pick<Config, 'trustProxy' | 'host'>): string[] {
  if (typeof config.trustProxy !== 'number' || isLoopback(config.host)) return [];
  return [
    `TRUST_PROXY=${config.trustProxy} trusts whichever peer connects as a proxy, and this instance listens on ${config.host}: a client that reaches it ` +
      'without going through your proxy can send X-Forwarded-For and choose its own rate-limit bucket. Set TRUST_PROXY to the ' +
      "proxy's addresses (such as TRUST_PROXY=10.0.0.5), or HOST to an interface only the proxy reaches.",
  ];
}
