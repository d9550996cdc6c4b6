import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openSqliteStore} from '../feedback/store-sqlite.js';
import {startForwarder} from '../feedback/webhook.js';
import {feedbackApp as startApp, postJson, until, validBody} from './feedback-helpers.js';

/** Every temporary folder the suite made: none may be left once it is done (each test removes its own). */
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
const feedbackApp = async (...args: Parameters<typeof startApp>) => {
  const t = await startApp(...args);
  made.push(...t.tempDirs);
  return t;
};
afterAll(() => {
  expect(made.filter((dir) => existsSync(dir))).toEqual([]);
});

/** A local webhook that fails the first `failures` attempts of each id, then answers 200; counts both per id. */
function webhookReceiver(failures = 1) {
  const attempts = new Map<string, number>();
  /** Requests received, counted before any hold. */
  let arrived = 0;
  const delivered = new Map<string, number>();
  const bodies = new Map<string, unknown>();
  let hold: Promise<void> | undefined;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', async () => {
      arrived += 1;
      await hold;
      const body = JSON.parse(raw) as {id: string};
      const n = (attempts.get(body.id) ?? 0) + 1;
      attempts.set(body.id, n);
      if (n <= failures) {
        response.writeHead(500).end('boom');
        return;
      }
      delivered.set(body.id, (delivered.get(body.id) ?? 0) + 1);
      bodies.set(body.id, body);
      response.writeHead(200).end('ok');
    });
  });
  return {
    arrived: () => arrived,
    attempts,
    delivered,
    bodies,
    /** Makes every request wait until the returned function is called. */
    holdRequests() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive for seconds; do not wait for them.
        server.closeAllConnections();
      }),
  };
}

const fast = {baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 2000};

describe('webhook forwarding', () => {
  const receiver = webhookReceiver(1);
  let url: string;
  beforeAll(async () => {
    url = await receiver.listen();
  });
  afterAll(() => receiver.close());

  it('delivers every stored response exactly once by id through a 500 then a 200, and marks it delivered', async () => {
    const t = await feedbackApp({webhook: {url, ...fast}});
    try {
      const bodies = Array.from({length: 30}, (_, i) => validBody({rate: (i % 5) + 1, page: `/p${i}`}));
      for (const body of bodies) expect((await postJson(t.app, body)).statusCode).toBe(201);
      // A repeated id is not forwarded again.
      expect((await postJson(t.app, bodies[0])).statusCode).toBe(200);
      await until(() => receiver.delivered.size === bodies.length, 'every response is delivered');
      await until(() => (t.store.db.prepare('SELECT count(*) AS n FROM outbox').get() as {n: number}).n === 0, 'the outbox is empty');
      for (const body of bodies) {
        expect(receiver.attempts.get(String(body.id))).toBe(2);
        expect(receiver.delivered.get(String(body.id))).toBe(1);
        expect(receiver.bodies.get(String(body.id))).toEqual({...body, source: 'reader'});
      }
      const undelivered = t.store.db.prepare('SELECT count(*) AS n FROM responses WHERE delivered_at IS NULL').get() as {n: number};
      expect(undelivered.n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('answers the reader before the webhook answers', async () => {
    const release = receiver.holdRequests();
    const t = await feedbackApp({webhook: {url, ...fast}});
    try {
      const body = validBody();
      const response = await postJson(t.app, body);
      expect(response.statusCode).toBe(201);
      expect(receiver.delivered.has(String(body.id))).toBe(false);
      release();
      await until(() => receiver.delivered.get(String(body.id)) === 1, 'the held response is delivered');
    } finally {
      release();
      await t.close();
    }
  });

  it('says in the payload who sent each response: a reader or an agent', async () => {
    const dir = tempDir('feedback-source-');
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const reader = validBody({page: '/from-reader'}) as Parameters<typeof store.save>[0];
    const agent = validBody({page: '/from-agent'}) as Parameters<typeof store.save>[0];
    await store.save(reader, new Date(), true);
    await store.save(agent, new Date(), true, 'agent');
    const forwarder = startForwarder(store, {url, ...fast});
    try {
      await until(() => receiver.delivered.has(reader.id) && receiver.delivered.has(agent.id), 'both are delivered');
      expect(receiver.bodies.get(reader.id)).toEqual({...reader, source: 'reader'});
      expect(receiver.bodies.get(agent.id)).toEqual({...agent, source: 'agent'});
    } finally {
      await forwarder.stop();
      await store.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('stores nothing in the outbox when no webhook is configured', async () => {
    const t = await feedbackApp();
    try {
      expect((await postJson(t.app, validBody())).statusCode).toBe(201);
      expect(t.store.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({n: 0});
    } finally {
      await t.close();
    }
  });
});

describe('webhook redirects', () => {
  it.each([301, 302, 307, 308])('never follows a %i: the payload, e-mail included, goes nowhere else and the delivery stays pending', async (status) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feedback-redirect-'));
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const elsewhere = webhookReceiver(0);
    const elsewhereUrl = await elsewhere.listen();
    let redirected = 0;
    const redirecting = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        redirected += 1;
        response.writeHead(status, {location: elsewhereUrl}).end();
      });
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const errors: string[] = [];
    const body = validBody({email: 'reader@example.com'}) as Parameters<typeof store.save>[0];
    await store.save(body, new Date(), true);
    const forwarder = startForwarder(store, {
      url: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hook`,
      ...fast,
      onError: (_id, error) => errors.push(error),
    });
    try {
      await until(() => errors.length >= 2, 'two attempts were answered with a redirect');
      expect(redirected).toBeGreaterThanOrEqual(2);
      expect(elsewhere.arrived()).toBe(0);
      expect(errors[0]).toBe(`HTTP ${status}: redirects are not followed; set FEEDBACK_WEBHOOK_URL to the address the webhook moved to`);
      expect((await store.due(Number.MAX_SAFE_INTEGER, 1)).map((item) => item.response.id)).toEqual([body.id]);
    } finally {
      await forwarder.stop();
      await store.close();
      await elsewhere.close();
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('webhook outbox durability', () => {
  it('keeps undelivered responses across a restart and resumes them at start', async () => {
    const dir = tempDir('feedback-outbox-');
    const dbPath = path.join(dir, 'feedback.db');
    const down = webhookReceiver(Number.POSITIVE_INFINITY);
    const downUrl = await down.listen();
    const first = await feedbackApp({dbPath, webhook: {url: downUrl, ...fast}});
    const bodies = Array.from({length: 5}, () => validBody());
    for (const body of bodies) expect((await postJson(first.app, body)).statusCode).toBe(201);
    await until(() => [...down.attempts.values()].filter((n) => n >= 2).length === bodies.length, 'each was retried');
    // Closing stops the forwarder cleanly: no attempt after close. The database stays in `dir` for the restart.
    await first.close();
    // Attempts already on the wire when close() aborted them still reach the receiver: let them land first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const attemptsAtClose = [...down.attempts.values()].reduce((a, b) => a + b, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...down.attempts.values()].reduce((a, b) => a + b, 0)).toBe(attemptsAtClose);
    await down.close();

    const stored = openSqliteStore(dbPath);
    expect((await stored.due(Number.MAX_SAFE_INTEGER, 100)).map((item) => item.response.id).sort()).toEqual(bodies.map((b) => b.id).sort());
    const up = webhookReceiver(0);
    const upUrl = await up.listen();
    const forwarder = startForwarder(stored, {url: upUrl, ...fast});
    try {
      await until(() => up.delivered.size === bodies.length, 'the pending responses are delivered after the restart');
      for (const body of bodies) expect(up.delivered.get(String(body.id))).toBe(1);
    } finally {
      await forwarder.stop();
      await stored.close();
      await up.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('gives up an attempt after its timeout and retries it', async () => {
    const dir = tempDir('feedback-timeout-');
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const slow = webhookReceiver(0);
    const release = slow.holdRequests();
    const slowUrl = await slow.listen();
    const errors: string[] = [];
    const body = validBody() as Parameters<typeof store.save>[0];
    await store.save(body, new Date(), true);
    const forwarder = startForwarder(store, {url: slowUrl, baseDelayMs: 20, maxDelayMs: 50, timeoutMs: 100, onError: (_id, error) => errors.push(error)});
    try {
      await until(() => errors.length >= 2, 'two attempts timed out');
      expect((await store.due(Number.MAX_SAFE_INTEGER, 1))[0]?.attempts).toBeGreaterThanOrEqual(2);
      release();
      await until(async () => (await store.due(Number.MAX_SAFE_INTEGER, 1)).length === 0, 'the response is delivered');
    } finally {
      release();
      await forwarder.stop();
      await store.close();
      await slow.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('waits with backoff while the database cannot record a delivery, then records it without posting again', async () => {
    const dir = tempDir('feedback-stuck-');
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const hook = webhookReceiver(0);
    const release = hook.holdRequests();
    const hookUrl = await hook.listen();
    const body = validBody() as Parameters<typeof store.save>[0];
    await store.save(body, new Date(), true);
    const errors: string[] = [];
    const forwarder = startForwarder(store, {url: hookUrl, baseDelayMs: 200, maxDelayMs: 200, timeoutMs: 1000, onError: (_id, error) => errors.push(error)});
    try {
      // The database turns read-only while the attempt is on the wire: its 2xx cannot be recorded.
      await until(() => hook.arrived() === 1, 'the first attempt arrives');
      store.db.pragma('query_only = ON');
      release();
      await until(() => hook.delivered.size === 1, 'the webhook acknowledges it');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // 500 ms at one look per 100-200 ms: a handful of failed looks, not thousands, and no second post.
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.length).toBeLessThanOrEqual(8);
      expect(hook.delivered.get(body.id)).toBe(1);
      store.db.pragma('query_only = OFF');
      await until(async () => (await store.due(Number.MAX_SAFE_INTEGER, 1)).length === 0, 'the delivery is recorded once the database recovers');
      expect(hook.arrived()).toBe(1);
      expect(store.db.prepare('SELECT delivered_at IS NOT NULL AS delivered FROM responses').get()).toEqual({delivered: 1});
    } finally {
      release();
      await forwarder.stop();
      await store.close();
      await hook.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('webhook failures', () => {
  it.each([400, 404, 500, 503])('names a %i answer by its status alone and keeps the delivery pending', async (status) => {
    const dir = tempDir('feedback-status-');
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const failing = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(status).end());
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const errors: string[] = [];
    const body = validBody() as Parameters<typeof store.save>[0];
    await store.save(body, new Date(), true);
    const forwarder = startForwarder(store, {url: `http://127.0.0.1:${(failing.address() as AddressInfo).port}/hook`, ...fast, onError: (_id, error) => errors.push(error)});
    try {
      await until(() => errors.length >= 1, 'an attempt was answered');
      expect(errors[0]).toBe(`HTTP ${status}`);
      expect((await store.due(Number.MAX_SAFE_INTEGER, 1)).map((item) => item.response.id)).toEqual([body.id]);
    } finally {
      await forwarder.stop();
      await store.close();
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('records an acknowledged delivery the database first refused to record, and never posts it again', async () => {
    const dir = tempDir('feedback-unrecorded-');
    const store = openSqliteStore(path.join(dir, 'feedback.db'));
    const receiver = webhookReceiver(0);
    const url = await receiver.listen();
    const body = validBody() as Parameters<typeof store.save>[0];
    await store.save(body, new Date(), true);
    // The first record of the delivery fails; everything else (retries included) works.
    const markDelivered = store.markDelivered.bind(store);
    let refusals = 0;
    store.markDelivered = (id, at) => (refusals++ === 0 ? Promise.reject(new Error('database is locked')) : markDelivered(id, at));
    const errors: string[] = [];
    const forwarder = startForwarder(store, {url, ...fast, onError: (_id, error) => errors.push(error)});
    try {
      await until(() => (store.db.prepare('SELECT count(*) AS n FROM outbox').get() as {n: number}).n === 0, 'the delivery is recorded');
      // Long enough for a wrongly scheduled retry (20–200 ms here) to have been posted.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(receiver.arrived()).toBe(1);
      expect(receiver.delivered.get(String(body.id))).toBe(1);
      expect(errors).toEqual(['database is locked']);
      const row = store.db.prepare('SELECT delivered_at FROM responses WHERE id = ?').get(body.id) as {delivered_at: string | null};
      expect(row.delivered_at).not.toBeNull();
    } finally {
      await forwarder.stop();
      await store.close();
      await receiver.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
