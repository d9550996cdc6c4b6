/**
 * The store as the server keeps it (keeper.ts), for what feedback-availability.test.ts does not reach: every call
 * handed to the open store as it was made, the backend it names, the log after a single failed attempt, and what
 * close() ends (the store, and any attempt still to come).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {keepStoreOpen, type KeptStore} from '../feedback/keeper.js';
import type {FeedbackStore} from '../feedback/store.js';
import {blockedStorePath} from './feedback-helpers.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-keeper-'));
  cleanups.push(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

async function keep(...args: Parameters<typeof keepStoreOpen>): Promise<KeptStore> {
  const kept = await keepStoreOpen(...args);
  cleanups.unshift(() => kept.close());
  return kept;
}

type Method = 'save' | 'claimDue' | 'due' | 'nextDue' | 'markDelivered' | 'scheduleRetry' | 'release' | 'saveCspReports' | 'cspReports';
const methods: Method[] = ['save', 'claimDue', 'due', 'nextDue', 'markDelivered', 'scheduleRetry', 'release', 'saveCspReports', 'cspReports'];

describe('keepStoreOpen: an open store', () => {
  it('hands each call to the store it opened, with its arguments, and answers with its answer', async () => {
    let inner: FeedbackStore | undefined;
    const kept = await keep({dbPath: path.join(tempDir(), 'feedback.db')}, {onOpen: (opened) => (inner = opened)});
    const seen: Array<[Method, unknown[]]> = [];
    for (const method of methods) {
      (inner as unknown as Record<Method, (...args: unknown[]) => Promise<unknown>>)[method] = async (...args) => {
        seen.push([method, args]);
        return `answer of ${method}`;
      };
    }
    for (const method of methods) {
      const args = [`${method} first`, 2];
      await expect((kept as unknown as Record<Method, (...args: unknown[]) => Promise<unknown>>)[method](...args)).resolves.toBe(`answer of ${method}`);
      expect(seen.at(-1)).toEqual([method, method === 'nextDue' || method === 'cspReports' ? [] : args]);
    }
    expect(seen).toHaveLength(methods.length);
  });

  it('names its backend: SQLite for a file, PostgreSQL for a database URL', async () => {
    expect((await keep({dbPath: path.join(tempDir(), 'feedback.db')})).backend).toBe('sqlite');
    // Nothing listens on port 1: the store stays unopened, and still says what it is.
    const postgres = await keep({dbPath: '', databaseUrl: 'postgres://app:secret@127.0.0.1:1/feedback'}, {baseDelayMs: 60_000});
    expect(postgres.backend).toBe('postgres');
    expect(postgres.health().state).toBe('unavailable');
  });

  it('closes the store it opened', async () => {
    let inner: FeedbackStore | undefined;
    const kept = await keepStoreOpen({dbPath: path.join(tempDir(), 'feedback.db')}, {onOpen: (opened) => (inner = opened)});
    let closed = 0;
    const close = inner!.close.bind(inner);
    inner!.close = async () => {
      closed += 1;
      await close();
    };
    await kept.close();
    expect(closed).toBe(1);
  });

  it('resolves close() only once the store it opened has closed', async () => {
    let inner: FeedbackStore | undefined;
    const kept = await keepStoreOpen({dbPath: path.join(tempDir(), 'feedback.db')}, {onOpen: (opened) => (inner = opened)});
    let finished = false;
    const close = inner!.close.bind(inner);
    inner!.close = async () => {
      // A turn of the event loop: a close() that did not wait for this one resolves first.
      await new Promise((resolve) => setImmediate(resolve));
      await close();
      finished = true;
    };
    await kept.close();
    expect(finished).toBe(true);
  });
});

describe('keepStoreOpen: a store that opens late', () => {
  it('says "1 failed attempt" when it opens after one', async () => {
    const {dbPath, unblock} = blockedStorePath(tempDir());
    const log: string[] = [];
    const kept = await keep({dbPath}, {baseDelayMs: 300, log: (message) => log.push(message)});
    unblock();
    await kept.opened;
    expect(log.at(-1)).toBe('Feedback store open after 1 failed attempt; feedback is stored again.');
  });

  it('closes without a store to close, and cancels the attempt it had scheduled', async () => {
    const {dbPath, unblock} = blockedStorePath(tempDir());
    const log: string[] = [];
    let opened = 0;
    const kept = await keepStoreOpen({dbPath}, {baseDelayMs: 100, maxDelayMs: 100, log: (message) => log.push(message), onOpen: () => (opened += 1)});
    await kept.close();
    unblock();
    // Three waits of 100 ms: an attempt still scheduled would have opened the store by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(opened).toBe(0);
    expect(log).toHaveLength(1);
  });

  // Fake timers: the attempt runs when the test says, so close() comes while it is under way, not after it.
  it('schedules no further attempt when closed while a failing attempt is under way', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const {dbPath} = blockedStorePath(tempDir());
      const kept = await keepStoreOpen({dbPath}, {baseDelayMs: 100, maxDelayMs: 100});
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(100);
      // The second attempt has started and fails once close() has begun.
      await kept.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('neither keeps nor announces a store whose attempt succeeds after close() began', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const {dbPath, unblock} = blockedStorePath(tempDir());
      const announced: FeedbackStore[] = [];
      const kept = await keepStoreOpen({dbPath}, {baseDelayMs: 100, maxDelayMs: 100, onOpen: (opened) => announced.push(opened)});
      unblock();
      vi.advanceTimersByTime(100);
      // The second attempt has started and opens the store once close() has begun.
      await kept.close();
      expect(announced).toEqual([]);
      expect(kept.health().state).toBe('unavailable');
      await expect(kept.nextDue()).rejects.toThrow(/not open/);
    } finally {
      vi.useRealTimers();
    }
  });
});
