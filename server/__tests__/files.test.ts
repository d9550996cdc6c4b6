import {describe, expect, it} from 'vitest';
import {chooseEncoding, type StoredEncoding} from '../files.js';

const both: StoredEncoding[] = ['br', 'gzip'];

describe('chooseEncoding', () => {
  it.each<[string | undefined, StoredEncoding[], StoredEncoding | null]>([
    [undefined, both, null],
    ['', both, null],
    ['identity', both, null],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['gzip, deflate, br', both, 'br'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['BR, GZIP', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0', both, null],
    ['deflate', both, null],
    ['gzip, br', ['gzip'], 'gzip'],
    ['gzip, br', [], null],
  ])('Accept-Encoding %j with %j stored gives %j', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
