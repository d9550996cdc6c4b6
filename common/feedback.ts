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

/** Longest accepted locale (a BCP 47 tag as Docusaurus names a locale: en, pt-BR, es). */
export const LOCALE_MAX_LENGTH = 35;
/** The site's source locale, which a response from a page built before the locale field holds. */
export const DEFAULT_LOCALE = 'en';

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

/** One field of a survey response: the rule a value meets, and the column that holds it in each store. */
interface FeedbackField {
  schema: z.ZodType;
  /** Column type in SQLite (STRICT tables) and PostgreSQL; every field's column is NOT NULL. */
  sqlite: 'TEXT' | 'INTEGER';
  postgres: 'text' | 'smallint';
  /**
   * For a field added after the stores' first schema: the value rows stored before it hold. A store that lacks the
   * field's column gains it, with this default, when it opens (server/feedback/store.ts, addedFieldColumns); no
   * migration is written by hand. The fields above without it are the first schema's.
   */
  added?: {default: string | number};
}

/**
 * The survey response, field by field: a survey response (id, timestamp, rate, message, email) plus the page it was
 * sent from and that page's locale. The schema, the stored row, both stores' SQL, the export and the copy between stores all derive from
 * this table, in its order (validation names the first bad field in this order).
 */
export const feedbackFields = {
  id: {schema: z.uuid('id must be a UUID'), sqlite: 'TEXT', postgres: 'text'},
  timestamp: {
    schema: z.iso.datetime({offset: true, message: 'timestamp must be an ISO 8601 date-time'}).max(40, 'timestamp must be at most 40 characters'),
    sqlite: 'TEXT',
    postgres: 'text',
  },
  rate: {
    schema: z
      .number('rate must be a number')
      .int('rate must be a whole number')
      .min(RATE_MIN, `rate must be from ${RATE_MIN} to ${RATE_MAX}`)
      .max(RATE_MAX, `rate must be from ${RATE_MIN} to ${RATE_MAX}`),
    sqlite: 'INTEGER',
    postgres: 'smallint',
  },
  message: {
    schema: z
      .string('message must be a string')
      .max(MESSAGE_MAX_LENGTH, `message must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .refine(wellFormed, 'message must be well-formed Unicode (no lone surrogates)')
      .refine((value) => !messageControls.test(value), 'message must not contain control characters other than tab and newline (\\n)'),
    sqlite: 'TEXT',
    postgres: 'text',
  },
  email: {
    schema: z.union([
      z.literal(''),
      z.email('email must be a valid email address or empty').max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
    ]),
    sqlite: 'TEXT',
    postgres: 'text',
  },
  page: {schema: sitePath, sqlite: 'TEXT', postgres: 'text'},
  locale: {
    // Optional in a request: a page built before the field (always English) sends none.
    schema: z
      .string('locale must be a string')
      .max(LOCALE_MAX_LENGTH, `locale must be at most ${LOCALE_MAX_LENGTH} characters`)
      .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'locale must be a language tag such as en, pt-BR or es')
      .default(DEFAULT_LOCALE),
    sqlite: 'TEXT',
    postgres: 'text',
    added: {default: DEFAULT_LOCALE},
  },
} as const satisfies Record<string, FeedbackField>;

/** The table's entries, each with the optional parts of a field (for code that reads `added`). */
export type FeedbackFieldTable = Readonly<Record<string, FeedbackField>>;

export type FeedbackFieldName = keyof typeof feedbackFields;

/** The field names in the table's order. */
export const FEEDBACK_FIELD_NAMES = Object.keys(feedbackFields) as FeedbackFieldName[];

/** The field names as a sentence: "id, timestamp, rate, message, email and page". */
export const feedbackFieldList = `${FEEDBACK_FIELD_NAMES.slice(0, -1).join(', ')} and ${FEEDBACK_FIELD_NAMES.at(-1)}`;

type Shape = {[Name in FeedbackFieldName]: (typeof feedbackFields)[Name]['schema']};

/**
 * The survey response's schema. A field it does not know is left out, not refused: a site a release ahead of its
 * server (or a reader's outbox holding a response from a newer page) still has its response stored, with the fields
 * this server knows.
 */
export const feedbackSchema = z.object(Object.fromEntries(FEEDBACK_FIELD_NAMES.map((name) => [name, feedbackFields[name].schema])) as Shape);

export type FeedbackResponse = z.infer<typeof feedbackSchema>;

/**
 * Only the fields of a survey response, in the table's order, whatever else `value` holds. A field added to the table
 * later that `value` lacks takes its `added` default: a row read from a file made before the field (the export and
 * migration scripts open it read-only, so it never gains the column) reads as the stores' own column would.
 */
export function feedbackFieldsOf(value: FeedbackResponse): FeedbackResponse {
  const fields: FeedbackFieldTable = feedbackFields;
  return Object.fromEntries(FEEDBACK_FIELD_NAMES.map((name) => [name, value[name] ?? fields[name]!.added?.default])) as FeedbackResponse;
}
