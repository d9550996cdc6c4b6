/**
 * Durable storage of survey responses in SQLite (better-sqlite3), with the webhook
 * outbox in the same file so that a response and its pending delivery are written
 * in one transaction: nothing partial is ever stored.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {FeedbackResponse} from '../../common/feedback.js';

/** Who sent a response: a reader through the survey, or an AI agent through the MCP server. */
export type FeedbackSource = 'reader' | 'agent';

/** A stored response as the export prints it; times are ISO 8601, deliveredAt null until a webhook answered 2xx. */
export interface StoredResponse extends FeedbackResponse {
  receivedAt: string;
  deliveredAt: string | null;
  source: FeedbackSource;
}

/** A response waiting for the webhook. */
export interface OutboxItem {
  response: FeedbackResponse;
  /** Who sent it: the webhook payload carries it. */
  source: FeedbackSource;
  /** Failed attempts so far. */
  attempts: number;
}

/** Versioned schema changes, applied in order, each once, each in its own transaction. Append only. */
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
];

/** CSP reports kept; older ones are dropped as new ones arrive, so a flood cannot fill the disk. */
export const CSP_REPORTS_KEPT = 10_000;

export interface OpenStoreOptions {
  /** Open without write access (reports, exports); the file must exist and be migrated. */
  readonly?: boolean;
}

interface Row {
  id: string;
  timestamp: string;
  rate: number;
  message: string;
  email: string;
  page: string;
  received_at: string;
  delivered_at: string | null;
  /** Missing in a file not yet migrated (read-only reports do not migrate). */
  source?: FeedbackSource;
}

const toResponse = (row: Row): FeedbackResponse => ({
  id: row.id,
  timestamp: row.timestamp,
  rate: row.rate,
  message: row.message,
  email: row.email,
  page: row.page,
});

export type FeedbackStore = ReturnType<typeof openStore>;

/** Opens (and on first run creates, with its folder) the database at `file`, applying pending migrations. */
export function openStore(file: string, {readonly = false}: OpenStoreOptions = {}) {
  if (!readonly) mkdirSync(path.dirname(file), {recursive: true});
  const db = new Database(file, {readonly, fileMustExist: readonly});
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    // NORMAL, not FULL: in WAL mode a commit is written to the WAL (the OS page cache) before the 201 is sent, so
    // it survives a crash or SIGKILL of this process (tested); only an OS crash or power loss can drop the last
    // commits before a checkpoint. FULL adds an fsync per response on the event loop, which measured 5 ms (p50)
    // to 77 ms (p99) here under disk contention and would stall every request, pages included.
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
  const deleteOutbox = db.prepare('DELETE FROM outbox WHERE id = ?');
  const setDelivered = db.prepare('UPDATE responses SET delivered_at = ? WHERE id = ?');
  const setRetry = db.prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const all = db.prepare('SELECT * FROM responses ORDER BY received_at, rowid');
  const insertCspReport = db.prepare('INSERT INTO csp_reports (received_at, report) VALUES (?, ?)');
  const trimCspReports = db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - ?');
  const allCspReports = db.prepare('SELECT received_at, report FROM csp_reports ORDER BY id');

  const save = db.transaction((response: FeedbackResponse, receivedAt: Date, forward: boolean, source: FeedbackSource): boolean => {
    const {changes} = insertResponse.run({...response, receivedAt: receivedAt.toISOString(), source});
    if (changes === 0) return false;
    if (forward) insertOutbox.run(response.id, receivedAt.getTime());
    return true;
  });
  const markDelivered = db.transaction((id: string, at: Date) => {
    setDelivered.run(at.toISOString(), id);
    deleteOutbox.run(id);
  });

  return {
    /** The connection itself, for tests that simulate a full or read-only disk. */
    db,
    /**
     * Stores `response` (and queues it for the webhook when `forward`) in one transaction.
     * Returns false when a response with this id is already stored: nothing changes then.
     */
    save: (response: FeedbackResponse, receivedAt: Date, forward: boolean, source: FeedbackSource = 'reader'): boolean =>
      save(response, receivedAt, forward, source),
    /** Up to `limit` outbox items whose next attempt is due at `now` (ms since epoch). */
    due(now: number, limit: number): OutboxItem[] {
      return (dueOutbox.all(now, limit) as (Row & {attempts: number})[]).map((row) => ({response: toResponse(row), source: row.source ?? 'reader', attempts: row.attempts}));
    },
    /** When the earliest pending delivery is due (ms since epoch), or null when the outbox is empty. */
    nextDue(): number | null {
      return (nextDue.get() as {at: number | null}).at;
    },
    markDelivered: (id: string, at: Date): void => markDelivered(id, at),
    scheduleRetry(id: string, at: number, error: string): void {
      setRetry.run(at, error.slice(0, 500), id);
    },
    /** Every stored response, oldest first. */
    *all(): Generator<StoredResponse> {
      for (const row of all.iterate() as IterableIterator<Row>) {
        yield {...toResponse(row), receivedAt: row.received_at, deliveredAt: row.delivered_at, source: row.source ?? 'reader'};
      }
    },
    /** Stores CSP violation reports (JSON-serialisable objects) in one transaction, keeping the newest CSP_REPORTS_KEPT. */
    saveCspReports: db.transaction((reports: readonly object[], receivedAt: Date): void => {
      for (const report of reports) insertCspReport.run(receivedAt.toISOString(), JSON.stringify(report));
      trimCspReports.run(CSP_REPORTS_KEPT);
    }),
    /** Every stored CSP report, oldest first. */
    cspReports(): Array<{receivedAt: string; report: unknown}> {
      return (allCspReports.all() as {received_at: string; report: string}[]).map((row) => ({receivedAt: row.received_at, report: JSON.parse(row.report) as unknown}));
    },
    close(): void {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT');
  const current = (db.prepare('SELECT coalesce(max(version), 0) AS v FROM migrations').get() as {v: number}).v;
  for (let version = current + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version - 1]!);
      db.prepare('INSERT INTO migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
    })();
  }
}

/** SQLite result codes that mean "storage unavailable for now" (full, read-only, I/O, locked): answer 503, not 500. */
const unavailableCodes = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|NOMEM|PROTOCOL)(_|$)/;

export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof Database.SqliteError && unavailableCodes.test(error.code);
}
