/** Shared set-up of the feedback tests: valid bodies and an in-process app on a temporary database. */
import {randomUUID} from 'node:crypto';
import {closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createServer, type RequestListener} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../app.ts';
import {registerFeedback, type FeedbackOptions} from '../feedback/routes.ts';
import type {FeedbackStore, StoredResponse} from '../feedback/store.ts';
import type {FeedbackResponse} from '../../common/feedback.ts';
import type {SqliteFeedbackStore} from '../feedback/store-sqlite.ts';
import {createFixture} from './fixture.ts';

/**
 * How many cases a property test tries: `full` in the unit run, a share of it (FUZZ_SCALE, at least 20) where
 * each test runs once per mutant, as in the mutation run (vitest.mutation.config.ts).
 */
export function fuzzRuns(full: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? '1');
  return Math.max(20, Math.round(full * (Number.isFinite(scale) && scale > 0 ? Math.min(scale, 1) : 1)));
}

export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {id: randomUUID(), timestamp: new Date().toISOString(), rate: 4, message: 'Clear page', email: '', page: '/quickstart', locale: 'en', ...overrides};
}

export interface TestApp {
  app: FastifyInstance;
  store: SqliteFeedbackStore;
  dbPath: string;
  /** The temporary folders the app made (its build fixture and its own folder); close() removes them. */
  tempDirs: string[];
  /** Ids of every stored response, from the database itself. */
  storedIds(): string[];
  close(): Promise<void>;
}

export async function feedbackApp(options: Partial<FeedbackOptions> = {}, dir = mkdtempSync(path.join(tmpdir(), 'feedback-test-'))): Promise<TestApp> {
  const fixture = createFixture();
  const dbPath = options.dbPath ?? path.join(dir, 'nested', 'feedback.db');
  let store: SqliteFeedbackStore | undefined;
  const app = await buildApp({
    buildDir: fixture.buildDir,
    register: (instance) => registerFeedback(instance, {dbPath, rateLimit: 1000, ...options, onStore: (opened) => (store = opened as SqliteFeedbackStore)}),
  });
  return {
    app,
    store: store!,
    dbPath,
    tempDirs: [fixture.root, dir],
    storedIds: () => (store!.db.prepare('SELECT id FROM responses ORDER BY rowid').all() as {id: string}[]).map((row) => row.id),
    async close() {
      await app.close();
      fixture.remove();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** Every response of `store.all()`, oldest first. */
export async function storedResponses(store: {all(): AsyncIterable<StoredResponse>}): Promise<StoredResponse[]> {
  const rows: StoredResponse[] = [];
  for await (const row of store.all()) rows.push(row);
  return rows;
}

export const postJson = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: {'content-type': 'application/json', ...headers},
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

/** Stores `count` responses whose messages carry their number (`response 7 …`), long enough to fill several pages; returns their ids. */
export async function fillStore(store: FeedbackStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const body = validBody({message: `response ${n} ${'x'.repeat(400)} end ${n}`}) as unknown as FeedbackResponse;
    await store.save(body, new Date(Date.UTC(2026, 10, 1) + n * 1000), false);
    ids.push(body.id);
  }
  return ids;
}

/** The page size of an SQLite file, from its header. */
function pageSize(file: string): number {
  const size = readFileSync(file).readUInt16BE(16);
  return size === 1 ? 65_536 : size;
}

/** The 1-based numbers of the pages of an SQLite file that hold `text`. */
export function pagesHolding(file: string, text: string): number[] {
  const bytes = readFileSync(file);
  const size = pageSize(file);
  const pages = new Set<number>();
  for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) pages.add(Math.floor(at / size) + 1);
  return [...pages];
}

/** Overwrites the header of page `page` (1-based) of a closed SQLite file with bytes no page starts with. */
export function damagePage(file: string, page: number): void {
  const size = pageSize(file);
  const descriptor = openSync(file, 'r+');
  try {
    writeSync(descriptor, Buffer.alloc(12, 0xff), 0, 12, (page - 1) * size);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Resolves once `check` holds, looking every 10 ms; fails naming `what` after `timeoutMs`. Tests wait on the event
 * they need rather than sleeping a fixed time, so a slow machine only makes them slower.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A webhook on 127.0.0.1 and a free port, answering with `handler`: its URL, and a close that drops open connections. */
export async function localWebhook(handler: RequestListener): Promise<{url: string; close: () => Promise<void>}> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * How much earlier than `delayMs` a timer may fire when measured with `Date.now()`: Node runs timers on a monotonic
 * millisecond clock and `Date.now()` reads the wall clock, each rounded down on its own, so a 300 ms timer can be
 * seen to fire after 299 ms (CI saw it). A few milliseconds, far below any delay a bug would change.
 */
export const clockSlackMs = 5;

/** Checks that at least `delayMs` passed between two `Date.now()` readings around a timer of that delay. */
export function expectWaited(from: number, to: number, delayMs: number, what = 'the wait'): void {
  if (to - from < delayMs - clockSlackMs) throw new Error(`Expected ${what} to last at least ${delayMs} ms, it lasted ${to - from} ms`);
}

/**
 * A store path under `dir` that cannot be opened: a file stands where its folder should be. `unblock()` removes the
 * file, after which the store opens (its folder is created as usual).
 */
export function blockedStorePath(dir: string): {dbPath: string; unblock: () => void} {
  const blocker = path.join(dir, 'data');
  writeFileSync(blocker, 'in the way');
  return {dbPath: path.join(blocker, 'feedback.db'), unblock: () => rmSync(blocker)};
}
