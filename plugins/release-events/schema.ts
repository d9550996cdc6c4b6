/**
 * The zod schema of a release event, read from a release post's front matter. It runs at build time
 * (index.ts) and in tests, never in the browser: the theme imports only its type, so zod stays out of the
 * home page's JavaScript.
 */
import * as z from 'zod';
import {monthlyReleaseTitle, releaseFileNamePattern, releaseProducts, type ReleaseProductKey} from './releases.ts';

const productKeys = Object.keys(releaseProducts) as [ReleaseProductKey, ...ReleaseProductKey[]];

/** A release event (title, product, fileName, description), derived from the front matter of releases/*.md by index.ts. */
export const releaseEventSchema = z
  .object({
    title: z.string().min(1, 'give the post a title in its front matter'),
    product: z.enum(productKeys, {message: `name the file YYYY-MM-DD-<product>.md with product one of ${productKeys.join(', ')}`}),
    fileName: z.string().regex(releaseFileNamePattern, 'name the file YYYY-MM-DD-<product>.md'),
    description: z.string().min(1, 'give the post a one-sentence description in its front matter').max(300),
  })
  .superRefine(({title, product}, context) => {
    // The release list shows monthly releases side by side: one way of writing their titles.
    const expected = monthlyReleaseTitle(title, product);
    if (expected !== undefined && expected !== title) {
      context.addIssue({code: 'custom', path: ['title'], message: `write a monthly release's title as "${expected}"`});
    }
  });

export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

export const releaseEventListSchema = z.array(releaseEventSchema);
