/**
 * The environment variables both the build (src/lib/siteEnv.ts) and the server (server/config.ts) read, with one
 * rule each: the analytics ids the pages load are the ones the server's Content-Security-Policy allows.
 */
import * as z from 'zod';

/** Empty or blank values count as unset, as `.env` files and CI templates often leave `VAR=`. */
export function unsetWhenEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
}

const id = (pattern: RegExp, what: string) => unsetWhenEmpty(z.string().trim().regex(pattern, `must be ${what}`));

export const sharedEnvFields = {
  /** The site's public URL: canonical URLs and the sitemap at build time, the one origin allowed to post feedback cross-origin at run time. */
  SITE_URL: unsetWhenEmpty(z.url({protocol: /^https?$/, error: 'must be an http(s) URL such as https://faststore.dev'})),
  /** Google Analytics 4 measurement id; unset: no analytics. */
  GTAG_ID: id(/^G-[A-Z0-9]+$/, 'a Google Analytics 4 measurement id such as G-ABC123'),
  /** Google Tag Manager container id, the second analytics integration; unset: none. */
  GTM_ID: id(/^GTM-[A-Z0-9]+$/, 'a Tag Manager container id such as GTM-ABC123'),
  /** Algolia application id for hosted search; unset: the build-time index on our own origin. */
  ALGOLIA_APP_ID: id(/^[A-Z0-9]{10}$/, 'an Algolia application id such as ABCDE12345'),
};
