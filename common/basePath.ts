/**
 * The site's base path (Docusaurus' `baseUrl`: `/` by default, `/docs/` for a site under a sub-path) and the paths
 * under it. Site paths are written from the site's root (`/quickstart`); URLs the reader or a host sees carry the base
 * (`/docs/quickstart`). Pure, for the build, the browser and the server alike.
 */

/** Why `value` cannot be a base path, or null: it must start and end with `/` and hold a plain path. */
export function baseUrlProblem(value: string): string | null {
  if (!value.startsWith('/') || !value.endsWith('/')) return 'must start and end with "/" (such as / or /docs/)';
  if (value.startsWith('//') || /[\\?#\s%]|\/\.{1,2}\/|\/\//.test(value))
    return 'must be a plain path without "//", "..", "?", "#", "%", backslashes or spaces (such as /docs/)';
  return null;
}

/** `sitePath` (from the site's root, starting with `/`) under `base`: `/docs/` and `/quickstart` give `/docs/quickstart`; the root gives the base itself. */
export function withBase(base: string, sitePath: string): string {
  return `${base}${sitePath.replace(/^\/+/, '')}`;
}

/**
 * The site path of a request path under `base`, or null when it lies outside: `/docs/quickstart` → `/quickstart`,
 * `/docs/` → `/`. The base without its slash (`/docs`) lies outside, as `/docsx` does: the caller redirects it.
 */
export function stripBase(base: string, requestPath: string): string | null {
  if (base === '/') return requestPath;
  return requestPath.startsWith(base) ? requestPath.slice(base.length - 1) : null;
}
