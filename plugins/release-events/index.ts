/**
 * Release events, all of it: reads the front matter of every release post (releases/*.md) at build time and
 * exposes the release events (title, product, fileName, description) as global data, so the home page's latest releases (theme/LatestReleases)
 * come without a copy that could drift from the posts. releases.ts holds the rules a post's file name follows
 * and the URL and date taken from it.
 */
import {readFile, readdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse as parseYaml} from 'yaml';
import {releaseFileNamePattern} from './releases.ts';
import {type ReleaseEvent, releaseEventSchema} from './schema.ts';

export const pluginName = 'release-events';

/** Builds the release events from a releases folder (default: the site's releases/). */
export async function loadReleaseEvents(dir: string): Promise<ReleaseEvent[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (fileName) => {
      const source = await readFile(join(dir, fileName), 'utf8');
      const frontMatter = (parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') ?? {}) as Record<string, unknown>;
      const result = releaseEventSchema.safeParse({
        title: frontMatter.title,
        description: frontMatter.description,
        product: releaseFileNamePattern.exec(fileName)?.[4],
        fileName,
      });
      if (!result.success) {
        throw new Error(`releases/${fileName}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      return result.data;
    }),
  );
}

export default function releaseEventsPlugin(context: LoadContext): Plugin {
  const dir = join(context.siteDir, 'releases');
  return {
    name: pluginName,
    getThemePath: () => join(__dirname, 'theme'),
    loadContent: () => loadReleaseEvents(dir),
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch: () => [join(dir, '*.md')],
  };
}
