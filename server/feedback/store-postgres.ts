/**
 * The PostgreSQL backend of the feedback store (node-postgres with a pool), for several server
 * instances on one database. Each write is one statement, so it is one transaction committed
 * (synchronous_commit) before the promise resolves; outbox rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so each due row goes to one instance at a time.
 */
import pg from 'pg';
import {feedbackFields, feedbackFieldsOf, type FeedbackFieldTable} from '../../common/feedback.ts';
import {
  CSP_REPORTS_KEPT,
  addedFieldColumns,
  RESPONSE_COLUMNS,
  StorageUnavailableError,
  responseFromRow,
  redactUrl,
  type ClaimedItem,
  type FeedbackSource,
  type FeedbackStore,
  type OpenStoreOptions,
  type ResponseRow,
  type StoredResponse,
} from './store.ts';

/** Versioned schema changes, applied in order, each once, each in its own transaction. Append only. */
const migrations: readonly string[] = [
  `CREATE TABLE responses (
     id text PRIMARY KEY,
     -- Insertion order, the tie-break of the export's order.
     seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
     "timestamp" text NOT NULL,
     rate smallint NOT NULL CHECK (rate BETWEEN 1 AND 5),
     message text NOT NULL,
     email text NOT NULL,
     page text NOT NULL,
     received_at timestamptz NOT NULL,
     delivered_at timestamptz,
     source text NOT NULL DEFAULT 'reader' CHECK (source IN ('reader', 'agent'))
   );
   CREATE INDEX responses_received ON responses (received_at, seq);
   CREATE TABLE outbox (
     id text PRIMARY KEY REFERENCES responses (id),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     last_error text,
     claims integer NOT NULL DEFAULT 0
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at);
   CREATE TABLE csp_reports (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     received_at timestamptz NOT NULL,
     report text NOT NULL,
     -- Set for rows copied by feedback:migrate, so that copying twice stores them once.
     origin text UNIQUE
   );`,
];

/** The number of migrations, i.e. the schema version of an up-to-date database. */
export const POSTGRES_SCHEMA_VERSION = migrations.length;

/** Key of the advisory lock that serialises migrations between instances starting at once. */
const MIGRATION_LOCK = 'faststore-devportal feedback migrations';

/** Rows per page of the export: bounded memory whatever the table's size. */
const PAGE_SIZE = 1000;

/**
 * SQLSTATEs meaning "unavailable for now": connection exceptions (08), insufficient resources such as a full
 * disk or too many connections (53), shutdown or start-up (57P01-57P03), a read-only transaction (25006),
 * serialisation failures and deadlocks (40001, 40P01), lock or statement timeouts (55P03, 57014), system errors (58).
 */
const unavailableStates = /^(08|53|57P0[1-3]|25006|40001|40P01|55P03|57014|58)/;
/** Node socket errors while connecting or mid-query. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'ENOENT',
]);
/** node-postgres' own messages for a lost connection or a pool that could not connect in time. */
const unavailableMessages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection timeout/i;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as {code?: unknown}).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || unavailableSocketCodes.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return unavailableMessages.test(error.message);
}

/** Awaits `operation`, turning "unavailable for now" failures into StorageUnavailableError. */
async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isUnavailable(error)) throw new StorageUnavailableError(`PostgreSQL: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    throw error;
  }
}

interface Row extends ResponseRow {
  received_at: Date;
  delivered_at: Date | null;
  source: FeedbackSource;
  seq: string;
}

/** The PostgreSQL store, with its pool exposed for tests and the migration script. */
export type PostgresFeedbackStore = FeedbackStore & {pool: pg.Pool};

/** Options of the pool; each instance holds at most `max` connections. */
const poolDefaults = {
  max: 10,
  // Fail fast when the database is away (then 503), rather than hold the reader's request.
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 30_000,
  // A statement stuck behind a lock answers 503 instead of holding a connection for good.
  statement_timeout: 10_000,
  keepAlive: true,
  application_name: 'faststore-devportal',
} satisfies pg.PoolConfig;

/** Connects to `url`, applying pending migrations under an advisory lock unless `readonly`. */
export async function openPostgresStore(url: string, {readonly = false}: OpenStoreOptions = {}): Promise<PostgresFeedbackStore> {
  const pool = new pg.Pool({connectionString: url, ...poolDefaults});
  // An idle connection dropped by the server (restart, failover) is discarded by the pool and the next query
  // opens a new one; without a listener the event would end the process.
  pool.on('error', () => {});
  try {
    const {rows} = await pool.query<{server_encoding: string}>('SHOW server_encoding');
    if (rows[0]?.server_encoding !== 'UTF8') {
      throw new Error(`the database's encoding is ${rows[0]?.server_encoding}; feedback needs UTF8 (CREATE DATABASE … ENCODING 'UTF8')`);
    }
    if (readonly) await checkMigrated(pool);
    else await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new Error(`Could not open the feedback database ${redactUrl(url)}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
  }
  const query = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => guard(() => pool.query<R>(text, values));
  const transaction = (work: (client: pg.PoolClient) => Promise<void>) =>
    guard(async () => {
      const client = await pool.connect();
      let failure: unknown;
      try {
        await client.query('BEGIN');
        await work(client);
        await client.query('COMMIT');
      } catch (error) {
        failure = error;
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        // A connection that failed mid-transaction is closed rather than handed to the next request.
        client.release(failure instanceof Error ? failure : undefined);
      }
    });

  return {
    backend: 'postgres',
    pool,
    async save(response, receivedAt, forward, source = 'reader') {
      const fields = Object.values(feedbackFieldsOf(response));
      // $1 to $n for the fields, then the columns every store adds.
      const [at, from, due, queue] = [1, 2, 3, 4].map((n) => `$${fields.length + n}`);
      // One statement, so one transaction: the response and its outbox row are committed together or not at all.
      const {rows} = await query<{created: boolean}>(
        `WITH inserted AS (
           INSERT INTO responses (${RESPONSE_COLUMNS}, received_at, source)
           VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}, ${at}::timestamptz, ${from}) ON CONFLICT (id) DO NOTHING RETURNING id
         ), queued AS (
           -- Runs although nothing reads it: PostgreSQL always carries out a data-modifying WITH.
           INSERT INTO outbox (id, next_attempt_at) SELECT id, ${due}::bigint FROM inserted WHERE ${queue}::boolean RETURNING id
         )
         SELECT EXISTS (SELECT 1 FROM inserted) AS created`,
        [...fields, receivedAt, source, receivedAt.getTime(), forward],
      );
      return rows[0]!.created;
    },
    async claimDue(now, limit, leaseMs) {
      // SKIP LOCKED: instances claiming at once each get other rows; the lease keeps them from the next claimers.
      const {rows} = await query<Row & {attempts: number; claims: number}>(
        `WITH due AS (
           SELECT id FROM outbox WHERE next_attempt_at <= $1 ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE outbox o SET next_attempt_at = $3, claims = o.claims + 1 FROM due WHERE o.id = due.id
           RETURNING o.id, o.attempts, o.claims
         )
         SELECT r.*, c.attempts, c.claims FROM claimed c JOIN responses r ON r.id = c.id ORDER BY r.seq`,
        [now, limit, now + leaseMs],
      );
      return rows.map((row): ClaimedItem => ({response: responseFromRow(row), source: row.source, attempts: row.attempts, claim: row.claims}));
    },
    async due(now, limit) {
      const {rows} = await query<Row & {attempts: number}>(
        `SELECT r.*, o.attempts FROM outbox o JOIN responses r ON r.id = o.id
         WHERE o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, r.seq LIMIT $2`,
        [now, limit],
      );
      return rows.map((row) => ({response: responseFromRow(row), source: row.source, attempts: row.attempts}));
    },
    async nextDue() {
      const {rows} = await query<{at: string | null}>('SELECT min(next_attempt_at) AS at FROM outbox');
      return rows[0]!.at === null ? null : Number(rows[0]!.at);
    },
    async markDelivered(id, at) {
      await query('WITH gone AS (DELETE FROM outbox WHERE id = $1) UPDATE responses SET delivered_at = $2 WHERE id = $1', [id, at]);
    },
    async scheduleRetry(id, claim, at, error) {
      await query('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3 WHERE id = $1 AND claims = $4', [
        id,
        at,
        error.slice(0, 500),
        claim,
      ]);
    },
    async release(id, claim, now) {
      await query('UPDATE outbox SET next_attempt_at = $2 WHERE id = $1 AND claims = $3', [id, now, claim]);
    },
    async *all(): AsyncGenerator<StoredResponse> {
      // Keyset pages in the export's order: memory stays bounded, and no transaction stays open between pages.
      let after: {receivedAt: Date; seq: string} | undefined;
      for (;;) {
        const {rows} = await query<Row>(
          after === undefined
            ? 'SELECT * FROM responses ORDER BY received_at, seq LIMIT $1'
            : 'SELECT * FROM responses WHERE (received_at, seq) > ($2::timestamptz, $3::bigint) ORDER BY received_at, seq LIMIT $1',
          after === undefined ? [PAGE_SIZE] : [PAGE_SIZE, after.receivedAt, after.seq],
        );
        for (const row of rows) {
          yield {...responseFromRow(row), receivedAt: row.received_at.toISOString(), deliveredAt: row.delivered_at?.toISOString() ?? null, source: row.source};
        }
        if (rows.length < PAGE_SIZE) return;
        const last = rows.at(-1)!;
        after = {receivedAt: last.received_at, seq: last.seq};
      }
    },
    async saveCspReports(reports, receivedAt) {
      // Two statements in one transaction: a statement does not see the rows its own CTE inserted, so one
      // statement could not trim a batch larger than what is kept.
      await transaction(async (client) => {
        await client.query(
          `INSERT INTO csp_reports (received_at, report)
           SELECT $1::timestamptz, report FROM unnest($2::text[]) WITH ORDINALITY AS batch (report, n) ORDER BY n`,
          [receivedAt, reports.map((report) => JSON.stringify(report))],
        );
        await client.query('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - $1::bigint', [CSP_REPORTS_KEPT]);
      });
    },
    async cspReports() {
      const {rows} = await query<{received_at: Date; report: string}>('SELECT received_at, report FROM csp_reports ORDER BY id');
      return rows.map((row) => ({receivedAt: row.received_at.toISOString(), report: JSON.parse(row.report) as unknown}));
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

/** The statements that add the columns of fields added to the survey's table since the responses table was made (store.ts, addedFieldColumns). */
async function fieldColumnsToAdd(db: pg.Pool | pg.PoolClient, fields: FeedbackFieldTable = feedbackFields): Promise<string[]> {
  const {rows} = await db.query<{column_name: string}>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'responses'",
  );
  return addedFieldColumns(new Set(rows.map((row) => row.column_name)), 'postgres', fields);
}

/** Adds those columns, in one transaction; run under the migration lock. */
export async function addFieldColumns(client: pg.PoolClient, fields: FeedbackFieldTable = feedbackFields): Promise<void> {
  const statements = await fieldColumnsToAdd(client, fields);
  if (statements.length === 0) return;
  await client.query('BEGIN');
  try {
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Applies pending migrations. A session advisory lock makes instances that start at once take turns: the first
 * applies them, the others find them applied. Each migration commits with its version row.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  // Up to date already (every start but the first): no lock, no write, so a read-only database still opens.
  if ((await schemaVersion(pool)) === migrations.length && (await fieldColumnsToAdd(pool)).length === 0) return;
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations, or a long migration, must not hit the pool's statement timeout.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL)');
      const {rows} = await client.query<{v: number}>('SELECT coalesce(max(version), 0)::integer AS v FROM migrations');
      for (let version = rows[0]!.v + 1; version <= migrations.length; version++) {
        await client.query('BEGIN');
        try {
          await client.query(migrations[version - 1]!);
          await client.query('INSERT INTO migrations (version, applied_at) VALUES ($1, now())', [version]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
      await addFieldColumns(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
}

/** The latest applied migration, 0 when none. */
async function schemaVersion(pool: pg.Pool): Promise<number> {
  const {rows} = await pool.query<{present: boolean}>("SELECT to_regclass('migrations') IS NOT NULL AS present");
  if (!rows[0]?.present) return 0;
  return (await pool.query<{v: number}>('SELECT coalesce(max(version), 0)::integer AS v FROM migrations')).rows[0]!.v;
}

/** A reader (export, report) does not migrate: it needs a database the server has already set up. */
async function checkMigrated(pool: pg.Pool): Promise<void> {
  if ((await schemaVersion(pool)) === 0) throw new Error('it holds no feedback tables yet; start the server (or run feedback:migrate) against it first');
}
