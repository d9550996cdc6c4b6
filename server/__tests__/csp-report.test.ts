/** POST /api/csp-report: both report formats stored, bounded and rate-limited like feedback. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FEEDBACK_BODY_LIMIT} from '../../common/feedback.js';
import {CSP_REPORTS_KEPT} from '../feedback/store.js';
import {feedbackApp, type TestApp} from './feedback-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await feedbackApp({rateLimit: 5});
});
afterAll(() => t.close());

let client = 0;
/** Each call comes from a new client address unless one is given, so the rate limit only applies where tested. */
const report = (type: string, body: unknown, remoteAddress = `192.0.2.${++client}`) =>
  t.app.inject({method: 'POST', url: '/api/csp-report', headers: {'content-type': type}, payload: typeof body === 'string' ? body : JSON.stringify(body), remoteAddress});

const legacy = {
  'csp-report': {
    'document-uri': 'https://faststore.dev/quickstart',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'line-number': 12,
  },
};

const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://faststore.dev/',
    body: {documentURL: 'https://faststore.dev/', effectiveDirective: 'connect-src', blockedURL: 'https://x.myvtex.com/api', disposition: 'enforce', lineNumber: 3, columnNumber: 7},
  },
  {type: 'deprecation', url: 'https://faststore.dev/', body: {id: 'x'}},
];

const latest = async (n: number) => (await t.store.cspReports()).slice(-n).map((row) => row.report);

describe('POST /api/csp-report', () => {
  it('stores a report-uri report (application/csp-report)', async () => {
    const response = await report('application/csp-report', legacy);
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await latest(1)).toEqual([
      {documentUri: 'https://faststore.dev/quickstart', directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js', line: 12, disposition: 'enforce'},
    ]);
  });

  it('stores the CSP violations of a Reporting API batch (application/reports+json), not other report types', async () => {
    const before = (await t.store.cspReports()).length;
    expect((await report('application/reports+json', reportingApi)).statusCode).toBe(204);
    expect((await t.store.cspReports()).length).toBe(before + 1);
    expect(await latest(1)).toEqual([
      {documentUri: 'https://faststore.dev/', directive: 'connect-src', blockedUri: 'https://x.myvtex.com/api', line: 3, column: 7, disposition: 'enforce'},
    ]);
  });

  it.each([
    ['a report sent as application/json', 'application/json', legacy, 415],
    ['text/plain', 'text/plain', 'hello', 415],
    ['invalid JSON', 'application/csp-report', '{not json', 400],
    ['JSON that is not a report', 'application/csp-report', {other: 1}, 400],
    ['a Reporting API body that is not a list', 'application/reports+json', {type: 'csp-violation'}, 400],
    ['a body over the feedback size limit', 'application/csp-report', {'csp-report': {'document-uri': 'x'.repeat(FEEDBACK_BODY_LIMIT)}}, 413],
  ])('refuses %s with the right status and stores nothing', async (_case, type, body, status) => {
    const before = (await t.store.cspReports()).length;
    expect((await report(type, body)).statusCode).toBe(status);
    expect((await t.store.cspReports()).length).toBe(before);
  });

  it('limits each client to the feedback rate, separately from feedback posts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await report('application/csp-report', legacy, '198.51.100.99')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const feedback = await t.app.inject({method: 'POST', url: '/api/feedback', headers: {'content-type': 'application/json'}, payload: '{}', remoteAddress: '198.51.100.99'});
    expect(feedback.statusCode).toBe(400);
  });

  it('answers 503 with Retry-After while the database is read-only, and stores again after', async () => {
    t.store.db.pragma('query_only = ON');
    try {
      const refused = await report('application/csp-report', legacy);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
    } finally {
      t.store.db.pragma('query_only = OFF');
    }
    expect((await report('application/csp-report', legacy)).statusCode).toBe(204);
  });

    it(`keeps only the newest ${CSP_REPORTS_KEPT} reports`, async () => {
    const many = Array.from({length: CSP_REPORTS_KEPT + 5}, (_, index) => ({documentUri: `/page-${index}`}));
    await t.store.saveCspReports(many, new Date());
    const kept = await t.store.cspReports();
    expect(kept).toHaveLength(CSP_REPORTS_KEPT);
    expect(kept.at(-1)!.report).toEqual({documentUri: `/page-${CSP_REPORTS_KEPT + 4}`});
    expect(kept[0]!.report).toEqual({documentUri: '/page-5'});
  });
});
