/**
 * Opens the feedback store for the feedback scripts, read-only: PostgreSQL when FEEDBACK_DATABASE_URL is set,
 * else the SQLite file FEEDBACK_DB. Exits with a message saying what to do when it cannot.
 */
import {existsSync} from 'node:fs';
import {loadConfig} from '../server/config.js';
import {openStore, type FeedbackStore} from '../server/feedback/store.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function openFeedbackDb(): Promise<FeedbackStore> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const {feedbackDb: dbPath, feedbackDatabaseUrl: databaseUrl} = config;
  if (databaseUrl === undefined && !existsSync(dbPath)) {
    fail(`No feedback database at ${dbPath}. Set FEEDBACK_DB to the server's database file, or FEEDBACK_DATABASE_URL to its PostgreSQL database.`);
  }
  try {
    return await openStore({dbPath, databaseUrl}, {readonly: true});
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
