/**
 * Dates as the pages show them, without `Intl`: building an `Intl.DateTimeFormat` loads locale data, about
 * 50 ms of a phone's main thread while a page hydrates, for a few fixed English formats.
 */

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2023-03-10` (or a full ISO timestamp, read as UTC) as `March 10, 2023`, like `en-US` long dates. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not an ISO date: "${isoDate}".`);
  return formatUtcDate(new Date(Date.UTC(Number(match[1]), month - 1, Number(match[3]))), 'long');
}

/** `date` in UTC as `en-US` writes it with `{day: 'numeric', month, year: 'numeric'}`: `Nov 22, 2026` or `November 22, 2026`. */
export function formatUtcDate(date: Date, month: 'long' | 'short'): string {
  const name = monthNames[date.getUTCMonth()] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export type DateFormatter = Pick<Intl.DateTimeFormat, 'format'>;

/**
 * A formatter without Intl for what the theme asks (`day` and `year` numeric, `month` short or long, in UTC),
 * in English with the Gregorian calendar; null for anything else, which stays with Intl.
 */
export function plainDateFormat(locale: string, calendar: string, options: Intl.DateTimeFormatOptions): DateFormatter | null {
  const {day, month, year, timeZone, ...rest} = options;
  const plain =
    /^en(-US)?$/.test(locale) &&
    calendar === 'gregory' &&
    Object.keys(rest).length === 0 &&
    day === 'numeric' &&
    year === 'numeric' &&
    timeZone === 'UTC' &&
    (month === 'short' || month === 'long');
  if (!plain) return null;
  return {format: (date?: Date | number) => formatUtcDate(new Date(date ?? Date.now()), month)};
}

/** Orders strings by code point, newest first for ISO dates and date-prefixed file names. */
export function descending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
