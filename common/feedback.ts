/**
 * The survey response contract shared by the browser (src/) and the server (server/).
 * No DOM and no Node APIs here: both sides import this module and nothing else of each other.
 */
import * as z from 'zod';

/** The rating scale: 1 to 5. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;
/** Longest optional message a reader may send. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Largest request body the feedback endpoint accepts, in bytes. */
export const FEEDBACK_BODY_LIMIT = 16 * 1024;
/** Where the survey is posted on our own server (FEEDBACK_ENDPOINT at build time can point elsewhere). */
export const FEEDBACK_PATH = '/api/feedback';

/** Longest accepted email address (RFC 5321's limit on a forward path). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest accepted page path. */
export const PAGE_MAX_LENGTH = 2048;

// C0 and C1 control characters and DEL; a message may still hold tabs and line breaks (\t, \n).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const pathControls = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const messageControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * Stored exactly as sent: a lone UTF-16 surrogate cannot be written as UTF-8, so the database,
 * the export and the webhook would all hold U+FFFD instead. Such strings are refused, not repaired.
 */
const loneSurrogate = /\p{Cs}/u; // with the u flag a valid pair is one code point; only a lone half is in Cs
const wellFormed = (value: string) => !loneSurrogate.test(value);

/** A path on this site: starts with one slash, no scheme, host, backslash, whitespace or control character. */
const sitePath = z
  .string()
  .max(PAGE_MAX_LENGTH, `page must be at most ${PAGE_MAX_LENGTH} characters`)
  .refine(wellFormed, 'page must be well-formed Unicode (no lone surrogates)')
  .refine((value) => !pathControls.test(value), 'page must not contain control characters')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'page must be a path on this site, such as /quickstart');

/** A survey response (id, timestamp, rate, message, email) plus the page it was sent from. Unknown fields are rejected. */
export const feedbackSchema = z.strictObject({
  id: z.uuid('id must be a UUID'),
  timestamp: z.iso.datetime({offset: true, message: 'timestamp must be an ISO 8601 date-time'}).max(40, 'timestamp must be at most 40 characters'),
  rate: z
    .number('rate must be a number')
    .int('rate must be a whole number')
    .min(RATE_MIN, `rate must be from ${RATE_MIN} to ${RATE_MAX}`)
    .max(RATE_MAX, `rate must be from ${RATE_MIN} to ${RATE_MAX}`),
  message: z
    .string('message must be a string')
    .max(MESSAGE_MAX_LENGTH, `message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .refine(wellFormed, 'message must be well-formed Unicode (no lone surrogates)')
    .refine((value) => !messageControls.test(value), 'message must not contain control characters other than tab and newline (\\n)'),
  email: z.union([
    z.literal(''),
    z.email('email must be a valid email address or empty').max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
  ]),
  page: sitePath,
});

export type FeedbackResponse = z.infer<typeof feedbackSchema>;
