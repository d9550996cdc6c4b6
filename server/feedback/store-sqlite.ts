/**
 * The embedded backend of the feedback store: one SQLite file, with the webhook outbox in the same
 * file so that a response and its pending delivery are written in one transaction. Calls are
 * synchronous underneath; the store's promises resolve once committed. The SQLite library is
 * better-sqlite3 or node:sqlite, by the Node version (sqlite-driver.ts says which and why).
 */
import {closeSync, fstatSync, ftruncateSync, mkdirSync, openSync} from 'node:fs';
import path from 'node:path';
import {FEEDBACK_FIELD_NAMES, feedbackFields, feedbackFieldsOf, type FeedbackFieldTable, type FeedbackResponse} from '../../common/feedback.ts';
import {
  CSP_REPORTS_KEPT,
  addedFieldColumns,
  RESPONSE_COLUMNS,
  StorageUnavailableError,
  responseFromRow,
  type AllOptions,
  type ClaimedItem,
  type FeedbackSource,
  type FeedbackStore,
  type OpenStoreOptions,
  type ResponseRow,
  type OutboxItem,
  type StoredResponse,
} from './store.ts';
import {openSqlite, sqliteErrorCode, type SqliteDatabase, type SqliteDriver} from './sqlite-driver.ts';

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

/**
 * SQLite result codes that mean "storage unavailable" (full, read-only, I/O, locked, damaged): answer 503, not 500.
 * A damaged file does not heal by itself, but the survey keeps what was refused and resends it once it is repaired.
 */
const unavailableCodes = new Set(
  ['FULL', 'READONLY', 'IOERR', 'BUSY', 'LOCKED', 'CANTOPEN', 'NOMEM', 'PROTOCOL', 'CORRUPT', 'NOTADB'].map((name) => `SQLITE_${name}`),
);

/** Runs `operation`, turning "unavailable" failures into StorageUnavailableError (other errors stay as they are). */
function guard<T>(operation: () => T, watch?: SharedMemoryWatch): Promise<T> {
  try {
    watch?.check();
    const result = operation();
    watch?.note();
    return Promise.resolve(result);
  } catch (error) {
    if (error instanceof StorageUnavailableError) return Promise.reject(error);
    const code = sqliteErrorCode(error);
    if (code !== undefined && unavailableCodes.has(code)) {
      return Promise.reject(new StorageUnavailableError(`SQLite: ${(error as Error).message} (${code})`, {cause: error}));
    }
    return Promise.reject(error);
  }
}

/** Opens (and on first run creates, with its folder) the database at `file`, checks it and applies pending migrations. */
export function openSqliteStore(file: string, {readonly = false, driver}: OpenStoreOptions & {driver?: SqliteDriver} = {}): SqliteFeedbackStore {
  if (!readonly) mkdirSync(path.dirname(file), {recursive: true});
  const db = openSqlite(file, {readonly, driver});
  let watch: SharedMemoryWatch | undefined;
  if (!readonly) {
    try {
      db.pragma('journal_mode = WAL');
      // NORMAL, not FULL: a commit reaches the WAL before the 201, so it survives a crash of this process (tested);
      // why FULL's fsync per response is not worth it: DESIGN.md#feedback-store.
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      // Writes are synchronous on the event loop: wait a little for the export script's lock, never long (then 503).
      db.pragma('busy_timeout = 200');
      checkIntegrity(db, file);
      migrate(db);
      watch = watchSharedMemory(file);
    } catch (error) {
      db.close();
      throw error;
    }
  }
  const dueOutbox = db.prepare(
    `SELECT r.*, o.attempts FROM outbox o JOIN responses r ON r.id = o.id
     WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at, r.rowid LIMIT ?`,
  );
  const nextDue = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox');
  const all = db.prepare('SELECT rowid AS row_id, * FROM responses ORDER BY received_at, rowid');
  const allCspReports = db.prepare('SELECT received_at, report FROM csp_reports ORDER BY id');
  // Statements that write, prepared only when writing: a read-only file may predate the columns they name.
  const writes = readonly ? undefined : prepareWrites(db);
  const writable = () => {
    if (!writes) throw new Error('The feedback store was opened read-only.');
    return writes;
  };

  const dueRows = (now: number, limit: number) =>
    (dueOutbox.all(now, limit) as (Row & {attempts: number})[]).map((row) => ({
      response: responseFromRow(row),
      source: row.source ?? 'reader',
      attempts: row.attempts,
    }));

  const save = db.transaction((response: FeedbackResponse, receivedAt: Date, forward: boolean, source: FeedbackSource): boolean => {
    // The fields only: node:sqlite refuses an object with a key the statement does not name.
    const {changes} = writable().insertResponse.run({...feedbackFieldsOf(response), receivedAt: receivedAt.toISOString(), source});
    if (changes === 0) return false;
    if (forward) writable().insertOutbox.run(response.id, receivedAt.getTime());
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

  const stored = (row: Row): StoredResponse => ({
    ...responseFromRow(row),
    receivedAt: row.received_at,
    deliveredAt: row.delivered_at,
    source: row.source ?? 'reader',
  });

  return {
    backend: 'sqlite',
    db,
    save: (response, receivedAt, forward, source = 'reader') => guard(() => save(response, receivedAt, forward, source), watch),
    claimDue: (now, limit, leaseMs) => guard(() => claimDue(now, limit, leaseMs), watch),
    due: (now, limit): Promise<OutboxItem[]> => guard(() => dueRows(now, limit), watch),
    nextDue: () => guard(() => (nextDue.get() as {at: number | null}).at, watch),
    markDelivered: (id, at) => guard(() => markDelivered(id, at), watch),
    scheduleRetry: (id, claim, at, error) => guard(() => void writable().setRetry.run(at, error.slice(0, 500), id, claim), watch),
    release: (id, claim, now) => guard(() => void writable().release.run(now, id, claim), watch),
    async *all({onDamaged}: AllOptions = {}): AsyncGenerator<StoredResponse> {
      watch?.check();
      // Row ids given so far: a damaged page met after some rows does not give them twice.
      const given = new Set<number>();
      try {
        for (const row of all.iterate() as IterableIterator<Row & {row_id: number}>) {
          given.add(row.row_id);
          yield stored(row);
        }
        return;
      } catch (error) {
        if (onDamaged === undefined || sqliteErrorCode(error) !== 'SQLITE_CORRUPT') throw error;
      }
      // A page of the table cannot be read: walk it by row id instead, stepping over what cannot be read.
      for (const row of salvageRows(db, onDamaged)) if (!given.has(row.row_id)) yield stored(row);
    },
    saveCspReports: (reports, receivedAt) => guard(() => saveCspReports(reports, receivedAt), watch),
    cspReports: () =>
      guard(
        () =>
          (allCspReports.all() as {received_at: string; report: string}[]).map((row) => ({
            receivedAt: row.received_at,
            report: JSON.parse(row.report) as unknown,
          })),
        watch,
      ),
    async close() {
      // Closing checkpoints the WAL through the index: not with an index that would fault (the process ends anyway).
      try {
        watch?.check();
      } catch {
        return;
      }
      if (db.open) db.close();
      watch?.close();
    },
  };
}

/**
 * Refuses a damaged file at start (`PRAGMA quick_check`: every page of every table and index is read and checked,
 * 0.3 s for 100,000 responses, a 37 MB file, on a loaded 2-core machine) rather than take feedback into it; `npm run feedback:export` still gives
 * back what can be read.
 */
function checkIntegrity(db: SqliteDatabase, file: string): void {
  let problems: unknown[];
  try {
    problems = (db.pragma('quick_check(5)') as Array<Record<string, string>>).map((row) => Object.values(row)[0]);
  } catch (error) {
    // A page too damaged to be checked stops the check itself.
    if (sqliteErrorCode(error) !== 'SQLITE_CORRUPT') throw error;
    problems = [(error as Error).message];
  }
  if (problems.length === 1 && problems[0] === 'ok') return;
  throw new Error(
    `${file} is damaged (${problems.join('; ')}); move it aside (npm run feedback:export reads what is left of it, skipping damaged pages) or restore it from a backup`,
  );
}

interface SharedMemoryWatch {
  /** Gives the index back the size it had when another process truncated it; throws StorageUnavailableError when it cannot. */
  check(): void;
  /** Takes the index's size after a call, which SQLite may have grown. */
  note(): void;
  close(): void;
}

/**
 * SQLite maps the WAL index (`<file>-shm`) into memory. When another process truncates that file, the next access to
 * the mapping beyond its new end is a SIGBUS, which ends the whole process (pages and MCP too) and which JavaScript
 * cannot catch. So the store keeps a descriptor of its own on that file and, before each call, gives it back the size
 * it had: SQLite finds the index zeroed, takes it as stale and rebuilds it from the WAL. A descriptor, not the path,
 * because the file's mode or name may have changed since; it is never closed while the database is open, since
 * closing any descriptor of a file drops the process's locks on it, SQLite's included. DESIGN.md#feedback-store.
 */
function watchSharedMemory(file: string): SharedMemoryWatch | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(`${file}-shm`, 'r+');
  } catch {
    // No index file (not in WAL mode), or one we may not write to: SQLite then keeps to reading.
    return undefined;
  }
  let size = fstatSync(descriptor).size;
  return {
    check() {
      if (fstatSync(descriptor).size >= size) return;
      try {
        ftruncateSync(descriptor, size);
      } catch (error) {
        throw new StorageUnavailableError(`SQLite: ${file}-shm was truncated and cannot be grown back (${(error as Error).message})`, {cause: error});
      }
    },
    note() {
      size = Math.max(size, fstatSync(descriptor).size);
    },
    close: () => closeSync(descriptor),
  };
}

function prepareWrites(db: SqliteDatabase) {
  return {
    // It names every field's column, which a file from before a field was added lacks until a writer opens it.
    insertResponse: db.prepare(
      `INSERT INTO responses (${RESPONSE_COLUMNS}, received_at, source)
       VALUES (${FEEDBACK_FIELD_NAMES.map((name) => `@${name}`).join(', ')}, @receivedAt, @source) ON CONFLICT(id) DO NOTHING`,
    ),
    insertOutbox: db.prepare('INSERT INTO outbox (id, next_attempt_at) VALUES (?, ?)'),
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
  db.transaction(
    () => {
      const current = (db.prepare('SELECT coalesce(max(version), 0) AS v FROM migrations').get() as {v: number}).v;
      for (let version = current + 1; version <= migrations.length; version++) {
        db.exec(migrations[version - 1]!);
        db.prepare('INSERT INTO migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
      }
      addFieldColumns(db);
    },
    {immediate: true},
  )();
}

/** Gives the responses table a column for each field added to the survey's table since it was made (store.ts, addedFieldColumns). */
export function addFieldColumns(db: SqliteDatabase, fields: FeedbackFieldTable = feedbackFields): void {
  const columns = new Set((db.prepare("SELECT name FROM pragma_table_info('responses')").all() as {name: string}[]).map((column) => column.name));
  for (const statement of addedFieldColumns(columns, 'sqlite', fields)) db.exec(statement);
}

/** Rows read per step while walking a damaged table by row id. */
const SALVAGE_STEP = 100;

type NumberedRow = Row & {row_id: number};

/**
 * Every row of `responses` that can still be read, by row id, for an export of a file with a damaged page. A read
 * that reaches the damaged page fails; the smallest row id from which reading works again is found by doubling, then
 * halving, the step (a seek is routed past the damaged page once the id is beyond the ids it held), and the ids
 * stepped over are reported. Row ids start at 1: the store never sets one.
 */
function* salvageRows(db: SqliteDatabase, onDamaged: (problem: string) => void): Generator<NumberedRow> {
  const from = db.prepare('SELECT rowid AS row_id, * FROM responses WHERE rowid >= ? ORDER BY rowid LIMIT ?');
  /** The rows from row id `id` on, or null when they cannot be read. */
  const read = (id: number, limit: number): NumberedRow[] | null => {
    try {
      return from.all(id, limit) as NumberedRow[];
    } catch (error) {
      if (sqliteErrorCode(error) !== 'SQLITE_CORRUPT') throw error;
      return null;
    }
  };
  const end = Number.MAX_SAFE_INTEGER;
  for (let next = 1; ;) {
    // A step of rows, or one row when the step reaches the damage.
    const rows = read(next, SALVAGE_STEP) ?? read(next, 1);
    if (rows !== null) {
      if (rows.length === 0) return;
      yield* rows;
      next = rows.at(-1)!.row_id + 1;
      continue;
    }
    let failing = next;
    let step = 1;
    while (failing + step < end && read(failing + step, 1) === null) {
      failing += step;
      step *= 2;
    }
    if (failing + step >= end) {
      onDamaged(`the rows from row id ${next} on could not be read (a damaged page) and were skipped`);
      return;
    }
    let reading = failing + step;
    while (reading - failing > 1) {
      const middle = failing + Math.floor((reading - failing) / 2);
      if (read(middle, 1) === null) failing = middle;
      else reading = middle;
    }
    onDamaged(`the rows with row ids ${next} to ${reading - 1} could not be read (a damaged page) and were skipped`);
    next = reading;
  }
}
