/**
 * The survey's body as bytes. JSON is UTF-8 (RFC 8259 §8.1) and a response is stored as the text it is, so a body
 * holding bytes that are not UTF-8 is refused with 400 naming the field they are in, rather than stored with U+FFFD
 * in their place, which is what decoding it as Fastify's JSON parser does would give: the database, the export and
 * the webhook would then hold a text the reader never sent. The survey itself always sends UTF-8 (fetch encodes the
 * JSON it is given); only a hand-made client meets this, and it is told what to fix.
 */
import {isUtf8} from 'node:buffer';
import type {FastifyInstance, FastifyRequest} from 'fastify';
import {feedbackSchema} from '../../common/feedback.ts';

/** Length of the well-formed UTF-8 sequence at `at` (RFC 3629 §4: no overlong forms, surrogates or code points past U+10FFFF), or 0. */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at]!;
  const inRange = (offset: number, low = 0x80, high = 0xbf) => {
    const byte = bytes[at + offset];
    return byte !== undefined && byte >= low && byte <= high;
  };
  if (first <= 0x7f) return 1;
  if (first >= 0xc2 && first <= 0xdf) return inRange(1) ? 2 : 0;
  if (first === 0xe0) return inRange(1, 0xa0) && inRange(2) ? 3 : 0;
  if ((first >= 0xe1 && first <= 0xec) || first === 0xee || first === 0xef) return inRange(1) && inRange(2) ? 3 : 0;
  if (first === 0xed) return inRange(1, 0x80, 0x9f) && inRange(2) ? 3 : 0;
  if (first === 0xf0) return inRange(1, 0x90) && inRange(2) && inRange(3) ? 4 : 0;
  if (first >= 0xf1 && first <= 0xf3) return inRange(1) && inRange(2) && inRange(3) ? 4 : 0;
  if (first === 0xf4) return inRange(1, 0x80, 0x8f) && inRange(2) && inRange(3) ? 4 : 0;
  return 0;
}

/** A byte that is not UTF-8, kept in the text as a lone surrogate U+DC80–U+DCFF (no well-formed text holds one). */
const marker = (byte: number) => String.fromCharCode(0xdc00 | byte);
const markers = /[\udc80-\udcff]/;

/**
 * The text of `bytes` with each byte that is not part of a well-formed UTF-8 sequence marked where it stood, and the
 * first such byte (undefined when there is none).
 */
export function decodeMarkingInvalid(bytes: Buffer): {text: string; first: number | undefined} {
  let text = '';
  let start = 0;
  let first: number | undefined;
  for (let at = 0; at < bytes.length; ) {
    const length = sequenceLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    first ??= bytes[at];
    text += bytes.toString('utf8', start, at) + marker(bytes[at]!);
    at += 1;
    start = at;
  }
  return {text: text + bytes.toString('utf8', start), first};
}

/** A body refused for bytes that are not UTF-8; `field` names where they are, when they are in a field's text. */
export class NotUtf8Error extends Error {
  override name = 'NotUtf8Error';
  readonly statusCode = 400;
  constructor(
    readonly field: string | undefined,
    byte: number,
  ) {
    const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    super(field === undefined ? `body must be UTF-8: byte ${hex} is not UTF-8` : `${field} must be UTF-8 text: byte ${hex} is not UTF-8`);
  }
}

/** The fields in the order the survey's validation names them, then any other. */
const fieldOrder = Object.keys(feedbackSchema.shape);

/** Why `body` (parsed from text with markers) is refused: the first field, in the validation's order, that holds a marker. */
function notUtf8(body: unknown): NotUtf8Error | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const names = [...fieldOrder.filter((name) => name in record), ...Object.keys(record).filter((name) => !fieldOrder.includes(name))];
  for (const name of names) {
    const value = record[name];
    const found = typeof value === 'string' ? markers.exec(value) : null;
    if (found) return new NotUtf8Error(name, found[0].charCodeAt(0) & 0xff);
  }
  return undefined;
}

/**
 * Makes `scope` parse `application/json` bodies as bytes: UTF-8 ones by Fastify's own JSON parser (with its
 * prototype-poisoning checks), others refused with NotUtf8Error naming the field that holds the bytes.
 */
export function parseUtf8Json(scope: FastifyInstance, bodyLimit: number): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', {parseAs: 'buffer', bodyLimit}, (request: FastifyRequest, bytes: Buffer | string, done) => {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    if (isUtf8(buffer)) return parseJson(request, buffer.toString('utf8'), done);
    const {text, first = 0} = decodeMarkingInvalid(buffer);
    parseJson(request, text, (error, body) => {
      // Bytes in a field's text name that field; outside any (a key, between values, a body that is no JSON), none.
      done((error === null ? notUtf8(body) : undefined) ?? new NotUtf8Error(undefined, first), undefined);
    });
  });
}
