/**
 * The paths Docusaurus' `preload` matches for a URL path: as written, and decoded when that differs. A
 * path that does not decode (a stray `%`) is matched as written only.
 */
export function pathnames(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Not valid percent-encoding: nothing more to match.
  }
  return decoded === pathname ? [pathname] : [pathname, decoded];
}
