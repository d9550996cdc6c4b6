/**
 * `npm run feedback:report`: CSAT (share of 4 and 5 ratings), count and average rating of the stored
 * responses per page and per ISO week of receipt, from FEEDBACK_DATABASE_URL when set, else FEEDBACK_DB.
 * `-- --json` prints JSON. From an SQLite file with a damaged page it reports on the responses that can still be
 * read, says on stderr which rows were skipped, and exits 2.
 */
import {csatReport, formatReport} from '../server/feedback/report.ts';
import type {StoredResponse} from '../server/feedback/store.ts';
import {openFeedbackDb} from './feedback-db.ts';

const store = await openFeedbackDb();
const responses: StoredResponse[] = [];
let damaged = false;
try {
  const onDamaged = (problem: string) => {
    damaged = true;
    console.error(`feedback:report: ${problem}`);
  };
  for await (const response of store.all({onDamaged})) responses.push(response);
} finally {
  await store.close();
}
const report = csatReport(responses);
console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
if (damaged) {
  console.error('feedback:report: the database is damaged; the report covers only the responses that could be read.');
  process.exitCode = 2;
}
