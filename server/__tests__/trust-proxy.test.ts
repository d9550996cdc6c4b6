/** The feedback rate limit keys on the client address that TRUST_PROXY yields: the peer by default, X-Forwarded-For only from a trusted proxy. */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterEach, describe, expect, it} from 'vitest';
import {buildApp, type BuildAppOptions} from '../app.js';
import {registerFeedback} from '../feedback/routes.js';
import {createFixture} from './fixture.js';
import {postJson, validBody} from './feedback-helpers.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An app allowing 2 feedback posts per client per minute. */
async function limitedApp(trustProxy: BuildAppOptions['trustProxy']): Promise<FastifyInstance> {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'trust-proxy-'));
  const app = await buildApp({
    buildDir: fixture.buildDir,
    trustProxy,
    register: (instance) => registerFeedback(instance, {dbPath: path.join(dir, 'feedback.db'), rateLimit: 2}),
  });
  cleanups.push(() => app.close(), fixture.remove, () => rmSync(dir, {recursive: true, force: true}));
  return app;
}

/** Statuses of posts sent from `peer`, each claiming another client in X-Forwarded-For. */
async function postsClaiming(app: FastifyInstance, peer: string, clients: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const client of clients) statuses.push((await postJson(app, validBody(), {'x-forwarded-for': client}, peer)).statusCode);
  return statuses;
}

const fourClients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];

describe('TRUST_PROXY off (default)', () => {
  it('ignores X-Forwarded-For: a client cannot pick its own bucket', async () => {
    const app = await limitedApp(false);
    expect(await postsClaiming(app, '198.51.100.7', fourClients)).toEqual([201, 201, 429, 429]);
  });

  it('keys on the peer address', async () => {
    const app = await limitedApp(false);
    expect(await postsClaiming(app, '198.51.100.7', ['x', 'x'])).toEqual([201, 201]);
    expect(await postsClaiming(app, '198.51.100.8', ['x'])).toEqual([201]);
  });
});

describe.each([
  ['a list of proxy addresses', ['10.0.0.0/8', '127.0.0.1']],
  ['a hop count', 1],
] as const)('TRUST_PROXY as %s', (_case, trustProxy) => {
  it('gives each client behind the trusted proxy its own bucket', async () => {
    const app = await limitedApp(trustProxy);
    expect(await postsClaiming(app, '10.1.2.3', fourClients)).toEqual([201, 201, 201, 201]);
    // The same client through the proxy still has only its own two posts.
    expect(await postsClaiming(app, '10.1.2.3', ['203.0.113.1', '203.0.113.1'])).toEqual([201, 429]);
  });
});

describe('TRUST_PROXY as a list', () => {
  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const app = await limitedApp(['10.0.0.0/8']);
    expect(await postsClaiming(app, '198.51.100.7', fourClients)).toEqual([201, 201, 429, 429]);
  });

  it('takes the client nearest to the trusted proxies, not a forged first entry', async () => {
    const app = await limitedApp(['10.0.0.0/8']);
    // The client forges the start of the list; the trusted proxy appended the real address.
    const forged = (fake: string) => postJson(app, validBody(), {'x-forwarded-for': `${fake}, 198.51.100.7`}, '10.1.2.3');
    expect([(await forged('1.1.1.1')).statusCode, (await forged('2.2.2.2')).statusCode, (await forged('3.3.3.3')).statusCode]).toEqual([201, 201, 429]);
  });
});
