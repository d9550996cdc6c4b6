/**
 * Judged intents asked in the three languages: one reader's need, the query an English, a Brazilian and a
 * Spanish-speaking developer would each type for it, and the pages that answer it (the same paths in every locale,
 * without the locale prefix). Written apart from the per-locale suites (suite.ts, suite.pt-BR.ts, suite.es.ts) and
 * judged by reading the pages before any engine answered, so they measure how far each locale's search is from
 * English's on the same needs. Grades and kinds are those of `suite.ts`.
 */
import type {JudgedQuery, QueryKind} from './suite.ts';

export type IntentLocale = 'en' | 'pt-BR' | 'es';
export const intentLocales: readonly IntentLocale[] = ['en', 'pt-BR', 'es'];

export interface JudgedIntent {
  /** What the reader wants, in a few English words (for the report, never searched). */
  intent: string;
  kind: QueryKind;
  queries: Readonly<Record<IntentLocale, string>>;
  /** Page path → grade: 2 answers the need, 1 helps. */
  pages: Readonly<Record<string, 1 | 2>>;
  version?: 'current' | 'v0';
}

/** One locale's queries of `intents`, as a suite `runSuite` reads. */
export function suiteOf(intents: readonly JudgedIntent[], locale: IntentLocale): JudgedQuery[] {
  return intents.map(({kind, queries, pages, version}) => ({query: queries[locale], kind, pages, ...(version ? {version} : {})}));
}
