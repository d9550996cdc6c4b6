/**
 * Headers sent on every response, whatever its status: pages, assets, redirects,
 * 404s, 405s, API answers and the error replies Node writes itself.
 */
import {CSP_REPORT_GROUP, CSP_REPORT_PATH} from './csp.ts';

/**
 * Powerful features the portal never uses, turned off for it and for anything it embeds, so an injected script or a
 * third-party frame cannot ask the reader for them. Only names every current browser recognises: an unknown one
 * costs a console warning on each page. Clipboard access stays on for the "Copy page" control.
 */
export const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const permissionsPolicy = disabledFeatures.map((feature) => `${feature}=()`).join(', ');

export interface SecurityOptions {
  /** Send Strict-Transport-Security: only when the public site is served over https (SITE_URL). */
  hsts?: boolean;
  /** Where violation reports go: CSP_REPORT_PATH under the site's base path; default CSP_REPORT_PATH. */
  reportPath?: string;
}

export function securityHeaders(csp: string, {hsts = false, reportPath = CSP_REPORT_PATH}: SecurityOptions = {}): Readonly<Record<string, string>> {
  return {
    'content-security-policy': csp,
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${reportPath}"`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Legacy twin of CSP frame-ancestors 'none' for browsers that ignore CSP.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    // No other site may embed our responses as images, scripts or media (no-cors loads); CORS fetches are unaffected.
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
    // Two years, the preload list's minimum; browsers ignore it over plain http, so it is only sent for an https site.
    ...(hsts ? {'strict-transport-security': 'max-age=63072000; includeSubDomains'} : {}),
  };
}
