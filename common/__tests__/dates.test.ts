import {describe, expect, it} from 'vitest';
import {descending, formatLongDate, formatUtcDate} from '../dates.ts';

describe('formatLongDate', () => {
  it('writes every day of a leap year as Intl writes en-US long dates in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
    for (let day = new Date('2024-01-01T00:00:00Z'); day.getUTCFullYear() === 2024; day = new Date(day.getTime() + 86_400_000)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.format(day));
    }
  });

  it('reads the date part of a timestamp and rejects what is not a date', () => {
    expect(formatLongDate('2023-03-10T12:00:00Z')).toBe('March 10, 2023');
    expect(() => formatLongDate('10/03/2023')).toThrow('Not an ISO date: "10/03/2023".');
    expect(() => formatLongDate('2023-13-01')).toThrow('Not an ISO date');
  });
});

describe('descending', () => {
  it('puts later dates and date-prefixed file names first', () => {
    expect(['2023-03-10-faststore.md', '2024-01-02-cms.md', '2023-03-10-cli.md'].sort(descending)).toEqual([
      '2024-01-02-cms.md',
      '2023-03-10-faststore.md',
      '2023-03-10-cli.md',
    ]);
    expect(descending('2024-01-01', '2024-01-01')).toBe(0);
  });
});

describe('formatUtcDate', () => {
  it('matches Intl for every day of a year, in long and short months, at any hour', () => {
    for (const month of ['long', 'short'] as const) {
      const intl = new Intl.DateTimeFormat('en-US', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});
      for (let time = Date.UTC(2023, 0, 1, 23, 59); new Date(time).getUTCFullYear() === 2023; time += 86_400_000) {
        expect(formatUtcDate(new Date(time), month)).toBe(intl.format(new Date(time)));
      }
    }
  });
});
