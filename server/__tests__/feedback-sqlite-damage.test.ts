/**
 * The SQLite store against files harmed from outside, with each SQLite library this Node can run: a WAL index
 * (`-shm`) truncated and made read-only while the store has it mapped (which used to end the process with SIGBUS),
 * and a damaged page, which the store refuses at start and whose readable rows the export still gives back.
 */
import {chmodSync, mkdtempSync, rmSync, statSync, truncateSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {usableSqliteDrivers} from '../feedback/sqlite-driver.js';
import {openSqliteStore} from '../feedback/store-sqlite.js';
import {damagePage, fillStore, pagesHolding, storedResponses} from './feedback-helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'feedback-sqlite-damage-'));
let files = 0;
afterAll(() => rmSync(dir, {recursive: true, force: true}));
const newFile = () => path.join(dir, `store-${++files}`, 'feedback.db');

describe.each(usableSqliteDrivers())('the SQLite store through %s', (driver) => {
  it('keeps working when its -shm file is truncated and made read-only under it', async () => {
    const file = newFile();
    const store = openSqliteStore(file, {driver});
    try {
      const before = await fillStore(store, 5);
      expect(statSync(`${file}-shm`).size).toBeGreaterThan(0);
      truncateSync(`${file}-shm`, 0);
      chmodSync(`${file}-shm`, 0o444);
      const after = await fillStore(store, 5);
      const all = [...before, ...after].sort();
      expect((await storedResponses(store)).map((row) => row.id).sort()).toEqual(all);
      expect(store.db.pragma('integrity_check', {simple: true})).toBe('ok');
      // Another connection (the export) reads the same rows through the rebuilt index.
      const reader = openSqliteStore(file, {driver, readonly: true});
      try {
        expect((await storedResponses(reader)).map((row) => row.id).sort()).toEqual(all);
      } finally {
        await reader.close();
      }
    } finally {
      await store.close();
    }
  });

  it('closes cleanly, keeping every row, when its -shm file was truncated since its last call', async () => {
    const file = newFile();
    const store = openSqliteStore(file, {driver});
    const saved = await fillStore(store, 5);
    truncateSync(`${file}-shm`, 0);
    // Closing checkpoints the WAL through the index: the store gives the index back its size first.
    await store.close();
    const reader = openSqliteStore(file, {driver, readonly: true});
    try {
      expect((await storedResponses(reader)).map((row) => row.id).sort()).toEqual(saved.sort());
    } finally {
      await reader.close();
    }
  });

  it('refuses to open a file with a damaged page, and gives back every other row to a reader that asks', async () => {
    const file = newFile();
    const store = openSqliteStore(file, {driver});
    const ids = await fillStore(store, 120);
    await store.close();
    const [page] = pagesHolding(file, 'response 60 ');
    const lost = ids.filter((_, n) => pagesHolding(file, `response ${n} `).includes(page!));
    damagePage(file, page!);

    expect(() => openSqliteStore(file, {driver})).toThrow(/feedback\.db is damaged \(/);
    const reader = openSqliteStore(file, {driver, readonly: true});
    try {
      await expect(storedResponses(reader)).rejects.toThrow(/malformed/);
      const problems: string[] = [];
      const rows = [];
      for await (const row of reader.all({onDamaged: (problem) => problems.push(problem)})) rows.push(row.id);
      expect(lost.length).toBeGreaterThan(0);
      expect(rows).toEqual(ids.filter((id) => !lost.includes(id)));
      const first = ids.indexOf(lost[0]!) + 1;
      expect(problems).toEqual([`the rows with row ids ${first} to ${first + lost.length - 1} could not be read (a damaged page) and were skipped`]);
    } finally {
      await reader.close();
    }
  });
});
