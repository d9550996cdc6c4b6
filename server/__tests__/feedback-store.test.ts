/**
 * The feedback store's guarantees, one table of cases run against both backends: SQLite in a
 * temporary file, with each SQLite library this Node can run (sqlite-driver.ts), and PostgreSQL
 * in a throwaway cluster (pg-cluster.ts), a new database per case.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../common/feedback.js';
import {openStore, type StoreLocation} from '../feedback/openStore.js';
import {CSP_REPORTS_KEPT, StorageUnavailableError, type FeedbackStore} from '../feedback/store.js';
import {openPostgresStore, POSTGRES_SCHEMA_VERSION, type PostgresFeedbackStore} from '../feedback/store-postgres.js';
import {SQLITE_SCHEMA_VERSION, type SqliteFeedbackStore} from '../feedback/store-sqlite.js';
import {usableSqliteDrivers} from '../feedback/sqlite-driver.js';
import {storedResponses, validBody} from './feedback-helpers.js';
import {startPgCluster, type PgCluster} from './pg-cluster.js';

/**
 * The PostgreSQL cluster, started by the first suite that needs it: a run of the SQLite cases alone (a mutation
 * run picks the cases that cover one mutant) then costs no initdb.
 */
let starting: Promise<PgCluster> | undefined;
let cluster: PgCluster;
const needCluster = () => {
  beforeAll(async () => {
    cluster = await (starting ??= startPgCluster());
  }, 120_000);
};
const dir = mkdtempSync(path.join(tmpdir(), 'feedback-store-'));
let databases = 0;
afterAll(async () => {
  await starting?.then((started) => started.remove());
  rmSync(dir, {recursive: true, force: true});
});

/** What a case needs of a backend beyond the store's interface. */
interface Backend {
  name: 'sqlite' | 'postgres';
  /** The SQLite library, or '' for PostgreSQL. */
  driver: string;
  label: string;
  /** A new, empty store location. */
  location(): Promise<StoreLocation>;
  /** Makes the next outbox insert fail, as a broken disk or a bug would. */
  breakOutbox(store: FeedbackStore): Promise<void>;
  /** Applied migration versions, in order. */
  versions(store: FeedbackStore): Promise<number[]>;
  schemaVersion: number;
}

const backends: Backend[] = [
  ...usableSqliteDrivers().map((driver): Backend => ({
    name: 'sqlite',
    driver,
    label: `sqlite through ${driver}`,
    location: async () => ({dbPath: path.join(dir, `store-${++databases}`, 'feedback.db'), sqliteDriver: driver}),
    async breakOutbox(store) {
      (store as SqliteFeedbackStore).db.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox insert failed'); END");
    },
    versions: async (store) =>
      ((store as SqliteFeedbackStore).db.prepare('SELECT version FROM migrations ORDER BY version').all() as {version: number}[]).map((row) => row.version),
    schemaVersion: SQLITE_SCHEMA_VERSION,
  })),
  {
    name: 'postgres',
    driver: '',
    label: 'postgres',
    location: async () => ({dbPath: '', databaseUrl: await cluster.createDatabase(`store_${++databases}`)}),
    async breakOutbox(store) {
      await (store as PostgresFeedbackStore).pool.query(`
        CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox insert failed'; END $$;
        CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION fail_outbox();`);
    },
    versions: async (store) =>
      (await (store as PostgresFeedbackStore).pool.query<{version: number}>('SELECT version FROM migrations ORDER BY version')).rows.map((row) => row.version),
    schemaVersion: POSTGRES_SCHEMA_VERSION,
  },
];

const response = (overrides: Record<string, unknown> = {}) => validBody(overrides) as unknown as FeedbackResponse;
const ids = async (store: FeedbackStore) => (await storedResponses(store)).map((row) => row.id);

describe.each(backends)('the $label store', (backend) => {
  if (backend.name === 'postgres') needCluster();
  const open = async () => openStore(await backend.location());

  it('stores a response once: a repeated id resolves false and changes nothing', async () => {
    const store = await open();
    try {
      expect(store.backend).toBe(backend.name);
      if (backend.name === 'sqlite') expect((store as SqliteFeedbackStore).db.driver).toBe(backend.driver);
      const first = response({rate: 5, message: 'first'});
      expect(await store.save(first, new Date('2026-11-20T10:00:00Z'), true)).toBe(true);
      expect(await store.save({...first, rate: 1, message: 'changed'}, new Date(), true, 'agent')).toBe(false);
      const rows = await storedResponses(store);
      expect(rows).toEqual([{...first, receivedAt: '2026-11-20T10:00:00.000Z', deliveredAt: null, source: 'reader'}]);
      expect((await store.due(Number.MAX_SAFE_INTEGER, 10)).map((item) => item.response.id)).toEqual([first.id]);
    } finally {
      await store.close();
    }
  });

  it('queues a response for the webhook only when asked to', async () => {
    const store = await open();
    try {
      const forwarded = response();
      await store.save(forwarded, new Date(1000), true);
      await store.save(response(), new Date(2000), false);
      expect(await store.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([{response: forwarded, source: 'reader', attempts: 0}]);
      expect(await store.nextDue()).toBe(1000);
    } finally {
      await store.close();
    }
  });

  it('gives each due and claimed item its source, which the webhook payload carries', async () => {
    const store = await open();
    try {
      const reader = response({page: '/from-reader'});
      const agent = response({page: '/from-agent'});
      await store.save(reader, new Date(1000), true);
      await store.save(agent, new Date(2000), true, 'agent');
      const sources = (items: Array<{response: FeedbackResponse; source: string}>) => items.map((item) => [item.response.id, item.source]);
      const expected = [
        [reader.id, 'reader'],
        [agent.id, 'agent'],
      ];
      expect(sources(await store.due(Number.MAX_SAFE_INTEGER, 10))).toEqual(expected);
      expect(sources(await store.claimDue(Number.MAX_SAFE_INTEGER - 60_000, 10, 30_000))).toEqual(expected);
    } finally {
      await store.close();
    }
  });

  it('commits neither the response nor its outbox row when the outbox insert fails', async () => {
    const store = await open();
    try {
      await backend.breakOutbox(store);
      const body = response();
      await expect(store.save(body, new Date(), true)).rejects.toThrow(/outbox insert failed/);
      expect(await ids(store)).toEqual([]);
      // Without forwarding there is no outbox insert, so the response alone is stored.
      expect(await store.save(body, new Date(), false)).toBe(true);
      expect(await ids(store)).toEqual([body.id]);
    } finally {
      await store.close();
    }
  });

  it('applies its migrations once, also when several instances open a new database at once', async () => {
    const location = await backend.location();
    // SQLite runs them in turn (opening is synchronous); PostgreSQL's instances race for the advisory lock.
    const stores = await Promise.all(Array.from({length: 6}, () => openStore(location)));
    try {
      const expected = Array.from({length: backend.schemaVersion}, (_, i) => i + 1);
      for (const store of stores) expect(await backend.versions(store)).toEqual(expected);
      const again = await openStore(location);
      expect(await backend.versions(again)).toEqual(expected);
      await again.close();
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('hands each due row to one claimer until its lease ends, and records outcomes of the latest claim only', async () => {
    const store = await open();
    try {
      const bodies = Array.from({length: 10}, () => response());
      for (const [i, body] of bodies.entries()) await store.save(body, new Date(1000 + i), true);
      const now = 5000;
      // Four claimers at once: together they get every row, each row once.
      const claims = await Promise.all(Array.from({length: 4}, () => store.claimDue(now, 3, 60_000)));
      const claimed = claims.flat().map((item) => item.response.id);
      expect(claimed.length).toBe(10);
      expect(new Set(claimed).size).toBe(10);
      expect(await store.claimDue(now, 10, 60_000)).toEqual([]);
      // After the lease (a claimer that died) the rows are due again, under a new claim.
      const [stale] = claims.flat();
      const [reclaimed] = await store.claimDue(now + 60_000, 1, 60_000);
      expect(reclaimed!.claim).toBeGreaterThan(stale!.claim);
      // The first claimer's late outcome is ignored; the latest claimer's counts.
      const id = reclaimed!.response.id;
      const attemptsOf = async () => (await store.due(Number.MAX_SAFE_INTEGER, 10)).find((item) => item.response.id === id)?.attempts;
      const holder = claims.flat().find((item) => item.response.id === id)!;
      await store.scheduleRetry(id, holder.claim, now, 'late');
      expect(await attemptsOf()).toBe(0);
      await store.scheduleRetry(id, reclaimed!.claim, now + 1, 'HTTP 500');
      expect(await attemptsOf()).toBe(1);
      expect((await store.claimDue(now + 1, 10, 60_000)).map((item) => [item.response.id, item.attempts])).toEqual([[id, 1]]);
      // A released claim is due at once; the others stay claimed.
      const later = now + 200_000;
      const [other, ...rest] = await store.claimDue(later, 10, 60_000);
      expect(rest).toHaveLength(9);
      await store.release(other!.response.id, other!.claim, later);
      expect((await store.claimDue(later, 10, 60_000)).map((item) => item.response.id)).toEqual([other!.response.id]);
    } finally {
      await store.close();
    }
  });

  it('marks a delivery and takes the row out of the outbox', async () => {
    const store = await open();
    try {
      const body = response();
      await store.save(body, new Date('2026-11-20T10:00:00Z'), true);
      await store.markDelivered(body.id, new Date('2026-11-20T10:00:01Z'));
      expect(await store.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      expect(await store.nextDue()).toBeNull();
      expect((await storedResponses(store))[0]?.deliveredAt).toBe('2026-11-20T10:00:01.000Z');
    } finally {
      await store.close();
    }
  });

  it('reads every response back in order of receipt, insertion order within the same instant, over many pages', async () => {
    const store = await open();
    try {
      const sameInstant = new Date('2026-11-20T10:00:00Z');
      const bodies = Array.from({length: 2100}, (_, i) => response({page: `/p${i}`}));
      // One earlier response stored last: the order is by receipt, not by insertion.
      const earliest = response({page: '/earliest'});
      for (const body of bodies) await store.save(body, sameInstant, false);
      await store.save(earliest, new Date('2026-11-19T10:00:00Z'), false, 'agent');
      const rows = await storedResponses(store);
      expect(rows.map((row) => row.id)).toEqual([earliest.id, ...bodies.map((body) => body.id)]);
      expect(rows[0]).toMatchObject({source: 'agent', receivedAt: '2026-11-19T10:00:00.000Z'});
    } finally {
      await store.close();
    }
  }, 120_000);

  it(`keeps the newest ${CSP_REPORTS_KEPT} CSP reports, even from one batch`, async () => {
    const store = await open();
    try {
      await store.saveCspReports([{documentUri: '/old', sample: 'a\u0000b'}], new Date('2026-11-20T10:00:00Z'));
      expect(await store.cspReports()).toEqual([{receivedAt: '2026-11-20T10:00:00.000Z', report: {documentUri: '/old', sample: 'a\u0000b'}}]);
      await store.saveCspReports(
        Array.from({length: CSP_REPORTS_KEPT + 5}, (_, i) => ({documentUri: `/page-${i}`})),
        new Date(),
      );
      const kept = await store.cspReports();
      expect(kept).toHaveLength(CSP_REPORTS_KEPT);
      expect(kept[0]!.report).toEqual({documentUri: '/page-5'});
      expect(kept.at(-1)!.report).toEqual({documentUri: `/page-${CSP_REPORTS_KEPT + 4}`});
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('the postgres store when the database misbehaves', () => {
  needCluster();
  it('refuses writes to a read-only database as unavailable, storing nothing', async () => {
    const url = await cluster.createDatabase('read_only');
    await (await openPostgresStore(url)).close();
    // Every session of this store starts read-only, as on a standby or a database set read-only for maintenance.
    const store = await openPostgresStore(`${url}?options=${encodeURIComponent('-c default_transaction_read_only=on')}`);
    try {
      await expect(store.save(response(), new Date(), true)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.saveCspReports([{documentUri: '/x'}], new Date())).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(await ids(store)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('answers unavailable, then works again by itself, when the server drops every connection', async () => {
    const url = await cluster.createDatabase('dropped');
    const store = await openPostgresStore(url);
    const admin = await openPostgresStore(cluster.url());
    try {
      const before = response();
      await store.save(before, new Date(), false);
      await admin.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'dropped'");
      // The first use of a dropped connection may fail as unavailable; never with another error.
      const outcomes: string[] = [];
      const after: string[] = [];
      for (let i = 0; i < 3; i++) {
        const body = response();
        try {
          await store.save(body, new Date(), false);
          outcomes.push('stored');
          after.push(body.id);
        } catch (error) {
          expect(error).toBeInstanceOf(StorageUnavailableError);
          outcomes.push('unavailable');
        }
      }
      expect(outcomes.at(-1)).toBe('stored');
      expect(await ids(store)).toEqual([before.id, ...after]);
    } finally {
      await store.close();
      await admin.close();
    }
  });

  it.each([
    [
      'a refused port',
      () => `postgres://postgres@127.0.0.1:${cluster.port + 1}/x`,
      /Could not open the feedback database postgres:\/\/postgres@127\.0\.0\.1:\d+\/x/,
    ],
    ['a missing database', () => cluster.url('no_such_db'), /database "no_such_db" does not exist/],
    ['a password in the URL, never printed', () => `postgres://postgres:s3cret@127.0.0.1:${cluster.port + 1}/x`, /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1/],
  ])('fails to open with %s, naming the database', async (_case, url, message) => {
    const failure = await openPostgresStore(url()).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(message);
    expect(failure?.message).not.toContain('s3cret');
  });

  it('a reader (export, report) refuses a database the server never set up, saying what to do', async () => {
    const url = await cluster.createDatabase('empty');
    await expect(openPostgresStore(url, {readonly: true})).rejects.toThrow(/holds no feedback tables yet; start the server \(or run feedback:migrate\)/);
  });

  it('leaves nothing of a migration that fails, names its cause, and migrates once the cause is gone', async () => {
    const url = await cluster.createDatabase('half_migrated');
    const admin = new pg.Client({connectionString: url});
    await admin.connect();
    try {
      // The first migration creates csp_reports last: an existing table of that name fails it after its other tables.
      await admin.query('CREATE TABLE csp_reports (note text)');
      await expect(openPostgresStore(url)).rejects.toThrow(/Could not open the feedback database .*: relation "csp_reports" already exists/);
      const leftovers = await admin.query<{responses: string | null; outbox: string | null; versions: number}>(
        "SELECT to_regclass('responses') AS responses, to_regclass('outbox') AS outbox, (SELECT count(*)::integer FROM migrations) AS versions",
      );
      expect(leftovers.rows).toEqual([{responses: null, outbox: null, versions: 0}]);
      // Released for the next instance: the lock is free once the failed opener has gone.
      expect(
        (await admin.query<{free: boolean}>("SELECT pg_try_advisory_lock(hashtext('faststore-devportal feedback migrations')) AS free")).rows[0]?.free,
      ).toBe(true);
      await admin.query("SELECT pg_advisory_unlock(hashtext('faststore-devportal feedback migrations'))");
      await admin.query('DROP TABLE csp_reports');
      const store = await openPostgresStore(url);
      try {
        expect((await store.pool.query<{version: number}>('SELECT version FROM migrations')).rows).toEqual([{version: POSTGRES_SCHEMA_VERSION}]);
        expect(await store.save(response(), new Date(), true)).toBe(true);
      } finally {
        await store.close();
      }
    } finally {
      await admin.end();
    }
  });

  it('gives its connections back with the pool’s statement timeout after migrating without one', async () => {
    const store = await openPostgresStore(await cluster.createDatabase('timeout_reset'));
    try {
      // The migration ran on the pool's one connection: it must not keep "no timeout" for later requests.
      expect(store.pool.totalCount).toBe(1);
      expect((await store.pool.query<{statement_timeout: string}>('SHOW statement_timeout')).rows[0]?.statement_timeout).toBe('10s');
    } finally {
      await store.close();
    }
  });

  it('closes a connection whose transaction failed rather than handing it to the next request', async () => {
    const store = await openPostgresStore(await cluster.createDatabase('failed_transaction'));
    const backend = async () => (await store.pool.query<{pid: number}>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    try {
      // The pool's one connection runs everything below, the failed transaction included.
      expect(store.pool.totalCount).toBe(1);
      const failedOn = await backend();
      await store.pool.query('ALTER TABLE csp_reports ADD CONSTRAINT short_reports CHECK (length(report) < 100)');
      await expect(store.saveCspReports([{documentUri: `/${'x'.repeat(200)}`}], new Date())).rejects.toThrow(/short_reports/);
      expect(await backend()).not.toBe(failedOn);
      expect(await store.cspReports()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('refuses a database whose encoding is not UTF8', async () => {
    const admin = await openPostgresStore(cluster.url());
    try {
      await admin.pool.query("CREATE DATABASE latin1 ENCODING 'LATIN1' TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'");
    } finally {
      await admin.close();
    }
    await expect(openPostgresStore(cluster.url('latin1'))).rejects.toThrow(/encoding is LATIN1; feedback needs UTF8/);
  });
});
