/**
 * The FastStore release a page was checked against, from its `faststore_source` front matter
 * (`tag: v1.12.0`, `paths: [...]`). Pure, so the doc footer, the Markdown twin and the content
 * tests read it the same way; the full schema (src/data/schemas.ts) runs in the content tests only.
 */

/** The public repository whose tags the front matter names. */
export const faststoreRepository = 'https://github.com/vtex/faststore';

export interface CheckedAgainst {
  /** The git tag, such as `v1.12.0`. */
  tag: string;
  /** The version readers see, such as `1.12.0`. */
  version: string;
  /** The repository's tree at that tag. */
  url: string;
}

export const faststoreTagPattern = /^v(\d+\.\d+\.\d+)$/;

/** What a page's front matter says it was checked against, or null when it says nothing usable. */
export function checkedAgainst(frontMatter: Readonly<Record<string, unknown>> | undefined): CheckedAgainst | null {
  const source = frontMatter?.faststore_source;
  if (typeof source !== 'object' || source === null) return null;
  const tag = (source as {tag?: unknown}).tag;
  const version = typeof tag === 'string' ? faststoreTagPattern.exec(tag)?.[1] : undefined;
  if (typeof tag !== 'string' || !version) return null;
  return {tag, version, url: `${faststoreRepository}/tree/${tag}`};
}

/** The line readers see, on the page and in its Markdown twin. */
export function checkedAgainstLabel(checked: CheckedAgainst): string {
  return `Checked against FastStore ${checked.version}`;
}
