/**
 * How a translated page stands against its English source: the sections it must have (the same anchors, in the
 * same order), the code it must keep (every fenced block equal to the English one, comments aside), the front matter
 * it must keep (every field it does not translate, as written in English), and, from the
 * fingerprints it recorded in its `source_fingerprints` front matter, which sections are current and which were
 * translated from an English text that has since changed.
 */
import {isDeepStrictEqual} from 'node:util';
import {splitSections, TRANSLATED_FRONT_MATTER, type Section, type SplitPage} from './sections.ts';

export const FINGERPRINTS_KEY = 'source_fingerprints';

export type SectionState = 'current' | 'outdated' | 'missing';

export interface SectionStatus {
  id: string;
  heading: string;
  state: SectionState;
}

export interface CodeBlock {
  lang: string;
  code: string;
  line: number;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const HASH_COMMENT_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'yaml', 'yml', 'toml', 'graphql', 'gql', 'dockerfile', 'ini', 'properties', 'env', 'dotenv', 'python', 'py', 'nginx', 'conf']);

/** Every fenced code block of a page, with its language and first line. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let open: {fence: string; lang: string; line: number; body: string[]} | null = null;
  lines.forEach((line, index) => {
    const match = FENCE.exec(line);
    if (open) {
      if (match && match[2]![0] === open.fence[0] && match[2]!.length >= open.fence.length && match[3]!.trim() === '') {
        blocks.push({lang: open.lang, code: open.body.join('\n'), line: open.line});
        open = null;
      } else open.body.push(line);
      return;
    }
    if (match) open = {fence: match[2]!, lang: (match[3]!.trim().split(/\s+/)[0] ?? '').toLowerCase(), line: index + 1, body: []};
  });
  return blocks;
}

/** A block's code with its comments removed and blank lines and trailing spaces dropped: what a translation keeps. */
export function codeWithoutComments({lang, code}: Pick<CodeBlock, 'lang' | 'code'>): string {
  let text = code
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[\s;,{}()])\/\/.*$/gm, '$1');
  if (HASH_COMMENT_LANGS.has(lang)) text = text.replace(/(^|\s)#(?![!{]).*$/gm, '$1');
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** The fingerprints a translation recorded, by section id; empty when it recorded none. */
export function recordedFingerprints(page: SplitPage): Record<string, string> {
  const value = page.frontMatter[FINGERPRINTS_KEY];
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, print]) => [key, String(print)]));
}

export interface Comparison {
  sections: SectionStatus[];
  /** Problems a translator must fix: anchors, code or untranslated front matter that differ from the English page's. */
  problems: string[];
}

const headingIds = (sections: Section[]) => sections.filter((section) => section.level > 0).map((section) => section.id);

const TRANSLATED_FIELDS = new Set<string>([...TRANSLATED_FRONT_MATTER, FINGERPRINTS_KEY]);

/**
 * What is wrong with a translation's front matter: a field it should keep as in English (position, slug, tags…) that
 * differs or is missing, or a field a reader sees that it left out. A translation whose front matter block is broken
 * (an unclosed fence) reads as having none, so it lands here rather than being stamped with a second block.
 */
function frontMatterProblems(source: SplitPage, target: SplitPage): string[] {
  const keys = new Set([...Object.keys(source.frontMatter), ...Object.keys(target.frontMatter)].filter((key) => !TRANSLATED_FIELDS.has(key)));
  const differing = [...keys].filter((key) => !isDeepStrictEqual(source.frontMatter[key], target.frontMatter[key]));
  const untranslated = TRANSLATED_FRONT_MATTER.filter((key) => source.frontMatter[key] !== undefined && target.frontMatter[key] === undefined);
  return [
    ...(differing.length ? [`front matter ${differing.join(', ')} differs from the English page: keep every field but ${TRANSLATED_FRONT_MATTER.join(', ')} as written in English`] : []),
    ...(untranslated.length ? [`front matter lacks ${untranslated.join(', ')}, which the English page has: translate it`] : []),
  ];
}

/** Compares a translation with its English source. */
export function compareTranslation(english: string, translated: string): Comparison {
  const source = splitSections(english);
  const target = splitSections(translated);
  const recorded = recordedFingerprints(target);
  const problems: string[] = frontMatterProblems(source, target);

  const sourceIds = headingIds(source.sections);
  const targetIds = headingIds(target.sections);
  if (sourceIds.join('\n') !== targetIds.join('\n')) {
    const missing = sourceIds.filter((id) => !targetIds.includes(id));
    const extra = targetIds.filter((id) => !sourceIds.includes(id));
    const detail = [missing.length ? `missing #${missing.join(', #')}` : '', extra.length ? `unknown #${extra.join(', #')}` : ''].filter(Boolean);
    problems.push(
      `headings differ from the English page (${detail.join('; ') || 'same anchors in another order'}): give each translated heading the English anchor, e.g. "## Antes de começar {#before-you-begin}"`,
    );
  }

  const sourceCode = codeBlocks(english);
  const targetCode = codeBlocks(translated);
  if (sourceCode.length !== targetCode.length) {
    problems.push(`${targetCode.length} code blocks where the English page has ${sourceCode.length}`);
  } else {
    sourceCode.forEach((block, index) => {
      const other = targetCode[index]!;
      if (block.lang !== other.lang || codeWithoutComments(block) !== codeWithoutComments(other)) {
        problems.push(`the code block at line ${other.line} differs from the English one at line ${block.line} (only comments may be translated)`);
      }
    });
  }

  const present = new Set(target.sections.map((section) => section.id));
  const sections = source.sections.map(({id, heading, fingerprint}): SectionStatus => {
    const state: SectionState = !present.has(id) || recorded[id] === undefined ? 'missing' : recorded[id] === fingerprint ? 'current' : 'outdated';
    return {id, heading, state};
  });
  return {sections, problems};
}

/**
 * The translation with its recorded fingerprints set to the English page's current ones: all sections, or only
 * `only` (the ones just brought up to date). Other front matter stays as written.
 */
export function stampTranslation(english: string, translated: string, only?: readonly string[]): string {
  const source = splitSections(english);
  const target = splitSections(translated);
  const prints = {...recordedFingerprints(target)};
  for (const section of source.sections) if (!only || only.includes(section.id)) prints[section.id] = section.fingerprint;
  for (const id of Object.keys(prints)) if (!source.sections.some((section) => section.id === id)) delete prints[id];
  const block = [`${FINGERPRINTS_KEY}:`, ...source.sections.filter(({id}) => prints[id]).map(({id}) => `  ${JSON.stringify(id)}: ${JSON.stringify(prints[id])}`)].join('\n');
  const keptLines: string[] = [];
  let skipping = false;
  for (const line of target.frontMatterText.split('\n')) {
    if (line.startsWith(`${FINGERPRINTS_KEY}:`)) skipping = true;
    else if (skipping && !/^\s/.test(line)) skipping = false;
    if (!skipping && !(line === '' && target.frontMatterText === '')) keptLines.push(line);
  }
  const frontMatter = [...keptLines.filter((line, i, all) => !(i === all.length - 1 && line === '')), block].join('\n');
  const body = target.frontMatterLines ? translated.split('\n').slice(target.frontMatterLines).join('\n') : translated;
  return `---\n${frontMatter}\n---\n${body}`;
}
