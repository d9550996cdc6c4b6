/**
 * The survey's copy: what a writer may want to reword lives here, not in the components. Every text is translated
 * when it is shown (translate() reads the page's locale), so the copy is functions, not constants.
 * Imported by the dialog only, so none of it ships before a reader opens the survey. The faces' names are in
 * ratings.ts, which the prompt at the end of each doc page also uses.
 */
import {translate} from '@docusaurus/Translate';
import {MESSAGE_MAX_LENGTH} from '../../common/feedback.ts';
import type {Delivery} from './client/outbox.ts';
import {surveyErrors, type DetailsErrors} from './survey.ts';

/** The dialog's labels, questions and buttons in the page's language. */
export function surveyCopy() {
  return {
    title: translate({id: 'site.survey.title', message: 'Share your feedback', description: 'Title of the feedback survey dialog'}),
    close: translate({id: 'site.survey.close', message: 'Close', description: 'Accessible name of the button that closes the feedback survey dialog'}),
    ratingQuestion: translate({
      id: 'site.survey.ratingQuestion',
      message: 'How helpful is this page?',
      description: 'Question above the five faces of the feedback survey',
    }),
    next: translate({id: 'site.survey.next', message: 'Next', description: 'Button that goes from the rating to the second step of the feedback survey'}),
    // Nothing has been sent yet at step 2: it thanks for the rating and says when it goes.
    thanks: translate({
      id: 'site.survey.thanks',
      message: 'Thanks! Anything to add?',
      description: 'Heading of the second step of the feedback survey, after a rating was chosen',
    }),
    sendNote: translate({
      id: 'site.survey.sendNote',
      message: 'We send your rating when you choose Send feedback or close this window.',
      description: 'Note at step 2 of the feedback survey; "Send feedback" is the label of its submit button (site.survey.submit)',
    }),
    messageLabel: translate({
      id: 'site.survey.messageLabel',
      message: 'Anything else you would like to tell us? (optional)',
      description: 'Label of the optional message field of the feedback survey',
    }),
    contactQuestion: translate({
      id: 'site.survey.contactQuestion',
      message: 'May we contact you about your feedback?',
      description: 'Question of the Yes/No choice of the feedback survey',
    }),
    yes: translate({id: 'site.survey.yes', message: 'Yes', description: 'Answer to "May we contact you about your feedback?"'}),
    no: translate({id: 'site.survey.no', message: 'No', description: 'Answer to "May we contact you about your feedback?"'}),
    emailLabel: translate({id: 'site.survey.emailLabel', message: 'Your email address', description: 'Label of the email field of the feedback survey'}),
    submit: translate({id: 'site.survey.submit', message: 'Send feedback', description: 'Submit button of the feedback survey'}),
    sending: translate({id: 'site.survey.sending', message: 'Sending…', description: 'Submit button of the feedback survey while the response is sent'}),
  };
}

/** A count as the page's language writes it: 2,000 in English, 2.000 in Portuguese. */
const formatCount = (count: number, locale: string) => count.toLocaleString(locale);

/** Under the message field: how many characters it holds, of the most it may hold. */
export function characterCount(length: number, locale: string): string {
  return translate(
    {
      id: 'site.survey.characterCount',
      message: '{count} / {max} characters',
      description: 'Counter under the message field of the feedback survey: characters typed / characters allowed',
    },
    {count: formatCount(length, locale), max: formatCount(MESSAGE_MAX_LENGTH, locale)},
  );
}

/**
 * An error of survey.ts in the page's language. survey.ts writes its errors in English (its tests hold those texts),
 * so the English text is the key here; `message` is the message field the errors were found in (its length and the
 * locale for the numbers of the too-long error). An error this does not know stays as it is.
 */
export function errorText(error: string, message?: {length: number; locale: string}): string {
  switch (error) {
    case surveyErrors.rating:
      return translate({
        id: 'site.survey.error.rating',
        message: 'Choose a rating from 1 to 5 to continue.',
        description: 'Error of the feedback survey when no face was chosen',
      });
    case surveyErrors.contact:
      return translate({
        id: 'site.survey.error.contact',
        message: 'Choose Yes or No.',
        description: 'Error of the feedback survey when "May we contact you?" has no answer; Yes and No are its answers (site.survey.yes, site.survey.no)',
      });
    case surveyErrors.emailRequired:
      return translate({
        id: 'site.survey.error.emailRequired',
        message: 'Enter the email address we may contact you at.',
        description: 'Error of the feedback survey when Yes was chosen and the email field is empty',
      });
    case surveyErrors.emailInvalid:
      return translate({
        id: 'site.survey.error.emailInvalid',
        message: 'Enter a valid email address, such as name@example.com.',
        description: 'Error of the feedback survey for an email address that is not valid',
      });
    case surveyErrors.messageUnstorable:
      return translate({
        id: 'site.survey.error.messageUnstorable',
        message: 'Your message holds characters that cannot be stored (control characters or half of an emoji). Remove them and send again.',
        description: 'Error of the feedback survey for a message with characters the store refuses',
      });
  }
  if (message && error === surveyErrors.messageTooLong(message.length)) {
    return translate(
      {
        id: 'site.survey.error.messageTooLong',
        message: 'Shorten your message to {max} characters ({over} too many).',
        description: 'Error of the feedback survey for a message over the limit; {over} is how many characters too many',
      },
      {max: formatCount(MESSAGE_MAX_LENGTH, message.locale), over: formatCount(message.length - MESSAGE_MAX_LENGTH, message.locale)},
    );
  }
  return error;
}

/** Step 2's errors (validateDetails) in the page's language, for the draft whose message they were found in. */
export function detailsErrorTexts(errors: DetailsErrors, message: {length: number; locale: string}): DetailsErrors {
  const texts: DetailsErrors = {};
  for (const [field, error] of Object.entries(errors) as Array<[keyof DetailsErrors, string | undefined]>) {
    if (error !== undefined) texts[field] = errorText(error, message);
  }
  return texts;
}

/** What was handed over: the whole response (Send) or the rating alone (the dialog closed at step 2). */
export type Sent = 'feedback' | 'rating';

/** What the reader is told once a response has been handed over, and whether it went well. */
export interface SurveyStatus {
  message: string;
  ok: boolean;
}

/**
 * Only what is true: received when the server answered, kept for later when this browser holds it, and otherwise
 * that it was refused or lost, with the status the server gave. Each sentence is whole for each of feedback and
 * rating, as a language may agree its words with the noun.
 */
export function statusOf(delivery: Delivery, sent: Sent): SurveyStatus {
  const feedback = sent === 'feedback';
  const status = String(delivery.status);
  switch (delivery.state) {
    case 'delivered':
      return {
        ok: true,
        message: feedback
          ? translate({
              id: 'site.survey.status.feedbackReceived',
              message: 'Thank you. Your feedback was received.',
              description: 'The server stored a feedback survey response',
            })
          : translate({
              id: 'site.survey.status.ratingReceived',
              message: 'Thank you. Your rating was received.',
              description: 'The server stored the rating alone (the survey was closed at step 2)',
            }),
      };
    case 'queued':
      return {
        ok: true,
        message: feedback
          ? translate({
              id: 'site.survey.status.feedbackQueued',
              message: 'Thank you. We could not reach the server, so this browser keeps your feedback and sends it later.',
              description: 'A feedback survey response is kept in the browser to be sent later',
            })
          : translate({
              id: 'site.survey.status.ratingQueued',
              message: 'Thank you. We could not reach the server, so this browser keeps your rating and sends it later.',
              description: 'A rating alone is kept in the browser to be sent later',
            }),
      };
    case 'rejected':
      return {
        ok: false,
        message: feedback
          ? translate(
              {
                id: 'site.survey.status.feedbackRejected',
                message: 'The feedback service did not accept your feedback (error {status}).',
                description: 'The server refused a feedback survey response; {status} is the HTTP status',
              },
              {status},
            )
          : translate(
              {
                id: 'site.survey.status.ratingRejected',
                message: 'The feedback service did not accept your rating (error {status}).',
                description: 'The server refused a rating; {status} is the HTTP status',
              },
              {status},
            ),
      };
    case 'unsaved':
      if (delivery.status) {
        return {
          ok: false,
          message: feedback
            ? translate(
                {
                  id: 'site.survey.status.feedbackUnsavedStatus',
                  message: 'Your feedback was not sent: we could not reach the server (error {status}), and this browser could not keep it to send later.',
                  description: 'A feedback survey response was lost; {status} is the HTTP status',
                },
                {status},
              )
            : translate(
                {
                  id: 'site.survey.status.ratingUnsavedStatus',
                  message: 'Your rating was not sent: we could not reach the server (error {status}), and this browser could not keep it to send later.',
                  description: 'A rating was lost; {status} is the HTTP status',
                },
                {status},
              ),
        };
      }
      return {
        ok: false,
        message: feedback
          ? translate({
              id: 'site.survey.status.feedbackUnsaved',
              message: 'Your feedback was not sent: we could not reach the server, and this browser could not keep it to send later.',
              description: 'A feedback survey response was lost (no answer from the server)',
            })
          : translate({
              id: 'site.survey.status.ratingUnsaved',
              message: 'Your rating was not sent: we could not reach the server, and this browser could not keep it to send later.',
              description: 'A rating was lost (no answer from the server)',
            }),
      };
  }
}
