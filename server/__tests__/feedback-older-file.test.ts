/**
 * A feedback file made before a field joined the survey's table (here `locale`, the field #32 added), read by code a
 * release ahead. The server gains the column when it opens the file; the export, report and migration scripts open it
 * read-only, so the file never gains it there, and each row must read as the column's default, not fail or go missing.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, feedbackFieldsOf, type FeedbackResponse} from '../../common/feedback.ts';
import {openSqlite} from '../feedback/sqlite-driver.ts';
import {openSqliteStore} from '../feedback/store-sqlite.ts';
import {storedResponses, validBody} from './feedback-helpers.ts';
import {startPgCluster, type PgCluster} from './pg-cluster.ts';
import {projectRoot} from './serverProcess.ts';

const run = promisify(execFile);
const script = (name: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`], {cwd: projectRoot, env: {...process.env, ...env}});

const dir = mkdtempSync(path.join(tmpdir(), 'feedback-older-file-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** A response without the fields added to the table after its first schema. */
function firstSchemaResponse(overrides: Record<string, unknown> = {}): FeedbackResponse {
  const {locale: _locale, ...body} = validBody(overrides);
  return body as unknown as FeedbackResponse;
}

/** A store file whose responses table has no `locale` column, as every file made before that field had. */
async function fileBeforeLocale(name: string, responses: readonly FeedbackResponse[]): Promise<string> {
  const file = path.join(dir, name, 'feedback.db');
  const store = openSqliteStore(file);
  for (const response of responses) await store.save({...response, locale: DEFAULT_LOCALE}, new Date('2026-11-20T10:00:00Z'), false);
  await store.close();
  // The driver this Node uses: better-sqlite3 is built for one Node, and node:sqlite is there from Node 22.13.
  const db = openSqlite(file);
  db.exec('ALTER TABLE responses DROP COLUMN locale');
  db.close();
  return file;
}

const columnsOf = (file: string): string[] => {
  const db = openSqlite(file, {readonly: true});
  try {
    return (db.prepare("SELECT name FROM pragma_table_info('responses')").all() as {name: string}[]).map((column) => column.name);
  } finally {
    db.close();
  }
};

describe('feedbackFieldsOf', () => {
  it('gives a field added later its default when the response lacks it, and keeps a value it holds', () => {
    const response = firstSchemaResponse({page: '/faq'});
    expect(feedbackFieldsOf(response).locale).toBe(DEFAULT_LOCALE);
    expect(feedbackFieldsOf({...response, locale: 'pt-BR'}).locale).toBe('pt-BR');
  });

  it('gives a field of the first schema no default: a response without it stays incomplete', () => {
    const {page: _page, ...withoutPage} = validBody();
    expect(feedbackFieldsOf(withoutPage as unknown as FeedbackResponse).page).toBeUndefined();
  });
});

describe('a file from before the locale field, opened read-only', () => {
  const responses = [firstSchemaResponse({rate: 5, page: '/a'}), firstSchemaResponse({rate: 2, page: '/b'})];
  let file: string;
  beforeAll(async () => {
    file = await fileBeforeLocale('read-only', responses);
  });

  it('reads every response, each with the default locale, and leaves the file as it was', async () => {
    const store = openSqliteStore(file, {readonly: true});
    try {
      const stored = await storedResponses(store);
      expect(stored.map(({id, page, locale}) => ({id, page, locale}))).toEqual(responses.map(({id, page}) => ({id, page, locale: DEFAULT_LOCALE})));
      await expect(store.save(responses[0]!, new Date(), false)).rejects.toThrow('The feedback store was opened read-only.');
    } finally {
      await store.close();
    }
    expect(columnsOf(file)).not.toContain('locale');
  });

  it('feedback:export prints every response with the default locale', {timeout: 60_000}, async () => {
    const {stdout} = await script('feedback-export', {FEEDBACK_DB: file});
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as {id: string; locale: string});
    expect(lines.map(({id, locale}) => ({id, locale}))).toEqual(responses.map(({id}) => ({id, locale: DEFAULT_LOCALE})));
    expect(columnsOf(file)).not.toContain('locale');
  });

  it('a writer gives the file the column, every row holding the default', async () => {
    const copy = await fileBeforeLocale('writer', responses);
    const store = openSqliteStore(copy);
    try {
      expect(columnsOf(copy)).toContain('locale');
      expect((store.db.prepare('SELECT locale FROM responses').all() as {locale: string}[]).map((row) => row.locale)).toEqual([DEFAULT_LOCALE, DEFAULT_LOCALE]);
    } finally {
      await store.close();
    }
  });
});

describe('feedback:migrate from a file before the locale field into PostgreSQL', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 120_000);
  afterAll(async () => {
    await cluster?.remove();
  });

  it('copies every response, each with the default locale', {timeout: 120_000}, async () => {
    const responses = [firstSchemaResponse({rate: 4, page: '/c'}), firstSchemaResponse({rate: 1, page: '/d'})];
    const file = await fileBeforeLocale('migrate', responses);
    const databaseUrl = await cluster.createDatabase('older_file');
    const {stdout} = await script('feedback-migrate', {FEEDBACK_DB: file, FEEDBACK_DATABASE_URL: databaseUrl});
    expect(stdout).toMatch(/^Copied 2 of 2 responses/);
    const exported = (await script('feedback-export', {FEEDBACK_DATABASE_URL: databaseUrl})).stdout.trim().split('\n');
    expect(exported.map((line) => (JSON.parse(line) as {locale: string}).locale)).toEqual([DEFAULT_LOCALE, DEFAULT_LOCALE]);
  });
});
