/**
 * When the webhook forwarder tries again (webhook.ts), against a store stub that records each call with the time
 * it was made: the retry it schedules after a failed post, its pause while the database cannot record an outcome,
 * and its looks at an idle or unavailable outbox. Times are checked against the moments the stub saw, never against
 * a fixed sleep: a bound that follows from the order of calls holds however slow the machine is.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../common/feedback.js';
import type {ClaimedItem, FeedbackStore} from '../feedback/store.js';
import {startForwarder, type Forwarder, type ForwarderOptions} from '../feedback/webhook.js';
import {expectWaited, localWebhook, until, validBody} from './feedback-helpers.js';

let webhook: Awaited<ReturnType<typeof localWebhook>>;
let url: string;
/** Status the webhook answers. */
let status = 500;
beforeAll(async () => {
  webhook = await localWebhook((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(status).end());
  });
  url = webhook.url;
});
afterAll(() => webhook.close());

const forwarders: Forwarder[] = [];
afterEach(async () => {
  for (const forwarder of forwarders.splice(0)) await forwarder.stop();
  status = 500;
});

const item = (attempts: number, claim: number): ClaimedItem => ({response: validBody() as unknown as FeedbackResponse, source: 'reader', attempts, claim});

interface Call {
  /** Date.now() when the store was called. */
  at: number;
}

/** The store's outbox part, answering from `due` (handed out once) and recording every call with its time. */
function storeStub({due = [] as ClaimedItem[], nextDue = async (): Promise<number | null> => null, claimFails = 0, retryFails = false} = {}) {
  const pending = [...due];
  const calls = {
    claims: [] as Call[],
    retries: [] as Array<Call & {id: string; claim: number; retryAt: number; error: string}>,
    delivered: [] as Array<Call & {id: string}>,
  };
  let claimFailures = claimFails;
  const store: Partial<FeedbackStore> = {
    async claimDue(_now, limit) {
      calls.claims.push({at: Date.now()});
      if (claimFailures > 0) {
        claimFailures -= 1;
        throw new Error('database is locked');
      }
      return pending.splice(0, limit);
    },
    nextDue,
    async markDelivered(id) {
      calls.delivered.push({at: Date.now(), id});
    },
    async scheduleRetry(id, claim, retryAt, error) {
      calls.retries.push({at: Date.now(), id, claim, retryAt, error});
      if (retryFails) throw new Error('attempt to write a readonly database');
    },
    async release() {},
  };
  return {store: store as FeedbackStore, calls};
}

function start(store: FeedbackStore, options: Partial<ForwarderOptions> = {}): Forwarder {
  const forwarder = startForwarder(store, {url, baseDelayMs: 1000, maxDelayMs: 60_000, pollMs: 60_000, random: () => 0.5, ...options});
  forwarders.push(forwarder);
  return forwarder;
}

describe('the webhook forwarder’s retries', () => {
  it('schedules the next attempt after a failed post by the count of attempts so far, from the time it failed, up to the cap', async () => {
    // Base 1 s doubled per failed attempt, capped at 60 s, half fixed and half random (0.5 here): 3/4 of the ceiling.
    const cases = [
      {attempts: 0, claim: 1, delay: 750},
      {attempts: 1, claim: 2, delay: 1500},
      {attempts: 3, claim: 7, delay: 6000},
      {attempts: 9, claim: 3, delay: 45_000},
    ];
    const due = cases.map(({attempts, claim}) => item(attempts, claim));
    const {store, calls} = storeStub({due});
    start(store);
    await until(() => calls.retries.length === cases.length, 'each failed attempt is rescheduled');
    const [claimed] = calls.claims as [Call];
    for (const [n, {claim, delay}] of cases.entries()) {
      const retry = calls.retries.find((call) => call.claim === claim)!;
      expect(retry.error).toBe('HTTP 500');
      expect(retry.id).toBe(due[n]!.response.id);
      // Scheduled from a moment between the claim and the store call: never earlier, never later.
      expect(retry.retryAt - claimed.at, `case ${n}`).toBeGreaterThanOrEqual(delay);
      expect(retry.retryAt - retry.at, `case ${n}`).toBeLessThanOrEqual(delay);
    }
  });

  it('marks a delivered response and schedules no retry', async () => {
    status = 200;
    const delivered = item(2, 5);
    const {store, calls} = storeStub({due: [delivered]});
    start(store);
    await until(() => calls.delivered.length === 1, 'the response is marked delivered');
    expect(calls.delivered.map((call) => call.id)).toEqual([delivered.response.id]);
    expect(calls.retries).toEqual([]);
  });

  it('claims nothing more, for its backoff, while the database cannot record a failed attempt', async () => {
    const {store, calls} = storeStub({due: [item(0, 1)], retryFails: true});
    const errors: string[] = [];
    start(store, {baseDelayMs: 400, onError: (_id, error) => errors.push(error)});
    await until(() => calls.claims.length >= 2, 'it looks at the outbox again');
    // Paused for the attempt's backoff (3/4 of 400 ms) from after the failed record.
    expectWaited(calls.retries[0]!.at, calls.claims[1]!.at, 300, 'the pause after the failed record');
    expect(errors).toEqual(['HTTP 500', 'attempt to write a readonly database']);
  });

  it('looks again after its base delay while the outbox cannot be read', async () => {
    const {store, calls} = storeStub({claimFails: 1});
    const errors: string[] = [];
    start(store, {baseDelayMs: 300, onError: (id, error) => errors.push(`${id}: ${error}`)});
    await until(() => calls.claims.length >= 2, 'it looks at the outbox again');
    expectWaited(calls.claims[0]!.at, calls.claims[1]!.at, 300, 'the base delay');
    expect(errors).toEqual(['-: database is locked']);
  });

  it('waits for the next due row when it is sooner than the poll interval', async () => {
    let dueAt = 0;
    const {store, calls} = storeStub({
      nextDue: async () => {
        // Asked once the first look claimed nothing: a row left by another instance is due in 400 ms.
        dueAt ||= Date.now() + 400;
        return dueAt;
      },
    });
    start(store, {pollMs: 60_000});
    // Waiting the poll interval instead would take a minute: the test would time out.
    await until(() => calls.claims.length >= 2, 'it looks again when the row is due');
    expectWaited(dueAt, calls.claims[1]!.at, 0, 'the look for the due row');
  });

  it('looks again within the poll interval when the outbox is empty', async () => {
    const {store, calls} = storeStub();
    start(store, {pollMs: 300});
    await until(() => calls.claims.length >= 3, 'it polls twice');
    expectWaited(calls.claims[0]!.at, calls.claims[1]!.at, 300, 'the first poll');
    expectWaited(calls.claims[1]!.at, calls.claims[2]!.at, 300, 'the second poll');
  });
});
