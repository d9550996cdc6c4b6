/**
 * The survey body's UTF-8 check (feedback/body.ts) against Node's own validator: every byte it marks is one that no
 * well-formed sequence covers (RFC 3629), over byte strings built from the values at each boundary of the table.
 */
import {isUtf8} from 'node:buffer';
import {describe, expect, it} from 'vitest';
import {FEEDBACK_FIELD_NAMES} from '../../common/feedback.js';
import {decodeMarkingInvalid, NotUtf8Error} from '../feedback/body.js';
import {feedbackApp, validBody} from './feedback-helpers.js';

/** The expected marking, from `isUtf8`: at each byte, the shortest well-formed run starting there, else a marker. */
function reference(bytes: Buffer): {text: string; first: number | undefined} {
  let text = '';
  let first: number | undefined;
  for (let at = 0; at < bytes.length; ) {
    const length = [1, 2, 3, 4].find((n) => at + n <= bytes.length && isUtf8(bytes.subarray(at, at + n)));
    if (length === undefined) {
      first ??= bytes[at];
      text += String.fromCharCode(0xdc00 | bytes[at]!);
      at += 1;
    } else {
      text += bytes.toString('utf8', at, at + length);
      at += length;
    }
  }
  return {text, first};
}

/** Each value on either side of a limit in the UTF-8 table: ASCII, continuation ranges, and every lead byte class. */
const edges = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff];

/** A small deterministic generator (mulberry32), so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('decodeMarkingInvalid', () => {
  it.each([
    ['ASCII up to 0x7F', [0x41, 0x7f], undefined],
    ['two bytes, C2 to DF', [0xc2, 0x80, 0xdf, 0xbf], undefined],
    ['E0 with A0 to BF', [0xe0, 0xa0, 0x80], undefined],
    ['E1 to EC, EE and EF', [0xe1, 0x80, 0x80, 0xec, 0xbf, 0xbf, 0xee, 0x80, 0x80, 0xef, 0xbf, 0xbf], undefined],
    ['ED below the surrogates', [0xed, 0x9f, 0xbf], undefined],
    ['F0 with 90 to BF', [0xf0, 0x90, 0x80, 0x80], undefined],
    ['F1 to F3', [0xf1, 0x80, 0x80, 0x80, 0xf3, 0xbf, 0xbf, 0xbf], undefined],
    ['F4 up to U+10FFFF', [0xf4, 0x8f, 0xbf, 0xbf], undefined],
    ['a lone continuation byte', [0x41, 0x80], 0x80],
    ['overlong C0 and C1', [0xc1, 0xbf], 0xc1],
    ['a two-byte lead before ASCII', [0xc2, 0x41], 0xc2],
    ['a two-byte lead at the end', [0x41, 0xdf], 0xdf],
    ['overlong E0', [0xe0, 0x9f, 0xbf], 0xe0],
    ['a surrogate, ED A0', [0xed, 0xa0, 0x80], 0xed],
    ['a three-byte sequence cut short', [0xef, 0xbf], 0xef],
    ['overlong F0', [0xf0, 0x8f, 0xbf, 0xbf], 0xf0],
    ['a four-byte sequence cut short', [0xf3, 0xbf, 0xbf], 0xf3],
    ['past U+10FFFF, F4 90', [0xf4, 0x90, 0x80, 0x80], 0xf4],
    ['F5 and above', [0xf5, 0x80, 0x80, 0x80], 0xf5],
  ])('%s: first byte not UTF-8 is %s', (_case, bytes, first) => {
    const buffer = Buffer.from(bytes);
    const decoded = decodeMarkingInvalid(buffer);
    expect(decoded.first).toBe(first);
    expect(decoded).toEqual(reference(buffer));
  });

  it('marks exactly the bytes Node does not read as UTF-8, in 20,000 strings of edge values', () => {
    const next = random(20261127);
    const differences: string[] = [];
    for (let run = 0; run < 20_000 && differences.length < 5; run++) {
      const bytes = Buffer.from(Array.from({length: 1 + Math.floor(next() * 8)}, () => edges[Math.floor(next() * edges.length)]!));
      const decoded = decodeMarkingInvalid(bytes);
      const expected = reference(bytes);
      if (decoded.text !== expected.text || decoded.first !== expected.first) differences.push(bytes.toString('hex'));
      if ((decoded.first === undefined) !== isUtf8(bytes)) differences.push(`${bytes.toString('hex')} (isUtf8)`);
    }
    expect(differences).toEqual([]);
  });
});

describe('NotUtf8Error', () => {
  it('is a 400 named NotUtf8Error that says which byte, and where when it knows', () => {
    const inField = new NotUtf8Error('message', 0xc3);
    expect(inField).toMatchObject({name: 'NotUtf8Error', statusCode: 400, field: 'message', message: 'message must be UTF-8 text: byte 0xC3 is not UTF-8'});
    expect(new NotUtf8Error(undefined, 0xff).message).toBe('body must be UTF-8: byte 0xFF is not UTF-8');
  });
});

describe('the field a refusal names', () => {
  const post = async (parts: Array<string | number[]>) => {
    const t = await feedbackApp();
    try {
      const payload = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
      const response = await t.app.inject({method: 'POST', url: '/api/feedback', headers: {'content-type': 'application/json'}, payload});
      return {status: response.statusCode, body: response.json() as {error: string; field?: string}, stored: t.storedIds().length};
    } finally {
      await t.close();
    }
  };
  const json = JSON.stringify(validBody());

  it('is the first field in the validation order, not in the body order', async () => {
    // The survey's validation checks "message" before "page"; this body lists "page" first, both holding bytes.
    expect(FEEDBACK_FIELD_NAMES.indexOf('message')).toBeLessThan(FEEDBACK_FIELD_NAMES.indexOf('page'));
    const {page: _page, message: _message, ...rest} = validBody();
    const head = JSON.stringify(rest).slice(0, -1);
    const answer = await post([`${head},"page":"/a`, [0xfe], '","message":"a', [0xff], '"}']);
    expect(answer).toEqual({status: 400, body: {error: 'message must be UTF-8 text: byte 0xFF is not UTF-8', field: 'message'}, stored: 0});
  });

  it('is a field the survey does not know, when only it holds the bytes', async () => {
    const answer = await post([`${json.slice(0, -1)},"extra":"x`, [0xe9], '"}']);
    expect(answer).toEqual({status: 400, body: {error: 'extra must be UTF-8 text: byte 0xE9 is not UTF-8', field: 'extra'}, stored: 0});
  });

  it.each([
    ['a list', ['["', [0xff], '"]']],
    ['a string', ['"', [0xff], '"']],
  ] as Array<[string, Array<string | number[]>]>)('is none when the body is %s', async (_case, parts) => {
    expect(await post(parts)).toEqual({status: 400, body: {error: 'body must be UTF-8: byte 0xFF is not UTF-8'}, stored: 0});
  });
});
