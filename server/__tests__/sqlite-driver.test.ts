import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {chooseSqliteDriver, openSqlite, sqliteErrorCode, usableSqliteDrivers, type SqliteDatabase, type SqliteDriver} from '../feedback/sqlite-driver.js';
import {projectRoot} from './serverProcess.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-driver-'));
let files = 0;
const tempFile = () => path.join(dir, `${++files}.db`);
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('which SQLite library', () => {
  it.each([
    ['20.19.0', ['better-sqlite3']],
    ['22.12.0', ['better-sqlite3']],
    ['22.16.0', ['better-sqlite3', 'node']],
    ['22.23.3', ['better-sqlite3', 'node']],
    ['24.0.0', ['node']],
    ['24.21.0', ['node']],
    ['26.10.0', ['node']],
  ])('Node %s can use %j, the first by default', (version, usable) => {
    expect(usableSqliteDrivers(version)).toEqual(usable);
    expect(chooseSqliteDriver(undefined, version)).toBe(usable[0]);
  });

  it.each([
    ['node', '22.16.0'],
    ['better-sqlite3', '22.23.3'],
    ['node', '24.21.0'],
  ] as const)('FEEDBACK_SQLITE_DRIVER=%s is taken on Node %s', (requested, version) => {
    expect(chooseSqliteDriver(requested, version)).toBe(requested);
  });

  it.each([
    ['node', '20.19.0', 'FEEDBACK_SQLITE_DRIVER=node cannot run on Node 20.19.0: node:sqlite needs Node 22.16 or later; unset FEEDBACK_SQLITE_DRIVER or set it to better-sqlite3.'],
    ['node', '22.15.0', 'node:sqlite needs Node 22.16 or later'],
    ['better-sqlite3', '24.21.0', 'FEEDBACK_SQLITE_DRIVER=better-sqlite3 cannot run on Node 24.21.0: better-sqlite3 12 aborts the process on Node 24.19 and later'],
  ] as const)('FEEDBACK_SQLITE_DRIVER=%s is refused on Node %s, saying why and what to set', (requested, version, message) => {
    expect(() => chooseSqliteDriver(requested, version)).toThrow(message);
  });

  it('is better-sqlite3 before Node 24 and node:sqlite from 24 on, on this Node too', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const db = openSqlite(tempFile());
    expect(db.driver).toBe(major >= 24 ? 'node' : 'better-sqlite3');
    db.close();
  });
});

const drivers = usableSqliteDrivers();

describe.each(drivers)('SQLite through %s', (driver) => {
  const open = (file = tempFile(), readonly = false): SqliteDatabase => {
    const db = openSqlite(file, {driver, readonly});
    expect(db.driver).toBe(driver);
    return db;
  };
  const failure = (action: () => unknown): unknown => {
    try {
      action();
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  };

  it('commits a transaction when its function returns and rolls it back when it throws', () => {
    const db = open();
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const add = db.transaction((...ns: number[]) => {
      for (const n of ns) insert.run(n);
      return ns.length;
    });
    expect(add(1, 2)).toBe(2);
    // 3 goes in, then 2 clashes: neither stays.
    expect(() => add(3, 2)).toThrow(/UNIQUE/);
    expect(db.transaction(() => insert.run(4), {immediate: true})()).toEqual(expect.objectContaining({changes: 1}));
    expect(db.prepare('SELECT n FROM t ORDER BY n').all()).toEqual([{n: 1}, {n: 2}, {n: 4}]);
    expect([...db.prepare('SELECT n FROM t WHERE n > ? ORDER BY n').iterate(1)]).toEqual([{n: 2}, {n: 4}]);
    expect(db.prepare('SELECT n FROM t WHERE n = @n').get({n: 4})).toEqual({n: 4});
    expect(db.prepare('SELECT n FROM t WHERE n = 9').get()).toBeUndefined();
    db.close();
    expect(db.open).toBe(false);
  });

  it('reads pragmas as rows, or one value with simple', () => {
    const db = open();
    expect(db.pragma('journal_mode = WAL')).toEqual([{journal_mode: 'wal'}]);
    expect(db.pragma('journal_mode', {simple: true})).toBe('wal');
    expect(db.pragma('query_only = ON')).toEqual([]);
    expect(db.pragma('query_only', {simple: true})).toBe(1);
    db.close();
  });

  it('names the primary SQLite result code of its errors', () => {
    const db = open();
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, s TEXT)');
    db.prepare('INSERT INTO t VALUES (1, ?)').run('a');
    expect(sqliteErrorCode(failure(() => db.prepare('INSERT INTO t VALUES (1, ?)').run('b')))).toBe('SQLITE_CONSTRAINT');
    db.pragma('query_only = ON');
    expect(sqliteErrorCode(failure(() => db.prepare('INSERT INTO t VALUES (2, ?)').run('b')))).toBe('SQLITE_READONLY');
    db.pragma('query_only = OFF');
    db.pragma(`max_page_count = ${db.pragma('page_count', {simple: true}) as number}`);
    expect(sqliteErrorCode(failure(() => db.prepare('INSERT INTO t VALUES (3, ?)').run('x'.repeat(100_000))))).toBe('SQLITE_FULL');
    expect(sqliteErrorCode(failure(() => openSqlite(path.join(dir, 'missing.db'), {driver, readonly: true})))).toBe('SQLITE_CANTOPEN');
    expect(sqliteErrorCode(new Error('not from SQLite'))).toBeUndefined();
    db.close();
  });

  it('opens a read-only file for reading only', () => {
    const file = tempFile();
    const writer = open(file);
    writer.exec("CREATE TABLE t (s TEXT); INSERT INTO t VALUES ('kept')");
    writer.close();
    const reader = open(file, true);
    expect(reader.prepare('SELECT s FROM t').all()).toEqual([{s: 'kept'}]);
    expect(sqliteErrorCode(failure(() => reader.exec("INSERT INTO t VALUES ('no')")))).toBe('SQLITE_READONLY');
    reader.close();
  });
});

describe('both libraries on one file', () => {
  it.runIf(drivers.length === 2)('each reads what the other wrote', () => {
    const file = tempFile();
    const [first, second] = drivers as [SqliteDriver, SqliteDriver];
    const a = openSqlite(file, {driver: first});
    a.pragma('journal_mode = WAL');
    a.exec("CREATE TABLE t (s TEXT) STRICT; INSERT INTO t VALUES ('from a')");
    a.close();
    const b = openSqlite(file, {driver: second});
    b.exec("INSERT INTO t VALUES ('from b')");
    b.close();
    const again = openSqlite(file, {driver: first});
    expect(again.prepare('SELECT s FROM t ORDER BY rowid').all()).toEqual([{s: 'from a'}, {s: 'from b'}]);
    again.close();
  });
});

describe('node:sqlite on a Node that calls it experimental', () => {
  it.runIf(drivers.includes('node'))('prints no experimental warning, and other warnings still', {timeout: 60_000}, async () => {
    const driver = pathToFileURL(path.join(projectRoot, 'server/feedback/sqlite-driver.ts')).href;
    const script = `const {openSqlite} = await import(${JSON.stringify(driver)});
      openSqlite(':memory:', {driver: 'node'}).close();
      process.emitWarning('another warning', 'ExperimentalWarning');`;
    const {stderr} = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {cwd: projectRoot});
    expect(stderr).toContain('ExperimentalWarning: another warning');
    expect(stderr).not.toContain('SQLite');
  });
});
