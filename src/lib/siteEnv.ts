import * as z from 'zod';

const optionalId = (pattern: RegExp, example: string) =>
  z
    .string()
    .trim()
    .regex(pattern, `must look like ${example}`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** Build-time environment of the site. Everything third-party stays off until its id is set. */
export const siteEnvSchema = z.object({
  /** Public origin of the site, used for canonical URLs and the sitemap. Default: https://faststore.dev */
  SITE_URL: z.string().url('must be an absolute URL such as https://faststore.dev').default('https://faststore.dev'),
  /** Google Analytics 4 measurement id (gtag). Default: unset, no analytics. */
  GTAG_ID: optionalId(/^G-[A-Z0-9]+$/, 'G-XXXXXXXXXX'),
  /** Google Tag Manager container id, the second analytics integration. Default: unset. */
  GTM_ID: optionalId(/^GTM-[A-Z0-9]+$/, 'GTM-XXXXXXX'),
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
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

/** Parses the build environment; throws one message naming every bad variable and what it should be. */
export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  const result = siteEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
