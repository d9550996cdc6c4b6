/**
 * The feedback store: survey responses, their webhook outbox and CSP reports, behind one
 * interface with two backends. SQLite (store-sqlite.ts) is the embedded default for one
 * machine; PostgreSQL (store-postgres.ts) when FEEDBACK_DATABASE_URL is set, for several
 * instances on one database. Both commit a response and its outbox row in one transaction,
 * store a repeated id once, apply versioned migrations once, and hand each due outbox row
 * to one forwarder at a time (a claim with a lease).
 */
import {FEEDBACK_FIELD_NAMES, feedbackFields, feedbackFieldsOf, type FeedbackFieldTable, type FeedbackResponse} from '../../common/feedback.ts';

/** Who sent a response: a reader through the survey, or an AI agent through the MCP server. */
export type FeedbackSource = 'reader' | 'agent';

/** A stored response as the export prints it; times are ISO 8601, deliveredAt null until a webhook answered 2xx. */
export interface StoredResponse extends FeedbackResponse {
  receivedAt: string;
  deliveredAt: string | null;
  source: FeedbackSource;
}

/**
 * The columns of a stored response that both backends read alike, one per field of the survey's table
 * (common/feedback.ts) and named after it; each backend adds its own time and order columns.
 */
export type ResponseRow = FeedbackResponse;

/** The survey response a row holds. */
export const responseFromRow = (row: ResponseRow): FeedbackResponse => feedbackFieldsOf(row);

/** The response columns of both stores, in the table's order, quoted (`timestamp` is a keyword of PostgreSQL). */
export const RESPONSE_COLUMNS = FEEDBACK_FIELD_NAMES.map((name) => `"${name}"`).join(', ');

/** An SQL literal for a column default: numbers as written, strings quoted with their quotes doubled. */
const sqlLiteral = (value: string | number): string => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/**
 * The statements that give a store's `responses` table a column for every field of the survey's table it lacks, given
 * the columns it has: a field added later (`added`) gets its column with the field's default, which the rows already
 * stored take. A missing column of the first schema's fields is a damaged database, not a schema to extend: it throws.
 */
export function addedFieldColumns(existing: ReadonlySet<string>, dialect: 'sqlite' | 'postgres', fields: FeedbackFieldTable = feedbackFields): string[] {
  return Object.entries(fields)
    .filter(([name]) => !existing.has(name))
    .map(([name, field]) => {
      if (!field.added) throw new Error(`The feedback table has no "${name}" column, which its first schema created: the database is not one the server made.`);
      return `ALTER TABLE responses ADD COLUMN "${name}" ${field[dialect]} NOT NULL DEFAULT ${sqlLiteral(field.added.default)}`;
    });
}

/** A response waiting for the webhook. */
export interface OutboxItem {
  response: FeedbackResponse;
  /** Who sent it: the webhook payload carries it. */
  source: FeedbackSource;
  /** Failed attempts so far. */
  attempts: number;
}

/** An outbox item claimed by one forwarder until its lease ends. */
export interface ClaimedItem extends OutboxItem {
  /** The claim's number: an outcome is recorded only by the forwarder holding the latest claim. */
  claim: number;
}

/** A stored CSP violation report. */
export interface StoredCspReport {
  receivedAt: string;
  report: unknown;
}

/** How `all()` treats a stored response it cannot read. */
export interface AllOptions {
  /**
   * Called, instead of failing the iteration, for each run of rows an SQLite file cannot give back (a damaged
   * page), with what was skipped; the rows around them are still given. Unset: a damaged page fails the iteration.
   */
  onDamaged?: (problem: string) => void;
}

/** CSP reports kept; older ones are dropped as new ones arrive, so a flood cannot fill the disk. */
export const CSP_REPORTS_KEPT = 10_000;

export interface FeedbackStore {
  /** Which backend holds the data. */
  readonly backend: 'sqlite' | 'postgres';
  /**
   * Stores `response` (and queues it for the webhook when `forward`) in one transaction, committed when the
   * promise resolves. Resolves false when a response with this id is already stored: nothing changes then.
   */
  save(response: FeedbackResponse, receivedAt: Date, forward: boolean, source?: FeedbackSource): Promise<boolean>;
  /**
   * Claims up to `limit` outbox items due at `now` (ms since epoch) for `leaseMs`: until then no other
   * forwarder (in this process or another) gets them. A forwarder that dies leaves them due again after the lease.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<ClaimedItem[]>;
  /** Up to `limit` outbox items due at `now`, without claiming them (inspection and tests). */
  due(now: number, limit: number): Promise<OutboxItem[]>;
  /** When the earliest pending delivery (or lease) is due (ms since epoch), or null when the outbox is empty. */
  nextDue(): Promise<number | null>;
  /** Marks a response delivered and removes it from the outbox, whoever holds its claim. */
  markDelivered(id: string, at: Date): Promise<void>;
  /** Counts a failed attempt and schedules the next at `at`, if `claim` is still the latest claim. */
  scheduleRetry(id: string, claim: number, at: number, error: string): Promise<void>;
  /** Gives a claimed item back at once (the forwarder stopped before an outcome), if `claim` is still the latest. */
  release(id: string, claim: number, now: number): Promise<void>;
  /** Every stored response, oldest first. */
  all(options?: AllOptions): AsyncGenerator<StoredResponse>;
  /** Stores CSP violation reports (JSON-serialisable objects) in one transaction, keeping the newest CSP_REPORTS_KEPT. */
  saveCspReports(reports: readonly object[], receivedAt: Date): Promise<void>;
  /** Every stored CSP report, oldest first. */
  cspReports(): Promise<StoredCspReport[]>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Open for reading only (reports, exports): nothing is created or migrated. */
  readonly?: boolean;
}

/** The database cannot take or give data for now (unreachable, read-only, full, busy): callers answer 503. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** Seconds a client should wait after a 503 (storage unavailable) before retrying. */
export const UNAVAILABLE_RETRY_AFTER = 30;

/** True when `error` means "storage unavailable for now": answer 503 with Retry-After, not 500. */
export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof StorageUnavailableError;
}

/** A connection URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}
