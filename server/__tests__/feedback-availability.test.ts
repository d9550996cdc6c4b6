/**
 * The documentation is served whatever state the feedback store is in: a store that cannot be opened at start (a
 * garbage, truncated or damaged SQLite file, a file where its folder should be) leaves pages and /healthz answering,
 * feedback answering 503 with Retry-After, and is opened in the background once it can be. Then the store as the
 * server keeps it (keeper.ts): the waits between its attempts to open, what it logs, and the health it reports from
 * the outcome of each call.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterEach, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../common/feedback.js';
import {buildApp} from '../app.js';
import {keepStoreOpen, openFailure, type KeptStore} from '../feedback/keeper.js';
import {registerFeedback} from '../feedback/routes.js';
import {StorageUnavailableError, type FeedbackStore} from '../feedback/store.js';
import {openSqliteStore} from '../feedback/store-sqlite.js';
import {registerHealth} from '../health.js';
import {blockedStorePath, damagePage, fillStore, pagesHolding, postJson, storedResponses, until, validBody} from './feedback-helpers.js';
import {createFixture} from './fixture.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An app whose feedback store is the SQLite file `dbPath`, tried again every 20 ms while it cannot be opened. */
async function appOn(dbPath: string): Promise<{app: FastifyInstance; warnings: string[]}> {
  const fixture = createFixture();
  const warnings: string[] = [];
  const app = await buildApp({
    buildDir: fixture.buildDir,
    register: async (instance) => {
      instance.log.warn = ((message: string) => void warnings.push(String(message))) as typeof instance.log.warn;
      const feedback = await registerFeedback(instance, {dbPath, rateLimit: 1000, reopen: {baseDelayMs: 20, maxDelayMs: 20}});
      registerHealth(instance, {feedback, mcp: false});
    },
  });
  cleanups.push(() => app.close(), fixture.remove);
  return {app, warnings};
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-availability-'));
  cleanups.push(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

const healthOf = async (app: FastifyInstance) => (await app.inject({method: 'GET', url: '/healthz'})).json() as {feedback: {state: string}};

/** A valid store file with a few responses, its WAL folded in. */
async function validFile(file: string): Promise<void> {
  const store = openSqliteStore(file);
  await fillStore(store, 20);
  await store.close();
}

const cases: Array<[string, (dbPath: string) => Promise<void> | void, (dbPath: string) => void, RegExp]> = [
  [
    'a garbage file',
    (file) => {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, 'not a database '.repeat(1000));
    },
    (file) => rmSync(file),
    /file is not a database/,
  ],
  [
    'a truncated file',
    async (file) => {
      await validFile(file);
      writeFileSync(file, readFileSync(file).subarray(0, 6000));
    },
    (file) => rmSync(file),
    /damaged|malformed/,
  ],
  [
    'a file with a damaged page',
    async (file) => {
      await validFile(file);
      damagePage(file, pagesHolding(file, 'response 10 ')[0]!);
    },
    (file) => rmSync(file),
    /is damaged \(.*move it aside \(npm run feedback:export reads what is left of it/,
  ],
  [
    'a file where its folder should be',
    (file) => writeFileSync(path.dirname(file), 'in the way'),
    (file) => {
      rmSync(path.dirname(file));
      mkdirSync(path.dirname(file));
    },
    /EEXIST|ENOTDIR/,
  ],
];

describe.each(cases)('a feedback store that cannot be opened at start: %s', (_case, spoil, repair, reason) => {
  it('serves pages, answers feedback 503 with Retry-After, and stores again once it can be opened', async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'data', 'feedback.db');
    await spoil(dbPath);
    const {app, warnings} = await appOn(dbPath);

    expect((await app.inject({method: 'GET', url: '/quickstart'})).statusCode).toBe(200);
    const refused = await postJson(app, validBody());
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({error: 'Feedback storage is unavailable; retry later'});
    expect((await healthOf(app)).feedback.state).toBe('unavailable');
    expect(warnings.join('\n')).toMatch(reason);
    expect(warnings.join('\n')).toMatch(/Pages and MCP are served; feedback answers 503 until it opens/);

    repair(dbPath);
    // Opened again in the background: the first post after that is stored.
    let status = 503;
    while (status === 503) status = (await postJson(app, validBody())).statusCode;
    expect(status).toBe(201);
    expect((await healthOf(app)).feedback.state).toBe('open');
  });
});

describe('/healthz', () => {
  it('says the store is open when it is, and is never cached', async () => {
    const dir = tempDir();
    const {app} = await appOn(path.join(dir, 'feedback.db'));
    const response = await app.inject({method: 'GET', url: '/healthz'});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({status: 'ok', pages: 'ok', feedback: {state: 'open', since: expect.any(String)}, mcp: 'off'});
  });
});

async function keep(...args: Parameters<typeof keepStoreOpen>): Promise<KeptStore> {
  const kept = await keepStoreOpen(...args);
  // Closed before its folder is removed.
  cleanups.unshift(() => kept.close());
  return kept;
}

const response = () => validBody() as unknown as FeedbackResponse;

describe('keepStoreOpen on a store that cannot be opened at start', () => {
  it('is tried again after a wait doubled at each failure up to the longest, and says when it opens', async () => {
    const {dbPath, unblock} = blockedStorePath(tempDir());
    const log: string[] = [];
    const kept = await keep({dbPath}, {baseDelayMs: 1000, maxDelayMs: 2000, log: (message) => log.push(message)});

    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^Could not open the feedback database .*feedback\.db \(.*\)\. Set FEEDBACK_DB to a writable file path\. Pages and MCP are served; feedback answers 503 until it opens\. Next attempt in 1 s\.$/);
    expect(kept.health().state).toBe('unavailable');
    await expect(kept.save(response(), new Date(), false)).rejects.toThrow(StorageUnavailableError);
    await expect(kept.save(response(), new Date(), false)).rejects.toThrow(/^The feedback store is not open: Could not open the feedback database/);
    await expect(storedResponses(kept)).rejects.toThrow(StorageUnavailableError);

    await until(() => log.length >= 3, 'it has failed three times', 60_000);
    unblock();
    await kept.opened;
    const failures = log.filter((message) => message.startsWith('Could not open'));
    // 1 s, then doubled to 2 s, then held at the longest wait, 2 s.
    expect(failures.map((message) => /Next attempt in (\d+) s\.$/.exec(message)?.[1])).toEqual(['1', '2', ...failures.slice(2).map(() => '2')]);
    expect(log.at(-1)).toBe(`Feedback store open after ${failures.length} failed attempts; feedback is stored again.`);
    expect(kept.health().state).toBe('open');
    expect(await kept.save(response(), new Date(), false)).toBe(true);
  }, 120_000);

  it('opens at once when it can, saying nothing of a recovery', async () => {
    const log: string[] = [];
    const kept = await keep({dbPath: path.join(tempDir(), 'feedback.db')}, {log: (message) => log.push(message)});
    expect(kept.health().state).toBe('open');
    expect(await kept.opened).toBeDefined();
    expect(log).toEqual([]);
  });
});

describe('keepStoreOpen: the health of an open store', () => {
  /** An open store whose inner store's save answers as `save` says, once set. */
  async function openStoreWith(): Promise<{kept: KeptStore; inner: FeedbackStore}> {
    let inner: FeedbackStore | undefined;
    const kept = await keep({dbPath: path.join(tempDir(), 'feedback.db')}, {onOpen: (opened) => (inner = opened)});
    expect(inner).toBeDefined();
    return {kept, inner: inner!};
  }

  it('turns unavailable when a call finds no storage, and open again with the next call that goes through', async () => {
    const {kept, inner} = await openStoreWith();
    const opened = kept.health();
    expect(opened).toEqual({state: 'open', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/)});
    const save = inner.save.bind(inner);
    inner.save = () => Promise.reject(new StorageUnavailableError('database or disk is full'));
    await expect(kept.save(response(), new Date(), false)).rejects.toThrow('database or disk is full');
    const unavailable = kept.health();
    expect(unavailable.state).toBe('unavailable');
    expect(Date.parse(unavailable.since)).toBeGreaterThanOrEqual(Date.parse(opened.since));

    // Still unavailable: the time it became so is kept.
    await expect(kept.save(response(), new Date(), false)).rejects.toThrow(StorageUnavailableError);
    expect(kept.health()).toBe(unavailable);

    inner.save = save;
    expect(await kept.save(response(), new Date(), false)).toBe(true);
    expect(kept.health().state).toBe('open');
  });

  it('stays open when a call fails for another reason than storage', async () => {
    const {kept, inner} = await openStoreWith();
    const opened = kept.health();
    inner.save = () => Promise.reject(new Error('a bug'));
    await expect(kept.save(response(), new Date(), false)).rejects.toThrow('a bug');
    expect(kept.health()).toBe(opened);
  });
});

describe('openFailure', () => {
  it('says which file could not be opened and what to set', () => {
    expect(openFailure({dbPath: '/var/lib/devportal/feedback.db'}, new Error('EACCES: permission denied'))).toBe(
      'Could not open the feedback database /var/lib/devportal/feedback.db (EACCES: permission denied). Set FEEDBACK_DB to a writable file path.',
    );
  });

  it('names a PostgreSQL database without its password, once, and what to check', () => {
    const databaseUrl = 'postgres://app:s3cret@db.internal:5432/feedback';
    expect(openFailure({dbPath: '', databaseUrl}, new Error('connect ECONNREFUSED'))).toBe(
      'postgres://app:***@db.internal:5432/feedback: connect ECONNREFUSED. Check FEEDBACK_DATABASE_URL and that the database accepts connections.',
    );
    // The store's own error names the database already.
    expect(openFailure({dbPath: '', databaseUrl}, new Error('Could not open the feedback database postgres://app:***@db.internal:5432/feedback: timeout'))).toBe(
      'Could not open the feedback database postgres://app:***@db.internal:5432/feedback: timeout. Check FEEDBACK_DATABASE_URL and that the database accepts connections.',
    );
    expect(openFailure({dbPath: '', databaseUrl}, 'not an Error')).toContain(': not an Error.');
  });
});
