import {describe, expect, it} from 'vitest';
import {feedbackSchema, MESSAGE_MAX_LENGTH} from '../../../common/feedback.ts';
import {
  buildResponse,
  newResponseId,
  openerRating,
  ratingOnlyDraft,
  surveyErrors,
  validateDetails,
  validateRating,
  type DetailsDraft,
  type DetailsErrors,
} from '../survey.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('validateRating (step 1: a rating from 1 to 5 is required)', () => {
  it.each([1, 2, 3, 4, 5])('accepts %i', (rate) => {
    expect(validateRating(rate)).toBeUndefined();
  });

  it.each([null, undefined, 0, 6, 2.5, Number.NaN, -1])('rejects %s', (rate) => {
    expect(validateRating(rate)).toBe(surveyErrors.rating);
  });
});

describe('validateDetails (step 2)', () => {
  const draft = (change: Partial<DetailsDraft>): DetailsDraft => ({message: '', contact: 'no', email: '', ...change});

  it.each<[string, Partial<DetailsDraft>, DetailsErrors]>([
    ['No without a message', {}, {}],
    ['No ignores whatever is in the email field', {email: 'not an email'}, {}],
    ['Yes with a valid email', {contact: 'yes', email: 'ana@example.com'}, {}],
    ['Yes with surrounding spaces', {contact: 'yes', email: '  ana@example.com '}, {}],
    ['a message of exactly the limit', {message: 'x'.repeat(MESSAGE_MAX_LENGTH)}, {}],
    ['no contact choice', {contact: ''}, {contact: surveyErrors.contact}],
    ['Yes without an email', {contact: 'yes'}, {email: surveyErrors.emailRequired}],
    ['Yes with only spaces', {contact: 'yes', email: '   '}, {email: surveyErrors.emailRequired}],
    ['Yes with no @', {contact: 'yes', email: 'ana.example.com'}, {email: surveyErrors.emailInvalid}],
    ['Yes with no domain', {contact: 'yes', email: 'ana@'}, {email: surveyErrors.emailInvalid}],
    ['Yes with a space inside', {contact: 'yes', email: 'ana maria@example.com'}, {email: surveyErrors.emailInvalid}],
    ['a message one over the limit', {message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1)}, {message: surveyErrors.messageTooLong(MESSAGE_MAX_LENGTH + 1)}],
    ['a message with tabs and line breaks', {message: 'one\ttwo\nthree'}, {}],
    ['a message with a control character', {message: 'bell \u0007'}, {message: surveyErrors.messageUnstorable}],
    ['a message with half of an emoji', {message: 'smile \ud83d'}, {message: surveyErrors.messageUnstorable}],
    [
      'every problem at once',
      {message: 'x'.repeat(MESSAGE_MAX_LENGTH + 5), contact: ''},
      {message: surveyErrors.messageTooLong(MESSAGE_MAX_LENGTH + 5), contact: surveyErrors.contact},
    ],
  ])('%s', (_name, change, errors) => {
    expect(validateDetails(draft(change))).toEqual(errors);
  });

  it('says how many characters are too many', () => {
    expect(surveyErrors.messageTooLong(2003)).toBe('Shorten your message to 2,000 characters (3 too many).');
  });
});

describe('openerRating (the face a prompt button carries)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1', 1],
    ['5', 5],
    ['3', 3],
    [null, null],
    [undefined, null],
    ['', null],
    ['0', null],
    ['6', null],
    ['2.5', null],
    ['4abc', null],
    [' 4', null],
    ['true', null],
  ])('%j → %j', (value, rate) => {
    expect(openerRating(value)).toBe(rate);
  });
});

describe('buildResponse', () => {
  const context = {id: '0b6c1b9e-8f43-4c4e-9a57-0d2f0b7c6a11', now: new Date('2026-11-22T05:00:00.000Z'), page: '/es/quickstart', locale: 'es'};

  it.each<[string, DetailsDraft, {message: string; email: string}]>([
    ['No: the email is empty even if one was typed', {message: ' Great ', contact: 'no', email: 'ana@example.com'}, {message: 'Great', email: ''}],
    ['Yes: the trimmed email', {message: '', contact: 'yes', email: ' ana@example.com '}, {message: '', email: 'ana@example.com'}],
  ])('%s', (_name, draft, expected) => {
    const response = buildResponse(4, draft, context);
    expect(response).toEqual({id: context.id, timestamp: '2026-11-22T05:00:00.000Z', rate: 4, page: '/es/quickstart', locale: 'es', ...expected});
    expect(feedbackSchema.safeParse(response).success).toBe(true);
  });

  it('sends the rating alone in the same shape: empty message and email', () => {
    expect(buildResponse(2, ratingOnlyDraft, context)).toEqual({
      id: context.id,
      timestamp: '2026-11-22T05:00:00.000Z',
      rate: 2,
      message: '',
      email: '',
      page: '/es/quickstart',
      locale: 'es',
    });
  });
});

describe('newResponseId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    expect(newResponseId({randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: (a) => a})).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it.each([0x00, 0xff, 0x5a])('builds a version 4 UUID from random bytes (filled with %i) outside secure contexts', (fill) => {
    const id = newResponseId({getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array(array!.buffer).fill(fill);
      return array;
    }});
    expect(id).toMatch(UUID_V4);
  });
});
