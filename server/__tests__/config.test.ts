import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {configWarnings, loadConfig} from '../config.js';

describe('loadConfig', () => {
  it('works with nothing configured', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      buildDir: path.resolve('build'),
      gtagId: undefined,
      gtmId: undefined,
      publicOrigin: undefined,
      feedbackDb: path.resolve('data/feedback.db'),
      feedbackWebhookUrl: undefined,
      feedbackRateLimit: 20,
      mcpRateLimit: 300,
      mcpTotalRateLimit: 100,
      algoliaAppId: undefined,
      timeouts: {headers: 10_000, request: 30_000, keepAlive: 72_000},
      trustProxy: false,
    });
  });

  it.each([
    [{PORT: '8080'}, {port: 8080}],
    [{PORT: '0'}, {port: 0}],
    [{PORT: '65535'}, {port: 65535}],
    [{PORT: ''}, {port: 3000}],
    [{HOST: '0.0.0.0'}, {host: '0.0.0.0'}],
    [{HOST: '::1'}, {host: '::1'}],
    [{BUILD_DIR: 'out/site'}, {buildDir: path.resolve('out/site')}],
    [{BUILD_DIR: '/srv/portal'}, {buildDir: path.resolve('/srv/portal')}],
    [{GTAG_ID: 'G-ABC123'}, {gtagId: 'G-ABC123'}],
    [{GTM_ID: 'GTM-ABC123'}, {gtmId: 'GTM-ABC123'}],
    [{ALGOLIA_APP_ID: 'BH4D9OD16A'}, {algoliaAppId: 'BH4D9OD16A'}],
    [{GTAG_ID: ''}, {gtagId: undefined}],
    [{SITE_URL: 'https://developers.faststore.dev/'}, {publicOrigin: 'https://developers.faststore.dev'}],
    [{SITE_URL: 'http://localhost:3000/docs'}, {publicOrigin: 'http://localhost:3000'}],
    [{FEEDBACK_DB: '/var/lib/portal/feedback.db'}, {feedbackDb: '/var/lib/portal/feedback.db'}],
    [{FEEDBACK_DB: 'tmp/f.db'}, {feedbackDb: path.resolve('tmp/f.db')}],
    [{FEEDBACK_WEBHOOK_URL: 'https://hooks.example.com/x?y=1'}, {feedbackWebhookUrl: 'https://hooks.example.com/x?y=1'}],
    [{FEEDBACK_WEBHOOK_URL: ''}, {feedbackWebhookUrl: undefined}],
    [{FEEDBACK_DATABASE_URL: 'postgres://app:pw@db.internal:5432/feedback'}, {feedbackDatabaseUrl: 'postgres://app:pw@db.internal:5432/feedback'}],
    [{FEEDBACK_DATABASE_URL: 'postgresql://db/feedback?sslmode=require'}, {feedbackDatabaseUrl: 'postgresql://db/feedback?sslmode=require'}],
    [{FEEDBACK_DATABASE_URL: ''}, {feedbackDatabaseUrl: undefined}],
    [{FEEDBACK_SQLITE_DRIVER: 'node'}, {feedbackSqliteDriver: 'node'}],
    [{FEEDBACK_SQLITE_DRIVER: 'better-sqlite3'}, {feedbackSqliteDriver: 'better-sqlite3'}],
    [{FEEDBACK_SQLITE_DRIVER: ''}, {feedbackSqliteDriver: undefined}],
    [{FEEDBACK_RATE_LIMIT: '1'}, {feedbackRateLimit: 1}],
    [{FEEDBACK_RATE_LIMIT: '100000'}, {feedbackRateLimit: 100000}],
    [{HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '500'}, {timeouts: {headers: 1000, request: 2000, keepAlive: 500}}],
    [{REQUEST_TIMEOUT_MS: '60000'}, {timeouts: {headers: 10_000, request: 60_000, keepAlive: 72_000}}],
    [{TRUST_PROXY: ''}, {trustProxy: false}],
    [{TRUST_PROXY: '1'}, {trustProxy: 1}],
    [{TRUST_PROXY: '2'}, {trustProxy: 2}],
    [{TRUST_PROXY: '10.0.0.0/8'}, {trustProxy: ['10.0.0.0/8']}],
    [{TRUST_PROXY: '127.0.0.1, ::1,fd00::/8'}, {trustProxy: ['127.0.0.1', '::1', 'fd00::/8']}],
    [{TRUST_PROXY: 'loopback,uniquelocal'}, {trustProxy: ['loopback', 'uniquelocal']}],
    [{MCP_RATE_LIMIT: '5000'}, {mcpRateLimit: 5000}],
    [{MCP_RATE_LIMIT: ''}, {mcpRateLimit: 300}],
    [{MCP_TOTAL_RATE_LIMIT: '250'}, {mcpTotalRateLimit: 250}],
    [{}, {mcpTotalRateLimit: 100}],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{PORT: 'abc'}, 'PORT must be an integer from 0 to 65535, got "abc"'],
    [{ALGOLIA_APP_ID: 'abc'}, 'ALGOLIA_APP_ID must be an Algolia application id such as ABCDE12345, got "abc"'],
    [{PORT: '70000'}, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{PORT: '-1'}, 'PORT must be an integer from 0 to 65535, got "-1"'],
    [{PORT: '3.5'}, 'PORT must be an integer from 0 to 65535, got "3.5"'],
    [{HOST: 'my host'}, 'HOST must be a host name or IP address without spaces, got "my host"'],
    [{GTAG_ID: 'not an id'}, 'GTAG_ID must be a Google Analytics 4 measurement id such as G-ABC123, got "not an id"'],
    [{GTM_ID: '<script>'}, 'GTM_ID must be a Tag Manager container id such as GTM-ABC123, got "<script>"'],
    [{SITE_URL: 'developers.faststore.dev'}, 'SITE_URL must be an http(s) URL such as https://faststore.dev, got "developers.faststore.dev"'],
    [{SITE_URL: 'ftp://x.dev'}, 'SITE_URL must be an http(s) URL'],
    [{FEEDBACK_WEBHOOK_URL: 'hooks.example.com'}, 'FEEDBACK_WEBHOOK_URL must be an http(s) URL such as https://hooks.example.com/feedback, got "hooks.example.com"'],
    [{FEEDBACK_WEBHOOK_URL: 'file:///etc/passwd'}, 'FEEDBACK_WEBHOOK_URL must be an http(s) URL'],
    [{FEEDBACK_DATABASE_URL: 'mysql://db/feedback'}, 'FEEDBACK_DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@db.example.com:5432/feedback'],
    [{FEEDBACK_DATABASE_URL: 'db.internal:5432'}, 'FEEDBACK_DATABASE_URL must be a PostgreSQL URL'],
    [{FEEDBACK_SQLITE_DRIVER: 'sqlite3'}, 'FEEDBACK_SQLITE_DRIVER must be better-sqlite3 or node, got "sqlite3"'],
    [{FEEDBACK_RATE_LIMIT: '0'}, 'FEEDBACK_RATE_LIMIT must be a whole number of requests per minute from 1 to 9999999, got "0"'],
    [{MCP_RATE_LIMIT: 'many'}, 'MCP_RATE_LIMIT must be a whole number of requests per minute from 1 to 9999999, got "many"'],
    [{MCP_TOTAL_RATE_LIMIT: '0'}, 'MCP_TOTAL_RATE_LIMIT must be a whole number of requests per second from 1 to 9999999, got "0"'],
    [{FEEDBACK_RATE_LIMIT: '2.5'}, 'FEEDBACK_RATE_LIMIT must be a whole number'],
    [{FEEDBACK_RATE_LIMIT: 'many'}, 'FEEDBACK_RATE_LIMIT must be a whole number'],
    [{HEADERS_TIMEOUT_MS: '0'}, 'HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got "0"'],
    [{REQUEST_TIMEOUT_MS: '1.5'}, 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds'],
    [{KEEP_ALIVE_TIMEOUT_MS: '900000'}, 'KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000'],
    [{HEADERS_TIMEOUT_MS: '40000'}, 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS'],
    [{TRUST_PROXY: 'true'}, 'TRUST_PROXY must be a hop count from 1 to 32 or a comma-separated list of proxy addresses or CIDRs'],
    [{TRUST_PROXY: '0'}, 'TRUST_PROXY must be a hop count'],
    [{TRUST_PROXY: '10.0.0.0/33'}, 'TRUST_PROXY must be a hop count'],
    [{TRUST_PROXY: '10.0.0.1,'}, 'TRUST_PROXY must be a hop count'],
    [{TRUST_PROXY: 'proxy.internal'}, 'TRUST_PROXY must be a hop count'],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the value of an invalid FEEDBACK_DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({FEEDBACK_DATABASE_URL: 'mysql://app:s3cret@db/feedback'})).toThrow(/^FEEDBACK_DATABASE_URL must be a PostgreSQL URL[^\n]*, the value is not shown as it may hold a password$/);
    expect(() => loadConfig({FEEDBACK_DATABASE_URL: 'mysql://app:s3cret@db/feedback'})).not.toThrow(/s3cret/);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({PORT: 'abc', GTM_ID: 'x y'})).toThrow(/PORT must[\s\S]*\nGTM_ID must/);
  });
});

describe('configWarnings', () => {
  const hopWarning = (count: number, host: string) =>
    `TRUST_PROXY=${count} trusts whichever peer connects as a proxy, and this instance listens on ${host}: a client that reaches it ` +
    'without going through your proxy can send X-Forwarded-For and choose its own rate-limit bucket. Set TRUST_PROXY to the ' +
    "proxy's addresses (such as TRUST_PROXY=10.0.0.5), or HOST to an interface only the proxy reaches.";

  it.each([
    [{}, []],
    [{TRUST_PROXY: '1'}, []],
    [{TRUST_PROXY: '1', HOST: '::1'}, []],
    [{TRUST_PROXY: '1', HOST: 'localhost'}, []],
    [{TRUST_PROXY: '1', HOST: '0.0.0.0'}, [hopWarning(1, '0.0.0.0')]],
    [{TRUST_PROXY: '2', HOST: '10.0.0.7'}, [hopWarning(2, '10.0.0.7')]],
    [{TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0'}, []],
    [{TRUST_PROXY: 'loopback', HOST: '0.0.0.0'}, []],
    [{HOST: '0.0.0.0'}, []],
  ])('for %j: %j', (env, warnings) => {
    expect(configWarnings(loadConfig(env))).toEqual(warnings);
  });
});
