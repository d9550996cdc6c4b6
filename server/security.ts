/**
 * Headers sent on every response, whatever its status: pages, assets, redirects,
 * 404s, 405s and API answers alike.
 */
export function securityHeaders(csp: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Legacy twin of CSP frame-ancestors 'none' for browsers that ignore CSP.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
