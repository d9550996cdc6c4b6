import {descending} from '../../common/dates.ts';

/** The four products that publish release notes, keyed by the product segment of a post's file name. */
export const releaseProducts = {faststore: 'FastStore', basestore: 'Base Store', webops: 'WebOps', cms: 'Headless CMS'} as const;

export type ReleaseProductKey = keyof typeof releaseProducts;

/** A release post's file name: `YYYY-MM-DD-<product>.md`. */
export const releaseFileNamePattern = /^(\d{4})-(\d{2})-(\d{2})-([a-z]+)\.md$/;

/** The post's URL: /releases/yyyy/mm/dd/product. */
export function releasePermalink(fileName: string): string {
  const match = releaseFileNamePattern.exec(fileName);
  if (!match) throw new Error(`"${fileName}" is not a release file name (YYYY-MM-DD-<product>.md)`);
  const [, year, month, day, product] = match;
  return `/releases/${year}/${month}/${day}/${product}`;
}

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * A monthly release's title in the one form the release list uses, "<Product> <Month> <YYYY>" ("FastStore August
 * 2022"); undefined for a title that is a headline of its own ("New Next.js starter available"). It reads any
 * punctuation of a month's title: "July, 2021", "FastStore - August 2022", "Base Store - April, 2022".
 */
export function monthlyReleaseTitle(title: string, product: ReleaseProductKey): string | undefined {
  const products = Object.values(releaseProducts).join('|');
  const match = new RegExp(`^(?:(?:${products})\\s*[-–—,:]?\\s*)?(${months}),?\\s+(\\d{4})$`).exec(title.trim());
  return match ? `${releaseProducts[product]} ${match[1]} ${match[2]}` : undefined;
}

/** The post's date (YYYY-MM-DD), taken from its file name. */
export function releaseDate(fileName: string): string {
  return fileName.slice(0, 10);
}

/** Newest first; posts of the same day keep a stable order by file name. */
export function newestReleases<Event extends {fileName: string}>(events: readonly Event[], count: number): Event[] {
  return [...events].sort((a, b) => descending(a.fileName, b.fileName)).slice(0, count);
}

/**
 * A text cut after each underscore or dot inside an identifier (`USE_BUILD_CACHE`, `api.hideUnavailableItems`), where
 * a narrow card may wrap it instead of in the middle of a word; the pieces joined give the text back.
 */
export function identifierBreakSegments(text: string): string[] {
  return text.replace(/([_.])(?=\w)/g, '$1\u0000').split('\u0000');
}
