/**
 * A field added to the survey's table (common/feedback.ts) needs no migration written by hand: a store that lacks its
 * column gains it when it opens, and the rows written without it (by an older server, or before) hold its default.
 * The table here is the real one (whose `locale` was added so) plus a `region` field, as the next field would be added.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {z} from 'zod';
import type * as FeedbackModule from '../../common/feedback.ts';
import type {FeedbackResponse} from '../../common/feedback.ts';
import {validBody} from './feedback-helpers.ts';
import {startPgCluster, type PgCluster} from './pg-cluster.ts';

vi.mock('../../common/feedback.ts', async (importOriginal) => {
  const original = await importOriginal<typeof FeedbackModule>();
  return {...original, feedbackFields: {...original.feedbackFields, region: {schema: z.string(), sqlite: 'TEXT', postgres: 'text', added: {default: "en'US"}}}};
});

const {addedFieldColumns} = await import('../feedback/store.ts');
const {openStore} = await import('../feedback/openStore.ts');
const {openSqliteStore} = await import('../feedback/store-sqlite.ts');
const {openPostgresStore} = await import('../feedback/store-postgres.ts');
const {feedbackFields} = await import('../../common/feedback.ts');

const dir = mkdtempSync(path.join(tmpdir(), 'feedback-fields-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the columns a store gains for fields added to the table', () => {
  const first = new Set(['id', 'timestamp', 'rate', 'message', 'email', 'page']);

  it('adds a column for an added field, typed per store, NOT NULL with its default quoted', () => {
    expect(addedFieldColumns(first, 'sqlite')).toEqual([
      `ALTER TABLE responses ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en'`,
      `ALTER TABLE responses ADD COLUMN "region" TEXT NOT NULL DEFAULT 'en''US'`,
    ]);
    expect(addedFieldColumns(new Set([...first, 'locale']), 'postgres')).toEqual([`ALTER TABLE responses ADD COLUMN "region" text NOT NULL DEFAULT 'en''US'`]);
    const numbered = {...feedbackFields, score: {schema: z.number(), sqlite: 'INTEGER', postgres: 'smallint', added: {default: 0}}} as const;
    expect(addedFieldColumns(new Set([...first, 'locale', 'region']), 'postgres', numbered)).toEqual([
      `ALTER TABLE responses ADD COLUMN "score" smallint NOT NULL DEFAULT 0`,
    ]);
  });

  it('adds nothing when every field has its column', () => {
    expect(addedFieldColumns(new Set([...first, 'locale', 'region', 'received_at']), 'sqlite')).toEqual([]);
  });

  it('refuses a table that lacks a column of the first schema: that is a damaged database, not an older one', () => {
    const withoutEmail = new Set([...first, 'locale', 'region'].filter((name) => name !== 'email'));
    expect(() => addedFieldColumns(withoutEmail, 'sqlite')).toThrow('The feedback table has no "email" column, which its first schema created');
  });
});

const response = () => validBody() as unknown as FeedbackResponse;

describe('a SQLite store opened with a field added to the table', () => {
  it('gains its column, and a row written without the field holds its default; so does a store made before the field', async () => {
    const dbPath = path.join(dir, 'sqlite', 'feedback.db');
    const store = await openStore({dbPath});
    await store.save(response(), new Date(), false);
    await store.close();
    const again = await openSqliteStore(dbPath);
    try {
      expect(again.db.prepare('SELECT region FROM responses').all()).toEqual([{region: "en'US"}]);
      // A file the server made before the field: at the latest migration, without the column.
      again.db.exec('ALTER TABLE responses DROP COLUMN region');
    } finally {
      await again.close();
    }
    const older = await openSqliteStore(dbPath);
    try {
      expect(older.db.prepare('SELECT region FROM responses').all()).toEqual([{region: "en'US"}]);
    } finally {
      await older.close();
    }
  });
});

describe('a PostgreSQL store opened with a field added to the table', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 120_000);
  afterAll(() => cluster?.remove());

  it('gains its column, and a row written without the field holds its default; so does a store made before the field', async () => {
    const url = await cluster.createDatabase('added_field');
    const store = await openStore({dbPath: '', databaseUrl: url});
    await store.save(response(), new Date(), false);
    await store.close();
    const again = await openPostgresStore(url);
    try {
      expect((await again.pool.query('SELECT region FROM responses')).rows).toEqual([{region: "en'US"}]);
      // A database the server made before the field: at the latest migration, without the column.
      await again.pool.query('ALTER TABLE responses DROP COLUMN region');
    } finally {
      await again.close();
    }
    const older = await openPostgresStore(url);
    try {
      expect((await older.pool.query('SELECT region FROM responses')).rows).toEqual([{region: "en'US"}]);
    } finally {
      await older.close();
    }
  });
});
