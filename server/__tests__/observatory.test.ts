/**
 * The MDN HTTP Observatory grade of our responses, for a site configured with an https SITE_URL.
 *
 * The scanner itself (@mdn/mdn-http-observatory) cannot run here: it fetches http:// and https:// on ports 80
 * and 443 of a public host with a verified certificate, and its install step downloads the HSTS preload list
 * from the network. So this file applies its published rules (src/analyzer/tests/*.js and the score
 * modifiers of src/grader/charts.js, version 1.4.8) to the headers and HTML we serve. The http→https
 * redirect belongs to the TLS front end, not to this server: as the scanner does when nothing answers on
 * http, that test scores "redirection-not-needed-no-http".
 */
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {analyticsHostsFor} from '../csp.js';
import {registerFeedback} from '../feedback/routes.js';
import {createFixture} from './fixture.js';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Score modifiers of the results used below (grader/charts.js). */
const modifiers: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-not-implemented': -25,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'referrer-policy-private': 5,
  'referrer-policy-no-referrer-when-downgrade': 0,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
  'cookies-not-found': 0,
  'cookies-without-secure-flag': -20,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'redirection-not-needed-no-http': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-and-external-scripts-loaded-securely': -5,
};
/** Results that count as a passed test even with a modifier of 0 or less. */
const failing = new Set(Object.keys(modifiers).filter((result) => modifiers[result]! < 0));

const dangerouslyBroad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const broadOrInline = new Set([...dangerouslyBroad, "'unsafe-inline'", 'data:']);
const passiveDirectives = ['img-src', 'media-src'];
const hashOrNonce = /^'(sha256-|sha384-|sha512-|nonce-)/;

type Headers = Record<string, string | string[] | number | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return value === undefined ? undefined : String(value);
};

function parseCsp(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources.map((source) => source.toLowerCase())));
  }
  return directives;
}

/** tests/csp.js, for one policy sent as a header on an https page. */
function cspResult(headers: Headers): string {
  const policy = header(headers, 'content-security-policy');
  if (!policy) return 'csp-not-implemented';
  const csp = parseCsp(policy);
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  for (const sources of [scriptSrc, styleSrc]) if ([...sources].some((source) => hashOrNonce.test(source))) sources.delete("'unsafe-inline'");
  const active = [...csp].filter(([name]) => !passiveDirectives.includes(name) && name !== 'script-src').flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = passiveDirectives.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scriptSrc].some((source) => broadOrInline.has(source)) || [...objectSrc].some((source) => dangerouslyBroad.has(source))) {
    return 'csp-implemented-with-unsafe-inline';
  }
  if (active.some(insecure)) return 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  if (passive.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((source) => broadOrInline.has(source))) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return 'csp-implemented-with-no-unsafe-default-src-none';
  return 'csp-implemented-with-no-unsafe';
}

/** tests/strict-transport-security.js (not preloaded: the preload list is not consulted). */
function hstsResult(headers: Headers): string {
  const value = header(headers, 'strict-transport-security');
  if (!value) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value);
  if (!maxAge) return 'hsts-header-invalid';
  return Number(maxAge[1]) >= 15_552_000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months';
}

function xContentTypeOptionsResult(headers: Headers): string {
  const value = header(headers, 'x-content-type-options');
  if (value === undefined) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

/** tests/x-frame-options.js: CSP frame-ancestors (from the header) wins over X-Frame-Options. */
function xFrameOptionsResult(headers: Headers): string {
  const frameAncestors = parseCsp(header(headers, 'content-security-policy') ?? '').get('frame-ancestors');
  if (frameAncestors && ![...frameAncestors].some((source) => dangerouslyBroad.has(source))) return 'x-frame-options-implemented-via-csp';
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return 'x-frame-options-not-implemented';
  return value === 'deny' || value === 'sameorigin' ? 'x-frame-options-sameorigin-or-deny' : 'x-frame-options-header-invalid';
}

function referrerPolicyResult(headers: Headers): string {
  const value = header(headers, 'referrer-policy');
  if (value === undefined) return 'referrer-policy-not-implemented';
  const valid = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'];
  const policies = value.split(',').map((policy) => policy.trim().toLowerCase()).filter((policy) => valid.includes(policy));
  const effective = policies.at(-1);
  if (effective === undefined) return 'referrer-policy-header-invalid';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(effective)) return 'referrer-policy-private';
  if (effective === 'no-referrer-when-downgrade') return 'referrer-policy-no-referrer-when-downgrade';
  return 'referrer-policy-unsafe';
}

function crossOriginResourcePolicyResult(headers: Headers): string {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (value === undefined) return 'corp-not-implemented';
  return ({'same-origin': 'corp-implemented-with-same-origin', 'same-site': 'corp-implemented-with-same-site', 'cross-origin': 'corp-implemented-with-cross-origin'} as Record<string, string>)[value] ?? 'corp-header-invalid';
}

function cookiesResult(headers: Headers): string {
  const cookies = headers['set-cookie'];
  if (cookies === undefined) return 'cookies-not-found';
  return [cookies].flat().every((cookie) => /;\s*secure\b/i.test(String(cookie))) ? 'cookies-secure-with-httponly-sessions' : 'cookies-without-secure-flag';
}

function corsResult(headers: Headers): string {
  return header(headers, 'access-control-allow-origin') === undefined ? 'cross-origin-resource-sharing-not-implemented' : 'cross-origin-resource-sharing-implemented-with-public-access';
}

/** tests/subresource-integrity.js for an https page: scripts from our own origin need no integrity attribute. */
function subresourceIntegrityResult(html: string): string {
  const sources = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => ({
    src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1],
    integrity: /\bintegrity\s*=/i.test(tag),
  }));
  const external = sources.filter(({src}) => src !== undefined && /^(https?:)?\/\//i.test(src) && !src.startsWith('https://faststore.dev/'));
  if (sources.every(({src}) => src === undefined)) return 'sri-not-implemented-but-no-scripts-loaded';
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return external.every(({integrity}) => integrity) ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-and-external-scripts-loaded-securely';
}

/** The scanner's scoring (scanner/index.js): extra credit only counts once the score without it is at least 90. */
export function grade(headers: Headers, html: string) {
  const results = [
    cspResult(headers),
    cookiesResult(headers),
    corsResult(headers),
    'redirection-not-needed-no-http',
    referrerPolicyResult(headers),
    hstsResult(headers),
    subresourceIntegrityResult(html),
    xContentTypeOptionsResult(headers),
    xFrameOptionsResult(headers),
    crossOriginResourcePolicyResult(headers),
  ];
  const penalties = results.reduce((sum, result) => sum + Math.min(0, modifiers[result] ?? 0), 0);
  const credit = results.reduce((sum, result) => sum + Math.max(0, modifiers[result] ?? 0), 0);
  const score = 100 + penalties >= 90 ? 100 + penalties + credit : 100 + penalties;
  const letter = [
    [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'],
  ].find(([floor]) => score >= (floor as number))?.[1] ?? 'F';
  return {score, grade: letter, failed: results.filter((result) => failing.has(result)), results};
}

describe('the scoring rules themselves', () => {
  const good = {
    'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  it.each([
    ['all headers', good, 120, 'A+'],
    ['no HSTS', {...good, 'strict-transport-security': undefined}, 80, 'B+'],
    ['a short HSTS max-age', {...good, 'strict-transport-security': 'max-age=600'}, 90 + 20, 'A+'],
    ['unsafe-inline scripts', {...good, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'"}, 80, 'B+'],
    ['no CSP', {...good, 'content-security-policy': undefined, 'x-frame-options': 'DENY'}, 75, 'B'],
    ['nothing', {}, 30, 'D'],
  ])('%s scores %i (%s)', (_case, headers, score, letter) => {
    expect(grade(headers, '<script src="/app.js"></script>')).toMatchObject({score, grade: letter});
  });
});

describe('our responses for an https site', () => {
  const fixture = createFixture();
  const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      buildDir: fixture.buildDir,
      publicOrigin: 'https://faststore.dev',
      // The widest configuration: analytics hosts join the policy.
      analyticsHosts: analyticsHostsFor({gtagId: 'G-ABC123', gtmId: 'GTM-ABC123'}),
      register: (instance) => registerFeedback(instance, {dbPath: path.join(dir, 'feedback.db'), publicOrigin: 'https://faststore.dev'}),
    });
  });
  afterAll(async () => {
    await app.close();
    fixture.remove();
    rmSync(dir, {recursive: true, force: true});
  });

  it.each(['/', '/quickstart', '/vtex-headless-cms-api', '/no-such-page'])('%s grades A+ with no failing test', async (url) => {
    const response = await app.inject({method: 'GET', url, headers: {host: 'faststore.dev'}});
    const result = grade(response.headers, response.body);
    expect(result.failed).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  });
});
