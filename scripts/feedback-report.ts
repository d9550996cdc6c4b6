/**
 * `npm run feedback:report`: CSAT (share of 4 and 5 ratings), count and average rating of
 * FEEDBACK_DB's responses per page and per ISO week of receipt. `-- --json` prints JSON.
 */
import {csatReport, formatReport} from '../server/feedback/report.js';
import {openFeedbackDb} from './feedback-db.js';

const store = openFeedbackDb();
const report = csatReport([...store.all()]);
store.close();
console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
