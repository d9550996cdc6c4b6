/**
 * Opens the feedback store for the feedback scripts, read-only: PostgreSQL when FEEDBACK_DATABASE_URL is set,
 * else the SQLite file FEEDBACK_DB. Exits with a message saying what to do when it cannot.
 */
import {existsSync} from 'node:fs';
import {loadConfig, type Config} from '../server/config.ts';
import {openStore} from '../server/feedback/openStore.ts';
import type {FeedbackStore} from '../server/feedback/store.ts';

/** Prints `message` and exits 1: what the feedback scripts do when they cannot go on. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The server's configuration, or an exit naming the variable to fix. */
export function scriptConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

export async function openFeedbackDb(): Promise<FeedbackStore> {
  const {feedbackDb: dbPath, feedbackDatabaseUrl: databaseUrl, feedbackSqliteDriver: sqliteDriver} = scriptConfig();
  if (databaseUrl === undefined && !existsSync(dbPath)) {
    fail(`No feedback database at ${dbPath}. Set FEEDBACK_DB to the server's database file, or FEEDBACK_DATABASE_URL to its PostgreSQL database.`);
  }
  try {
    return await openStore({dbPath, databaseUrl, sqliteDriver}, {readonly: true});
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
