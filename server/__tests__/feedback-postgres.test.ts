/**
 * The feedback service on PostgreSQL as real processes: several server instances (server/main.ts)
 * on one database in a throwaway cluster (pg-cluster.ts), one killed with SIGKILL mid-burst; a
 * webhook failing then recovering with three instances forwarding; PostgreSQL stopped mid-burst
 * and started again; and the scripts (export, report, migrate) against it.
 */
import {execFile} from 'node:child_process';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import pg from 'pg';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FEEDBACK_PATH, type FeedbackResponse} from '../../common/feedback.ts';
import {buildApp} from '../app.ts';
import {registerFeedback} from '../feedback/routes.ts';
import {openSqliteStore} from '../feedback/store-sqlite.ts';
import {postJson, validBody} from './feedback-helpers.ts';
import {createFixture} from './fixture.ts';
import {startPgCluster, type PgCluster} from './pg-cluster.ts';
import {projectRoot, ServerProcesses, type ServerProcess} from './serverProcess.ts';

const fixture = createFixture();
const dir = mkdtempSync(path.join(tmpdir(), 'feedback-postgres-'));
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(async () => {
  servers.killAll();
  await cluster?.remove();
  fixture.remove();
  rmSync(dir, {recursive: true, force: true});
});

const servers = new ServerProcesses();
const startServer = (env: Record<string, string>) => servers.start(fixture.buildDir, {FEEDBACK_RATE_LIMIT: '9999999', ...env});

async function stop(instance: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
  instance.child.kill(signal);
  await exited;
}

const post = (url: string, body: unknown) =>
  fetch(`${url}${FEEDBACK_PATH}`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});

const run = promisify(execFile);
const script = (name: string, env: Record<string, string>, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {cwd: projectRoot, env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024});

/** The ids `npm run feedback:export` prints, in its order, repeated ones included. */
async function exportedIds(env: Record<string, string>): Promise<string[]> {
  const {stdout} = await script('feedback-export', env);
  return stdout.trim().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as {id: string}).id);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({connectionString: url});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ids that occur more than once. */
const repeated = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('three instances on one database', () => {
  it('one killed with SIGKILL mid-burst: every acknowledged response is exported exactly once', {timeout: 180_000}, async () => {
    const databaseUrl = await cluster.createDatabase('burst');
    const env = {FEEDBACK_DATABASE_URL: databaseUrl};
    // Started at once: their migrations race for the advisory lock.
    const instances = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    const victim = instances[0]!;
    const total = 3000;
    const bodies = Array.from({length: total}, () => validBody());
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    let failedOnVictim = 0;

    // 24 senders spread the posts over the instances, as a load balancer would; a post that fails on the killed
    // instance is resent to a live one (the survey resends what was not acknowledged), where it may already be stored.
    const sender = async (lane: number) => {
      for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
        for (let attempt = 0; ; attempt++) {
          const target = instances[(lane + attempt) % instances.length]!;
          try {
            const response = await post(target.url, body);
            expect([200, 201]).toContain(response.status);
            acknowledged.add(String(body.id));
            break;
          } catch (error) {
            if (!(killed && target === victim)) throw error;
            failedOnVictim += 1;
          }
        }
        if (acknowledged.size >= total / 3 && !killed) {
          killed = true;
          await stop(victim, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({length: 24}, (_, lane) => sender(lane)));
    expect(killed).toBe(true);
    expect(failedOnVictim).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(total);

    const ids = await exportedIds(env);
    expect(repeated(ids)).toEqual([]);
    expect([...acknowledged].filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.length).toBe(total);
    await Promise.all(instances.slice(1).map((instance) => stop(instance)));
  });

  it('a webhook answering 500 for a while, then 200: every stored response delivered, none twice', {timeout: 180_000}, async () => {
    const databaseUrl = await cluster.createDatabase('webhook');
    const deliveries = new Map<string, number>();
    let failing = true;
    let failures = 0;
    const receiver = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const {id} = JSON.parse(raw) as {id: string};
        if (failing) {
          failures += 1;
          response.writeHead(500).end('down');
          return;
        }
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const env = {FEEDBACK_DATABASE_URL: databaseUrl, FEEDBACK_WEBHOOK_URL: webhook};
    const instances = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    try {
      const bodies = Array.from({length: 300}, () => validBody());
      let next = 0;
      await Promise.all(
        Array.from({length: 6}, async (_, lane) => {
          for (let body = bodies[next++]; body !== undefined; body = bodies[next++]) {
            expect((await post(instances[lane % instances.length]!.url, body)).status).toBe(201);
          }
        }),
      );
      // Keep failing until every response has failed at least once somewhere, then recover.
      const deadline = Date.now() + 60_000;
      while (failures < bodies.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      failing = false;
      const stored = await exportedIds({FEEDBACK_DATABASE_URL: databaseUrl});
      expect(stored.length).toBe(bodies.length);
      while (stored.some((id) => !deliveries.has(id)) && Date.now() < deadline + 60_000) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stored.filter((id) => !deliveries.has(id))).toEqual([]);
      const deliveredTwice = [...deliveries.values()].filter((count) => count > 1).length;
      expect(deliveredTwice).toBe(0);
      expect(failures).toBeGreaterThanOrEqual(bodies.length);
    } finally {
      await Promise.all(instances.map((instance) => stop(instance)));
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('one instance', () => {
  it('starts without its database: pages 200, feedback 503 with Retry-After, /healthz says so, the URL named without its password', {timeout: 60_000}, async () => {
    const instance = await startServer({FEEDBACK_DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${cluster.port + 1}/feedback`});
    try {
      expect((await fetch(`${instance.url}/quickstart`)).status).toBe(200);
      const posted = await post(instance.url, validBody());
      expect(posted.status).toBe(503);
      expect(posted.headers.get('retry-after')).toBe('30');
      const health = (await (await fetch(`${instance.url}/healthz`)).json()) as {feedback: {state: string}};
      expect(health.feedback.state).toBe('unavailable');
      expect(instance.output()).toMatch(/Could not open the feedback database postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/feedback: .*ECONNREFUSED.*Check FEEDBACK_DATABASE_URL/);
      expect(instance.output()).not.toContain('s3cret');
    } finally {
      await stop(instance);
    }
  });

  it('answers 201 only once the response is committed', async () => {
    const databaseUrl = await cluster.createDatabase('commit');
    const app = await buildApp({buildDir: fixture.buildDir, register: (instance) => registerFeedback(instance, {dbPath: '', databaseUrl})});
    try {
      const body = validBody();
      await withClient(databaseUrl, async (client) => {
        // Another session holds the table: the insert waits, and so must the answer.
        await client.query('BEGIN');
        await client.query('LOCK TABLE responses IN ACCESS EXCLUSIVE MODE');
        let answered = false;
        const pending = postJson(app, body).then((response) => ((answered = true), response));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(answered).toBe(false);
        await client.query('COMMIT');
        expect((await pending).statusCode).toBe(201);
        const {rows} = await client.query('SELECT id FROM responses');
        expect(rows).toEqual([{id: body.id}]);
      });
      expect((await postJson(app, body)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('stores a response from a newer client with the fields it knows, leaving out the one it does not', async () => {
    const databaseUrl = await cluster.createDatabase('newer');
    const app = await buildApp({buildDir: fixture.buildDir, register: (instance) => registerFeedback(instance, {dbPath: '', databaseUrl})});
    try {
      const body = validBody({message: 'Clear', email: 'reader@example.com'});
      const response = await postJson(app, {...body, followUp: {channel: 'email'}});
      expect(response.statusCode).toBe(201);
      const {rows} = await withClient(databaseUrl, (client) => client.query('SELECT * FROM responses'));
      expect(rows).toEqual([{...body, seq: '1', received_at: expect.any(Date), delivered_at: null, source: 'reader'}]);
    } finally {
      await app.close();
    }
  });
});

describe('the scripts on PostgreSQL', () => {
  const sqliteFile = path.join(dir, 'migrate', 'feedback.db');
  const rows = [
    {body: validBody({rate: 5, page: '/a', message: 'Great\nline', email: 'a@example.com'}), receivedAt: new Date('2026-11-16T10:00:00Z'), source: 'reader' as const},
    {body: validBody({rate: 4, page: '/a'}), receivedAt: new Date('2026-11-17T10:00:00Z'), source: 'agent' as const},
    {body: validBody({rate: 1, page: '/b'}), receivedAt: new Date('2026-11-23T10:00:00Z'), source: 'reader' as const},
    {body: validBody({rate: 3, page: '/a'}), receivedAt: new Date('2026-11-23T10:00:00Z'), source: 'reader' as const},
  ];
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await cluster.createDatabase('migrate');
    const store = openSqliteStore(sqliteFile);
    for (const {body, receivedAt, source} of rows) await store.save(body as unknown as FeedbackResponse, receivedAt, true, source);
    await store.markDelivered(String(rows[0]!.body.id), new Date('2026-11-16T10:00:01Z'));
    await store.scheduleRetry(String(rows[1]!.body.id), 0, 1_900_000_000_000, 'HTTP 500');
    await store.saveCspReports([{documentUri: '/a'}, {documentUri: '/a'}], new Date('2026-11-20T10:00:00Z'));
    await store.close();
  });

  it('feedback:migrate copies an SQLite store, and copies nothing twice when run again', {timeout: 120_000}, async () => {
    const env = {FEEDBACK_DB: sqliteFile, FEEDBACK_DATABASE_URL: databaseUrl};
    const first = await script('feedback-migrate', env);
    expect(first.stdout).toMatch(/^Copied 4 of 4 responses \(0 already in PostgreSQL\), 3 pending webhook deliveries and 2 of 2 CSP reports/);
    const again = await script('feedback-migrate', env);
    expect(again.stdout).toMatch(/^Copied 0 of 4 responses \(4 already in PostgreSQL\), 0 pending webhook deliveries and 0 of 2 CSP reports/);

    // The export reads the same lines from both stores: same order, same fields, same times.
    const fromSqlite = (await script('feedback-export', {FEEDBACK_DB: sqliteFile})).stdout;
    const fromPostgres = (await script('feedback-export', {FEEDBACK_DATABASE_URL: databaseUrl})).stdout;
    expect(fromPostgres.trim().split('\n')).toHaveLength(rows.length);
    expect(fromPostgres).toBe(fromSqlite);
    const reportOf = async (source: Record<string, string>) => JSON.parse((await script('feedback-report', source, ['--json'])).stdout) as unknown;
    expect(await reportOf({FEEDBACK_DATABASE_URL: databaseUrl})).toEqual(await reportOf({FEEDBACK_DB: sqliteFile}));

    const {openPostgresStore} = await import('../feedback/store-postgres.ts');
    const target = await openPostgresStore(databaseUrl);
    try {
      const outbox = await target.pool.query('SELECT id, attempts, next_attempt_at::text AS at, last_error FROM outbox ORDER BY id');
      expect(outbox.rows).toEqual(
        [
          {id: rows[1]!.body.id, attempts: 1, at: '1900000000000', last_error: 'HTTP 500'},
          {id: rows[2]!.body.id, attempts: 0, at: String(rows[2]!.receivedAt.getTime()), last_error: null},
          {id: rows[3]!.body.id, attempts: 0, at: String(rows[3]!.receivedAt.getTime()), last_error: null},
        ].sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1)),
      );
      // Two identical reports of one request stay two.
      expect(await target.cspReports()).toEqual([
        {receivedAt: '2026-11-20T10:00:00.000Z', report: {documentUri: '/a'}},
        {receivedAt: '2026-11-20T10:00:00.000Z', report: {documentUri: '/a'}},
      ]);
    } finally {
      await target.close();
    }
  });

  it.each([
    ['no database URL', {FEEDBACK_DB: sqliteFile, FEEDBACK_DATABASE_URL: ''}, /Set FEEDBACK_DATABASE_URL to the PostgreSQL database to copy into/],
    ['a missing SQLite file', {FEEDBACK_DB: path.join(dir, 'nowhere.db'), FEEDBACK_DATABASE_URL: 'postgres://127.0.0.1:1/x'}, /No feedback database at .*nowhere\.db/],
    ['a URL that is not PostgreSQL', {FEEDBACK_DB: sqliteFile, FEEDBACK_DATABASE_URL: 'mysql://u:secret@h/db'}, /FEEDBACK_DATABASE_URL must be a PostgreSQL URL/],
  ])('feedback:migrate exits 1 with %s, saying what to set', async (_case, env, message) => {
    const failure = await script('feedback-migrate', env).then(
      () => null,
      (error: unknown) => error as {code: number; stderr: string},
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(message);
    expect(failure?.stderr).not.toContain('secret');
  });
});

describe('PostgreSQL stopped mid-burst', () => {
  it('answers 503 with Retry-After while it is down, loses nothing acknowledged, and stores again once it is back', {timeout: 180_000}, async () => {
    const databaseUrl = await cluster.createDatabase('outage');
    const instance = await startServer({FEEDBACK_DATABASE_URL: databaseUrl});
    const acknowledged = new Set<string>();
    const refused: FeedbackResponse[] = [];
    const statuses = new Map<number, number>();
    let phase: 'up' | 'down' | 'back' = 'up';
    let retryAfter: string | null = null;
    let storedAfterRestart = 0;

    const sender = async () => {
      while (phase !== 'back' || storedAfterRestart < 50) {
        // Refused responses are resent once the database is back, as the survey does after Retry-After.
        const body = (phase === 'back' ? refused.shift() : undefined) ?? (validBody() as unknown as FeedbackResponse);
        const response = await post(instance.url, body);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201 || response.status === 200) {
          acknowledged.add(body.id);
          if (phase === 'back') storedAfterRestart += 1;
        } else {
          expect(response.status).toBe(503);
          retryAfter = response.headers.get('retry-after');
          refused.push(body);
          // While it is down, do not spin.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    // A sender that fails stops the waits below at once rather than at the test's timeout.
    let failed: unknown;
    const senders = Array.from({length: 6}, () => sender().catch((error: unknown) => (failed ??= error)));
    const waitFor = async (done: () => boolean) => {
      while (!done() && failed === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await waitFor(() => acknowledged.size >= 300);
    await cluster.stopServer();
    phase = 'down';
    const refusedBefore = refused.length;
    await waitFor(() => refused.length >= refusedBefore + 30);
    await cluster.startServer();
    phase = 'back';
    await Promise.all(senders);
    if (failed !== undefined) throw failed;
    // Everything refused while down was resent and stored.
    while (refused.length > 0) {
      const body = refused.shift()!;
      expect([200, 201]).toContain((await post(instance.url, body)).status);
      acknowledged.add(body.id);
    }

    expect(instance.child.exitCode).toBeNull();
    expect([...statuses.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThanOrEqual(30);
    expect(retryAfter).toBe('30');
    expect(statuses.has(500)).toBe(false);
    const ids = await exportedIds({FEEDBACK_DATABASE_URL: databaseUrl});
    expect(repeated(ids)).toEqual([]);
    expect([...acknowledged].filter((id) => !ids.includes(id))).toEqual([]);
    await stop(instance);
  });
});
