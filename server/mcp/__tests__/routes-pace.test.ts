/**
 * The HTTP guards in front of the MCP SDK (routes.ts) over a small fixture build, without a site build: the limit
 * every client shares, which keeps many clients, each under its own limit, from taking the thread pages need.
 * The build-stage tests (mcp-http.build.test.ts) cover the rest of the endpoint against the real site.
 */
import type {FastifyInstance, InjectOptions} from 'fastify';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildApp} from '../../app.js';
import {MCP_TOTAL_RATE_LIMIT} from '../info.js';
import {registerMcp} from '../routes.js';
import {loadSite} from '../site.js';
import {createFixtureSite, type FixtureSite} from './fixture-site.js';
// routes.ts loads the tools, and the feedback contract they check, on the first MCP request. Loading them with this
// file makes their module-level code count as loaded, not as covered by whichever test sends first: the mutation
// run would otherwise hold that code's mutants to that one test alone.
import '../tools.js';

let fixture: FixtureSite;

beforeAll(async () => {
  fixture = await createFixtureSite();
}, 120_000);
afterAll(() => fixture?.remove());

const ping = (client: string, id = 1): InjectOptions => ({
  method: 'POST',
  url: '/mcp',
  remoteAddress: client,
  headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
  payload: JSON.stringify({jsonrpc: '2.0', id, method: 'ping'}),
});

/** The app, with the MCP SDK loaded (a first request loads it, which takes a while) and the pace's turns all free again. */
async function mcpApp(options: {rateLimit?: number; totalRateLimit?: number}): Promise<FastifyInstance> {
  const site = await loadSite(fixture.buildDir, {holdPostings: false});
  const app = await buildApp({buildDir: fixture.buildDir, register: (instance) => registerMcp(instance, {site, ...options})});
  expect((await app.inject(ping('203.0.113.1'))).statusCode).toBe(200);
  vi.setSystemTime(Date.now() + 60_000);
  return app;
}

describe('the pace all MCP clients share', () => {
  // The pace runs on the clock: stopped, the turns do not depend on how fast this machine runs the requests.
  beforeEach(() => vi.useFakeTimers({toFake: ['Date'], now: Date.parse('2026-11-27T06:00:00Z')}));
  afterEach(() => vi.useRealTimers());

  it('makes requests past the pace wait their turn, and refuses with 503 and Retry-After past a second of waiting', async () => {
    const app = await mcpApp({rateLimit: 1000, totalRateLimit: 4});
    try {
      // Nine clients at once, each far under its own limit: four pass, four wait 250 to 1,000 ms, one would wait 1,250 ms.
      const sent = performance.now();
      const answers = await Promise.all(
        ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6', '192.0.2.7', '192.0.2.8', '192.0.2.9'].map(async (client) => {
          const answer = await app.inject(ping(client));
          return {status: answer.statusCode, after: performance.now() - sent, answer};
        }),
      );
      expect(answers.map(({status}) => status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 503]);
      // Timers never fire early: the last served request waited its whole turn.
      expect(answers[7]!.after).toBeGreaterThanOrEqual(990);
      const refused = answers[8]!.answer;
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32600, message: 'The MCP server is busy; retry in 2 s'}});
      // A refusal still carries the site's security headers.
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it("does not spend everyone's turns on a client its own limit already refuses", async () => {
    const app = await mcpApp({rateLimit: 1, totalRateLimit: 3});
    try {
      const flood = [];
      for (let n = 0; n < 5; n++) flood.push((await app.inject(ping('198.51.100.9'))).statusCode);
      expect(flood).toEqual([200, 429, 429, 429, 429]);
      // Two of the three turns of the burst are left for everyone else; the next one waits.
      const started = performance.now();
      expect((await app.inject(ping('192.0.2.1'))).statusCode).toBe(200);
      expect((await app.inject(ping('192.0.2.2'))).statusCode).toBe(200);
      const quick = performance.now() - started;
      expect((await app.inject(ping('192.0.2.3'))).statusCode).toBe(200);
      expect(performance.now() - started - quick).toBeGreaterThanOrEqual(320);
    } finally {
      await app.close();
    }
  });

  it('holds by default at MCP_TOTAL_RATE_LIMIT requests a second', async () => {
    const app = await mcpApp({rateLimit: 1_000_000});
    try {
      const clients = Array.from({length: 2 * MCP_TOTAL_RATE_LIMIT + 1}, (_, n) => `10.0.${n >> 8}.${n & 255}`);
      const statuses = await Promise.all(clients.map(async (client, n) => (await app.inject(ping(client, n))).statusCode));
      // A burst of a second's worth, a second's worth waiting, and no more.
      expect(statuses).toEqual([...Array(2 * MCP_TOTAL_RATE_LIMIT).fill(200), 503]);
    } finally {
      await app.close();
    }
  });
});
