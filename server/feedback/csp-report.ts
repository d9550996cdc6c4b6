/**
 * POST /api/csp-report: Content-Security-Policy violation reports from readers' browsers, in both
 * formats browsers send (report-uri's application/csp-report, the Reporting API's application/reports+json),
 * stored in the feedback database with the feedback API's limits: body size and posts per client per minute.
 */
import type {FastifyError, FastifyInstance} from 'fastify';
import {z} from 'zod';
import {FEEDBACK_BODY_LIMIT} from '../../common/feedback.ts';
import {CSP_REPORT_PATH} from '../csp.ts';
import {createRateLimiter} from './rate-limit.ts';
import {isStorageUnavailable, UNAVAILABLE_RETRY_AFTER, type FeedbackStore} from './store.ts';

/** Reports stored from one request at most; a page rarely violates more at once, and the rest are alike. */
const REPORTS_PER_REQUEST = 20;

const text = z.string().max(FEEDBACK_BODY_LIMIT).optional();
const count = z.number().int().nonnegative().optional();

/** report-uri's body (CSP Level 2): hyphenated names under "csp-report". */
const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': count,
    'column-number': count,
    'script-sample': text,
    disposition: text,
  }),
});

/** The Reporting API's body: a list of reports of several types, of which we keep csp-violation. */
const reportingApiReports = z.array(
  z.looseObject({
    type: z.string(),
    body: z
      .looseObject({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: count,
        columnNumber: count,
        sample: text,
        disposition: text,
      })
      .optional(),
  }),
);

/** What we keep of a violation, whichever format it came in. */
export interface CspViolation {
  documentUri?: string;
  directive?: string;
  blockedUri?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

/** The violations in a report body of `contentType`, or null when the body is not a CSP report. */
export function parseCspReports(contentType: string, body: unknown): CspViolation[] | null {
  if (contentType === 'application/csp-report') {
    const parsed = legacyReport.safeParse(body);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    return [
      {
        documentUri: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blockedUri: report['blocked-uri'],
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      },
    ];
  }
  const parsed = reportingApiReports.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data
    .filter((report) => report.type === 'csp-violation' && report.body)
    .slice(0, REPORTS_PER_REQUEST)
    .map(({body: report = {}}) => ({
      documentUri: report.documentURL,
      directive: report.effectiveDirective,
      blockedUri: report.blockedURL,
      sourceFile: report.sourceFile,
      line: report.lineNumber,
      column: report.columnNumber,
      sample: report.sample,
      disposition: report.disposition,
    }));
}

const reportTypes = ['application/csp-report', 'application/reports+json'];

/** Registers the report endpoint, storing into `store`, with `rateLimit` posts per client per minute. */
export async function registerCspReports(app: FastifyInstance, store: FeedbackStore, rateLimit: number): Promise<void> {
  const limiter = createRateLimiter(rateLimit);
  await app.register(async (scope) => {
    // Both formats are JSON under their own media types; only this route parses them.
    scope.addContentTypeParser(reportTypes, {parseAs: 'string'}, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('body must be valid JSON'), {statusCode: 400}), undefined);
      }
    });
    scope.post(CSP_REPORT_PATH, {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const wait = limiter.take(request.ip, Date.now());
        if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send({error: `Too many reports; retry in ${wait} s`});
        const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
        if (!reportTypes.includes(type)) return reply.code(415).send({error: `Content-Type must be ${reportTypes.join(' or ')}`});
      },
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({error: `body must be at most ${FEEDBACK_BODY_LIMIT} bytes`});
        if (isStorageUnavailable(error)) return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER)).send({error: 'Report storage is unavailable; retry later'});
        if (typeof error.statusCode === 'number' && error.statusCode < 500) return reply.code(error.statusCode).send({error: error.message});
        request.log.error(error);
        return reply.code(500).send({error: 'Internal server error'});
      },
      handler: async (request, reply) => {
        const type = request.headers['content-type']!.split(';', 1)[0]!.trim().toLowerCase();
        const violations = parseCspReports(type, request.body);
        if (violations === null) return reply.code(400).send({error: 'body must be a CSP violation report'});
        if (violations.length > 0) await store.saveCspReports(violations, new Date());
        return reply.code(204).send();
      },
    });
  });
}
