import {describe, expect, it} from 'vitest';
import {focusTarget, toggleIndex} from '../accordion.ts';

describe('toggleIndex', () => {
  it.each([
    [[], 1, false, [1]],
    [[1], 1, false, []],
    [[0], 2, false, [2]],
    [[0], 2, true, [0, 2]],
    [[2, 0], 1, true, [0, 1, 2]],
    [[0, 2], 2, true, [0]],
  ])('%o toggling %d (multiple %s) gives %o', (open, index, multiple, expected) => {
    expect(toggleIndex(open, index, multiple)).toEqual(expected);
  });
});

describe('focusTarget', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 0, 2],
    ['ArrowUp', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['ArrowLeft', 1, null],
  ])('%s from button %d focuses %s', (key, current, expected) => {
    expect(focusTarget(key, current, 3)).toBe(expected);
  });
});
