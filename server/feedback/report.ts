/**
 * CSAT figures for `npm run feedback:report`: the share of 4 and 5 ratings, with the
 * count and average, per source, locale, page and ISO week of receipt. Pure functions, no I/O.
 */

import {DEFAULT_LOCALE, type FeedbackResponse} from '../../common/feedback.ts';

/** What the report needs of a stored response: two of the survey's fields and when it arrived. */
export interface Rated extends Pick<FeedbackResponse, 'rate' | 'page'> {
  receivedAt: string;
  /** 'reader' (the survey) or 'agent' (MCP); default 'reader'. */
  source?: string;
  /** The page's locale (en, pt-BR, es); default the source locale. */
  locale?: string;
}

export interface CsatRow {
  /** The source, locale or page path, or the ISO week such as 2026-W47. */
  key: string;
  count: number;
  /** Share of 4 and 5 ratings, 0 to 1. */
  csat: number;
  average: number;
}

/** ISO 8601 week of a UTC date, e.g. 2026-W01; the week belongs to the year holding its Thursday. */
export function isoWeek(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // Monday = 1 … Sunday = 7; move to the Thursday of the same week.
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** CSAT per group, sorted by key. */
export function csatBy(responses: Iterable<Rated>, keyOf: (response: Rated) => string): CsatRow[] {
  const groups = new Map<string, {count: number; satisfied: number; sum: number}>();
  for (const response of responses) {
    const key = keyOf(response);
    const group = groups.get(key) ?? {count: 0, satisfied: 0, sum: 0};
    group.count += 1;
    group.sum += response.rate;
    if (response.rate >= 4) group.satisfied += 1;
    groups.set(key, group);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, {count, satisfied, sum}]) => ({key, count, csat: satisfied / count, average: sum / count}));
}

export interface CsatReport {
  total: CsatRow;
  byPage: CsatRow[];
  byWeek: CsatRow[];
  /** Readers and agents apart. */
  bySource: CsatRow[];
  /** Each locale's pages apart. */
  byLocale: CsatRow[];
}

export function csatReport(responses: readonly Rated[]): CsatReport {
  const [total = {key: 'all', count: 0, csat: 0, average: 0}] = csatBy(responses, () => 'all');
  return {
    total,
    byPage: csatBy(responses, (response) => response.page),
    byWeek: csatBy(responses, (response) => isoWeek(new Date(response.receivedAt))),
    bySource: csatBy(responses, (response) => response.source ?? 'reader'),
    byLocale: csatBy(responses, (response) => response.locale ?? DEFAULT_LOCALE),
  };
}

/** The report as aligned text tables. */
export function formatReport({total, byPage, byWeek, bySource, byLocale}: CsatReport): string {
  const table = (title: string, rows: CsatRow[]) => {
    const width = Math.max(title.length, ...rows.map((row) => row.key.length));
    const line = (key: string, count: string, csat: string, average: string) =>
      `${key.padEnd(width)}  ${count.padStart(6)}  ${csat.padStart(6)}  ${average.padStart(7)}`;
    return [
      line(title, 'count', 'CSAT', 'average'),
      ...rows.map((row) => line(row.key, String(row.count), `${(row.csat * 100).toFixed(1)}%`, row.average.toFixed(2))),
    ].join('\n');
  };
  if (total.count === 0) return 'No feedback stored yet.';
  return [
    `${total.count} responses, CSAT ${(total.csat * 100).toFixed(1)}% (share of 4 and 5 ratings), average ${total.average.toFixed(2)}`,
    table('source', bySource),
    table('locale', byLocale),
    table('page', byPage),
    table('week', byWeek),
  ].join('\n\n');
}
