import * as z from 'zod';
import {baseUrlProblem} from '../../common/basePath.ts';
import {sharedEnvFields, unsetWhenEmpty} from '../../common/env.ts';
import {parseMechanismsOff} from '#lean-client/core';

const optionalId = (pattern: RegExp, example: string) => unsetWhenEmpty(z.string().trim().regex(pattern, `must look like ${example}`));

/** Build-time environment of the site. Everything third-party stays off until its id is set. */
export const siteEnvSchema = z.object({
  /** Public origin of the site, used for canonical URLs and the sitemap. Default: https://faststore.dev */
  SITE_URL: sharedEnvFields.SITE_URL.transform((url) => url ?? 'https://faststore.dev'),
  /** Path the site lives under on its origin (Docusaurus' baseUrl), such as /docs/. Default: / */
  BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || '/')
    .superRefine((value, context) => {
      const problem = baseUrlProblem(value);
      if (problem) context.addIssue({code: 'custom', message: problem});
    }),
  /** Google Analytics 4 measurement id (gtag). Default: unset, no analytics. */
  GTAG_ID: sharedEnvFields.GTAG_ID,
  /** Google Tag Manager container id, the second analytics integration. Default: unset. */
  GTM_ID: sharedEnvFields.GTM_ID,
  /**
   * Where the survey posts its responses: a path on this site or an absolute http(s) URL, such as the automation
   * webhook for static-only hosting. Default: unset, the site's own '/api/feedback'.
   */
  FEEDBACK_ENDPOINT: z
    .string()
    .trim()
    .refine(
      (value) => /^\/(?![/\\])\S*$/.test(value) || /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value),
      'must be a path such as /api/feedback or an absolute http(s) URL',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Algolia application id for hosted search. Default: unset, the build-time index on our own origin. */
  ALGOLIA_APP_ID: sharedEnvFields.ALGOLIA_APP_ID,
  /** Algolia search-only API key. Default: unset. */
  ALGOLIA_API_KEY: optionalId(/^[a-f0-9]{32}$/, 'a 32-character hexadecimal search-only key'),
  /** Algolia index name (the spec's is devportal). Default: unset. */
  ALGOLIA_INDEX_NAME: optionalId(/^[A-Za-z0-9_.-]+$/, 'devportal'),
  /**
   * Speed mechanisms to build without, comma-separated (plugins/lean-client/mechanisms.ts names them), for
   * measuring what each one gains. Default: unset, every mechanism on.
   */
  LEAN_OFF: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseMechanismsOff(value);
      } catch (error) {
        context.addIssue({code: 'custom', message: (error as Error).message.replace(/^LEAN_OFF /, '')});
        return z.NEVER;
      }
    }),
}).superRefine((env, context) => {
  const algolia = [env.ALGOLIA_APP_ID, env.ALGOLIA_API_KEY, env.ALGOLIA_INDEX_NAME];
  if (algolia.some(Boolean) && !algolia.every(Boolean)) {
    context.addIssue({
      code: 'custom',
      path: ['ALGOLIA_APP_ID'],
      message: 'and ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME must be set together (or all left unset for the built-in search)',
    });
  }
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

/** Hosted search settings, present only when all three Algolia variables are set. */
export function algoliaSettings(env: SiteEnv): {appId: string; apiKey: string; indexName: string} | undefined {
  const {ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName} = env;
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}

/** Parses the build environment; throws one message naming every bad variable and what it should be. */
export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  const result = siteEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
