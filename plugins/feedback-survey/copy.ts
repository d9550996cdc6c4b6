/**
 * The survey's copy: what a writer may want to reword lives here, not in the components.
 * Imported by the dialog only, so none of it ships before a reader opens the survey. The faces' names are in
 * ratings.ts, which the prompt at the end of each doc page also uses.
 */
import type {Delivery} from './client/outbox.ts';

export const surveyCopy = {
  title: 'Share your feedback',
  close: 'Close',
  ratingQuestion: 'How helpful is this page?',
  next: 'Next',
  // Nothing has been sent yet at step 2: it thanks for the rating and says when it goes.
  thanks: 'Thanks! Anything to add?',
  sendNote: 'We send your rating when you choose Send feedback or close this window.',
  messageLabel: 'Anything else you would like to tell us? (optional)',
  contactQuestion: 'May we contact you about your feedback?',
  yes: 'Yes',
  no: 'No',
  emailLabel: 'Your email address',
  submit: 'Send feedback',
  sending: 'Sending…',
} as const;

/** What was handed over: the whole response (Send) or the rating alone (the dialog closed at step 2). */
export type Sent = 'feedback' | 'rating';

/** What the reader is told once a response has been handed over, and whether it went well. */
export interface SurveyStatus {
  message: string;
  ok: boolean;
}

const what = (sent: Sent) => (sent === 'feedback' ? 'feedback' : 'rating');

/**
 * Only what is true: received when the server answered, kept for later when this browser holds it, and otherwise
 * that it was refused or lost, with the status the server gave.
 */
export function statusOf(delivery: Delivery, sent: Sent): SurveyStatus {
  const noun = what(sent);
  switch (delivery.state) {
    case 'delivered':
      return {ok: true, message: `Thank you. Your ${noun} was received.`};
    case 'queued':
      return {ok: true, message: `Thank you. We could not reach the server, so this browser keeps your ${noun} and sends it later.`};
    case 'rejected':
      return {ok: false, message: `The feedback service did not accept your ${noun} (error ${delivery.status}).`};
    case 'unsaved':
      return {
        ok: false,
        message: `Your ${noun} was not sent: we could not reach the server${delivery.status ? ` (error ${delivery.status})` : ''}, and this browser could not keep it to send later.`,
      };
  }
}
