import {describe, expect, it} from 'vitest';
import {trappedFocusIndex} from '../focusTrap.ts';

describe('trappedFocusIndex', () => {
  it.each([
    ['Tab on the last goes to the first', 2, 3, false, 0],
    ['Tab in the middle is left to the browser', 1, 3, false, null],
    ['Tab from outside goes to the first', -1, 3, false, 0],
    ['Shift+Tab on the first goes to the last', 0, 3, true, 2],
    ['Shift+Tab in the middle is left to the browser', 2, 3, true, null],
    ['nothing focusable', 0, 0, false, null],
  ])('%s', (_name, current, count, backwards, expected) => {
    expect(trappedFocusIndex(current, count, backwards)).toBe(expected);
  });
});
