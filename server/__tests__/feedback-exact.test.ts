/**
 * What the feedback API acknowledges (2xx) is what it stores, exports and forwards, code unit for code unit;
 * what it cannot keep exactly it refuses with 400, naming the field.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {EMAIL_MAX_LENGTH} from '../../common/feedback.js';
import {feedbackApp, fuzzRuns, postJson, storedResponses, validBody, type TestApp} from './feedback-helpers.js';

/** A webhook on 127.0.0.1 that keeps each body it receives, decoded from the whole byte stream. */
const received = new Map<string, unknown>();
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {id: string};
    received.set(body.id, body);
    response.writeHead(200).end();
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await feedbackApp({rateLimit: 1_000_000, webhook: {url, baseDelayMs: 20, maxDelayMs: 200}});
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/**
 * The stored response as `npm run feedback:export` prints it, without the two receipt fields; a survey post is
 * stored as coming from a reader.
 */
async function exported(id: string): Promise<unknown> {
  const row = (await storedResponses(t.store)).find((stored) => stored.id === id);
  if (!row) return undefined;
  const {receivedAt: _receivedAt, deliveredAt: _deliveredAt, source, ...response} = row;
  expect(source).toBe('reader');
  return response;
}

describe('POST /api/feedback refuses what it could not store exactly', () => {
  it.each([
    ['message', 'a lone low surrogate', 'lone\udfff'],
    ['message', 'a lone high surrogate', '\ud83d then text'],
    ['message', 'NUL', 'a\u0000b'],
    ['message', 'ESC (a terminal escape)', '\u001b[2J'],
    ['message', 'a carriage return', 'one\r\ntwo'],
    ['message', 'a C1 control', 'next\u0085line'],
    ['page', 'a lone surrogate', '/quick\ud800start'],
    ['page', 'NUL', '/quick\u0000start'],
    ['page', 'DEL', '/quick\u007fstart'],
    ['page', 'a C1 control', '/quick\u0085start'],
    ['email', `${EMAIL_MAX_LENGTH + 1} characters`, `${'a'.repeat(EMAIL_MAX_LENGTH + 1 - '@example.com'.length)}@example.com`],
    ['email', '5,000 characters', `${'a'.repeat(4988)}@example.com`],
    ['timestamp', 'a thousand fraction digits', `2026-01-01T00:00:00.${'0'.repeat(1000)}Z`],
  ])('400 for a %s holding %s', async (field, _what, value) => {
    const response = await postJson(t.app, validBody({[field]: value}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({error: expect.stringContaining(field), field});
  });

  it.each([
    ['message', 'tabs, newlines and emoji', 'Line one\n\tindented 😀 é 中文'],
    ['email', `exactly ${EMAIL_MAX_LENGTH} characters`, `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`],
    ['page', 'percent-encoding and non-ASCII', '/how-to-guides/caf%C3%A9?q=ü'],
  ])('201 for a %s holding %s, stored as sent', async (field, _what, value) => {
    const body = validBody({[field]: value});
    const response = await postJson(t.app, body);
    expect(response.statusCode).toBe(201);
    expect(await exported(body.id as string)).toEqual(body);
  });
});

// Any UTF-16 code unit (lone surrogates and controls included), valid pairs, and the usual characters.
const codeUnit = fc.oneof(
  fc.integer({min: 0, max: 0xffff}).map((code) => String.fromCharCode(code)),
  fc.constantFrom('a', 'Z', '/', ' ', '\n', '\t', '\r', '😀', 'é', '\ud800', '\udfff', '\u0000', '\u0085'),
);
const anyText = (maxLength: number) => fc.string({unit: codeUnit, maxLength});

const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}(\.[a-z0-9]{1,8})?(\+[a-z]{1,6})?$/), fc.constantFrom('example.com', 'vtex.com.br', 'mail.example.org'))
  .map(([local, domain]) => `${local}@${domain}`);

/**
 * Bodies the survey could send, and some it would not: each field's odd values (any code unit, a rate out of range) are
 * one choice in three to five, so that about a third of the bodies are accepted and the round trip is tried on many of them
 * even at the 50 runs of the mutation run, while refused ones still come up in every run.
 */
const candidate = fc.record({
  rate: fc.oneof({arbitrary: fc.integer({min: 1, max: 5}), weight: 4}, {arbitrary: fc.constantFrom(0, 6), weight: 1}),
  message: fc.oneof({arbitrary: anyText(60), weight: 1}, {arbitrary: fc.string({unit: 'grapheme', maxLength: 60}), weight: 3}),
  // fast-check's emailAddress() follows RFC 5322, whose quoted and symbol-rich forms the survey refuses (97 % of them):
  // the plain addresses readers type come from their own generator.
  email: fc.oneof(
    {arbitrary: fc.constant(''), weight: 2},
    {arbitrary: plainEmail, weight: 2},
    {arbitrary: fc.emailAddress(), weight: 1},
    {arbitrary: anyText(20).map((local) => `${local}@example.com`), weight: 1},
  ),
  page: fc.oneof(
    {arbitrary: anyText(30).map((rest) => `/${rest}`), weight: 1},
    {arbitrary: fc.webPath().map((webPath) => `/${webPath.replace(/^\/+/, '')}`), weight: 3},
  ),
});

describe('round trip of acknowledged feedback', () => {
  it('any body answered 2xx comes back identical from the export and from the webhook', async () => {
    const acknowledged: Array<Record<string, unknown>> = [];
    const runs = fuzzRuns(300);
    await fc.assert(
      fc.asyncProperty(candidate, async (fields) => {
        const body = validBody(fields);
        const response = await postJson(t.app, body);
        expect([200, 201, 400]).toContain(response.statusCode);
        if (response.statusCode >= 300) return;
        acknowledged.push(body);
        expect(await exported(body.id as string)).toEqual(body);
      }),
      {numRuns: runs},
    );
    // The property is only worth something if many bodies were accepted (more than 20 of 300).
    expect(acknowledged.length).toBeGreaterThan(runs / 15);

    const deadline = Date.now() + 15_000;
    while (acknowledged.some((body) => !received.has(body.id as string)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The webhook payload also says who sent it: a survey post comes from a reader.
    for (const body of acknowledged) expect(received.get(body.id as string)).toEqual({...body, source: 'reader'});
  }, 90_000);
});
