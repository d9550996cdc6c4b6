import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {csatReport, formatReport} from '../feedback/report.js';
import {openSqlite, usableSqliteDrivers} from '../feedback/sqlite-driver.js';
import {openSqliteStore} from '../feedback/store-sqlite.js';
import {storedResponses, validBody} from './feedback-helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});
const tempDb = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-source-'));
  dirs.push(dir);
  return path.join(dir, 'feedback.db');
};
type Body = Parameters<ReturnType<typeof openSqliteStore>['save']>[0];

describe.each(usableSqliteDrivers())('the source of a response (SQLite through %s)', (driver) => {
  it('is stored as given, reader by default, and read back by all()', async () => {
    const store = openSqliteStore(tempDb(), {driver});
    const reader = validBody() as Body;
    const agent = {...(validBody() as Body), id: '6f1c1f44-3f8e-4a57-9d3e-0c7a3e1b2c4d'};
    await store.save(reader, new Date(), false);
    await store.save(agent, new Date(), false, 'agent');
    expect((await storedResponses(store)).map((row) => [row.id, row.source])).toEqual([
      [reader.id, 'reader'],
      [agent.id, 'agent'],
    ]);
    expect(() => store.db.prepare("UPDATE responses SET source = 'robot'").run()).toThrow(/CHECK/);
    await store.close();
  });

  it('is added to a database created before it, with reader for the rows already stored', async () => {
    const file = tempDb();
    const old = openSqlite(file, {driver});
    old.exec(`CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT;
      CREATE TABLE responses (id TEXT PRIMARY KEY, timestamp TEXT NOT NULL, rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
        message TEXT NOT NULL, email TEXT NOT NULL, page TEXT NOT NULL, received_at TEXT NOT NULL, delivered_at TEXT) STRICT;
      CREATE TABLE outbox (id TEXT PRIMARY KEY REFERENCES responses(id), attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, last_error TEXT) STRICT;
      INSERT INTO migrations VALUES (1, '2026-11-01T00:00:00Z');
      INSERT INTO responses VALUES ('0b6f5c1e-9d7a-4c1b-8e2f-3a4b5c6d7e8f', '2026-11-01T00:00:00Z', 4, '', '', '/quickstart', '2026-11-01T00:00:00Z', NULL);`);
    old.close();
    const store = openSqliteStore(file, {driver});
    expect((await storedResponses(store)).map((row) => row.source)).toEqual(['reader']);
    expect(store.db.prepare('SELECT max(version) AS v FROM migrations').get()).toEqual({v: 4});
    await store.close();
  });
});

describe('the report', () => {
  it('shows readers and agents apart', () => {
    const report = csatReport([
      {rate: 5, page: '/a', receivedAt: '2026-11-16T10:00:00Z', source: 'reader'},
      {rate: 1, page: '/a', receivedAt: '2026-11-16T10:00:00Z', source: 'agent'},
      {rate: 2, page: '/a', receivedAt: '2026-11-16T10:00:00Z', source: 'agent'},
    ]);
    expect(report.bySource).toEqual([
      {key: 'agent', count: 2, csat: 0, average: 1.5},
      {key: 'reader', count: 1, csat: 1, average: 5},
    ]);
    expect(formatReport(report)).toMatch(/source\s+count\s+CSAT\s+average\nagent\s+2\s+0\.0%\s+1\.50\nreader\s+1\s+100\.0%\s+5\.00/);
  });
});
