import {describe, expect, it} from 'vitest';
import {ratingLabel, starFills} from '../rating';

describe('starFills', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.3, ['full', 'full', 'full', 'half', 'empty']],
    [3.2, ['full', 'full', 'full', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%d stars', (value, expected) => {
    expect(starFills(value)).toEqual(expected);
  });

  it.each([
    [4.46, 5, 'Rated 4.5 out of 5'],
    [9, 5, 'Rated 5 out of 5'],
    [2, 10, 'Rated 2 out of 10'],
  ])('label of %d out of %d', (value, max, expected) => {
    expect(ratingLabel(value, max)).toBe(expected);
  });
});
