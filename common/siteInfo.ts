/**
 * What a build says about itself for those who serve it: the base path it was built for. The build writes it at its
 * root (plugins/site-info); our server and the static-hosting files read it there, so they can never disagree with
 * the pages about where the site lives.
 */
import {baseUrlProblem} from './basePath.ts';

/** The file, at the build's root. */
export const SITE_INFO_FILE = 'site.json';

export interface SiteInfo {
  /** The site's base path (Docusaurus' baseUrl): `/`, or a sub-path such as `/docs/`. */
  baseUrl: string;
}

/** The file's text for `info`. */
export const siteInfoText = (info: SiteInfo): string => `${JSON.stringify({baseUrl: info.baseUrl})}\n`;

/** Reads the file's text; throws naming the file and what to do when it is not one the build wrote. */
export function parseSiteInfo(text: string, file: string = SITE_INFO_FILE): SiteInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON. Run "npm run build" again.`);
  }
  const baseUrl = (parsed as {baseUrl?: unknown} | null)?.baseUrl;
  if (typeof baseUrl !== 'string') throw new Error(`${file} names no baseUrl. Run "npm run build" again.`);
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new Error(`${file}: baseUrl ${JSON.stringify(baseUrl)} ${problem}. Run "npm run build" again.`);
  return {baseUrl};
}
