import {describe, expect, it} from 'vitest';
import {API_REFERENCE_PATH, needsFullLoad, parameterExample} from '../apiReference.ts';

describe('needsFullLoad', () => {
  it.each([
    ['a client-side move to the API reference', API_REFERENCE_PATH, '/resources', true],
    ['the first render of the API reference (it came from the server)', API_REFERENCE_PATH, undefined, false],
    ['a hash or query change on the API reference', API_REFERENCE_PATH, API_REFERENCE_PATH, false],
    ['a move to any other page', '/quickstart', API_REFERENCE_PATH, false],
    ['a path that only starts like it', `${API_REFERENCE_PATH}-old`, '/resources', false],
  ])('%s: %s', (_, pathname, previous, expected) => {
    expect(needsFullLoad(pathname, previous)).toBe(expected);
  });
});

describe('parameterExample', () => {
  it.each([
    ['no example', 'The builder.', undefined, undefined],
    ['an example the description does not name', 'The page to read.', 'plp', 'plp'],
    ['an example the description quotes as code', 'The builder, for example `faststore`.', 'faststore', undefined],
    ['an example the description names only as a word', 'Filters on faststore pages.', 'faststore', 'faststore'],
    ['a number, shown as text', undefined, 9282, '9282'],
  ])('%s', (_, description, example, expected) => {
    expect(parameterExample(description, example)).toBe(expected);
  });
});
