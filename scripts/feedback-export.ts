/**
 * `npm run feedback:export`: prints every stored survey response as JSON Lines, oldest first: id, timestamp,
 * rate, message, email, page, receivedAt, deliveredAt (null until the webhook acknowledged it). Reads
 * FEEDBACK_DATABASE_URL when set, else FEEDBACK_DB (default ./data/feedback.db).
 */
import {once} from 'node:events';
import {openFeedbackDb} from './feedback-db.js';

const store = await openFeedbackDb();
try {
  for await (const {id, timestamp, rate, message, email, page, receivedAt, deliveredAt} of store.all()) {
    // Respect back-pressure: a large export piped to a slow reader must not pile up in memory.
    if (!process.stdout.write(`${JSON.stringify({id, timestamp, rate, message, email, page, receivedAt, deliveredAt})}\n`)) await once(process.stdout, 'drain');
  }
} finally {
  await store.close();
}
