import {describe, expect, it} from 'vitest';
import {formatPrice} from '../price.ts';

describe('formatPrice', () => {
  it.each([
    [1234.5, {}, '$1,234.50'],
    [0, {}, '$0.00'],
    [99.9, {locale: 'en-US', currency: 'EUR'}, '€99.90'],
    [1234.5, {locale: 'de-DE', currency: 'EUR'}, '1.234,50\u00a0€'],
    [10, {locale: 'en-US', currency: 'not-a-currency'}, '$10.00'],
  ])('%d with %o is %s', (value, format, expected) => {
    expect(formatPrice(value, format)).toBe(expected);
  });
});
