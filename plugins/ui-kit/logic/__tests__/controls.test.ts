import {describe, expect, it} from 'vitest';
import {numberProblem} from '../controls.ts';

const rating = {name: 'value', min: 0, max: 5, step: 0.5};

describe('numberProblem', () => {
  it.each([
    ['0', null],
    ['4.5', null],
    ['5', null],
    ['7', 'value takes 0 to 5, not 7'],
    ['-1', 'value takes 0 to 5, not -1'],
    ['3.7', 'value takes steps of 0.5 from 0, not 3.7'],
    ['', 'value takes a number from 0 to 5'],
    ['abc', 'value takes a number from 0 to 5'],
    ['Infinity', 'value takes a number from 0 to 5'],
  ])('%j', (text, expected) => {
    expect(numberProblem(rating, text)).toBe(expected);
  });

  it('counts the steps from min and forgives float noise', () => {
    expect(numberProblem({name: 'price', min: 0, max: 100, step: 0.01}, '24.9')).toBeNull();
    expect(numberProblem({name: 'price', min: 0, max: 100, step: 0.01}, '0.3')).toBeNull();
    expect(numberProblem({name: 'duration', min: 0, max: 5000, step: 50}, '425')).toBe('duration takes steps of 50 from 0, not 425');
  });

  it('takes any number in range without a step', () => {
    expect(numberProblem({name: 'x', min: -1, max: 1}, '0.123')).toBeNull();
  });
});
