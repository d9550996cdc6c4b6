import {describe, expect, it} from 'vitest';
import {decodePostings, encodePostings, type Postings} from '../../../common/search/format.ts';
import {buildSearchIndex} from '../../../common/search/indexer.ts';
import type {PostingsShard} from '../../../common/search/types.ts';
import {generatedCorpus} from '../../../bench/lib/corpus.ts';
import {packPostings, PostingsPacker} from '../resident-postings.js';

/** The decoded postings as plain arrays, so a mismatch shows which entry differs. */
const plain = (postings: Postings | undefined) => postings && {pages: [...postings.pages], weights: [...postings.weights], names: [...postings.names]};

const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value, n) => value === b[n]);
/** Whether `found` holds exactly `expected` (a cheap check for long lists). */
const sameAs = (found: Postings | undefined, expected: Postings) =>
  found !== undefined && same(found.pages, expected.pages) && same(found.weights, expected.weights) && same(found.names, expected.names);

describe('resident postings', () => {
  it.each([
    ['pages and weights', '3.5k,11.4g'],
    ['pages, weights and names', '0.1|7,2'],
    ['names only', '|4'],
    ['one page', '0.0'],
    ['a level past 255 (two bytes a level)', encodePostings([1, 2, 900], [12, 1295, 300])],
    ['gaps past one varint byte', encodePostings([0, 127, 128, 16_511, 2_000_000], [1, 2, 3, 4, 5], [5, 300_000])],
  ])('decode %s as decodePostings does', (_name, encoded) => {
    const resident = packPostings([{before: '0.1', word: encoded, after: '2.3|2'}]);
    expect(plain(resident.get('word'))).toEqual(plain(decodePostings(encoded)));
    expect(plain(resident.get('after'))).toEqual(plain(decodePostings('2.3|2')));
    expect(resident.get('missing')).toBeUndefined();
    expect(resident.words).toBe(3);
  });

  it('decode every word of a generated index as decodePostings does, shard by shard', () => {
    const {pages} = generatedCorpus(200);
    const built = buildSearchIndex('en', pages);
    const shards = [...built.files].filter(([file]) => file.startsWith('t/')).map(([, content]) => JSON.parse(content) as PostingsShard);
    expect(shards.length).toBeGreaterThan(1);
    const packer = new PostingsPacker();
    for (const shard of shards) packer.add(shard);
    const resident = packer.finish();
    let words = 0;
    for (const shard of shards) {
      for (const [word, encoded] of Object.entries(shard)) {
        expect(sameAs(resident.get(word), decodePostings(encoded)), word).toBe(true);
        words += 1;
      }
    }
    expect(resident.words).toBe(words);
    // Smaller than the index's text: a page entry takes 2 to 3 bytes instead of about 5 characters.
    expect(resident.bytes).toBeLessThan(shards.reduce((sum, shard) => sum + Object.values(shard).join('').length, 0) * 0.7);
  });

  it('keep words across buffer chunks, one larger than a chunk among them', () => {
    const many = Array.from({length: 600_000}, (_, n) => n * 3);
    const big = encodePostings(many, many.map((n) => n % 200));
    const shards: PostingsShard[] = [{a: '1.2'}, {big, c: '4.5,1.6'}, {big2: big, d: '0.7|0'}];
    const resident = packPostings(shards);
    // Each large word takes 2 bytes a page, more than a 1 MB chunk.
    expect(resident.bytes).toBeGreaterThan(2 * (1 << 20));
    for (const shard of shards) for (const [word, encoded] of Object.entries(shard)) expect(sameAs(resident.get(word), decodePostings(encoded)), word).toBe(true);
  });

  it.each([
    [6, ['three', 'two', 'one']],
    [5, ['three', 'two']],
    [4, ['three']],
    [2, []],
  ])('name the commonest words that fit in %i page entries, most pages first', (entries, words) => {
    const resident = packPostings([{one: '0.1', three: '0.1,1.1,1.1|0'}, {two: '0.1,1.1'}]);
    expect(resident.commonest(entries)).toEqual(words);
  });
});
