import {describe, expect, it} from 'vitest';
import {MESSAGE_MAX_LENGTH} from '../../../common/feedback.ts';
import type {Delivery} from '../client/outbox.ts';
import {characterCount, detailsErrorTexts, errorText, statusOf, type Sent} from '../copy.ts';
import {ratingName, ratingOptions} from '../ratings.ts';
import {surveyErrors} from '../survey.ts';

// translate() answers the English message here (tests/stubs/Translate.tsx), as the English site does.
describe('survey copy in English', () => {
  it('gives every error of survey.ts its own text back: each one has a translatable message, word for word', () => {
    for (const error of [surveyErrors.rating, surveyErrors.contact, surveyErrors.emailRequired, surveyErrors.emailInvalid, surveyErrors.messageUnstorable]) {
      expect(errorText(error)).toBe(error);
    }
    const length = MESSAGE_MAX_LENGTH + 1234;
    expect(errorText(surveyErrors.messageTooLong(length), {length, locale: 'en'})).toBe(surveyErrors.messageTooLong(length));
  });

  it('leaves an error it does not know, and a too-long error for another length, as they are', () => {
    expect(errorText('Something else.')).toBe('Something else.');
    const error = surveyErrors.messageTooLong(MESSAGE_MAX_LENGTH + 3);
    expect(errorText(error, {length: MESSAGE_MAX_LENGTH + 4, locale: 'en'})).toBe(error);
  });

  it('writes the numbers of the counter and of the too-long error as the page language does', () => {
    expect(characterCount(4, 'en')).toBe('4 / 2,000 characters');
    expect(characterCount(2004, 'pt-BR')).toBe('2.004 / 2.000 characters');
    const length = MESSAGE_MAX_LENGTH + 1500;
    expect(errorText(surveyErrors.messageTooLong(length), {length, locale: 'pt-BR'})).toBe('Shorten your message to 2.000 characters (1.500 too many).');
  });

  it("turns step 2's errors field by field and leaves out the fields without one", () => {
    expect(detailsErrorTexts({contact: surveyErrors.contact, email: undefined}, {length: 0, locale: 'en'})).toEqual({contact: surveyErrors.contact});
  });

  it.each<[Delivery, Sent, boolean, string]>([
    [{state: 'delivered', status: 201}, 'feedback', true, 'Thank you. Your feedback was received.'],
    [{state: 'delivered', status: 201}, 'rating', true, 'Thank you. Your rating was received.'],
    [{state: 'queued'}, 'feedback', true, 'Thank you. We could not reach the server, so this browser keeps your feedback and sends it later.'],
    [{state: 'queued', status: 503}, 'rating', true, 'Thank you. We could not reach the server, so this browser keeps your rating and sends it later.'],
    [{state: 'rejected', status: 422}, 'feedback', false, 'The feedback service did not accept your feedback (error 422).'],
    [{state: 'rejected', status: 400}, 'rating', false, 'The feedback service did not accept your rating (error 400).'],
    [
      {state: 'unsaved', status: 503},
      'feedback',
      false,
      'Your feedback was not sent: we could not reach the server (error 503), and this browser could not keep it to send later.',
    ],
    [
      {state: 'unsaved', status: 500},
      'rating',
      false,
      'Your rating was not sent: we could not reach the server (error 500), and this browser could not keep it to send later.',
    ],
    [{state: 'unsaved'}, 'feedback', false, 'Your feedback was not sent: we could not reach the server, and this browser could not keep it to send later.'],
    [{state: 'unsaved'}, 'rating', false, 'Your rating was not sent: we could not reach the server, and this browser could not keep it to send later.'],
  ])('says of %o handed over as %s: %s, %s', (delivery, sent, ok, message) => {
    expect(statusOf(delivery, sent)).toEqual({ok, message});
  });

  it('names the five faces from sad to happy', () => {
    expect(ratingOptions.map(ratingName)).toEqual([
      '1 – Very unhelpful',
      '2 – Unhelpful',
      '3 – Neither helpful nor unhelpful',
      '4 – Helpful',
      '5 – Very helpful',
    ]);
  });
});
