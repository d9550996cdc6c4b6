/**
 * The zod schemas of the site's data (starters, docs update entries). They run at build time
 * (plugins/site-data, given them by docusaurus.config.ts) and in tests, never in the browser: the data
 * modules import only their types, so zod stays out of the pages' JavaScript.
 */
import * as z from 'zod';

const httpsUrl = z.string().url().startsWith('https://', 'must be an https URL');
/** A repository's page on GitHub: the starter pages turn it into the command that copies the starter. */
const githubRepository = z.string().regex(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository URL such as https://github.com/vtex-sites/gatsby.store');

/** A starter of the gallery (name, links, owner, features, price, images), plus the slug and group the gallery needs. */
export const starterSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase URL segment'),
  group: z.enum(['official', 'community']),
  name: z.string().min(1),
  /** Gallery card image, served from static/. */
  imgThumbnail: z.string().startsWith('/img/starters/'),
  /** The starter's page on this site. */
  url: z.string().startsWith('/starters/'),
  owner: z.string().min(1),
  ownerWebsite: httpsUrl,
  /** One line shown under the name on the card. */
  details: z.string().min(1),
  description: z.string().min(40),
  features: z.array(z.string().min(1)).min(1),
  demoURL: httpsUrl,
  gatsbyRepo: githubRepository,
  nextRepo: githubRepository.optional(),
  price: z.string().min(1),
  /** Full-size preview image, served from static/. */
  img: z.string().startsWith('/img/starters/'),
});

export type Starter = z.infer<typeof starterSchema>;

const docPath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path such as /reference/api');

/** An update entry (date, type Added/Improved/Fixed, where, docs): one change to the docs, shown on the home page under "What's new". */
export const docUpdateSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.iso.date('write the date as YYYY-MM-DD'),
  type: z.enum(['Added', 'Improved', 'Fixed']),
  /** The top-level menu the section sits in, such as "References" or "Tutorials". */
  menu: z.string().min(1),
  category: z.string().min(1),
  /** The section's URL. */
  path: docPath,
  docs: z.array(z.object({path: docPath, title: z.string().min(1)})).min(1, 'list at least one page'),
});

export type DocUpdate = z.infer<typeof docUpdateSchema>;
