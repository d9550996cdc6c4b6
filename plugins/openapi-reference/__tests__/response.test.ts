import {describe, expect, it} from 'vitest';
import {jsonTokens, type JsonTokenType} from '../client/jsonTokens.ts';
import {formatBody, reasonPhrase, statusKind} from '../client/response.ts';

/** The tokens of `text` that are not plain, as `type:text`. */
const typed = (text: string) => jsonTokens(text).flatMap((token) => (token.type === null ? [] : [`${token.type}:${token.text}`]));

describe('jsonTokens', () => {
  it.each<[string, string, string[]]>([
    ['an object of every kind of value', '{"a": "x", "b": 1, "c": true, "d": null}', [
      'punctuation:{', 'property:"a"', 'operator::', 'string:"x"', 'punctuation:,', 'property:"b"', 'operator::', 'number:1', 'punctuation:,',
      'property:"c"', 'operator::', 'boolean:true', 'punctuation:,', 'property:"d"', 'operator::', 'null:null', 'punctuation:}',
    ]],
    ['negative and exponent numbers', '[-1.5, 2e10]', ['punctuation:[', 'number:-1.5', 'punctuation:,', 'number:2e10', 'punctuation:]']],
    ['digits, words and colons inside a string stay one string', '"true: 42 null"', ['string:"true: 42 null"']],
    ['an escaped quote inside a string', '{"say": "a \\"b\\" c"}', ['punctuation:{', 'property:"say"', 'operator::', 'string:"a \\"b\\" c"', 'punctuation:}']],
    ['spaces between a property and its colon', '{"a" : 1}', ['punctuation:{', 'property:"a"', 'operator::', 'number:1', 'punctuation:}']],
  ])('%s', (_, text, expected) => {
    expect(typed(text)).toEqual(expected);
  });

  it('gives back the text exactly when the tokens are joined, pretty-printed JSON included', () => {
    const text = JSON.stringify({id: 'x', sections: [{name: 'Hero', data: {title: 'Hi', n: 3, ok: false, none: null}}]}, null, 2);
    expect(jsonTokens(text).map((token) => token.text).join('')).toBe(text);
    const types = new Set(jsonTokens(text).map((token) => token.type));
    expect([...types].filter((type): type is JsonTokenType => type !== null).sort()).toEqual(['boolean', 'null', 'number', 'operator', 'property', 'punctuation', 'string']);
  });
});

describe('formatBody', () => {
  it.each([
    ['JSON, pretty-printed', '{"a":[1,2]}', {text: '{\n  "a": [\n    1,\n    2\n  ]\n}', json: true}],
    ['text that is not JSON, as it came', 'Bad gateway', {text: 'Bad gateway', json: false}],
    ['an empty body', '', {text: '', json: false}],
  ])('%s', (_, body, expected) => {
    expect(formatBody(body)).toEqual(expected);
  });
});

describe('reasonPhrase', () => {
  it.each([
    ['the server\'s own phrase', 200, 'OK', 'OK'],
    ['the standard phrase when the server sent none (HTTP/2)', 404, '', 'Not Found'],
    ['the standard phrase for a server error', 500, '', 'Internal Server Error'],
    ['nothing for a code without a standard phrase', 299, '', ''],
  ])('%s', (_, status, statusText, expected) => {
    expect(reasonPhrase(status, statusText)).toBe(expected);
  });
});

describe('statusKind', () => {
  it.each([
    [101, 'informational'],
    [200, 'success'],
    ['204', 'success'],
    [304, 'redirect'],
    [400, 'clientError'],
    ['404', 'clientError'],
    [499, 'clientError'],
    [500, 'serverError'],
    [503, 'serverError'],
    [0, 'serverError'],
  ])('%s is %s', (status, expected) => {
    expect(statusKind(status)).toBe(expected);
  });
});
