/**
 * The survey response contract shared by the browser (src/) and the server (server/).
 * No DOM and no Node APIs here: both sides import this module and nothing else of each other.
 */
import * as z from 'zod';

/** Spec §9: rating scale 1 to 5. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;
/** Longest optional message a reader may send. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Largest request body the feedback endpoint accepts, in bytes. */
export const FEEDBACK_BODY_LIMIT = 16 * 1024;
/** Where the survey is posted on our own server (FEEDBACK_ENDPOINT at build time can point elsewhere). */
export const FEEDBACK_PATH = '/api/feedback';

/** A path on this site: starts with one slash, no scheme, host, backslash or control character. */
const sitePath = z
  .string()
  .max(2048, 'page must be at most 2048 characters')
  // \s already excludes the control characters that matter in a URL path (tab, newline, carriage return).
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'page must be a path on this site, such as /quickstart');

/** SPEC §3 "Survey response" plus the page it was sent from. Unknown fields are rejected. */
export const feedbackSchema = z.strictObject({
  id: z.uuid('id must be a UUID'),
  timestamp: z.iso.datetime({offset: true, message: 'timestamp must be an ISO 8601 date-time'}),
  rate: z
    .number('rate must be a number')
    .int('rate must be a whole number')
    .min(RATE_MIN, `rate must be from ${RATE_MIN} to ${RATE_MAX}`)
    .max(RATE_MAX, `rate must be from ${RATE_MIN} to ${RATE_MAX}`),
  message: z.string('message must be a string').max(MESSAGE_MAX_LENGTH, `message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  email: z.union([z.literal(''), z.email('email must be a valid email address or empty')]),
  page: sitePath,
});

export type FeedbackResponse = z.infer<typeof feedbackSchema>;
