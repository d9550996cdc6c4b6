/**
 * The SQLite library under the feedback store, behind the few calls the store makes (prepare, run/get/all/iterate,
 * exec, pragma, transaction): better-sqlite3, a native addon, or Node's built-in node:sqlite. Both read and write
 * the same file format, so the store's SQL is written once (store-sqlite.ts) and either opens the other's files.
 *
 * Which one (`chooseSqliteDriver`): FEEDBACK_SQLITE_DRIVER when set, else better-sqlite3 before Node 24 and
 * node:sqlite from Node 24 on, where better-sqlite3 12 aborts the process when a garbage collection finalizes a
 * statement; why, and when the choice can go: DESIGN.md#feedback-store.
 */
import {createRequire} from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export const SQLITE_DRIVERS = ['better-sqlite3', 'node'] as const;
export type SqliteDriver = (typeof SQLITE_DRIVERS)[number];

export interface SqliteStatement {
  run(...params: unknown[]): {changes: number};
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

/** An open SQLite database, whichever library holds it. */
export interface SqliteDatabase {
  readonly driver: SqliteDriver;
  readonly open: boolean;
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** Runs `PRAGMA <source>`: its rows, or with `simple` the first column of the first row (as better-sqlite3's pragma). */
  pragma(source: string, options?: {simple?: boolean}): unknown;
  /** `fn` as one transaction (BEGIN, or BEGIN IMMEDIATE with `immediate`): committed when it returns, rolled back when it throws. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R, options?: {immediate?: boolean}): (...args: A) => R;
  close(): void;
}

export interface OpenSqliteOptions {
  /** Open for reading only; the file must exist. Default false: read-write, created when missing. */
  readonly?: boolean;
  /** The library; default `chooseSqliteDriver()`. */
  driver?: SqliteDriver;
}

/** Why `driver` cannot be used on Node `version`, or undefined when it can. */
export function sqliteDriverUnsupported(driver: SqliteDriver, version = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (driver === 'better-sqlite3') {
    return major >= 24 ? 'better-sqlite3 12 aborts the process on Node 24.19 and later when a garbage collection frees a statement' : undefined;
  }
  return major >= 24 || (major === 22 && minor >= 16) ? undefined : 'node:sqlite needs Node 22.16 or later';
}

/** The drivers usable on Node `version`, the default first. */
export function usableSqliteDrivers(version = process.versions.node): SqliteDriver[] {
  return SQLITE_DRIVERS.filter((driver) => sqliteDriverUnsupported(driver, version) === undefined);
}

/** `requested` (FEEDBACK_SQLITE_DRIVER) when set and usable on this Node, else the first usable one; throws saying why when none. */
export function chooseSqliteDriver(requested?: SqliteDriver, version = process.versions.node): SqliteDriver {
  const usable = usableSqliteDrivers(version);
  if (requested === undefined) {
    if (usable[0] === undefined) throw new Error(`No SQLite library runs on Node ${version}: use Node 20, 22 or 24.`);
    return usable[0];
  }
  const reason = sqliteDriverUnsupported(requested, version);
  if (reason === undefined) return requested;
  const other = usable.length > 0 ? `; unset FEEDBACK_SQLITE_DRIVER or set it to ${usable.join(' or ')}` : '';
  throw new Error(`FEEDBACK_SQLITE_DRIVER=${requested} cannot run on Node ${version}: ${reason}${other}.`);
}

/** Opens the SQLite file `file` with the chosen library. */
export function openSqlite(file: string, {readonly = false, driver}: OpenSqliteOptions = {}): SqliteDatabase {
  return chooseSqliteDriver(driver) === 'node' ? openNodeSqlite(file, readonly) : openBetterSqlite3(file, readonly);
}

// Loaded on first use: on Node 24 better-sqlite3's addon (built for the Node that installed it) is never loaded.
const require = createRequire(import.meta.url);

function openBetterSqlite3(file: string, readonly: boolean): SqliteDatabase {
  const Database = require('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(file, {readonly, fileMustExist: readonly});
  return {
    driver: 'better-sqlite3',
    get open() {
      return db.open;
    },
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => void db.exec(sql),
    pragma: (source, options) => db.pragma(source, options),
    transaction: (fn, {immediate = false} = {}) => {
      const transaction = db.transaction(fn);
      return immediate ? transaction.immediate : transaction;
    },
    close: () => void db.close(),
  };
}

/** The part of node:sqlite used here (@types/node 20 has no types for it). */
interface NodeSqliteDatabase {
  readonly isOpen: boolean;
  readonly isTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  close(): void;
}
interface NodeSqliteModule {
  DatabaseSync: new (file: string, options: {readOnly: boolean}) => NodeSqliteDatabase;
}

/** Node 22 warns on loading node:sqlite that it is experimental (24 no longer does): that one warning is not printed. */
const experimentalSqliteWarning = /^SQLite is an experimental feature/;

function loadNodeSqlite(): NodeSqliteModule {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    if (experimentalSqliteWarning.test(typeof warning === 'string' ? warning : warning.message)) return;
    return (emitWarning as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return require('node:sqlite') as NodeSqliteModule;
  } finally {
    process.emitWarning = emitWarning;
  }
}

function openNodeSqlite(file: string, readonly: boolean): SqliteDatabase {
  // A read-only open never creates the file: a missing one fails with SQLITE_CANTOPEN.
  const db = new (loadNodeSqlite().DatabaseSync)(file, {readOnly: readonly});
  return {
    driver: 'node',
    get open() {
      return db.isOpen;
    },
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => db.exec(sql),
    pragma(source, {simple = false} = {}) {
      const rows = db.prepare(`PRAGMA ${source}`).all() as Record<string, unknown>[];
      return simple ? (rows[0] === undefined ? undefined : Object.values(rows[0])[0]) : rows;
    },
    transaction:
      (fn, {immediate = false} = {}) =>
      (...args) => {
        db.exec(immediate ? 'BEGIN IMMEDIATE' : 'BEGIN');
        try {
          const result = fn(...args);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          // SQLite may have rolled back already (a full disk, say); a failed COMMIT leaves the transaction open.
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        }
      },
    close: () => db.close(),
  };
}

/** SQLite's primary result codes, by number (https://sqlite.org/rescode.html). */
const primaryCodes = [
  'OK', 'ERROR', 'INTERNAL', 'PERM', 'ABORT', 'BUSY', 'LOCKED', 'NOMEM', 'READONLY', 'INTERRUPT', 'IOERR', 'CORRUPT', 'NOTFOUND', 'FULL',
  'CANTOPEN', 'PROTOCOL', 'EMPTY', 'SCHEMA', 'TOOBIG', 'CONSTRAINT', 'MISMATCH', 'MISUSE', 'NOLFS', 'AUTH', 'FORMAT', 'RANGE', 'NOTADB',
];

/**
 * The primary result code of an error SQLite raised, as `SQLITE_FULL`, whichever library threw it (better-sqlite3
 * names the extended code, `SQLITE_IOERR_WRITE`; node:sqlite gives its number); undefined for any other error.
 */
export function sqliteErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const {code, errcode} = error as Error & {code?: unknown; errcode?: unknown};
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    const name = primaryCodes[errcode & 0xff];
    return name === undefined ? undefined : `SQLITE_${name}`;
  }
  if (error.name === 'SqliteError' && typeof code === 'string') return /^SQLITE_[A-Z]+/.exec(code)?.[0];
  return undefined;
}
