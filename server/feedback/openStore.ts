/**
 * Opens the feedback store where the configuration puts it. Apart from the store's contract (store.ts), which
 * both stores import, so that the contract does not import the stores back.
 */
import type {SqliteDriver} from './sqlite-driver.ts';
import type {FeedbackStore, OpenStoreOptions} from './store.ts';

/** Where the store lives: an SQLite file, or a PostgreSQL database when `databaseUrl` is set. */
export interface StoreLocation {
  /** SQLite file; created with its folder on first run. */
  dbPath: string;
  /** PostgreSQL connection URL; when set, `dbPath` is not used. */
  databaseUrl?: string;
  /** The SQLite library (FEEDBACK_SQLITE_DRIVER); default by the Node version (sqlite-driver.ts). */
  sqliteDriver?: SqliteDriver;
}

/** Opens the store at `location`, creating and migrating it unless `readonly`. */
export async function openStore(location: StoreLocation, options: OpenStoreOptions = {}): Promise<FeedbackStore> {
  if (location.databaseUrl !== undefined) {
    // Loaded only when configured: the embedded default never loads the PostgreSQL client.
    const {openPostgresStore} = await import('./store-postgres.ts');
    return openPostgresStore(location.databaseUrl, options);
  }
  const {openSqliteStore} = await import('./store-sqlite.ts');
  return openSqliteStore(location.dbPath, {...options, driver: location.sqliteDriver});
}
