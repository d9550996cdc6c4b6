/**
 * Survey validation (rating 1 to 5; contact choice required, email when Yes) and the response it sends, as pure functions.
 * Loaded with the dialog only: it pulls in zod through the shared contract.
 */
import {feedbackSchema, MESSAGE_MAX_LENGTH, RATE_MAX, RATE_MIN, type FeedbackResponse} from '../../common/feedback.ts';

/** Answer to "May we contact you?"; '' until the reader picks one. */
export type ContactChoice = '' | 'yes' | 'no';

export interface DetailsDraft {
  message: string;
  contact: ContactChoice;
  email: string;
}

export type DetailsErrors = Partial<Record<keyof DetailsDraft, string>>;

export const surveyErrors = {
  rating: 'Choose a rating from 1 to 5 to continue.',
  contact: 'Choose Yes or No.',
  emailRequired: 'Enter the email address we may contact you at.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  messageUnstorable: 'Your message holds characters that cannot be stored (control characters or half of an emoji). Remove them and send again.',
  messageTooLong: (length: number) =>
    `Shorten your message to ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters (${(length - MESSAGE_MAX_LENGTH).toLocaleString('en')} too many).`,
} as const;

/** Step 1: a whole rating from 1 to 5 is required. Returns the error message, or undefined when valid. */
export function validateRating(rate: number | null | undefined): string | undefined {
  if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < RATE_MIN || rate > RATE_MAX) return surveyErrors.rating;
  return undefined;
}

/**
 * The rating a survey opener carries (`data-feedback-rate` on a face of the "Was this page helpful?" prompt), or null
 * when it carries none or one that is not a rating.
 */
export function openerRating(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value)) return null;
  const rate = Number(value);
  return validateRating(rate) === undefined ? rate : null;
}

/** The same email rule as the server's contract, so the browser never sends what the server will refuse. */
export function isValidEmail(email: string): boolean {
  return email !== '' && feedbackSchema.shape.email.safeParse(email).success;
}

/** Step 2: the contact choice is required; Yes requires a valid email; the message is optional but bounded. */
export function validateDetails({message, contact, email}: DetailsDraft): DetailsErrors {
  const errors: DetailsErrors = {};
  if (message.length > MESSAGE_MAX_LENGTH) errors.message = surveyErrors.messageTooLong(message.length);
  else if (!feedbackSchema.shape.message.safeParse(message.trim()).success) errors.message = surveyErrors.messageUnstorable;
  if (contact === '') errors.contact = surveyErrors.contact;
  if (contact === 'yes') {
    const trimmed = email.trim();
    if (trimmed === '') errors.email = surveyErrors.emailRequired;
    else if (!isValidEmail(trimmed)) errors.email = surveyErrors.emailInvalid;
  }
  return errors;
}

/** Step 2 left as it opened: what is sent with the rating alone when the reader closes the dialog there. */
export const ratingOnlyDraft: DetailsDraft = {message: '', contact: 'no', email: ''};

/** A version 4 UUID; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function newResponseId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The body the survey sends: email is empty unless the reader said Yes. Throws if the result would break the contract,
 * which validateRating and validateDetails rule out.
 */
export function buildResponse(
  rate: number,
  draft: DetailsDraft,
  {id, now, page, locale}: {id: string; now: Date; page: string; locale: string},
): FeedbackResponse {
  return feedbackSchema.parse({
    id,
    timestamp: now.toISOString(),
    rate,
    message: draft.message.trim(),
    email: draft.contact === 'yes' ? draft.email.trim() : '',
    page,
    locale,
  });
}
