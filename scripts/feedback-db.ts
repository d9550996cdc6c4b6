/** Opens FEEDBACK_DB read-only for the feedback scripts, or exits with a message saying what to do. */
import {existsSync} from 'node:fs';
import {loadConfig} from '../server/config.js';
import {openStore, type FeedbackStore} from '../server/feedback/store.js';

export function openFeedbackDb(): FeedbackStore {
  let file: string;
  try {
    file = loadConfig().feedbackDb;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (!existsSync(file)) {
    console.error(`No feedback database at ${file}. Set FEEDBACK_DB to the server's database file.`);
    process.exit(1);
  }
  return openStore(file, {readonly: true});
}
