/**
 * The response headers of the whole site in one place: the security headers every response carries and the one page
 * whose policy differs. Our server (app.ts) sends them, and the build writes the same set for static hosts
 * (scripts/static-hosting.ts: `_headers` for Netlify and Cloudflare Pages, an nginx server block).
 */
import {withBase} from '../common/basePath.ts';
import type {Config} from './config.ts';
import {API_REFERENCE_PATH, analyticsHostsFor, apiTryItHosts, buildCsp, CSP_REPORT_PATH, searchHostsFor} from './csp.ts';
import {securityHeaders} from './security.ts';

export interface HeaderSetInput {
  /** `'sha256-…'` expressions of the build's inline scripts (scan.ts). */
  scriptHashes: readonly string[];
  /** Origins of configured analytics and hosted search; default none. */
  analyticsHosts?: readonly string[];
  /** Send Strict-Transport-Security (the public site is https); default false. */
  hsts?: boolean;
  /** The site's base path (build/site.json), which the CSP report endpoint lies under; default `/`. */
  basePath?: string;
}

export interface HeaderSet {
  /** Headers of every response but the API reference page's. */
  site: Readonly<Record<string, string>>;
  /**
   * Site paths (from the site's root, without the base path) whose headers differ from `site`, with their own full
   * set: the API reference, whose try-it reaches its hosts.
   */
  pages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Third-party origins the configuration adds to the CSP: analytics, and hosted search, one more host the page talks to. */
export function configuredHosts(config: Pick<Config, 'gtagId' | 'gtmId' | 'algoliaAppId'>): string[] {
  return [...analyticsHostsFor(config), ...searchHostsFor(config)];
}

/** Whether the public site is served over https (SITE_URL), which turns on Strict-Transport-Security. */
export const wantsHsts = (publicOrigin: string | undefined) => publicOrigin?.startsWith('https:') ?? false;

export function headerSet({scriptHashes, analyticsHosts = [], hsts = false, basePath = '/'}: HeaderSetInput): HeaderSet {
  const reportPath = withBase(basePath, CSP_REPORT_PATH);
  return {
    site: securityHeaders(buildCsp({scriptHashes, analyticsHosts, reportPath}), {hsts, reportPath}),
    pages: {[API_REFERENCE_PATH]: securityHeaders(buildCsp({scriptHashes, analyticsHosts, connectHosts: apiTryItHosts, reportPath}), {hsts, reportPath})},
  };
}

/** The headers for a site path (its query is ignored; the path is compared as sent, still percent-encoded). */
export function headersFor(set: HeaderSet, url: string): Readonly<Record<string, string>> {
  const pathname = url.split('?', 1)[0] ?? '';
  return Object.hasOwn(set.pages, pathname) ? set.pages[pathname]! : set.site;
}
