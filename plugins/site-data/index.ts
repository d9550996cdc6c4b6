/**
 * Validates the site's own data against its zod schemas when the build starts, so a bad entry fails the
 * build with a message naming it, while the pages themselves ship the data without zod. The site hands over
 * its data sets (docusaurus.config.ts), so this folder knows no page's data.
 */
import type {Plugin} from '@docusaurus/types';
import type * as z from 'zod';

/** One list of entries to check: `name` (the file it comes from) opens each message. */
export interface DataSet<T = unknown> {
  name: string;
  schema: z.ZodType<T>;
  entries: readonly unknown[];
}

/** Parses every entry; throws one error listing each bad entry by its position and field. */
export function validateEntries<T>(name: string, schema: z.ZodType<T>, entries: readonly unknown[]): void {
  const problems = entries.flatMap((entry, index) => {
    const result = schema.safeParse(entry);
    return result.success ? [] : result.error.issues.map((issue) => `${name}[${index}].${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0) throw new Error(`Invalid site data:\n  ${problems.join('\n  ')}`);
}

/**
 * The plugin over the given data sets. It closes over them instead of taking them as plugin options, because
 * Docusaurus writes the options into the generated config, and a zod schema is no data to serialise.
 */
export default function siteDataPlugin(dataSets: readonly DataSet[]): () => Plugin {
  return () => ({
    name: 'site-data',
    loadContent() {
      for (const {name, schema, entries} of dataSets) validateEntries(name, schema, entries);
    },
  });
}
