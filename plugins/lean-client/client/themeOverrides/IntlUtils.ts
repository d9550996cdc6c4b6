/**
 * Browser-only stand-in for the theme's `@docusaurus/theme-common/lib/utils/IntlUtils.js` (swapped in by
 * plugins/lean-client). The theme builds an `Intl.DateTimeFormat` on every render of a "last updated" line
 * or a release post's date; the first one loads locale data, some 10 ms of a phone's main thread inside
 * hydration. For English with the Gregorian calendar and the theme's two UTC day formats, dates are written
 * without Intl (same text: `plainDateFormat`, tested against Intl); anything else still goes to Intl.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {plainDateFormat, type DateFormatter} from '@site/common/dates.ts';

export function useCalendar(): string {
  const {i18n: {currentLocale, localeConfigs}} = useDocusaurusContext();
  return localeConfigs[currentLocale]?.calendar ?? 'gregory';
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {i18n: {currentLocale}} = useDocusaurusContext();
  const calendar = useCalendar();
  return plainDateFormat(currentLocale, calendar, options) ?? new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
}
