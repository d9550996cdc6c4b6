/**
 * Docs that travel, all of it: after the build, a Markdown twin of every doc page and release post at its
 * path plus `.md` (markdown.ts), `/llms.txt` (the pages grouped like the sidebars, with a line each) and
 * `/llms-full.txt` (every current doc in sidebar order, as one Markdown file), the FastStore API schema as SDL,
 * and a social card per page (socialCard.ts, png.ts). The pages' "Copy page" control and social-card meta tags
 * are this plugin's theme components (theme/); paths.ts names where a page's twin and card live.
 */
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stripBase, withBase} from '../../common/basePath.ts';
import {twinPath, twinUrl} from './paths.ts';
import {releaseProducts} from '#release-events/core';
import {pageNotice, withNoticeLines} from '#i18n';
import {toMarkdownTwin} from './markdown.ts';
import {cardPath, renderCard} from './socialCard.ts';

/** A page's social card as the build renders it, for the bench (`npm run bench -- social`). */
export {renderCard};

/** A page's path from the site's root: its permalink (which carries the base path) without the base. */
export function sitePathOf(permalink: string, baseUrl: string): string {
  const sitePath = stripBase(baseUrl, permalink);
  if (sitePath === null) throw new Error(`docs-travel: the permalink ${permalink} lies outside the site's base path ${baseUrl}.`);
  return sitePath;
}

export interface TravelPage {
  permalink: string;
  title: string;
  description: string;
  /** Absolute path of the source file. */
  file: string;
}

export interface SidebarSection {
  title: string;
  /** Nested groups, each a heading and its pages (permalinks), in sidebar order. */
  groups: Array<{label: string; permalinks: string[]}>;
}

export interface TravelContent {
  docs: TravelPage[];
  posts: TravelPage[];
  sections: SidebarSection[];
}

interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}
interface DocLike {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
}
interface VersionLike {
  versionName: string;
  docs: DocLike[];
  sidebars: Record<string, SidebarItemLike[]>;
}
interface PostLike {
  metadata: {permalink: string; title: string; description: string; source: string};
}

const sidebarTitles: Record<string, string> = {
  docsSidebar: 'Docs',
  tutorialSidebar: 'Tutorials',
  cmsStoreComponents: 'Tutorial: CMS store components',
};

/** A sidebar as groups of doc ids: top-level docs under the sidebar's own name, each category under its label. */
export function sidebarGroups(items: readonly SidebarItemLike[], rootLabel: string): Array<{label: string; ids: string[]}> {
  const groups: Array<{label: string; ids: string[]}> = [{label: rootLabel, ids: []}];
  const collect = (list: readonly SidebarItemLike[], into: string[]) => {
    for (const item of list) {
      if (item.type === 'doc' && item.id) into.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
        collect(item.items ?? [], into);
      }
    }
  };
  for (const item of items) {
    if (item.type === 'category') {
      const ids: string[] = [];
      collect([item], ids);
      groups.push({label: item.label ?? 'Section', ids});
    } else {
      collect([item], groups[0]!.ids);
    }
  }
  return groups.filter((group) => group.ids.length > 0);
}

const siteSource = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

/** Everything the files need, read from the docs and blog plugins' loaded content. */
export function travelContent(siteDir: string, allContent: Record<string, Record<string, unknown>>): TravelContent {
  const versions = (allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: VersionLike[]}).loadedVersions;
  const posts = (allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: PostLike[]}).blogPosts;
  const current = versions.find((version) => version.versionName === 'current') ?? versions[0]!;
  const page = (doc: DocLike): TravelPage => ({permalink: doc.permalink, title: doc.title, description: doc.description, file: siteSource(siteDir, doc.source)});
  const byId = new Map(current.docs.map((doc) => [doc.id, doc]));
  const sections = Object.entries(current.sidebars).map(([sidebarId, items]) => ({
    title: sidebarTitles[sidebarId] ?? sidebarId,
    groups: sidebarGroups(items, sidebarTitles[sidebarId] ?? sidebarId).map((group) => ({
      label: group.label,
      permalinks: group.ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!.permalink] : [])),
    })),
  }));
  return {
    docs: versions.flatMap((version) => version.docs.map(page)),
    posts: posts.map(({metadata}) => ({permalink: metadata.permalink, title: metadata.title, description: metadata.description, file: siteSource(siteDir, metadata.source)})),
    sections,
  };
}

/** Where the build publishes the FastStore API schema (SDL), for agents and the MCP server. */
export const graphqlSchemaPath = '/faststore-api.graphql';
const graphqlSchemaSource = 'schema/faststore-api.graphql';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * `/llms.txt`: title, summary, then a section per sidebar, the release notes and the API reference. `siteUrl` is the
 * origin; permalinks carry the base path (`baseUrl`), and the site's own paths get it here.
 */
export function llmsTxt(content: TravelContent, siteUrl: string, summary: string, baseUrl = '/'): string {
  const pages = new Map(content.docs.map((doc) => [doc.permalink, doc]));
  const at = (sitePath: string) => `${siteUrl}${withBase(baseUrl, sitePath)}`;
  const entry = (page: TravelPage) => `- [${page.title}](${siteUrl}${twinUrl(page.permalink, baseUrl)}): ${oneLine(page.description || page.title)}`;
  const lines = ['# FastStore Developer Portal', '', `> ${summary}`, ''];
  for (const section of content.sections) {
    lines.push(`## ${section.title}`, '');
    for (const group of section.groups) {
      if (group.label !== section.title) lines.push(`### ${group.label}`, '');
      lines.push(...group.permalinks.flatMap((permalink) => (pages.has(permalink) ? [entry(pages.get(permalink)!)] : [])), '');
    }
  }
  lines.push('## Release notes', '', ...content.posts.map(entry), '');
  lines.push(
    '## API reference',
    '',
    `- [Headless CMS API](${at('/vtex-headless-cms-api')}): the VTEX Headless CMS REST API (OpenAPI 0.31.2), with request samples and a try-it panel`,
    `- [FastStore API schema](${at(graphqlSchemaPath)}): the FastStore GraphQL API 1.x as SDL`,
    '',
  );
  lines.push(
    '## AI assistants',
    '',
    `- [MCP server](${at('/.well-known/mcp')}): search, read and list these docs, look up API types and operations, and send feedback over the Model Context Protocol (Streamable HTTP at ${at('/mcp')})`,
    `- [Use these docs from your AI assistant](${at(twinPath('/ai-assistants'))}): setup for common MCP clients`,
    '',
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The section and product a page's card names. */
export function cardText(content: TravelContent, page: TravelPage, kind: 'doc' | 'post', baseUrl = '/'): {section: string; product: string} {
  if (kind === 'post') {
    const product = page.permalink.split('/').at(-1) as keyof typeof releaseProducts;
    return {section: 'Release notes', product: releaseProducts[product] ?? 'FastStore'};
  }
  const group = content.sections.flatMap((section) => section.groups).find((candidate) => candidate.permalinks.includes(page.permalink));
  return {section: sitePathOf(page.permalink, baseUrl).startsWith('/v0/') ? 'Docs v0' : (group?.label ?? 'Docs'), product: 'FastStore'};
}

/** One 1200×630 card per doc page and release post, at cardPath of its site path. */
async function writeSocialCards(content: TravelContent, outDir: string, baseUrl: string): Promise<void> {
  const started = performance.now();
  const pages = [...content.docs.map((page) => [page, 'doc'] as const), ...content.posts.map((page) => [page, 'post'] as const)];
  for (const [page, kind] of pages) {
    const file = path.join(outDir, cardPath(sitePathOf(page.permalink, baseUrl)));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, await renderCard({title: page.title, ...cardText(content, page, kind, baseUrl)}));
  }
  console.log(`[docs-travel] ${pages.length} social cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export default function docsTravelPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  // The English site's base, in a translated locale's build (its own base is the English one plus the locale's path).
  const {currentLocale, defaultLocale, localeConfigs} = context.i18n;
  const localePath = `${localeConfigs[currentLocale]?.path ?? currentLocale}/`;
  const englishBase = currentLocale === defaultLocale ? null : baseUrl.endsWith(localePath) ? baseUrl.slice(0, -localePath.length) : baseUrl;
  let content: TravelContent | undefined;
  return {
    name: 'docs-travel',
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({allContent}) {
      content = travelContent(siteDir, allContent as Record<string, Record<string, unknown>>);
    },
    async postBuild({outDir}) {
      if (!content) throw new Error('docs-travel: the docs and blog content was not loaded.');
      const bySource = new Map([...content.docs, ...content.posts].map((page) => [page.file, page.permalink]));
      const twins = new Map<string, string>();
      for (const page of [...content.docs, ...content.posts]) {
        const written = await readFile(page.file, 'utf8');
        // A translated section whose English source changed since, or a page shown in English for want of a translation,
        // says so in the twin too (plugins/i18n/notices.ts).
        const notice = englishBase === null ? null : pageNotice(siteDir, page.file, englishBase, currentLocale, written);
        const source = notice ? withNoticeLines(written, notice, siteUrl) : written;
        const twin = toMarkdownTwin(source, page.title, {
          pageUrl: `${siteUrl}${page.permalink}`,
          siteUrl,
          baseUrl,
          mdx: page.file.endsWith('.mdx'),
          resolveSourceLink: (target) => bySource.get(path.resolve(path.dirname(page.file), target)) ?? bySource.get(siteSource(siteDir, target.replace(/^\//, ''))),
        });
        twins.set(page.permalink, twin);
        // The build folder is the base path's root: /docs/quickstart is build/quickstart.html, its twin build/quickstart.md.
        const file = path.join(outDir, twinPath(sitePathOf(page.permalink, baseUrl)));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, twin);
      }
      await writeSocialCards(content, outDir, baseUrl);
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(content, siteUrl, siteConfig.tagline, baseUrl));
      await copyFile(path.join(siteDir, graphqlSchemaSource), path.join(outDir, graphqlSchemaPath));
      const ordered = content.sections.flatMap((section) => section.groups.flatMap((group) => group.permalinks));
      const full = [...new Set(ordered)].map((permalink) => `${twins.get(permalink)?.trim() ?? ''}\n\nSource: ${siteUrl}${permalink}`);
      await writeFile(path.join(outDir, 'llms-full.txt'), `${full.join('\n\n---\n\n')}\n`);
    },
  };
}
