import {describe, expect, it} from 'vitest';
import {minimumGap, moveThumb, normalizeRange, percentOf, roundToStep, type SliderBounds, type Thumb} from '../slider.ts';

const bounds: SliderBounds = {absoluteMin: 0, absoluteMax: 100, step: 1};

describe('moveThumb keeps min at least 1 below max and max at least 1 above min', () => {
  it.each<[string, Thumb, number, {min: number; max: number}]>([
    ['min moves freely inside the range', 'min', 30, {min: 30, max: 80}],
    ['min dragged onto max stops 1 below', 'min', 80, {min: 79, max: 80}],
    ['min dragged past max stops 1 below', 'min', 95, {min: 79, max: 80}],
    ['min typed below the absolute minimum', 'min', -20, {min: 0, max: 80}],
    ['max moves freely inside the range', 'max', 60, {min: 20, max: 60}],
    ['max dragged onto min stops 1 above', 'max', 20, {min: 20, max: 21}],
    ['max dragged below min stops 1 above', 'max', 3, {min: 20, max: 21}],
    ['max typed above the absolute maximum', 'max', 500, {min: 20, max: 100}],
    ['a non-numeric typed value keeps the range', 'min', Number.NaN, {min: 20, max: 80}],
    ['a fractional value is rounded to the step', 'max', 55.4, {min: 20, max: 55}],
  ])('%s', (_name, thumb, requested, expected) => {
    expect(moveThumb({min: 20, max: 80}, thumb, requested, bounds)).toEqual(expected);
  });

  it.each<[string, Thumb, number, number, {min: number; max: number}]>([
    ['step 10: min snaps and stays a step below max', 'min', 75, 10, {min: 50, max: 60}],
    ['step 10: max snaps and stays a step above min', 'max', 12, 10, {min: 40, max: 50}],
    ['step 0.5: the gap is still at least 1', 'min', 59.5, 0.5, {min: 59, max: 60}],
  ])('%s', (_name, thumb, requested, step, expected) => {
    const start = step === 10 ? (thumb === 'min' ? {min: 20, max: 60} : {min: 40, max: 90}) : {min: 10, max: 60};
    expect(moveThumb(start, thumb, requested, {...bounds, step})).toEqual(expected);
  });

  it('the thumbs never cross over a long sequence of moves', () => {
    let range = {min: 20, max: 80};
    const moves: Array<[Thumb, number]> = [['min', 90], ['max', 0], ['min', 100], ['max', -5], ['min', 50], ['max', 50]];
    for (const [thumb, value] of moves) {
      range = moveThumb(range, thumb, value, bounds);
      expect(range.max - range.min).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('normalizeRange', () => {
  it.each([
    [{min: 20, max: 80}, {min: 20, max: 80}],
    [{min: 90, max: 10}, {min: 9, max: 10}],
    [{min: -5, max: 500}, {min: 0, max: 100}],
    [{min: 50, max: 50}, {min: 49, max: 50}],
    [{min: 100, max: 0}, {min: 0, max: 1}],
  ])('%o becomes %o', (range, expected) => {
    expect(normalizeRange(range, bounds)).toEqual(expected);
  });
});

describe('helpers', () => {
  it.each([
    [1, 1],
    [0.5, 1],
    [5, 5],
  ])('minimumGap(%d) = %d', (step, gap) => expect(minimumGap(step)).toBe(gap));

  it.each([
    [0.30000000000000004, 0.1, 0, 0.3],
    [17, 5, 0, 15],
    [18, 5, 0, 20],
    [12, 5, 2, 12],
  ])('roundToStep(%d, %d, %d) = %d', (value, step, origin, expected) => {
    expect(roundToStep(value, step, origin)).toBe(expected);
  });

  it.each([
    [0, 0],
    [50, 50],
    [100, 100],
  ])('percentOf(%d) = %d', (value, expected) => expect(percentOf(value, bounds)).toBe(expected));
});
