/**
 * The starter submission form (/starters/submissions): its fields, their validation, and the
 * prefilled new-issue URL the form opens in the FastStore repository. No network call. The validation messages are
 * in the page's language, written when a value is checked; the issue is in English, for the FastStore team.
 */
import {translate} from '@docusaurus/Translate';
import * as z from 'zod';

/** Where submissions land: a new issue in the FastStore repository, labelled for triage. */
export const submissionIssueBaseUrl = 'https://github.com/vtex/faststore/issues/new';
export const submissionLabel = 'starter-submission';

/** A field that takes an https address: the messages for an empty field and for anything else. */
function httpsUrl(missing: () => string, notHttps: () => string) {
  return z
    .string()
    .trim()
    .min(1, {error: missing})
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && url.hostname.includes('.');
        } catch {
          return false;
        }
      },
      {error: notHttps},
    );
}

export const starterSubmissionSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, {error: () => translate({id: 'site.starters.submission.nameMissing', message: 'Enter the starter name (at least 2 characters).'})})
    .max(80, {error: () => translate({id: 'site.starters.submission.nameTooLong', message: 'Keep the name under 80 characters.'})}),
  owner: z
    .string()
    .trim()
    .min(2, {error: () => translate({id: 'site.starters.submission.ownerMissing', message: 'Enter the owner: a person or a company (at least 2 characters).'})})
    .max(80, {error: () => translate({id: 'site.starters.submission.ownerTooLong', message: 'Keep the owner under 80 characters.'})}),
  ownerWebsite: httpsUrl(
    () => translate({id: 'site.starters.submission.ownerWebsiteMissing', message: "Enter the owner's website."}),
    () => translate({id: 'site.starters.submission.ownerWebsiteNotHttps', message: "Enter the owner's website as a full https:// address, for example https://example.com."}),
  ),
  repositoryUrl: httpsUrl(
    () => translate({id: 'site.starters.submission.repositoryUrlMissing', message: 'Enter the repository URL.'}),
    () => translate({id: 'site.starters.submission.repositoryUrlNotHttps', message: 'Enter the repository URL as a full https:// address, for example https://example.com.'}),
  ).refine((value) => /^https:\/\/(github\.com|gitlab\.com|bitbucket\.org)\/[^/\s]+\/[^/\s]+/.test(value), {
    error: () =>
      translate({
        id: 'site.starters.submission.repositoryUrlNotRepository',
        message: 'Enter the public repository as https://github.com/<owner>/<repository> (GitLab and Bitbucket work too).',
        description: '<owner> and <repository> are placeholders of the example URL',
      }),
  }),
  demoUrl: httpsUrl(
    () => translate({id: 'site.starters.submission.demoUrlMissing', message: 'Enter the demo URL.'}),
    () => translate({id: 'site.starters.submission.demoUrlNotHttps', message: 'Enter the demo URL as a full https:// address, for example https://example.com.'}),
  ),
  description: z
    .string()
    .trim()
    .min(40, {
      error: () =>
        translate({id: 'site.starters.submission.descriptionTooShort', message: 'Describe the starter in at least 40 characters: who it is for and what makes it different.'}),
    })
    .max(600, {error: () => translate({id: 'site.starters.submission.descriptionTooLong', message: 'Keep the description under 600 characters.'})}),
  /** One feature per line in the form; blank lines are ignored. */
  features: z
    .string()
    .transform((value) =>
      value
        .split('\n')
        .map((line) => line.replace(/^\s*[-*]\s*/, '').trim())
        .filter((line) => line.length > 0),
    )
    .pipe(
      z
        .array(z.string().max(120, {error: () => translate({id: 'site.starters.submission.featureTooLong', message: 'Keep each feature under 120 characters.'})}))
        .min(1, {error: () => translate({id: 'site.starters.submission.featuresMissing', message: 'List at least one feature, one per line.'})}),
    ),
});

/** What the form holds: every field as typed text. */
export type StarterSubmissionInput = z.input<typeof starterSubmissionSchema>;
/** A valid submission, with trimmed values and the features as a list. */
export type StarterSubmission = z.output<typeof starterSubmissionSchema>;
export type StarterSubmissionField = keyof StarterSubmissionInput;
export type StarterSubmissionErrors = Partial<Record<StarterSubmissionField, string>>;

export const emptyStarterSubmission: StarterSubmissionInput = {
  name: '',
  owner: '',
  ownerWebsite: '',
  repositoryUrl: '',
  demoUrl: '',
  description: '',
  features: '',
};

export type ValidationResult = {ok: true; value: StarterSubmission} | {ok: false; errors: StarterSubmissionErrors};

/** Validates the form; on failure, returns the first message for each field. */
export function validateStarterSubmission(input: StarterSubmissionInput): ValidationResult {
  const result = starterSubmissionSchema.safeParse(input);
  if (result.success) return {ok: true, value: result.data};
  const errors: StarterSubmissionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as StarterSubmissionField;
    errors[field] ??= issue.message;
  }
  return {ok: false, errors};
}

/** The issue body: a Markdown summary of the submission for the reviewers. */
export function submissionIssueBody(submission: StarterSubmission): string {
  return [
    '## Starter submission',
    '',
    `- **Name:** ${submission.name}`,
    `- **Owner:** ${submission.owner}`,
    `- **Owner website:** ${submission.ownerWebsite}`,
    `- **Repository:** ${submission.repositoryUrl}`,
    `- **Demo:** ${submission.demoUrl}`,
    '',
    '## Description',
    '',
    submission.description,
    '',
    '## Features',
    '',
    ...submission.features.map((feature) => `- ${feature}`),
    '',
  ].join('\n');
}

/** The prefilled new-issue URL for a valid submission. */
export function submissionIssueUrl(submission: StarterSubmission): string {
  const params = new URLSearchParams({
    title: `Starter submission: ${submission.name}`,
    body: submissionIssueBody(submission),
    labels: submissionLabel,
  });
  return `${submissionIssueBaseUrl}?${params.toString()}`;
}
