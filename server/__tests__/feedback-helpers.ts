/** Shared set-up of the feedback tests: valid bodies and an in-process app on a temporary database. */
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../app.js';
import {registerFeedback, type FeedbackOptions} from '../feedback/routes.js';
import type {StoredResponse} from '../feedback/store.js';
import type {SqliteFeedbackStore} from '../feedback/store-sqlite.js';
import {createFixture} from './fixture.js';

export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {id: randomUUID(), timestamp: new Date().toISOString(), rate: 4, message: 'Clear page', email: '', page: '/quickstart', ...overrides};
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
