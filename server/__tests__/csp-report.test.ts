/** POST /api/csp-report: both report formats stored, bounded and rate-limited like feedback. */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {FEEDBACK_BODY_LIMIT} from '../../common/feedback.js';
import {CSP_REPORTS_KEPT} from '../feedback/store.js';
import {feedbackApp, type TestApp} from './feedback-helpers.js';

let t: TestApp;
// A new app for each test, not one for the file: mutation testing credits code to the test that runs it, and the
// route's registration (its body limit, its parsers) would otherwise belong to no test of this file.
beforeEach(async () => {
  t = await feedbackApp({rateLimit: 5});
});
afterEach(() => t.close());

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

  it('keeps every field of both formats, and the violated directive where no effective one is named', async () => {
    const {'effective-directive': _, ...withoutEffective} = legacy['csp-report'];
    const sourced = {...withoutEffective, 'source-file': 'https://faststore.dev/assets/js/main.js', 'column-number': 4, 'script-sample': 'eval(x)'};
    expect((await report('application/csp-report', {'csp-report': sourced})).statusCode).toBe(204);
    const [violation] = reportingApi;
    const batch = [{...violation, body: {...violation!.body, sourceFile: 'https://faststore.dev/sw.js', sample: 'new Function()'}}];
    expect((await report('application/reports+json', batch)).statusCode).toBe(204);
    expect(await latest(2)).toEqual([
      {
        documentUri: 'https://faststore.dev/quickstart',
        directive: 'script-src-elem',
        blockedUri: 'https://evil.example/x.js',
        sourceFile: 'https://faststore.dev/assets/js/main.js',
        line: 12,
        column: 4,
        sample: 'eval(x)',
        disposition: 'enforce',
      },
      {
        documentUri: 'https://faststore.dev/',
        directive: 'connect-src',
        blockedUri: 'https://x.myvtex.com/api',
        sourceFile: 'https://faststore.dev/sw.js',
        line: 3,
        column: 7,
        sample: 'new Function()',
        disposition: 'enforce',
      },
    ]);
  });

  it('stores the first 20 violations of a larger batch, and nothing of a batch without one', async () => {
    const before = (await t.store.cspReports()).length;
    const batch = Array.from({length: 25}, (_, n) => ({type: 'csp-violation', body: {documentURL: `https://faststore.dev/page-${n}`}}));
    expect((await report('application/reports+json', batch)).statusCode).toBe(204);
    expect((await t.store.cspReports()).length).toBe(before + 20);
    expect(await latest(20)).toEqual(batch.slice(0, 20).map(({body}) => ({documentUri: body.documentURL})));
    expect((await report('application/reports+json', [reportingApi[1]])).statusCode).toBe(204);
    expect((await t.store.cspReports()).length).toBe(before + 20);
  });

  it('reads the media type whatever its case and parameters', async () => {
    expect((await report('Application/CSP-Report; charset=utf-8', legacy)).statusCode).toBe(204);
    expect((await report(' application/reports+json ;charset=utf-8', reportingApi)).statusCode).toBe(204);
  });

  it.each([
    ['a report sent as application/json', 'application/json', legacy, 415, 'Content-Type must be application/csp-report or application/reports+json'],
    ['text/plain', 'text/plain', 'hello', 415, 'Content-Type must be application/csp-report or application/reports+json'],
    ['invalid JSON', 'application/csp-report', '{not json', 400, 'body must be valid JSON'],
    ['JSON that is not a report', 'application/csp-report', {other: 1}, 400, 'body must be a CSP violation report'],
    ['a Reporting API body that is not a list', 'application/reports+json', {type: 'csp-violation'}, 400, 'body must be a CSP violation report'],
    ['a body over the feedback size limit', 'application/csp-report', {'csp-report': {'document-uri': 'x'.repeat(FEEDBACK_BODY_LIMIT)}}, 413, `body must be at most ${FEEDBACK_BODY_LIMIT} bytes`],
  ])('refuses %s with the right status and why, and stores nothing', async (_case, type, body, status, error) => {
    const before = (await t.store.cspReports()).length;
    const response = await report(type, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({error});
    expect((await t.store.cspReports()).length).toBe(before);
  });

  it('limits each client to the feedback rate, separately from feedback posts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await report('application/csp-report', legacy, '198.51.100.99')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const refused = await report('application/csp-report', legacy, '198.51.100.99');
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({error: `Too many reports; retry in ${refused.headers['retry-after']} s`});
    const feedback = await t.app.inject({method: 'POST', url: '/api/feedback', headers: {'content-type': 'application/json'}, payload: '{}', remoteAddress: '198.51.100.99'});
    expect(feedback.statusCode).toBe(400);
  });

  it('answers 503 with Retry-After while the database is read-only, and stores again after', async () => {
    t.store.db.pragma('query_only = ON');
    try {
      const refused = await report('application/csp-report', legacy);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({error: 'Report storage is unavailable; retry later'});
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
