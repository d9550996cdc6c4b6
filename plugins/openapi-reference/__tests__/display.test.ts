import {describe, expect, it} from 'vitest';
import {nameBreaks} from '../client/display.ts';

describe('nameBreaks', () => {
  it.each([
    ['a plain name', 'builderId', ['builderId']],
    ['a name with a hyphen, which is no place to break', 'document-id', ['document-id']],
    ['a bracketed filter', 'filters[status]', ['filters[', 'status]']],
    ['a dotted path inside brackets', 'filters[parameters.collection.seo.slug]', ['filters[', 'parameters.', 'collection.', 'seo.', 'slug]']],
    ['two dots in a row', 'a..b', ['a.', '.', 'b']],
    ['a name that starts with a bracket', '[x', ['[', 'x']],
  ])('%s: %s', (_, name, expected) => {
    expect(nameBreaks(name)).toEqual(expected);
    expect(nameBreaks(name).join('')).toBe(name);
  });
});

describe('nameBreaks after other characters', () => {
  it.each([
    ['a path, after each slash', '/_v/cms/api/{builderId}/', '/', ['/', '_v/', 'cms/', 'api/', '{builderId}/']],
    ['a character a pattern would read as a range', 'a-b-c', '-', ['a-', 'b-', 'c']],
    ['a closing bracket', 'a]b', ']', ['a]', 'b']],
  ])('%s: %s', (_, name, after, expected) => {
    expect(nameBreaks(name, after)).toEqual(expected);
  });
});
