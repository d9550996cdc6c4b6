import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FEEDBACK_BODY_LIMIT, feedbackSchema} from '../../common/feedback.js';
import {feedbackApp, fuzzRuns, validBody, type TestApp} from './feedback-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await feedbackApp({rateLimit: 1_000_000});
});
afterAll(() => t.close());

const fieldNames = ['id', 'timestamp', 'rate', 'message', 'email', 'page'] as const;

/** A valid body with one field replaced by anything, removed, or an extra field added: always invalid. */
const brokenBody = fc
  .oneof(
    fc.record({field: fc.constantFrom(...fieldNames), value: fc.anything()}).map(({field, value}) => ({...validBody(), [field]: value})),
    fc.constantFrom(...fieldNames).map((field) => {
      const body = validBody();
      delete body[field];
      return body;
    }),
    fc
      .record({key: fc.string().filter((key) => !(fieldNames as readonly string[]).includes(key)), value: fc.jsonValue()})
      .map(({key, value}) => ({...validBody(), [key]: value})),
    fc.string({minLength: 2001, maxLength: 20_000}).map((message) => ({...validBody(), message})),
    fc.string({minLength: 1, maxLength: 5000}).map((junk) => ({...validBody(), email: `${junk}@`})),
    // A random replacement can happen to be valid (any string is a valid message): those are not malformed.
  )
  .filter((body) => !feedbackSchema.safeParse(body).success);

const payload = fc.oneof(
  brokenBody.map((body) => ({type: 'application/json', body: JSON.stringify(body)})),
  fc.jsonValue().map((value) => ({type: 'application/json', body: JSON.stringify(value) ?? ''})),
  fc.string({maxLength: 3000}).map((body) => ({type: 'application/json', body})),
  fc.uint8Array({maxLength: 3000}).map((bytes) => ({type: 'application/json', body: Buffer.from(bytes)})),
  fc
    .string({minLength: FEEDBACK_BODY_LIMIT, maxLength: FEEDBACK_BODY_LIMIT * 2})
    .map((junk) => ({type: 'application/json', body: JSON.stringify({...validBody(), message: junk})})),
  fc.record({
    // Random types exclude any spelling of application/json: a valid body sent as JSON is rightly stored.
    type: fc.oneof(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/json-patch+json', ''),
      fc.string().filter((type) => !/^\s*application\/json\s*(;|$)/i.test(type)),
    ),
    body: fc.constant(JSON.stringify(validBody())),
  }),
);

describe('POST /api/feedback with malformed bodies', () => {
  it('never answers 5xx and never stores a row', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async ({type, body}) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: type === '' ? {} : {'content-type': type},
          payload: body,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toEqual(expect.objectContaining({error: expect.any(String)}));
        expect(t.storedIds()).toEqual([]);
      }),
      {numRuns: fuzzRuns(400)},
    );
  });
});
