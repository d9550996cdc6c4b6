import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createRateLimiter, pruneAbove} from '../feedback/rate-limit.ts';
import {csatReport, formatReport, isoWeek} from '../feedback/report.ts';
import {usableSqliteDrivers} from '../feedback/sqlite-driver.ts';
import {openSqliteStore} from '../feedback/store-sqlite.ts';
import {isStorageUnavailable, redactUrl, StorageUnavailableError} from '../feedback/store.ts';
import {TIMESTAMP_MAX_AGE_MS, TIMESTAMP_MAX_AHEAD_MS, validateFeedback} from '../feedback/validate.ts';
import {backoffDelay} from '../feedback/webhook.ts';
import {storedResponses, validBody} from './feedback-helpers.ts';

describe('createRateLimiter', () => {
  it('allows the per-minute allowance at once, then one token per 60/n seconds', () => {
    const limiter = createRateLimiter(20);
    const start = 1_000_000;
    const results = Array.from({length: 21}, () => limiter.take('a', start));
    expect(results.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(results[20]).toBe(3);
    expect(limiter.take('a', start + 2_999)).toBe(1);
    expect(limiter.take('a', start + 3_000)).toBe(0);
    expect(limiter.take('b', start)).toBe(0);
  });

  it.each([
    [1, 60],
    [6, 10],
    [120, 1],
  ])('with %i a minute, an empty bucket waits %i s', (perMinute, wait) => {
    const limiter = createRateLimiter(perMinute);
    for (let i = 0; i < perMinute; i++) limiter.take('x', 0);
    expect(limiter.take('x', 0)).toBe(wait);
  });

  it('keeps the buckets of clients not yet refilled when 10,000 clients make it drop the idle ones', () => {
    const limiter = createRateLimiter(2);
    const start = 1_000_000;
    // Idle a minute later: their buckets are full again, so the next new client drops them.
    for (let n = 0; n < 9_998; n++) limiter.take(`idle-${n}`, start - 60_000);
    limiter.take('half', start);
    limiter.take('flood', start);
    limiter.take('flood', start);
    expect(limiter.take('newcomer', start)).toBe(0);
    expect(limiter.take('flood', start)).toBe(30);
    expect([limiter.take('half', start), limiter.take('half', start)]).toEqual([0, 30]);
    // A dropped client that comes back starts with the full allowance, as it had.
    expect([limiter.take('idle-0', start), limiter.take('idle-0', start), limiter.take('idle-0', start)]).toEqual([0, 0, 30]);
  });

  it('drops the idle clients once it holds pruneAbove of them and one more comes, and only then', () => {
    const limiter = createRateLimiter(2);
    const start = 1_000_000;
    for (let n = 0; n < pruneAbove - 2; n++) limiter.take(`idle-${n}`, start - 60_000);
    // One token of two taken 10 s before: a third of a token back since, not full, so kept.
    limiter.take('half', start - 10_000);
    expect(limiter.clients()).toBe(pruneAbove - 1);
    // Under the bound, a new client drops nothing, however idle the others are.
    limiter.take('last-under', start);
    expect(limiter.clients()).toBe(pruneAbove);
    // At the bound, a new client drops every full bucket: the idle ones, refilled to exactly the allowance.
    limiter.take('newcomer', start);
    expect(limiter.clients()).toBe(3);
  });

  it('never holds more than the allowance after a long idle time', () => {
    const limiter = createRateLimiter(2);
    limiter.take('x', 0);
    const later = 60 * 60_000;
    expect([limiter.take('x', later), limiter.take('x', later), limiter.take('x', later)]).toEqual([0, 0, 30]);
  });
});

describe('validateFeedback', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  const at = (offsetMs: number) => validBody({timestamp: new Date(now + offsetMs).toISOString()});

  it.each([
    ['exactly 7 days old', -TIMESTAMP_MAX_AGE_MS, true],
    ['7 days and 1 ms old', -TIMESTAMP_MAX_AGE_MS - 1, false],
    ['exactly 5 minutes ahead', TIMESTAMP_MAX_AHEAD_MS, true],
    ['5 minutes and 1 ms ahead', TIMESTAMP_MAX_AHEAD_MS + 1, false],
    ['now', 0, true],
  ])('takes a timestamp %s: %s', (_case, offset, ok) => {
    const result = validateFeedback(at(offset), now);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result).toEqual({ok: false, error: 'timestamp must be within the last 7 days (and not more than 5 minutes ahead)', field: 'timestamp'});
  });

  it('keeps the window at 7 days back and 5 minutes ahead', () => {
    expect([TIMESTAMP_MAX_AGE_MS, TIMESTAMP_MAX_AHEAD_MS]).toEqual([7 * 24 * 60 * 60 * 1000, 5 * 60 * 1000]);
  });

  it('returns the parsed response as sent', () => {
    const body = at(-1000);
    expect(validateFeedback(body, now)).toEqual({ok: true, response: body});
  });

  it.each([
    ['a missing field', (body: Record<string, unknown>) => delete body.rate, {error: 'rate is required', field: 'rate'}],
    ['a field set to null', (body: Record<string, unknown>) => (body.rate = null), {error: 'rate must be a number', field: 'rate'}],
    ['a field out of range', (body: Record<string, unknown>) => (body.rate = 7), {error: 'rate must be from 1 to 5', field: 'rate'}],
    ['a field of the wrong type', (body: Record<string, unknown>) => (body.message = 42), {error: 'message must be a string', field: 'message'}],
    ['an e-mail that is neither empty nor an address', (body: Record<string, unknown>) => (body.email = 'reader@'), {error: 'email must be a valid email address or empty', field: 'email'}],
    ['a missing e-mail', (body: Record<string, unknown>) => delete body.email, {error: 'email is required', field: 'email'}],
  ])('names %s and says what to send', (_case, change, expected) => {
    const body = at(0);
    change(body);
    expect(validateFeedback(body, now)).toEqual({ok: false, ...expected});
  });

  it.each([null, 'a string', 42, ['an', 'array']])('asks for a JSON object with the fields when the body is %j', (body) => {
    expect(validateFeedback(body, now)).toEqual({ok: false, error: 'body must be a JSON object with id, timestamp, rate, message, email, page and locale'});
  });
});

describe('backoffDelay', () => {
  it.each([
    [1, 0, 500],
    [1, 0.999999, 1000],
    [2, 0, 1000],
    [4, 0.5, 6000],
    [20, 0, 150_000],
    [20, 0.999999, 300_000],
  ])('attempt %i with random %f waits %i ms (base 1 s, cap 5 min)', (attempts, random, expected) => {
    expect(backoffDelay(attempts, 1000, 300_000, () => random)).toBe(expected);
  });
});

describe('isoWeek', () => {
  it.each([
    ['2026-11-22T05:00:00Z', '2026-W47'],
    ['2026-11-23T00:00:00Z', '2026-W48'],
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2024-12-30T00:00:00Z', '2025-W01'],
    ['2026-01-01T00:00:00Z', '2026-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(new Date(date))).toBe(week);
  });
});

describe('csatReport', () => {
  const responses = [
    {rate: 5, page: '/a', receivedAt: '2026-11-16T10:00:00Z'},
    {rate: 4, page: '/a', receivedAt: '2026-11-17T10:00:00Z'},
    {rate: 1, page: '/b', receivedAt: '2026-11-23T10:00:00Z'},
    {rate: 3, page: '/a', receivedAt: '2026-11-23T11:00:00Z'},
  ];

  it('computes the share of 4 and 5, the count and the average per page and per week', () => {
    expect(csatReport(responses)).toEqual({
      total: {key: 'all', count: 4, csat: 0.5, average: 3.25},
      byPage: [
        {key: '/a', count: 3, csat: 2 / 3, average: 4},
        {key: '/b', count: 1, csat: 0, average: 1},
      ],
      byWeek: [
        {key: '2026-W47', count: 2, csat: 1, average: 4.5},
        {key: '2026-W48', count: 2, csat: 0, average: 2},
      ],
      bySource: [{key: 'reader', count: 4, csat: 0.5, average: 3.25}],
      byLocale: [{key: 'en', count: 4, csat: 0.5, average: 3.25}],
    });
  });

  it('formats the tables and says when there is nothing yet', () => {
    expect(formatReport(csatReport(responses))).toMatch(/^4 responses, CSAT 50\.0%[\s\S]*\/a\s+3\s+66\.7%\s+4\.00[\s\S]*2026-W48\s+2\s+0\.0%\s+2\.00$/);
    expect(formatReport(csatReport([]))).toBe('No feedback stored yet.');
  });
});

describe.each(usableSqliteDrivers())('openSqliteStore through %s', (driver) => {
  it('creates the folder and database on first run, in WAL mode, and migrates once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feedback-store-'));
    const file = path.join(dir, 'a', 'b', 'feedback.db');
    try {
      const first = openSqliteStore(file, {driver});
      expect(first.db.driver).toBe(driver);
      expect(first.db.pragma('journal_mode', {simple: true})).toBe('wal');
      expect(first.db.pragma('synchronous', {simple: true})).toBe(1); // NORMAL
      const body = validBody() as Parameters<typeof first.save>[0];
      expect(await first.save(body, new Date(), false)).toBe(true);
      await first.close();
      const again = openSqliteStore(file, {driver});
      expect(again.db.prepare('SELECT version FROM migrations').all()).toEqual([{version: 1}, {version: 2}, {version: 3}, {version: 4}]);
      expect((await storedResponses(again)).map((row) => row.id)).toEqual([body.id]);
      expect(await again.save(body, new Date(), false)).toBe(false);
      await again.close();
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the store contract helpers', () => {
  it.each([
    ['a password', 'postgres://feedback:s3cret@db.internal:5432/feedback', 'postgres://feedback:***@db.internal:5432/feedback'],
    ['no password', 'postgres://feedback@db.internal/feedback', 'postgres://feedback@db.internal/feedback'],
    ['no URL at all', 'postgres://feedback:s3cret@[db', '(an unparsable URL)'],
  ])('redactUrl prints a URL with %s without it', (_name, url, printed) => {
    expect(redactUrl(url)).toBe(printed);
  });

  it('names "storage unavailable" in logs, and only that error means it', () => {
    const error = new StorageUnavailableError('database or disk is full');
    expect(String(error)).toBe('StorageUnavailableError: database or disk is full');
    expect(isStorageUnavailable(error)).toBe(true);
    expect(isStorageUnavailable(new Error('database or disk is full'))).toBe(false);
  });
});
