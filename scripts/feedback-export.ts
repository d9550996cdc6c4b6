/**
 * `npm run feedback:export`: prints every stored survey response as JSON Lines, oldest first: the survey's fields
 * (common/feedback.ts: id, timestamp, rate, message, email, page), receivedAt, deliveredAt (null until the webhook acknowledged it). Reads
 * FEEDBACK_DATABASE_URL when set, else FEEDBACK_DB (default ./data/feedback.db). From an SQLite file with a damaged
 * page it prints every response that can still be read, says on stderr which rows were skipped, and exits 2.
 */
import {once} from 'node:events';
import {feedbackFieldsOf} from '../common/feedback.ts';
import {openFeedbackDb} from './feedback-db.ts';

const store = await openFeedbackDb();
let damaged = false;
try {
  const onDamaged = (problem: string) => {
    damaged = true;
    console.error(`feedback:export: ${problem}`);
  };
  for await (const response of store.all({onDamaged})) {
    const line = JSON.stringify({...feedbackFieldsOf(response), receivedAt: response.receivedAt, deliveredAt: response.deliveredAt});
    // Respect back-pressure: a large export piped to a slow reader must not pile up in memory.
    if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
  }
} finally {
  await store.close();
}
if (damaged) {
  console.error('feedback:export: the database is damaged; the responses above are all that could be read. Restore it from a backup, or start the server on a new file.');
  process.exitCode = 2;
}
