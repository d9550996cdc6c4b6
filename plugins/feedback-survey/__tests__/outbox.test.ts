import {describe, expect, it, vi} from 'vitest';
import {feedbackSchema, type FeedbackResponse} from '../../../common/feedback.ts';
import {
  createOutbox,
  OUTBOX_KEY,
  OUTBOX_MAX_ENTRIES,
  outcomeOf,
  parseRetryAfter,
  postFeedback,
  readOutbox,
  retryDelay,
  type Delivery,
  type OutboxEntry,
  type SendResult,
  type StorageLike,
} from '../client/outbox.ts';

const response = (n = 1): FeedbackResponse => ({
  id: `3f1c2a4e-5b6d-4e7f-8a9b-${String(n).padStart(12, '0')}`,
  timestamp: '2026-11-22T05:00:00.000Z',
  rate: 4,
  message: 'Clear page',
  email: '',
  page: '/quickstart',
  locale: 'en',
});

class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** Storage that throws on every access, like localStorage with cookies blocked. */
const blockedStorage: StorageLike = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
};

function harness(results: SendResult[], storage: StorageLike | null = new MemoryStorage()) {
  let clock = 1_000_000;
  const sent: string[] = [];
  const log = vi.fn();
  const outbox = createOutbox({
    storage,
    send: async (body) => {
      sent.push(body.id);
      const result = results.shift();
      if (!result) throw new Error('unexpected send');
      return result;
    },
    now: () => clock,
    log,
  });
  return {
    outbox,
    sent,
    log,
    storage,
    stored: () => readOutbox(storage),
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

describe('retryDelay', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 5_000],
    [3, 10_000],
    [4, 20_000],
    [5, 40_000],
    [10, 1_280_000],
    [11, 2_560_000],
    [12, 3_600_000],
    [40, 3_600_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(retryDelay(failures)).toBe(delay);
  });
});

describe('outcomeOf', () => {
  it.each([
    [201, 'delivered'],
    [200, 'delivered'],
    [400, 'rejected'],
    [413, 'rejected'],
    [415, 'rejected'],
    [422, 'rejected'],
    [404, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
  ])('status %i means %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T05:00:00Z');
  it.each([
    [null, undefined],
    ['', undefined],
    ['30', 30_000],
    [' 2 ', 2_000],
    ['Sun, 22 Nov 2026 05:01:00 GMT', 60_000],
    ['Sun, 22 Nov 2026 04:00:00 GMT', 0],
    ['soon', undefined],
  ])('%j → %j ms', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms);
  });
});

describe('readOutbox', () => {
  const valid: OutboxEntry = {response: response(), failures: 1, nextAttemptAt: 5};
  it.each([
    ['no storage', null, []],
    ['nothing stored', undefined, []],
    ['corrupt JSON', '{not json', []],
    ['a non-array', '{"response":{}}', []],
    ['malformed entries among valid ones', JSON.stringify([valid, {failures: 'x'}, null, 3]), [valid]],
    ['valid entries', JSON.stringify([valid]), [valid]],
  ])('reads %s', (_name, raw, expected) => {
    if (raw === null) return expect(readOutbox(null)).toEqual(expected);
    const storage = new MemoryStorage();
    if (raw !== undefined) storage.setItem(OUTBOX_KEY, raw);
    expect(readOutbox(storage)).toEqual(expected);
  });

  it('reads blocked storage as empty', () => {
    expect(readOutbox(blockedStorage)).toEqual([]);
  });
});

describe('createOutbox().submit', () => {
  it.each<[string, SendResult, number, number, Delivery]>([
    // name, send result, entries left, failures recorded, what the reader is told
    ['201 created removes it', {outcome: 'delivered', status: 201}, 0, 0, {state: 'delivered', status: 201}],
    ['200 duplicate removes it', {outcome: 'delivered', status: 200}, 0, 0, {state: 'delivered', status: 200}],
    ['400 rejected drops it', {outcome: 'rejected', status: 400}, 0, 0, {state: 'rejected', status: 400}],
    ['500 keeps it', {outcome: 'retry', status: 500}, 1, 1, {state: 'queued', status: 500}],
    ['429 keeps it', {outcome: 'retry', status: 429}, 1, 1, {state: 'queued', status: 429}],
    ['a network error keeps it', {outcome: 'retry'}, 1, 1, {state: 'queued', status: undefined}],
  ])('%s', async (_name, result, left, failures, delivery) => {
    const {outbox, stored} = harness([result]);
    expect(await outbox.submit(response())).toEqual(delivery);
    expect(stored()).toHaveLength(left);
    if (left) expect(stored()[0]).toMatchObject({response: response(), failures});
  });

  it('says unsaved when another tab removed the response while it was being sent', async () => {
    const storage = new MemoryStorage();
    const outbox = createOutbox({
      storage,
      send: async () => {
        storage.setItem(OUTBOX_KEY, '[]');
        return {outcome: 'retry'};
      },
      now: () => 0,
      log: () => {},
    });
    expect(await outbox.submit(response())).toEqual({state: 'unsaved', status: undefined});
  });

  it('stores the response before sending it', async () => {
    const storage = new MemoryStorage();
    let storedDuringSend: OutboxEntry[] = [];
    const outbox = createOutbox({
      storage,
      send: async () => {
        storedDuringSend = readOutbox(storage);
        return {outcome: 'delivered', status: 201};
      },
      now: () => 0,
      log: () => {},
    });
    await outbox.submit(response());
    expect(storedDuringSend.map((entry) => entry.response)).toEqual([response()]);
  });

  it('logs a rejected response', async () => {
    const {outbox, log} = harness([{outcome: 'rejected', status: 400}]);
    await outbox.submit(response());
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/dropped: the server answered 400/));
  });

  it.each([
    ['unavailable (null)', null],
    ['throwing on every access', blockedStorage],
  ])('still sends once when storage is %s', async (_name, storage) => {
    const {outbox, sent, log} = harness([{outcome: 'retry', status: 503}], storage);
    // Nothing holds it: the reader must be told so, not that it will be sent later.
    expect(await outbox.submit(response())).toEqual({state: 'unsaved', status: 503});
    expect(sent).toEqual([response().id]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/storage unavailable/));
  });

  it('replaces corrupt stored JSON with a valid outbox', async () => {
    const storage = new MemoryStorage();
    storage.setItem(OUTBOX_KEY, '[{broken');
    const {outbox, stored} = harness([{outcome: 'retry', status: 500}], storage);
    await outbox.submit(response());
    expect(stored().map((entry) => entry.response.id)).toEqual([response().id]);
  });

  it(`keeps at most ${OUTBOX_MAX_ENTRIES} responses, dropping the oldest`, async () => {
    const results = Array.from({length: OUTBOX_MAX_ENTRIES + 2}, (): SendResult => ({outcome: 'retry'}));
    const {outbox, stored} = harness(results);
    for (let n = 1; n <= OUTBOX_MAX_ENTRIES + 2; n++) await outbox.submit(response(n));
    const ids = stored().map((entry) => entry.response.id);
    expect(ids).toHaveLength(OUTBOX_MAX_ENTRIES);
    expect(ids[0]).toBe(response(3).id);
  });
});

describe('createOutbox().flush', () => {
  it('retries with the backoff schedule and the same id until the server acknowledges', async () => {
    const {outbox, sent, stored, advance} = harness([
      {outcome: 'retry', status: 500},
      {outcome: 'retry', status: 503},
      {outcome: 'retry'},
      {outcome: 'delivered', status: 201},
    ]);
    await outbox.submit(response());
    // First failure: due again right away (next page view).
    await outbox.flush();
    expect(sent).toHaveLength(2);
    // Second failure: not due for 5 s.
    advance(4_999);
    await outbox.flush();
    expect(sent).toHaveLength(2);
    advance(1);
    await outbox.flush();
    expect(sent).toHaveLength(3);
    expect(stored()[0].failures).toBe(3);
    // Third failure: 10 s.
    advance(9_999);
    await outbox.flush();
    expect(sent).toHaveLength(3);
    advance(1);
    await outbox.flush();
    expect(sent).toEqual(Array(4).fill(response().id));
    expect(stored()).toEqual([]);
  });

  it('waits at least as long as Retry-After asks', async () => {
    const {outbox, sent, advance} = harness([
      {outcome: 'retry', status: 429, retryAfterMs: 60_000},
      {outcome: 'delivered', status: 201},
    ]);
    await outbox.submit(response());
    advance(59_999);
    await outbox.flush();
    expect(sent).toHaveLength(1);
    advance(1);
    await outbox.flush();
    expect(sent).toHaveLength(2);
  });

  it('sends everything at once when forced (back online), regardless of the schedule', async () => {
    const {outbox, sent, stored} = harness([
      {outcome: 'retry'},
      {outcome: 'retry'},
      {outcome: 'delivered', status: 201},
    ]);
    await outbox.submit(response());
    await outbox.flush();
    await outbox.flush();
    expect(sent).toHaveLength(2);
    await outbox.flush({force: true});
    expect(sent).toHaveLength(3);
    expect(stored()).toEqual([]);
  });

  it('does nothing with an empty or corrupt outbox', async () => {
    const storage = new MemoryStorage();
    storage.setItem(OUTBOX_KEY, 'null{');
    const {outbox, sent} = harness([], storage);
    await outbox.flush({force: true});
    expect(sent).toEqual([]);
  });

  it('delivers a response a newer page left with a field this release does not know, sent as it was stored', async () => {
    const storage = new MemoryStorage();
    const newer = {...response(), followUp: {channel: 'email'}};
    storage.setItem(OUTBOX_KEY, JSON.stringify([{response: newer, failures: 1, nextAttemptAt: 0}]));
    const posted: unknown[] = [];
    // The server's answer under the shared contract: 201 for a body it can store, 400 for one it refuses.
    const fetch = async (_url: string, init: RequestInit) => {
      const body: unknown = JSON.parse(String(init.body));
      posted.push(body);
      return {status: feedbackSchema.safeParse(body).success ? 201 : 400, headers: new Headers()};
    };
    const log = vi.fn();
    const outbox = createOutbox({storage, send: (body) => postFeedback(body, {endpoint: '/api/feedback', fetch}), now: () => 0, log});
    await outbox.flush();
    expect(posted).toEqual([newer]);
    expect(log).not.toHaveBeenCalled();
    expect(readOutbox(storage)).toEqual([]);
  });

  it('never sends the same id twice at the same time', async () => {
    const storage = new MemoryStorage();
    let release: (result: SendResult) => void = () => {};
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (release = resolve)));
    const outbox = createOutbox({storage, send, now: () => 0, log: () => {}});
    const submitted = outbox.submit(response());
    await outbox.flush({force: true});
    expect(send).toHaveBeenCalledTimes(1);
    release({outcome: 'delivered', status: 201});
    await submitted;
    expect(readOutbox(storage)).toEqual([]);
  });
});

describe('postFeedback', () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    Promise.resolve({status, headers: new Headers(headers)});

  it('POSTs the response as JSON to the endpoint', async () => {
    const fetch = vi.fn(() => answer(201));
    await postFeedback(response(), {endpoint: '/api/feedback', fetch});
    expect(fetch).toHaveBeenCalledWith(
      '/api/feedback',
      expect.objectContaining({method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(response())}),
    );
  });

  it.each<[string, () => Promise<{status: number; headers: Headers}>, SendResult]>([
    ['201', () => answer(201), {outcome: 'delivered', status: 201, retryAfterMs: undefined}],
    ['400', () => answer(400), {outcome: 'rejected', status: 400, retryAfterMs: undefined}],
    ['429 with Retry-After', () => answer(429, {'Retry-After': '20'}), {outcome: 'retry', status: 429, retryAfterMs: 20_000}],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), {outcome: 'retry'}],
  ])('maps %s', async (_name, reply, expected) => {
    expect(await postFeedback(response(), {endpoint: '/x', fetch: reply})).toEqual(expected);
  });

  it('aborts a send that does not answer in time and keeps it for a retry', async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_input: string, init: RequestInit) =>
        new Promise<never>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      const pending = postFeedback(response(), {endpoint: '/x', fetch, timeoutMs: 10_000});
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toEqual({outcome: 'retry'});
    } finally {
      vi.useRealTimers();
    }
  });
});
