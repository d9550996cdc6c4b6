/**
 * The documentation is served whatever state the feedback store is in: a store that cannot be opened at start (a
 * garbage, truncated or damaged SQLite file, a file where its folder should be) leaves pages and /healthz answering,
 * feedback answering 503 with Retry-After, and is opened in the background once it can be.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterEach, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {registerFeedback} from '../feedback/routes.js';
import {openSqliteStore} from '../feedback/store-sqlite.js';
import {registerHealth} from '../health.js';
import {damagePage, fillStore, pagesHolding, postJson, validBody} from './feedback-helpers.js';
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
