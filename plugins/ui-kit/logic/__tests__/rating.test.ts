import {describe, expect, it} from 'vitest';
import {itemFill} from '../rating.ts';

describe('itemFill', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'partial', 'empty']],
    [3.1, ['full', 'full', 'full', 'partial', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('a rating of %d over five items', (value, expected) => {
    expect([0, 1, 2, 3, 4].map((index) => itemFill(value, index))).toEqual(expected);
  });
});
