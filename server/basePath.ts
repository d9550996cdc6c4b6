/**
 * The base path the build was made for (build/site.json, written by plugins/site-info): the server answers the site
 * under it and nothing outside it. Routes are registered from the site's root (`/quickstart`, `/api/feedback`); the
 * request's path loses the base before routing (`siteRequestPath`), and what the server writes back (redirects,
 * URLs it names) gets it again.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {stripBase} from '../common/basePath.ts';
import {parseSiteInfo, SITE_INFO_FILE} from '../common/siteInfo.ts';

/** The build's base path; `/` for a build without site.json (made before it existed, or a test's fixture). */
export async function readBuildBase(buildDir: string): Promise<string> {
  const file = path.join(buildDir, SITE_INFO_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? '/' : parseSiteInfo(text, file).baseUrl;
}

/**
 * Where a request target lies: `site` with the target from the site's root (query kept), `base` for the base path
 * without its trailing slash (`/docs`, redirected to `/docs/`), `outside` for anything else.
 */
export type BaseMatch = {kind: 'site'; url: string} | {kind: 'base'} | {kind: 'outside'};

export function matchBase(basePath: string, url: string): BaseMatch {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const sitePath = stripBase(basePath, pathname);
  if (sitePath !== null) return {kind: 'site', url: `${sitePath}${query}`};
  return pathname === basePath.slice(0, -1) ? {kind: 'base'} : {kind: 'outside'};
}
