/**
 * A Markdown page as the sections a translation follows: the translatable front matter (`_meta`), the text before
 * the first heading (`_intro`), and one section per level-2 or level-3 heading, keyed by the heading's anchor. Each
 * section has a fingerprint of its English text, which a translation records so the build can tell the reader when
 * the English section moved on. Anchors are worked out as Docusaurus works them out (an explicit `{#id}`, otherwise
 * the slug of the heading's text, counted over every heading of the page), so a translated heading that carries the
 * English anchor as `{#id}` keeps every link to it working.
 */
import {createHash} from 'node:crypto';
import {createSlugger} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {parse as parseYaml} from 'yaml';

/** Front matter fields a reader sees, which a translation translates. */
export const TRANSLATED_FRONT_MATTER = ['title', 'description', 'sidebar_label'] as const;

export const META_SECTION = '_meta';
export const INTRO_SECTION = '_intro';

export interface Section {
  /** The heading's anchor, or `_meta` / `_intro`. */
  id: string;
  /** 2 or 3 for a heading; 0 for `_meta` and `_intro`. */
  level: 0 | 2 | 3;
  /** The heading's text without its explicit id; '' for `_meta` and `_intro`. */
  heading: string;
  /** The section's Markdown, heading line included (for `_meta`, the translated fields as YAML-like lines). */
  markdown: string;
  /** The 1-based line of the section's first line in the file. */
  line: number;
  fingerprint: string;
}

export interface SplitPage {
  frontMatter: Record<string, unknown>;
  /** The front matter block's raw text, without its `---` fences; '' when the page has none. */
  frontMatterText: string;
  /** Line count of the front matter block, fences included. */
  frontMatterLines: number;
  sections: Section[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const EXPLICIT_ID = /^(.*?)\s*\{#([^}\s]+)\}\s*$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** A short, stable fingerprint of a section's text: trailing spaces and runs of blank lines do not count. */
export function fingerprint(markdown: string): string {
  const normal = markdown
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return createHash('sha256').update(normal).digest('hex').slice(0, 12);
}

/** The heading's plain text, as Docusaurus reads it to make a slug (inline code, links and emphasis unwrapped). */
function headingText(source: string): string {
  // Parsed as a heading's content, so "1. Clone" stays text rather than becoming a list.
  const tree = fromMarkdown(`# ${source}`);
  const first = tree.children[0];
  return first ? toString(first) : '';
}

function splitFrontMatter(source: string): {frontMatterText: string; frontMatterLines: number; body: string} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {frontMatterText: '', frontMatterLines: 0, body: source};
  return {frontMatterText: match[1]!, frontMatterLines: match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0), body: source.slice(match[0].length)};
}

function metaMarkdown(frontMatter: Record<string, unknown>): string {
  return TRANSLATED_FRONT_MATTER.filter((key) => frontMatter[key] !== undefined)
    .map((key) => `${key}: ${String(frontMatter[key])}`)
    .join('\n');
}

/** Splits a page into its translation sections. Headings inside fenced code never count. */
export function splitSections(source: string): SplitPage {
  const {frontMatterText, frontMatterLines, body} = splitFrontMatter(source);
  const frontMatter = (frontMatterText ? parseYaml(frontMatterText) : {}) as Record<string, unknown>;
  const sections: Section[] = [];
  const meta = metaMarkdown(frontMatter);
  if (meta) sections.push({id: META_SECTION, level: 0, heading: '', markdown: meta, line: 2, fingerprint: fingerprint(meta)});

  const lines = body.split('\n');
  const slugger = createSlugger();
  let fence: string | null = null;
  let current: Omit<Section, 'fingerprint' | 'markdown'> & {from: number} = {id: INTRO_SECTION, level: 0, heading: '', line: frontMatterLines + 1, from: 0};

  const close = (to: number) => {
    const markdown = lines.slice(current.from, to).join('\n').trim();
    if (current.id === INTRO_SECTION && markdown === '') return;
    const {from: _from, ...rest} = current;
    sections.push({...rest, markdown, fingerprint: fingerprint(markdown)});
  };

  lines.forEach((line, index) => {
    const fenceMatch = FENCE_OPEN.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      return;
    }
    const heading = ATX_HEADING.exec(line);
    if (!heading) return;
    const level = heading[1]!.length;
    const raw = heading[2] ?? '';
    const explicit = EXPLICIT_ID.exec(raw);
    const text = headingText(explicit ? explicit[1]! : raw);
    // Explicit ids are not counted by the slugger, as in Docusaurus: only generated slugs take -1, -2 suffixes.
    const id = explicit ? explicit[2]! : slugger.slug(text);
    if (level !== 2 && level !== 3) return;
    close(index);
    current = {id, level, heading: text, line: frontMatterLines + index + 1, from: index};
  });
  close(lines.length);
  return {frontMatter, frontMatterText, frontMatterLines, sections};
}
