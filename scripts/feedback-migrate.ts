/**
 * `npm run feedback:migrate`: copies the SQLite store FEEDBACK_DB (default ./data/feedback.db) into the
 * PostgreSQL database FEEDBACK_DATABASE_URL, in one transaction: every response (by id: one already there
 * is kept as it is), the pending webhook deliveries of the responses it adds, and the CSP reports (each once,
 * by a hash of its SQLite row). Running it again copies nothing twice; several SQLite files can be merged.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {FEEDBACK_FIELD_NAMES, feedbackFields} from '../common/feedback.ts';
import {CSP_REPORTS_KEPT, RESPONSE_COLUMNS, redactUrl, type StoredResponse} from '../server/feedback/store.ts';
import {openPostgresStore} from '../server/feedback/store-postgres.ts';
import {openSqliteStore} from '../server/feedback/store-sqlite.ts';
import {fail, scriptConfig} from './feedback-db.ts';

/** Rows per INSERT: large enough to be quick, small enough for PostgreSQL's parameter limits. */
const BATCH = 500;

const {feedbackDb: file, feedbackDatabaseUrl: url, feedbackSqliteDriver: driver} = scriptConfig();
if (url === undefined) fail('Set FEEDBACK_DATABASE_URL to the PostgreSQL database to copy into, and FEEDBACK_DB to the SQLite file to copy from (default ./data/feedback.db).');
if (!existsSync(file)) fail(`No feedback database at ${file}. Set FEEDBACK_DB to the SQLite file to copy from.`);

const source = openSqliteStore(file, {readonly: true, driver});
const target = await openPostgresStore(url).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

const responses: StoredResponse[] = [];
for await (const response of source.all()) responses.push(response);
const hasTable = (name: string) => source.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
const outbox = source.db.prepare('SELECT id, attempts, next_attempt_at, last_error FROM outbox').all() as {id: string; attempts: number; next_attempt_at: number; last_error: string | null}[];
// Reports older than the newest CSP_REPORTS_KEPT would be dropped on arrival anyway.
const cspReports = hasTable('csp_reports')
  ? (source.db.prepare('SELECT id, received_at, report FROM csp_reports ORDER BY id DESC LIMIT ?').all(CSP_REPORTS_KEPT) as {id: number; received_at: string; report: string}[]).reverse()
  : [];
source.db.close();

/** Each column copied, with its PostgreSQL type and its value in a stored response: the survey's fields, then the store's own. */
const copied: {type: string; value: (row: StoredResponse) => unknown}[] = [
  ...FEEDBACK_FIELD_NAMES.map((name) => ({type: feedbackFields[name].postgres, value: (row: StoredResponse) => row[name]})),
  {type: 'timestamptz', value: (row) => row.receivedAt},
  {type: 'timestamptz', value: (row) => row.deliveredAt},
  {type: 'text', value: (row) => row.source},
];

const batches = <T>(rows: T[]) => Array.from({length: Math.ceil(rows.length / BATCH)}, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));
const client = await target.pool.connect();
let added = 0;
let queued = 0;
let reportsAdded = 0;
try {
  await client.query('BEGIN');
  const addedIds = new Set<string>();
  for (const batch of batches(responses)) {
    const {rows} = await client.query<{id: string}>(
      `INSERT INTO responses (${RESPONSE_COLUMNS}, received_at, delivered_at, source)
       SELECT * FROM unnest(${copied.map(({type}, i) => `$${i + 1}::${type}[]`).join(', ')})
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      copied.map(({value}) => batch.map(value)),
    );
    for (const {id} of rows) addedIds.add(id);
  }
  added = addedIds.size;
  // Only the responses added now: one already in PostgreSQL may have been delivered from there.
  const pending = outbox.filter((row) => addedIds.has(row.id));
  for (const batch of batches(pending)) {
    const result = await client.query(
      `INSERT INTO outbox (id, attempts, next_attempt_at, last_error)
       SELECT * FROM unnest($1::text[], $2::integer[], $3::bigint[], $4::text[]) ON CONFLICT (id) DO NOTHING`,
      [batch.map((row) => row.id), batch.map((row) => row.attempts), batch.map((row) => row.next_attempt_at), batch.map((row) => row.last_error)],
    );
    queued += result.rowCount ?? 0;
  }
  for (const batch of batches(cspReports)) {
    const result = await client.query(
      `INSERT INTO csp_reports (received_at, report, origin)
       SELECT received_at, report, origin FROM unnest($1::timestamptz[], $2::text[], $3::text[]) WITH ORDINALITY AS batch (received_at, report, origin, n)
       ORDER BY n ON CONFLICT (origin) DO NOTHING`,
      [
        batch.map((row) => row.received_at),
        batch.map((row) => row.report),
        // The same SQLite row always hashes the same, so a second run finds it; rows of another file differ.
        batch.map((row) => createHash('sha256').update(`${row.id}\n${row.received_at}\n${row.report}`).digest('hex')),
      ],
    );
    reportsAdded += result.rowCount ?? 0;
  }
  await client.query('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - $1::bigint', [CSP_REPORTS_KEPT]);
  await client.query('COMMIT');
} catch (error) {
  await client.query('ROLLBACK').catch(() => {});
  client.release();
  await target.close();
  fail(`Nothing was copied: ${error instanceof Error ? error.message : String(error)}`);
}
client.release();
await target.close();
console.log(
  `Copied ${added} of ${responses.length} responses (${responses.length - added} already in PostgreSQL), ` +
    `${queued} pending webhook deliveries and ${reportsAdded} of ${cspReports.length} CSP reports from ${file} into ${redactUrl(url)}.`,
);
