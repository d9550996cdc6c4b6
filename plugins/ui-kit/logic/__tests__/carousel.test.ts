import {describe, expect, it} from 'vitest';
import {nextSlide, previousSlide, slideAnnouncement, slideForKey, swipeDirection} from '../carousel.ts';

describe('carousel index math', () => {
  it.each([
    [0, 4, true, 3],
    [0, 4, false, 0],
    [2, 4, true, 1],
    [2, 4, false, 1],
  ])('previous from %d of %d (infinite %s) is %d', (current, count, infinite, expected) => {
    expect(previousSlide(current, count, infinite)).toBe(expected);
  });

  it.each([
    [3, 4, true, 0],
    [3, 4, false, 3],
    [1, 4, true, 2],
    [0, 0, true, 0],
  ])('next from %d of %d (infinite %s) is %d', (current, count, infinite, expected) => {
    expect(nextSlide(current, count, infinite)).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 0, 0 + 3],
    ['ArrowRight', 3, 0],
    ['ArrowRight', 1, 2],
    ['Home', 2, 0],
    ['End', 0, 3],
    ['Enter', 1, null],
  ])('key %s on bullet %d goes to %s', (key, current, expected) => {
    expect(slideForKey(key, current, 4, true)).toBe(expected);
  });

  it.each([
    [-80, 'next'],
    [80, 'previous'],
    [10, null],
    [-39, null],
  ])('a horizontal move of %d px is %s', (delta, expected) => {
    expect(swipeDirection(delta)).toBe(expected);
  });

  it('announces the slide 1-based', () => {
    expect(slideAnnouncement(0, 5)).toBe('Slide 1 of 5');
  });
});
