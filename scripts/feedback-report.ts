/**
 * `npm run feedback:report`: CSAT (share of 4 and 5 ratings), count and average rating of the stored
 * responses per page and per ISO week of receipt, from FEEDBACK_DATABASE_URL when set, else FEEDBACK_DB.
 * `-- --json` prints JSON.
 */
import {csatReport, formatReport} from '../server/feedback/report.js';
import type {StoredResponse} from '../server/feedback/store.js';
import {openFeedbackDb} from './feedback-db.js';

const store = await openFeedbackDb();
const responses: StoredResponse[] = [];
try {
  for await (const response of store.all()) responses.push(response);
} finally {
  await store.close();
}
const report = csatReport(responses);
console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
