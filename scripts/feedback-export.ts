/**
 * `npm run feedback:export`: prints every stored survey response of FEEDBACK_DB (default
 * ./data/feedback.db) as JSON Lines, oldest first: id, timestamp, rate, message, email,
 * page, receivedAt, deliveredAt (null until the webhook acknowledged it).
 */
import {openFeedbackDb} from './feedback-db.js';

const store = openFeedbackDb();
for (const {id, timestamp, rate, message, email, page, receivedAt, deliveredAt} of store.all()) {
  process.stdout.write(`${JSON.stringify({id, timestamp, rate, message, email, page, receivedAt, deliveredAt})}\n`);
}
store.close();
