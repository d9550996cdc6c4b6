/** Types of core.mjs (plain JavaScript so that Rspack's loader runs in Node without a TypeScript loader). */
export interface Site {
  id: string;
  start: number;
  end: number;
  text: (translation: string) => string;
}
export interface Found {
  sites: Site[];
  others: Set<string>;
}
export function findMessages(source: string, ids: ReadonlySet<string>): Found | null;
export function inlineMessages(source: string, messages: Readonly<Record<string, string>>): string;
export function inlinableIds(sources: readonly string[], messages: Readonly<Record<string, string>>): string[];
