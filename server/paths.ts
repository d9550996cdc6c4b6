/**
 * URL handling for the static site: clean-URL redirects and safe mapping of a
 * request path to a file inside the build folder.
 */
import {realpath, stat} from 'node:fs/promises';
import path from 'node:path';

function splitUrl(url: string): {pathname: string; search: string} {
  const queryStart = url.indexOf('?');
  return queryStart === -1
    ? {pathname: url, search: ''}
    : {pathname: url.slice(0, queryStart), search: url.slice(queryStart)};
}

/**
 * The clean URL to redirect to, keeping the query string, or null when `url` is
 * already clean. Paths ending in .html or /index are normalised to the clean path, and the
 * build uses `trailingSlash: false`, so a trailing slash is dropped too.
 */
export function normalisePath(url: string): string | null {
  const {pathname, search} = splitUrl(url);
  if (!pathname.startsWith('/')) return null;
  // Repeat so that /foo/index.html/ reaches /foo in one redirect, not three.
  let clean = pathname;
  for (let previous = ''; previous !== clean; ) {
    previous = clean;
    clean = clean.replace(/\/+$/, '').replace(/\.html$/, '').replace(/\/index$/, '');
  }
  // A leading '//' or '/\' would make the Location header point to another host.
  clean = `/${clean.replace(/^[/\\]+/, '')}`;
  return clean === pathname ? null : toHeaderSafe(clean + search);
}

/**
 * Node hands over the request target as latin1, one char per byte; bytes outside
 * printable ASCII are not allowed in a Location header, so they are re-encoded.
 */
function toHeaderSafe(target: string): string {
  return target.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function decodeOnce(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Candidate files for a decoded path, relative to the build folder, best first. */
function candidates(decoded: string): string[] {
  const relative = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
  if (relative === '') return ['index.html'];
  const html = [`${relative}.html`, `${relative}/index.html`];
  // A slug may contain a dot (/releases/v1.2), so an extension does not rule out a page.
  return path.posix.extname(relative) === '' ? html : [relative, ...html];
}

async function isFileInside(root: string, file: string): Promise<boolean> {
  try {
    if (!(await stat(file)).isFile()) return false;
    // A symlink inside the build may point anywhere; compare real locations.
    return (await realpath(file)).startsWith(root + path.sep);
  } catch {
    return false;
  }
}

/**
 * The absolute path of the file that serves `pathname` (the raw, still
 * percent-encoded request path), or null when none exists or the path would
 * leave `buildDir`. Decodes exactly once: `%252e%252e` stays the literal name
 * `%2e%2e` and cannot climb.
 */
export async function resolveFile(buildDir: string, pathname: string): Promise<string | null> {
  const decoded = decodeOnce(splitUrl(pathname).pathname);
  if (decoded === null || !decoded.startsWith('/')) return null;
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;

  const root = path.resolve(buildDir);
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return null;
  }
  for (const relative of candidates(decoded)) {
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    if (await isFileInside(realRoot, file)) return file;
  }
  return null;
}
