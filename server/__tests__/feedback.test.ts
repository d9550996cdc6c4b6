import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {FEEDBACK_BODY_LIMIT} from '../../common/feedback.ts';
import {usableSqliteDrivers} from '../feedback/sqlite-driver.ts';
import {feedbackApp, postJson, validBody, type TestApp} from './feedback-helpers.ts';

let t: TestApp;
// A new app for each test: mutation testing credits code to the test that runs it, and the routes' registration (the
// body parsers, their limits) would otherwise belong to no test of this file.
beforeEach(async () => {
  t = await feedbackApp({publicOrigin: 'https://developers.faststore.dev', rateLimit: 1000});
});
afterEach(() => t.close());

const day = 24 * 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('POST /api/feedback validation', () => {
  it.each([
    ['id', {id: 'not-a-uuid'}, 'id must be a UUID'],
    ['id', {id: 42}, 'id must be a UUID'],
    ['id', {id: undefined}, 'id is required'],
    ['timestamp', {timestamp: 'yesterday'}, 'timestamp must be an ISO 8601 date-time'],
    ['timestamp', {timestamp: undefined}, 'timestamp is required'],
    ['rate', {rate: 0}, 'rate must be from 1 to 5'],
    ['rate', {rate: 6}, 'rate must be from 1 to 5'],
    ['rate', {rate: 3.5}, 'rate must be a whole number'],
    ['rate', {rate: '4'}, 'rate must be a number'],
    ['rate', {rate: undefined}, 'rate is required'],
    ['message', {message: 'x'.repeat(2001)}, 'message must be at most 2000 characters'],
    ['message', {message: null}, 'message must be a string'],
    ['email', {email: 'not-an-email'}, 'email must be a valid email address or empty'],
    ['email', {email: 5}, 'email must be a valid email address or empty'],
    ['email', {email: 'a@b.c d'}, 'email must be a valid email address or empty'],
    ['email', {email: undefined}, 'email is required'],
    ['page', {page: 'https://evil.example/quickstart'}, 'page must be a path on this site'],
    ['page', {page: '//evil.example/'}, 'page must be a path on this site'],
    ['page', {page: '/a b'}, 'page must be a path on this site'],
    ['page', {page: undefined}, 'page is required'],
    ['rate', {rate: 9, followUp: 'yes'}, 'rate must be from 1 to 5'],
    ['id', {id: 'bad', rate: 9}, 'id must be a UUID'],
  ])('names %s for %j and stores nothing', async (field, overrides, error) => {
    const before = t.storedIds().length;
    const response = await postJson(t.app, validBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: expect.stringContaining(error), field});
    expect(t.storedIds()).toHaveLength(before);
  });

  // Named by the offset, not the date: a test's name is how mutation testing recognises it from one run to the next.
  it.each([
    ['8 days ago', -8 * day],
    ['10 minutes ahead', 10 * 60_000],
  ])('names timestamp for a time %s and stores nothing', async (_when, offsetMs) => {
    const before = t.storedIds().length;
    const response = await postJson(t.app, validBody({timestamp: iso(offsetMs)}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: expect.stringContaining('timestamp must be within the last 7 days'), field: 'timestamp'});
    expect(t.storedIds()).toHaveLength(before);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"hello"'],
  ])('rejects %s as the body with 400 and no field', async (_name, body) => {
    const response = await postJson(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: expect.stringContaining('body must be a JSON object')});
  });

  it.each([
    ['malformed JSON', '{"id":', 'body must be valid JSON'],
    ['an empty body', '', 'body must be valid JSON'],
  ])('rejects %s with 400', async (_name, body, error) => {
    const response = await postJson(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error});
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['json look-alike', 'application/jsonp'],
  ])('answers 415 to %s', async (_name, type) => {
    const before = t.storedIds().length;
    const response = await postJson(t.app, JSON.stringify(validBody()), {'content-type': type});
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({error: 'Content-Type must be application/json'});
    expect(t.storedIds()).toHaveLength(before);
  });

  const postBytes = (payload: Buffer) => t.app.inject({method: 'POST', url: '/api/feedback', headers: {'content-type': 'application/json'}, payload});

  /** A valid body as UTF-8 bytes, with `bytes` put in place of the marker `@@` inside `field`'s string. */
  const withBytes = (field: 'message' | 'page', bytes: number[]) => {
    const text = JSON.stringify(validBody(field === 'message' ? {message: 'before @@ after'} : {page: '/quick@@start'}));
    const [head = '', tail = ''] = text.split('@@');
    return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
  };

  it.each([
    ['message', [0xff], '0xFF'],
    ['message', [0xc3], '0xC3'],
    ['message', [0xe2, 0x82], '0xE2'],
    ['message', [0xed, 0xa0, 0x80], '0xED'],
    ['message', [0xc0, 0xaf], '0xC0'],
    ['message', [0xf4, 0x90, 0x80, 0x80], '0xF4'],
    ['page', [0x80], '0x80'],
    ['page', [0xfe], '0xFE'],
  ])('refuses invalid UTF-8 in %s (%j) with 400 naming the field, and stores nothing', async (field, bytes, first) => {
    const before = t.storedIds().length;
    const response = await postBytes(withBytes(field as 'message' | 'page', bytes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: `${field} must be UTF-8 text: byte ${first} is not UTF-8`, field});
    expect(t.storedIds()).toHaveLength(before);
  });

  it.each([
    ['between two fields', (json: string) => Buffer.concat([Buffer.from(json.slice(0, -1)), Buffer.from([0x2c, 0xff]), Buffer.from('}')])],
    ['in a key', (json: string) => Buffer.concat([Buffer.from('{"'), Buffer.from([0xe9]), Buffer.from(`":1,${json.slice(1)}`)])],
  ])('refuses a byte that is not UTF-8 %s with 400 and no field', async (_case, spoil) => {
    const response = await postBytes(spoil(JSON.stringify(validBody())));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: expect.stringMatching(/^body must be UTF-8: byte 0x(FF|E9) is not UTF-8$/)});
  });

  it('stores valid UTF-8 byte for byte, U+FFFD and characters outside the BMP included', async () => {
    const message = 'Olá, ünïcödé \uFFFD 😀 日本語';
    const body = validBody({message});
    const response = await postBytes(Buffer.from(JSON.stringify(body)));
    expect(response.statusCode).toBe(201);
    expect(t.store.db.prepare('SELECT message FROM responses WHERE id = ?').get(body.id)).toEqual({message});
  });

  it.each(['application/jsonp', 'x-application/json', 'text/plain; application/json'])('answers 415 to %s: not JSON', async (type) => {
    const response = await postJson(t.app, JSON.stringify(validBody()), {'content-type': type});
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({error: 'Content-Type must be application/json'});
  });

  it.each(['application/json; charset=iso-8859-1', 'application/json; charset=utf-16', 'application/json;charset="windows-1252"', 'application/json; charset = latin1', 'application/json; charset=x-utf-8', 'application/json; charset=utf-8x'])(
    'answers 415 to %s: JSON is UTF-8',
    async (type) => {
      const before = t.storedIds().length;
      const response = await postJson(t.app, JSON.stringify(validBody()), {'content-type': type});
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({error: 'Content-Type must be application/json, in UTF-8 (charset=utf-8 or none)'});
      expect(t.storedIds()).toHaveLength(before);
    },
  );

  it.each(['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"', 'APPLICATION/JSON', 'application/json ; charset = utf-8'])('accepts %s', async (type) => {
    expect((await postJson(t.app, JSON.stringify(validBody()), {'content-type': type})).statusCode).toBe(201);
  });

  it('answers 415 without a content type', async () => {
    const response = await t.app.inject({method: 'POST', url: '/api/feedback', payload: Buffer.from(JSON.stringify(validBody()))});
    expect(response.statusCode).toBe(415);
  });

  it('answers 413 to a body over 16 KB and stores nothing', async () => {
    const before = t.storedIds().length;
    const body = JSON.stringify({...validBody(), padding: 'x'.repeat(FEEDBACK_BODY_LIMIT)});
    const response = await postJson(t.app, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({error: `body must be at most ${FEEDBACK_BODY_LIMIT} bytes`});
    expect(t.storedIds()).toHaveLength(before);
  });
});

describe('POST /api/feedback storage', () => {
  it.each([
    ['a minimal response', {message: '', email: ''}],
    ['a full response', {rate: 5, message: 'é'.repeat(2000), email: 'reader@example.com', page: '/how-to-guides/x?y=1#z'}],
    ['a timestamp with an offset, 6 days old', {rate: 1, timestamp: new Date(Date.now() - 6 * day).toISOString().replace('Z', '+00:00')}],
    ['charset in the content type', {}, {'content-type': 'application/json; charset=utf-8'}],
  ] as [string, Record<string, unknown>, Record<string, string>?][])('stores %s and answers 201 with its id', async (_name, overrides, headers = {}) => {
    const body = validBody(overrides);
    const response = await postJson(t.app, body, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({id: body.id});
    const row = t.store.db.prepare('SELECT id, timestamp, rate, message, email, page, locale FROM responses WHERE id = ?').get(body.id);
    expect(row).toEqual(body);
  });

  it('stores a response from a newer client with the fields it knows, leaving out the one it does not', async () => {
    const body = validBody();
    const response = await postJson(t.app, {...body, followUp: {channel: 'email'}});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({id: body.id});
    expect(t.store.db.prepare('SELECT * FROM responses WHERE id = ?').get(body.id)).toEqual({...body, received_at: expect.any(String), delivered_at: null, source: 'reader'});
  });

  it('answers 200 to a repeated id and stores nothing new', async () => {
    const body = validBody();
    expect((await postJson(t.app, body)).statusCode).toBe(201);
    const count = t.storedIds().length;
    const again = await postJson(t.app, {...body, rate: 1, message: 'changed my mind'});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({id: body.id});
    expect(t.storedIds()).toHaveLength(count);
    expect(t.store.db.prepare('SELECT rate FROM responses WHERE id = ?').get(body.id)).toEqual({rate: 4});
  });
});

describe('CORS', () => {
  const ours = 'https://developers.faststore.dev';
  it.each([
    ['our origin', ours, ours],
    ['a foreign origin', 'https://evil.example', undefined],
    ['a look-alike origin', 'https://developers.faststore.dev.evil.example', undefined],
    ['no origin', undefined, undefined],
  ])('preflight from %s', async (_name, origin, allowed) => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/feedback',
      headers: {...(origin ? {origin} : {}), 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type'},
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-allow-methods']).toBe(allowed ? 'POST' : undefined);
    expect(response.headers['access-control-allow-headers']).toBe(allowed ? 'content-type' : undefined);
    // The browser may reuse an allowed preflight for ten minutes.
    expect(response.headers['access-control-max-age']).toBe(allowed ? '600' : undefined);
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it.each([
    ['our origin', ours, ours],
    ['a foreign origin', 'https://evil.example', undefined],
  ])('a POST from %s gets the allowance only for our origin', async (_name, origin, allowed) => {
    const response = await postJson(t.app, validBody(), {origin});
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-expose-headers']).toBe(allowed ? 'Retry-After' : undefined);
  });

  it('allows no origin when none is configured', async () => {
    const other = await feedbackApp();
    try {
      const response = await postJson(other.app, validBody(), {origin: ours});
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      // Nor to a request that sends no origin either: an unset origin matches no unset allowance.
      const originless = await postJson(other.app, validBody());
      expect(originless.headers['access-control-allow-origin']).toBeUndefined();
      expect(originless.headers['access-control-expose-headers']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await feedbackApp({rateLimit: 3});
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After after the per-minute allowance, per client IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(limited.app, validBody(), {}, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await postJson(limited.app, validBody(), {}, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    // 3 a minute: one token every 20 s.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(20);
    expect(refused.json()).toEqual({error: expect.stringContaining('Too many feedback posts')});
    // Another client still has its own allowance.
    expect((await postJson(limited.app, validBody(), {}, '10.0.0.2')).statusCode).toBe(201);
  });

  it('counts invalid posts too, so probing costs the same', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(limited.app, 'nope', {'content-type': 'text/plain'}, '10.0.0.3')).statusCode);
    expect(statuses).toEqual([415, 415, 415, 429]);
  });
});

describe.each(usableSqliteDrivers())('unavailable storage (SQLite through %s)', (sqliteDriver) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await feedbackApp({sqliteDriver});
    expect(s.store.db.driver).toBe(sqliteDriver);
  });
  afterAll(() => s.close());
  afterEach(() => {
    s.store.db.pragma('query_only = OFF');
    s.store.db.pragma('max_page_count = 1073741823');
  });

  it.each([
    ['read-only', () => s.store.db.pragma('query_only = ON')],
    [
      'full',
      () => {
        // Fill the last free pages so that the next insert needs a new one the limit forbids.
        const pages = s.store.db.pragma('page_count', {simple: true}) as number;
        s.store.db.pragma(`max_page_count = ${pages}`);
      },
    ],
  ])('a %s database answers 503 with Retry-After and loses nothing acknowledged', async (_name, breakIt) => {
    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i++) {
      const body = validBody();
      const response = await postJson(s.app, body);
      expect(response.statusCode).toBe(201);
      acknowledged.push(String(body.id));
    }
    breakIt();
    const refused: string[] = [];
    let unavailable = 0;
    // A full database may still fit a few rows on its last page: post until it refuses.
    for (let i = 0; i < 200 && unavailable < 3; i++) {
      const body = validBody({message: 'x'.repeat(1500)});
      const response = await postJson(s.app, body);
      if (response.statusCode === 201) acknowledged.push(String(body.id));
      else {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('30');
        expect(response.json()).toEqual({error: 'Feedback storage is unavailable; retry later'});
        refused.push(String(body.id));
        unavailable += 1;
      }
    }
    expect(unavailable).toBe(3);
    const stored = new Set(s.storedIds());
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    for (const id of refused) expect(stored.has(id)).toBe(false);
    expect(s.store.db.pragma('integrity_check', {simple: true})).toBe('ok');
  });

  it('a refused response is stored when the client retries after the disk recovers', async () => {
    s.store.db.pragma('query_only = ON');
    const body = validBody();
    expect((await postJson(s.app, body)).statusCode).toBe(503);
    s.store.db.pragma('query_only = OFF');
    expect((await postJson(s.app, body)).statusCode).toBe(201);
  });
});

describe.each(usableSqliteDrivers())('atomic storage (SQLite through %s)', (sqliteDriver) => {
  it('stores neither the response nor its outbox row when either insert fails, and answers 500 without details', async () => {
    // Port 9 (discard) refuses connections: the forwarder only retries in the background.
    const s = await feedbackApp({sqliteDriver, webhook: {url: 'http://127.0.0.1:9/hook', baseDelayMs: 60_000}});
    try {
      s.store.db.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox insert failed in /secret/path'); END");
      const body = validBody();
      const response = await postJson(s.app, body);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({error: 'Internal server error'});
      expect(s.storedIds()).toEqual([]);
      s.store.db.exec('DROP TRIGGER fail_outbox');
      expect((await postJson(s.app, body)).statusCode).toBe(201);
      expect(s.storedIds()).toEqual([body.id]);
      expect(s.store.db.prepare('SELECT id FROM outbox').all()).toEqual([{id: body.id}]);
    } finally {
      await s.close();
    }
  });
});
