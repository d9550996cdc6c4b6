/** The English pages a translation is made from: every Markdown file of the docs, the v0 docs and the release notes. */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const SOURCE_ROOTS = ['docs', 'versioned_docs/version-v0', 'releases'] as const;

/** Every English page of the site at `siteDir`, relative to it, with `/` separators, sorted. */
export function englishPages(siteDir: string): string[] {
  return SOURCE_ROOTS.flatMap((dir) => {
    const full = path.join(siteDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, {recursive: true, encoding: 'utf8'})
      .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
      .filter((name) => /\.mdx?$/.test(name));
  }).sort();
}
