/**
 * Validates the site's own data (src/data: starters, doc updates) against its zod schemas when the
 * build starts, so a bad entry fails the build with a message naming it, while the pages themselves
 * ship the data without zod.
 */
import type {Plugin} from '@docusaurus/types';
import type * as z from 'zod';
import {docUpdates} from '../../src/data/docUpdates';
import {docUpdateSchema, starterSchema} from '../../src/data/schemas';
import {starters} from '../../src/data/starters';

/** Parses every entry; throws one error listing each bad entry by its position and field. */
export function validateEntries<T>(name: string, schema: z.ZodType<T>, entries: readonly unknown[]): void {
  const problems = entries.flatMap((entry, index) => {
    const result = schema.safeParse(entry);
    return result.success ? [] : result.error.issues.map((issue) => `${name}[${index}].${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0) throw new Error(`Invalid site data:\n  ${problems.join('\n  ')}`);
}

export default function siteDataPlugin(): Plugin {
  return {
    name: 'site-data',
    loadContent() {
      validateEntries('src/data/starters.ts', starterSchema, starters);
      validateEntries('src/data/docUpdates.ts', docUpdateSchema, docUpdates);
    },
  };
}
