/**
 * The embedded backend of the feedback store: one SQLite file, with the webhook outbox in the same
 * file so that a response and its pending delivery are written in one transaction. Calls are
 * synchronous underneath; the store's promises resolve once committed. The SQLite library is
 * better-sqlite3 or node:sqlite, by the Node version (sqlite-driver.ts says which and why).
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {FeedbackResponse} from '../../common/feedback.js';
import {
  CSP_REPORTS_KEPT,
  StorageUnavailableError,
  responseFromRow,
  type ClaimedItem,
  type FeedbackSource,
  type FeedbackStore,
  type OpenStoreOptions,
  type ResponseRow,
  type OutboxItem,
  type StoredResponse,
} from './store.js';
import {openSqlite, sqliteErrorCode, type SqliteDatabase, type SqliteDriver} from './sqlite-driver.js';

/** Versioned schema changes, applied in order, each once; pending ones in one transaction. Append only. */
const migrations: readonly string[] = [
  `CREATE TABLE responses (
     id TEXT PRIMARY KEY,
     timestamp TEXT NOT NULL,
     rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
     message TEXT NOT NULL,
     email TEXT NOT NULL,
     page TEXT NOT NULL,
     received_at TEXT NOT NULL,
     delivered_at TEXT
   ) STRICT;
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY REFERENCES responses(id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox(next_attempt_at);`,
  // CSP violation reports (server/feedback/csp-report.ts), the newest CSP_REPORTS_KEPT only.
  `CREATE TABLE csp_reports (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     report TEXT NOT NULL
   ) STRICT;`,
  // Where a response came from: the survey (reader) or the MCP tool submit_feedback (agent).
  `ALTER TABLE responses ADD COLUMN source TEXT NOT NULL DEFAULT 'reader' CHECK (source IN ('reader', 'agent'));`,
  // The number of the latest claim of an outbox row: only its holder records a retry (see store.ts).
  `ALTER TABLE outbox ADD COLUMN claims INTEGER NOT NULL DEFAULT 0;`,
];

/** The number of migrations, i.e. the schema version of an up-to-date file. */
export const SQLITE_SCHEMA_VERSION = migrations.length;

interface Row extends ResponseRow {
  received_at: string;
  delivered_at: string | null;
  /** Missing in a file not yet migrated (read-only reports do not migrate). */
  source?: FeedbackSource;
}

/** The SQLite store, with its connection exposed for tests that simulate a full or read-only disk. */
export type SqliteFeedbackStore = FeedbackStore & {db: SqliteDatabase};

/** SQLite result codes that mean "storage unavailable for now" (full, read-only, I/O, locked): answer 503, not 500. */
const unavailableCodes = new Set(['FULL', 'READONLY', 'IOERR', 'BUSY', 'LOCKED', 'CANTOPEN', 'NOMEM', 'PROTOCOL'].map((name) => `SQLITE_${name}`));

/** Runs `operation`, turning "unavailable for now" failures into StorageUnavailableError (other errors stay as they are). */
function guard<T>(operation: () => T): Promise<T> {
  try {
    return Promise.resolve(operation());
  } catch (error) {
    const code = sqliteErrorCode(error);
    if (code !== undefined && unavailableCodes.has(code)) {
      return Promise.reject(new StorageUnavailableError(`SQLite: ${(error as Error).message} (${code})`, {cause: error}));
    }
    return Promise.reject(error);
  }
}

/** Opens (and on first run creates, with its folder) the database at `file`, applying pending migrations. */
export function openSqliteStore(file: string, {readonly = false, driver}: OpenStoreOptions & {driver?: SqliteDriver} = {}): SqliteFeedbackStore {
  if (!readonly) mkdirSync(path.dirname(file), {recursive: true});
  const db = openSqlite(file, {readonly, driver});
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    // NORMAL, not FULL: a commit reaches the WAL before the 201, so it survives a crash of this process (tested);
    // why FULL's fsync per response is not worth it: DESIGN.md#feedback-store.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // Writes are synchronous on the event loop: wait a little for the export script's lock, never long (then 503).
    db.pragma('busy_timeout = 200');
    migrate(db);
  }

  const insertResponse = db.prepare(
    `INSERT INTO responses (id, timestamp, rate, message, email, page, received_at, source)
     VALUES (@id, @timestamp, @rate, @message, @email, @page, @receivedAt, @source) ON CONFLICT(id) DO NOTHING`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (id, next_attempt_at) VALUES (?, ?)');
  const dueOutbox = db.prepare(
    `SELECT r.*, o.attempts FROM outbox o JOIN responses r ON r.id = o.id
     WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at, r.rowid LIMIT ?`,
  );
  const nextDue = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox');
  const all = db.prepare('SELECT * FROM responses ORDER BY received_at, rowid');
  const allCspReports = db.prepare('SELECT received_at, report FROM csp_reports ORDER BY id');
  // Statements that write, prepared only when writing: a read-only file may predate the columns they name.
  const writes = readonly ? undefined : prepareWrites(db);
  const writable = () => {
    if (!writes) throw new Error('The feedback store was opened read-only.');
    return writes;
  };

  const dueRows = (now: number, limit: number) =>
    (dueOutbox.all(now, limit) as (Row & {attempts: number})[]).map((row) => ({response: responseFromRow(row), source: row.source ?? 'reader', attempts: row.attempts}));

  const save = db.transaction((response: FeedbackResponse, receivedAt: Date, forward: boolean, source: FeedbackSource): boolean => {
    // Named one by one: node:sqlite refuses an object with a key the statement does not name.
    const {id, timestamp, rate, message, email, page} = response;
    const {changes} = insertResponse.run({id, timestamp, rate, message, email, page, receivedAt: receivedAt.toISOString(), source});
    if (changes === 0) return false;
    if (forward) insertOutbox.run(response.id, receivedAt.getTime());
    return true;
  });
  const claimDue = db.transaction((now: number, limit: number, leaseMs: number): ClaimedItem[] =>
    dueRows(now, limit).map((item) => {
      const {claims} = writable().claim.get(now + leaseMs, item.response.id) as {claims: number};
      return {...item, claim: claims};
    }),
  );
  const markDelivered = db.transaction((id: string, at: Date) => {
    writable().setDelivered.run(at.toISOString(), id);
    writable().deleteOutbox.run(id);
  });
  const saveCspReports = db.transaction((reports: readonly object[], receivedAt: Date): void => {
    for (const report of reports) writable().insertCspReport.run(receivedAt.toISOString(), JSON.stringify(report));
    writable().trimCspReports.run(CSP_REPORTS_KEPT);
  });

  return {
    backend: 'sqlite',
    db,
    save: (response, receivedAt, forward, source = 'reader') => guard(() => save(response, receivedAt, forward, source)),
    claimDue: (now, limit, leaseMs) => guard(() => claimDue(now, limit, leaseMs)),
    due: (now, limit): Promise<OutboxItem[]> => guard(() => dueRows(now, limit)),
    nextDue: () => guard(() => (nextDue.get() as {at: number | null}).at),
    markDelivered: (id, at) => guard(() => markDelivered(id, at)),
    scheduleRetry: (id, claim, at, error) => guard(() => void writable().setRetry.run(at, error.slice(0, 500), id, claim)),
    release: (id, claim, now) => guard(() => void writable().release.run(now, id, claim)),
    async *all(): AsyncGenerator<StoredResponse> {
      for (const row of all.iterate() as IterableIterator<Row>) {
        yield {...responseFromRow(row), receivedAt: row.received_at, deliveredAt: row.delivered_at, source: row.source ?? 'reader'};
      }
    },
    saveCspReports: (reports, receivedAt) => guard(() => saveCspReports(reports, receivedAt)),
    cspReports: () =>
      guard(() => (allCspReports.all() as {received_at: string; report: string}[]).map((row) => ({receivedAt: row.received_at, report: JSON.parse(row.report) as unknown}))),
    async close() {
      if (db.open) db.close();
    },
  };
}

function prepareWrites(db: SqliteDatabase) {
  return {
    claim: db.prepare('UPDATE outbox SET next_attempt_at = ?, claims = claims + 1 WHERE id = ? RETURNING claims'),
    setDelivered: db.prepare('UPDATE responses SET delivered_at = ? WHERE id = ?'),
    deleteOutbox: db.prepare('DELETE FROM outbox WHERE id = ?'),
    setRetry: db.prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND claims = ?'),
    release: db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND claims = ?'),
    insertCspReport: db.prepare('INSERT INTO csp_reports (received_at, report) VALUES (?, ?)'),
    trimCspReports: db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - ?'),
  };
}

function migrate(db: SqliteDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT');
  // BEGIN IMMEDIATE: two processes opening one new file at once must not both apply a migration.
  db.transaction(() => {
    const current = (db.prepare('SELECT coalesce(max(version), 0) AS v FROM migrations').get() as {v: number}).v;
    for (let version = current + 1; version <= migrations.length; version++) {
      db.exec(migrations[version - 1]!);
      db.prepare('INSERT INTO migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
    }
  }, {immediate: true})();
}
