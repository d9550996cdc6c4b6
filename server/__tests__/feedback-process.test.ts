/**
 * The feedback service as real processes: the server killed with SIGKILL in the middle of a
 * burst of posts and restarted, and the export and report scripts reading its database.
 */
import {execFile, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdtempSync, rmSync, truncateSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {FEEDBACK_PATH} from '../../common/feedback.ts';
import {openSqliteStore} from '../feedback/store-sqlite.ts';
import {damagePage, fillStore, pagesHolding, validBody} from './feedback-helpers.ts';
import {createFixture} from './fixture.ts';
import {projectRoot, ServerProcesses} from './serverProcess.ts';

const fixture = createFixture();
const dir = mkdtempSync(path.join(tmpdir(), 'feedback-process-'));
const servers = new ServerProcesses();

afterAll(() => {
  servers.killAll();
  fixture.remove();
  rmSync(dir, {recursive: true, force: true});
});

const startServer = (env: Record<string, string>) => servers.start(fixture.buildDir, env);

function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

const run = promisify(execFile);
const post = (url: string, body: unknown) =>
  fetch(`${url}${FEEDBACK_PATH}`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
const script = (name: string, env: Record<string, string>, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {cwd: projectRoot, env: {...process.env, ...env}});

async function exportIds(db: string): Promise<Set<string>> {
  const {stdout} = await script('feedback-export', {FEEDBACK_DB: db});
  return new Set(stdout.trim().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as {id: string}).id));
}

describe('SIGKILL in the middle of a burst', () => {
  it('keeps every acknowledged response', {timeout: 60_000}, async () => {
    const db = path.join(dir, 'kill', 'feedback.db');
    const env = {FEEDBACK_DB: db, FEEDBACK_RATE_LIMIT: '1000000'};
    const {url, child} = await startServer(env);
    const acknowledged: string[] = [];
    let killed = false;
    let failedAfterKill = 0;

    // 8 concurrent senders post until the server dies; the kill comes once 150 responses are acknowledged.
    const sender = async () => {
      for (;;) {
        const body = validBody();
        try {
          const response = await fetch(`${url}${FEEDBACK_PATH}`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
          if (response.status === 201) acknowledged.push(String(body.id));
          else throw new Error(`unexpected ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
          failedAfterKill += 1;
          return;
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          await kill(child);
        }
      }
    };
    await Promise.all(Array.from({length: 8}, sender));
    expect(killed).toBe(true);
    expect(failedAfterKill).toBeGreaterThan(0);

    const restarted = await startServer(env);
    try {
      const stored = await exportIds(db);
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      // Resending an acknowledged response after the restart is recognised, not stored twice.
      const again = await fetch(`${restarted.url}${FEEDBACK_PATH}`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({...validBody(), id: acknowledged[0]}),
      });
      expect(again.status).toBe(200);
    } finally {
      await kill(restarted.child);
    }
  });
});

describe('a -shm file truncated and made read-only while the server runs', () => {
  it('does not end the process: the next posts are stored and pages served', {timeout: 60_000}, async () => {
    const db = path.join(dir, 'shm', 'feedback.db');
    const {url, child} = await startServer({FEEDBACK_DB: db, FEEDBACK_RATE_LIMIT: '1000'});
    try {
      const first = validBody();
      expect((await post(url, first)).status).toBe(201);
      truncateSync(`${db}-shm`, 0);
      chmodSync(`${db}-shm`, 0o444);
      const later = [validBody(), validBody()];
      for (const body of later) expect((await post(url, body)).status).toBe(201);
      expect((await fetch(`${url}/quickstart`)).status).toBe(200);
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
      const stored = await exportIds(db);
      expect([first, ...later].every((body) => stored.has(String(body.id)))).toBe(true);
    } finally {
      await kill(child);
    }
  });
});

// Each script run starts tsx (a few seconds on a busy machine).
describe('feedback scripts', {timeout: 60_000}, () => {
  const db = path.join(dir, 'scripts', 'feedback.db');
  const rows = [
    {body: validBody({rate: 5, page: '/a', message: 'Great\nline', email: 'a@example.com'}), receivedAt: new Date('2026-11-16T10:00:00Z')},
    {body: validBody({rate: 4, page: '/a'}), receivedAt: new Date('2026-11-17T10:00:00Z')},
    {body: validBody({rate: 1, page: '/b'}), receivedAt: new Date('2026-11-23T10:00:00Z')},
    {body: validBody({rate: 3, page: '/a'}), receivedAt: new Date('2026-11-23T11:00:00Z')},
  ];

  it('feedback-export prints every stored response as JSON Lines', async () => {
    const store = openSqliteStore(db);
    for (const {body, receivedAt} of rows) await store.save(body as Parameters<typeof store.save>[0], receivedAt, true);
    await store.markDelivered(String(rows[0]!.body.id), new Date('2026-11-16T10:00:01Z'));
    await store.close();

    const {stdout} = await script('feedback-export', {FEEDBACK_DB: db});
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual(
      rows.map(({body, receivedAt}, i) => ({
        ...body,
        receivedAt: receivedAt.toISOString(),
        deliveredAt: i === 0 ? '2026-11-16T10:00:01.000Z' : null,
      })),
    );
    expect(Object.keys(lines[0]!)).toEqual(['id', 'timestamp', 'rate', 'message', 'email', 'page', 'locale', 'receivedAt', 'deliveredAt']);
  });

  it('feedback-report prints CSAT per page and per ISO week', async () => {
    const {stdout: json} = await script('feedback-report', {FEEDBACK_DB: db}, ['--json']);
    expect(JSON.parse(json)).toEqual({
      total: {key: 'all', count: 4, csat: 0.5, average: 3.25},
      byPage: [
        {key: '/a', count: 3, csat: 2 / 3, average: 4},
        {key: '/b', count: 1, csat: 0, average: 1},
      ],
      byWeek: [
        {key: '2026-W47', count: 2, csat: 1, average: 4.5},
        {key: '2026-W48', count: 2, csat: 0, average: 2},
      ],
      bySource: [{key: 'reader', count: 4, csat: 0.5, average: 3.25}],
      byLocale: [{key: 'en', count: 4, csat: 0.5, average: 3.25}],
    });
    const {stdout: text} = await script('feedback-report', {FEEDBACK_DB: db});
    expect(text).toMatch(/^4 responses, CSAT 50\.0%/);
    expect(text).toMatch(/^\/b\s+1\s+0\.0%\s+1\.00$/m);
    expect(text).toMatch(/^2026-W47\s+2\s+100\.0%\s+4\.50$/m);
  });

  it('feedback-export prints every response a damaged file still holds, names the rows it skipped and exits 2', async () => {
    const damaged = path.join(dir, 'damaged', 'feedback.db');
    const store = openSqliteStore(damaged);
    const ids = await fillStore(store, 120);
    await store.close();
    // A page of the responses table in the middle of the file: the rows whose text it holds are lost with it.
    const [page] = pagesHolding(damaged, 'response 60 ');
    const lost = ids.filter((_, n) => pagesHolding(damaged, `response ${n} `).includes(page!));
    damagePage(damaged, page!);

    const failure = await script('feedback-export', {FEEDBACK_DB: damaged}).then(
      () => null,
      (error: unknown) => error as {code: number; stdout: string; stderr: string},
    );
    expect(failure?.code).toBe(2);
    const exported = failure!.stdout.trim().split('\n').map((line) => (JSON.parse(line) as {id: string}).id);
    expect(lost.length).toBeGreaterThan(0);
    expect(exported).toEqual(ids.filter((id) => !lost.includes(id)));
    expect(failure!.stderr).toMatch(/could not be read \(a damaged page\) and were skipped/);
    expect(failure!.stderr).toMatch(/the database is damaged/);

    const report = await script('feedback-report', {FEEDBACK_DB: damaged}, ['--json']).then(
      () => null,
      (error: unknown) => error as {code: number; stdout: string; stderr: string},
    );
    expect(report?.code).toBe(2);
    expect((JSON.parse(report!.stdout) as {total: {count: number}}).total.count).toBe(ids.length - lost.length);
    expect(report!.stderr).toMatch(/the report covers only the responses that could be read/);
  });

  it.each(['feedback-export', 'feedback-report'])('%s exits 1 naming a missing database', async (name) => {
    const missing = path.join(dir, 'nowhere.db');
    await expect(script(name, {FEEDBACK_DB: missing})).rejects.toMatchObject({code: 1, stderr: expect.stringContaining(`No feedback database at ${missing}`)});
  });
});
