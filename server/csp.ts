/**
 * Content-Security-Policy helpers. Pure: no file system, no request state.
 * Inline scripts are allowed by hash only, never by 'unsafe-inline'.
 */
import {createHash} from 'node:crypto';

const scriptTag = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

// HTML's list of JavaScript MIME types, plus the non-MIME types that browsers run and CSP also checks (module, importmap, speculationrules).
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function isExecutable(attributes: string): boolean {
  if (srcAttribute.test(attributes)) return false;
  const match = typeAttribute.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return executableTypes.has(type);
}

/**
 * CSP source expressions (`'sha256-…'`) for every inline script in `html` that a
 * browser would run; data blocks such as JSON-LD are skipped. Duplicates are dropped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    if (!isExecutable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Analytics ids from the configuration; both optional. */
export interface AnalyticsIds {
  gtagId?: string;
  gtmId?: string;
}

/** Hosts the configured analytics integrations load from and report to; empty when none is configured. */
export function analyticsHostsFor({gtagId, gtmId}: AnalyticsIds): string[] {
  const hosts = new Set<string>();
  if (gtagId) {
    for (const host of [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]) {
      hosts.add(host);
    }
  }
  if (gtmId) hosts.add('https://www.googletagmanager.com');
  return [...hosts];
}

export {API_REFERENCE_PATH} from '../common/apiReference.ts';

/** Where browsers send CSP violation reports (report-uri, and report-to through the Reporting-Endpoints header). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name that report-to refers to. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Hosts the API reference's "Try it" may call when the reader picks their own account or workspace
 * (https://{account}.myvtex.com, https://{workspace}--{account}.myvtex.com); by default it calls our mock on 'self'.
 */
export const apiTryItHosts = ['https://*.myvtex.com'] as const;

/**
 * Hosts hosted search (Algolia DocSearch) queries when ALGOLIA_APP_ID is set; empty by default,
 * when search runs on the build-time index from our own origin.
 */
export function searchHostsFor({algoliaAppId}: {algoliaAppId?: string}): string[] {
  if (!algoliaAppId) return [];
  const app = algoliaAppId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, `https://${app}-1.algolianet.com`, `https://${app}-2.algolianet.com`, `https://${app}-3.algolianet.com`];
}

export interface CspInput {
  /** `'sha256-…'` expressions of the site's inline scripts. */
  scriptHashes: readonly string[];
  /** Origins of configured analytics; default none. */
  analyticsHosts?: readonly string[];
  /** Further hosts this page may fetch from (the API reference's try-it); default none. */
  connectHosts?: readonly string[];
  /** Where violation reports go: CSP_REPORT_PATH under the site's base path; default CSP_REPORT_PATH. */
  reportPath?: string;
}

/** The site's policy; pages differ only in `connectHosts`. Violations are reported to `reportPath`. */
export function buildCsp({scriptHashes, analyticsHosts = [], connectHosts = [], reportPath = CSP_REPORT_PATH}: CspInput): string {
  const unique = (sources: readonly string[]) => [...new Set(sources)].join(' ');
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...analyticsHosts]],
    // React renders style attributes, which only 'unsafe-inline' allows; scripts never get it.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...analyticsHosts]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectHosts, ...analyticsHosts]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    // report-to for browsers with the Reporting API, report-uri for the others (they ignore it when report-to works).
    ['report-uri', [reportPath]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources)}`).join('; ');
}
