/**
 * Reads the site's Markdown/MDX content (docs, the v0 archive, release notes) into a shape the
 * content gates can check: front matter, body without front matter, code blocks, headings, images.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {parse as parseYaml} from 'yaml';
import * as z from 'zod';
import {faststoreTagPattern} from '../../common/faststoreSource.ts';

/** The content roots the gates cover. */
export const contentRoots = ['docs', 'versioned_docs', 'releases'] as const;

/** A fenced code block: `lang` is the first word of the info string, `meta` the rest (such as a title). */
export type CodeBlock = {lang: string; meta: string; code: string; line: number};
export type Heading = {depth: number; text: string; line: number};
export type Image = {alt: string; src: string; line: number};

export type ContentFile = {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** The source after the front matter. */
  body: string;
  codeBlocks: CodeBlock[];
  headings: Heading[];
  images: Image[];
  /** Words outside front matter and fenced code. */
  wordCount: number;
};

export function* walkContent(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walkContent(full);
    else if (/\.mdx?$/.test(name)) yield full;
  }
}

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n/;
const fencePattern = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function splitFrontMatter(source: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = frontMatterPattern.exec(source);
  if (!match) return {frontMatter: {}, body: source};
  return {frontMatter: (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>, body: source.slice(match[0].length)};
}

/** Splits a body into its fenced code blocks and the prose around them (code replaced by empty lines). */
export function splitCode(body: string): {prose: string; codeBlocks: CodeBlock[]} {
  const lines = body.split('\n');
  const prose: string[] = [];
  const codeBlocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; line: number; code: string[]} | undefined;
  lines.forEach((line, index) => {
    const fence = fencePattern.exec(line);
    if (open) {
      if (fence && (fence[2] ?? '').startsWith(open.fence) && (fence[3] ?? '').trim() === '') {
        codeBlocks.push({lang: open.lang, meta: open.meta, code: open.code.join('\n'), line: open.line});
        open = undefined;
      } else open.code.push(line);
      prose.push('');
    } else if (fence) {
      const [lang = '', ...meta] = (fence[3] ?? '').trim().split(/\s+/);
      open = {fence: fence[2] ?? '', lang, meta: meta.join(' '), line: index + 1, code: []};
      prose.push('');
    } else prose.push(line);
  });
  return {prose: prose.join('\n'), codeBlocks};
}

export function countWords(prose: string): number {
  return prose
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readContentFile(path: string, root = process.cwd()): ContentFile {
  const source = readFileSync(path, 'utf8');
  const {frontMatter, body} = splitFrontMatter(source);
  const {prose, codeBlocks} = splitCode(body);
  const headings: Heading[] = [];
  const images: Image[] = [];
  prose.split('\n').forEach((line, index) => {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) headings.push({depth: heading[1]?.length ?? 0, text: (heading[2] ?? '').trim(), line: index + 1});
    for (const image of line.matchAll(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g)) {
      images.push({alt: image[1] ?? '', src: image[2] ?? '', line: index + 1});
    }
    for (const tag of line.matchAll(/<img\b[^>]*>/g)) {
      const src = /src=["']([^"']+)["']/.exec(tag[0])?.[1] ?? '';
      const alt = /alt=["']([^"']*)["']/.exec(tag[0])?.[1] ?? '';
      images.push({alt, src, line: index + 1});
    }
  });
  return {
    file: relative(root, path).split(sep).join('/'),
    frontMatter,
    body,
    codeBlocks,
    headings,
    images,
    wordCount: countWords(prose),
  };
}

export function readAllContent(roots: readonly string[] = contentRoots): ContentFile[] {
  return roots.flatMap((root) => [...walkContent(root)].map((path) => readContentFile(path)));
}

/** Pure index pages: they introduce a section and link its pages, so the length rule does not apply. */
export function isIndexPage(file: string): boolean {
  return (
    /(^|\/)index\.mdx?$/.test(file) ||
    ['docs/docs.mdx', 'docs/resources.mdx', 'docs/tutorials/cms-storecomponents/overview.mdx'].includes(file)
  );
}

/** Heading structure problems: an h1 in the body, h4+ anywhere, or a level skipped on the way down. */
export function headingProblems(headings: readonly Heading[]): string[] {
  const problems: string[] = [];
  let previous = 1;
  for (const heading of headings) {
    if (heading.depth === 1) problems.push(`line ${heading.line}: h1 in the body (the title comes from front matter)`);
    else if (heading.depth > 3) problems.push(`line ${heading.line}: h${heading.depth} (use h2/h3 only)`);
    else if (heading.depth > previous + 1) problems.push(`line ${heading.line}: h${heading.depth} right after h${previous}`);
    previous = heading.depth;
  }
  return problems;
}

/** Words that mark unfinished content. */
export const placeholderPattern = /\b(TODO|TBD|lorem|coming soon)\b/i;

/**
 * `faststore_source` front matter: the FastStore tag a page was checked against and the source files
 * (paths inside the vtex/faststore repository at that tag). Required on every page under docs/reference.
 */
export const faststoreSourceSchema = z.object({
  tag: z.string().regex(faststoreTagPattern, 'write the tag as it is in the repository, such as v1.12.0'),
  paths: z
    .array(
      z
        .string()
        // Upstream file names may hold spaces; a path is relative to the repository root and stays inside it.
        // eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
        .regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^\x00-\x1f]+$/, 'write a path inside the repository, such as packages/ui/src/atoms/Button/Button.tsx'),
    )
    .min(1, 'list the source files the page was checked against'),
});
