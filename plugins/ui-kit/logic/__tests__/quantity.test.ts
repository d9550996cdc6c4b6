import {describe, expect, it} from 'vitest';
import {clampQuantity} from '../quantity.ts';

describe('clampQuantity', () => {
  it.each([
    [3, 1, 10, 3],
    [0, 1, 10, 1],
    [-4, 1, 10, 1],
    [12, 1, 10, 10],
    [2.6, 1, 10, 3],
    [Number.NaN, 1, 10, 1],
    [1000, 1, Number.POSITIVE_INFINITY, 1000],
  ])('%d between %d and %d is %d', (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });
});
