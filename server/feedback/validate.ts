/**
 * Server-side check of a survey body: the shared contract (common/feedback.ts) plus
 * a sanity window on the reader's clock, which the browser cannot be trusted with.
 */
import {feedbackFieldList, feedbackSchema, type FeedbackResponse} from '../../common/feedback.ts';

/** Oldest accepted timestamp: a response queued offline in the browser may arrive days later. */
export const TIMESTAMP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clock skew tolerated ahead of the server. */
export const TIMESTAMP_MAX_AHEAD_MS = 5 * 60 * 1000;

export type Validation = {ok: true; response: FeedbackResponse} | {ok: false; error: string; field?: string};

/** Validates `body`; on failure names the first bad field in schema order. Fields it does not know are left out. */
export function validateFeedback(body: unknown, now: number): Validation {
  const result = feedbackSchema.safeParse(body);
  if (!result.success) {
    const [issue] = result.error.issues;
    if (!issue) return {ok: false, error: 'Invalid feedback'};
    const [field] = issue.path;
    if (field === undefined) return {ok: false, error: `body must be a JSON object with ${feedbackFieldList}`};
    // A missing field makes zod say "expected string, received undefined": say what to send instead.
    const missing = body !== null && typeof body === 'object' && !(String(field) in body);
    // A union (email: empty or an address) reports "Invalid input"; its last branch has the helpful message.
    const message = issue.code === 'invalid_union' ? (issue.errors.flat().at(-1)?.message ?? issue.message) : issue.message;
    return {ok: false, error: missing ? `${String(field)} is required` : message, field: String(field)};
  }
  const at = Date.parse(result.data.timestamp);
  if (at < now - TIMESTAMP_MAX_AGE_MS || at > now + TIMESTAMP_MAX_AHEAD_MS) {
    return {ok: false, error: 'timestamp must be within the last 7 days (and not more than 5 minutes ahead)', field: 'timestamp'};
  }
  return {ok: true, response: result.data};
}
