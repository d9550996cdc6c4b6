/**
 * The feedback intake registerFeedback returns, which the MCP server's submit_feedback uses: the same rate limit and
 * store as the survey's route, the response's source kept, and a new response queued for the webhook at once.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../common/feedback.js';
import {buildApp} from '../app.js';
import {registerFeedback, type FeedbackIntake, type FeedbackOptions} from '../feedback/routes.js';
import type {SqliteFeedbackStore} from '../feedback/store-sqlite.js';
import {createFixture} from './fixture.js';
import {storedResponses, until, validBody} from './feedback-helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function intakeApp(options: Partial<FeedbackOptions> = {}): Promise<{intake: FeedbackIntake; store: SqliteFeedbackStore}> {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-intake-'));
  let intake: FeedbackIntake | undefined;
  let store: SqliteFeedbackStore | undefined;
  const app = await buildApp({
    buildDir: fixture.buildDir,
    register: async (instance) => {
      intake = await registerFeedback(instance, {dbPath: path.join(dir, 'feedback.db'), rateLimit: 1000, ...options, onStore: (opened) => (store = opened as SqliteFeedbackStore)});
    },
  });
  cleanups.push(() => {
    fixture.remove();
    rmSync(dir, {recursive: true, force: true});
  });
  cleanups.push(() => app.close());
  return {intake: intake!, store: store!};
}

/** A webhook that records the ids it is sent and answers 200. */
async function webhook(): Promise<{url: string; ids: string[]}> {
  const ids: string[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      ids.push((JSON.parse(raw) as {id: string}).id);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, ids};
}

const response = () => validBody() as unknown as FeedbackResponse;

describe('the feedback intake', () => {
  it('stores a response with its source once, and says whether it was new', async () => {
    const {intake, store} = await intakeApp();
    const sent = response();
    expect(await intake.save(sent, 'agent')).toBe(true);
    expect(await intake.save(sent, 'agent')).toBe(false);
    expect((await storedResponses(store)).map((row) => [row.id, row.source])).toEqual([[sent.id, 'agent']]);
  });

  it('takes from the same per-client allowance as the survey’s route', async () => {
    const {intake} = await intakeApp({rateLimit: 2});
    expect([intake.take('agent-a'), intake.take('agent-a')]).toEqual([0, 0]);
    expect(intake.take('agent-a')).toBeGreaterThan(0);
    expect(intake.take('agent-b')).toBe(0);
  });

  it('queues a new response for the webhook and sends it at once, not at the next poll', async () => {
    const hook = await webhook();
    // A poll far beyond the wait below: only the intake's nudge can send the response in time.
    const {intake, store} = await intakeApp({webhook: {url: hook.url, pollMs: 600_000, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 2000}});
    await until(() => (store.db.prepare('SELECT count(*) AS n FROM outbox').get() as {n: number}).n === 0, 'the forwarder started on an empty outbox');
    const sent = response();
    expect(await intake.save(sent, 'agent')).toBe(true);
    await until(() => hook.ids.includes(sent.id), 'the webhook received the response', 5_000);
    expect(hook.ids).toEqual([sent.id]);
  });

  it('queues nothing when no webhook is configured', async () => {
    const {intake, store} = await intakeApp();
    expect(await intake.save(response(), 'agent')).toBe(true);
    expect((store.db.prepare('SELECT count(*) AS n FROM outbox').get() as {n: number}).n).toBe(0);
  });
});
