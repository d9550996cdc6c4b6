/**
 * How the webhook forwarder (webhook.ts) works its outbox, against a store stub and a local webhook that can hold
 * its answers: what one attempt sends, which answers count as delivered, failed or moved, how many attempts run at
 * once, what stop() hands back, and when a look at the outbox leads to another. Each check waits for the calls it
 * needs (`until`) and bounds times from below only, so a slow machine cannot fail it.
 */
import type {IncomingHttpHeaders} from 'node:http';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../common/feedback.js';
import type {ClaimedItem, FeedbackStore} from '../feedback/store.js';
import {startForwarder, type Forwarder, type ForwarderOptions} from '../feedback/webhook.js';
import {expectWaited, localWebhook, until, validBody} from './feedback-helpers.js';

interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let webhook: Awaited<ReturnType<typeof localWebhook>>;
let url: string;
/** What the webhook answers next. */
let answer = {status: 200, location: undefined as string | undefined};
/** Requests the webhook has received, in order. */
let received: Received[] = [];
/** Requests being held now, and the most held at once. */
let holding = 0;
let mostHeld = 0;
/** While set, the webhook holds each request until it resolves. */
let hold: Promise<void> | undefined;
let release = () => {};

beforeAll(async () => {
  webhook = await localWebhook((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      received.push({method: request.method ?? '', headers: request.headers, body});
      holding += 1;
      mostHeld = Math.max(mostHeld, holding);
      await hold;
      holding -= 1;
      response.writeHead(answer.status, answer.location ? {location: answer.location} : {}).end();
    });
  });
  url = webhook.url;
});
afterAll(() => webhook.close());

const forwarders: Forwarder[] = [];
beforeEach(() => {
  answer = {status: 200, location: undefined};
  received = [];
  holding = 0;
  mostHeld = 0;
  hold = undefined;
});
afterEach(async () => {
  release();
  for (const forwarder of forwarders.splice(0)) await forwarder.stop();
});

/** Makes the webhook hold every request until `release()`. */
function holdAnswers(): void {
  hold = new Promise<void>((resolve) => {
    release = () => {
      hold = undefined;
      resolve();
    };
  });
}

const item = (attempts: number, claim: number, overrides: Record<string, unknown> = {}): ClaimedItem => ({
  response: validBody(overrides) as unknown as FeedbackResponse,
  source: 'reader',
  attempts,
  claim,
});

/** The outbox part of a store: hands out `due` once, by the limit asked, and records every call. */
function storeStub({due = [] as ClaimedItem[], claimGate = undefined as Promise<void> | undefined, retryFails = false} = {}) {
  const pending = [...due];
  const calls = {
    claims: [] as Array<{at: number; limit: number}>,
    nextDue: [] as Array<{at: number; held: number}>,
    delivered: [] as string[],
    retries: [] as Array<{id: string; claim: number; error: string; at: number}>,
    released: [] as Array<{id: string; claim: number}>,
  };
  const store: Partial<FeedbackStore> = {
    async claimDue(_now, limit) {
      calls.claims.push({at: Date.now(), limit});
      await claimGate;
      return pending.splice(0, limit);
    },
    async nextDue() {
      calls.nextDue.push({at: Date.now(), held: holding});
      return null;
    },
    async markDelivered(id) {
      calls.delivered.push(id);
    },
    async scheduleRetry(id, claim, _retryAt, error) {
      calls.retries.push({id, claim, error, at: Date.now()});
      if (retryFails) throw new Error('attempt to write a readonly database');
    },
    async release(id, claim) {
      calls.released.push({id, claim});
    },
  };
  return {store: store as FeedbackStore, calls};
}

function start(store: FeedbackStore, options: Partial<ForwarderOptions> = {}): Forwarder {
  const forwarder = startForwarder(store, {url, baseDelayMs: 1000, maxDelayMs: 60_000, pollMs: 60_000, random: () => 0.5, ...options});
  forwarders.push(forwarder);
  return forwarder;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one attempt', () => {
  it('posts the response as JSON, with who sent it, and marks it delivered on a 2xx without a body', async () => {
    answer.status = 204;
    const sent = item(0, 1, {message: 'Clear page', email: 'reader@example.com'});
    const {store, calls} = storeStub({due: [sent]});
    start(store);
    await until(() => calls.delivered.length === 1, 'the response is marked delivered');
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({...sent.response, source: 'reader'});
    expect(calls.retries).toEqual([]);
  });

  it.each([
    [300, 'HTTP 300: redirects are not followed; set FEEDBACK_WEBHOOK_URL to the address the webhook moved to'],
    [399, 'HTTP 399: redirects are not followed; set FEEDBACK_WEBHOOK_URL to the address the webhook moved to'],
    [400, 'HTTP 400'],
    [404, 'HTTP 404'],
    [503, 'HTTP 503'],
  ])('counts a %i as a failed attempt, and says why', async (status, error) => {
    answer.status = status;
    const failed = item(0, 4);
    const {store, calls} = storeStub({due: [failed]});
    start(store);
    await until(() => calls.retries.length === 1, 'the attempt is rescheduled');
    expect(calls.retries).toEqual([{id: failed.response.id, claim: 4, error, at: expect.any(Number)}]);
    expect(calls.delivered).toEqual([]);
  });

  it('says an attempt ran out of time when the webhook does not answer within timeoutMs', async () => {
    holdAnswers();
    const slow = item(0, 2);
    const {store, calls} = storeStub({due: [slow]});
    start(store, {timeoutMs: 200});
    await until(() => calls.retries.length === 1, 'the attempt is given up');
    expect(calls.retries[0]?.error).toBe('The operation was aborted due to timeout');
  });
});

describe('a database that cannot record an outcome', () => {
  it('pauses every claim for the backoff of the attempt after the failed one', async () => {
    answer.status = 500;
    // Its fourth attempt failed and could not be recorded: 100 ms doubled three times, 3/4 of it (random 0.5).
    const {store, calls} = storeStub({due: [item(3, 31)], retryFails: true});
    start(store, {baseDelayMs: 100});
    await until(() => calls.claims.length >= 2, 'it looks at the outbox again');
    expectWaited(calls.retries[0]!.at, calls.claims[1]!.at, 600, 'the backoff pause');
  });
});

describe('attempts at once', () => {
  it('runs at most `concurrency` attempts at once, claims only what it has room for, and never asks for none', async () => {
    holdAnswers();
    const due = Array.from({length: 5}, (_, n) => item(0, n + 1));
    const {store, calls} = storeStub({due});
    const forwarder = start(store, {concurrency: 2});
    await until(() => holding === 2, 'two attempts are in flight');
    // A new response while both slots are busy wakes nothing: there is no room to claim it.
    forwarder.notify();
    await settle(200);
    expect(received).toHaveLength(2);
    expect(calls.claims.map((call) => call.limit)).toEqual([2]);
    // No look for the next due row while attempts are in flight: each one's end looks again.
    expect(calls.nextDue).toEqual([]);
    release();
    await until(() => calls.delivered.length === 5, 'every response is delivered');
    expect(mostHeld).toBeLessThanOrEqual(2);
    expect(calls.claims.every((call) => call.limit >= 1 && call.limit <= 2)).toBe(true);
    expect(calls.nextDue.every((call) => call.held === 0)).toBe(true);
  });

  it('looks once more after a look that a new response arrived during, without waiting for the poll', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const {store, calls} = storeStub({claimGate: gate});
    const forwarder = start(store, {pollMs: 60_000});
    await until(() => calls.claims.length === 1, 'the first look is under way');
    forwarder.notify();
    forwarder.notify();
    await settle(100);
    expect(calls.claims).toHaveLength(1);
    open();
    // Both notifications ask for one more look, right after the first: a minute's poll would time this out.
    await until(() => calls.claims.length === 2, 'it looks again');
    await settle(200);
    expect(calls.claims).toHaveLength(2);
  });
});

describe('stop()', () => {
  it('aborts the attempts in flight and hands them back unscheduled, then claims nothing, whatever it is told', async () => {
    holdAnswers();
    const due = [item(1, 11), item(2, 12)];
    const {store, calls} = storeStub({due: [...due, item(0, 13)]});
    const forwarder = start(store, {concurrency: 2});
    await until(() => holding === 2, 'two attempts are in flight');
    await forwarder.stop();
    expect(calls.released).toHaveLength(due.length);
    expect(calls.released).toEqual(expect.arrayContaining(due.map(({response, claim}) => ({id: response.id, claim}))));
    expect(calls.retries).toEqual([]);
    expect(calls.delivered).toEqual([]);
    const claims = calls.claims.length;
    forwarder.notify();
    release();
    await settle(200);
    expect(calls.claims).toHaveLength(claims);
  });

  it('hands back, unposted, what a look claimed while it was stopping', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const claimed = [item(0, 21), item(3, 22)];
    const {store, calls} = storeStub({due: claimed, claimGate: gate});
    const forwarder = start(store);
    await until(() => calls.claims.length === 1, 'a look is claiming');
    const stopped = forwarder.stop();
    open();
    await stopped;
    expect(calls.released).toEqual(claimed.map(({response, claim}) => ({id: response.id, claim})));
    expect(received).toEqual([]);
  });
});
