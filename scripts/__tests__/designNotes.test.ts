/**
 * DESIGN.md is the index code points to: every note a comment cites (`DESIGN.md#anchor` or `DESIGN.md, "Heading"`)
 * exists, every speed mechanism has its note, every relative link in it and in the run logs under bench/notes
 * reaches a file and heading that exist, and its lines stay short enough to read in a diff.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';

const root = path.join(import.meta.dirname, '../..');
// This file's own examples of citations are not citations.
const self = path.relative(root, import.meta.filename);
const longestLine = 300;
// The speed layer's core by its name, imported at run time as the ablation bench does: plugins/ is CommonJS to the server's TypeScript setup.
const {mechanismNames} = (await import(pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('#lean-client/core')).href)) as {mechanismNames: string[]};

/** The anchor GitHub and Docusaurus give a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a Markdown text, outside code fences. */
function headings(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? []);
}

/** Where a comment points into DESIGN.md: anchors (`DESIGN.md#x`) and quoted headings (`DESIGN.md, "X"`). */
function designCitations(text: string): {anchors: string[]; titles: string[]} {
  return {
    anchors: [...text.matchAll(/DESIGN\.md#([\w-]+)/g)].map((match) => match[1]!),
    titles: [...text.matchAll(/DESIGN\.md, "([^"]+)"/g)].map((match) => match[1]!),
  };
}

/** The relative link targets of a Markdown text (web addresses left out). */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('headingAnchor', () => {
  it.each([
    ['The speed layer (`plugins/lean-client`)', 'the-speed-layer-pluginslean-client'],
    ['MCP search off the page thread', 'mcp-search-off-the-page-thread'],
    ['stagedEntry', 'stagedentry'],
    ['Removed: section parts', 'removed-section-parts'],
    ['UI demos: stand-ins, not `@faststore/ui`', 'ui-demos-stand-ins-not-faststoreui'],
  ])('%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});

describe('designCitations and relativeLinks', () => {
  it('find both ways a comment cites a note', () => {
    const text = '// why: DESIGN.md#feedback-store.\n * (DESIGN.md, "moduleOrder") and DESIGN.md, "MCP speed".';
    expect(designCitations(text)).toEqual({anchors: ['feedback-store'], titles: ['moduleOrder', 'MCP speed']});
  });

  it('keep relative links and leave out web addresses', () => {
    expect(relativeLinks('[a](x.ts) [b](https://example.com) [c](../d.md#e) [f](#g)')).toEqual(['x.ts', '../d.md#e', '#g']);
  });

  it('ignore headings inside code fences', () => {
    expect(headings('# One\n```sh\n# not a heading\n```\n## Two')).toEqual(['One', 'Two']);
  });
});

describe('DESIGN.md', () => {
  const design = readFileSync(path.join(root, 'DESIGN.md'), 'utf8');
  const titles = headings(design);
  const anchors = new Set(titles.map(headingAnchor));

  it('has a note for every speed mechanism', () => {
    expect(mechanismNames.filter((name) => !titles.includes(name))).toEqual([]);
  });

  it("ends every speed mechanism's note with its verdict under the rule", () => {
    const note = (name: string) => new RegExp(`^### ${name}\\n([\\s\\S]*?)(?=^#{2,3} )`, 'm').exec(design)?.[1] ?? '';
    expect(mechanismNames.filter((name) => !/^- \*\*Verdict:\*\* (stays|goes)\b/m.test(note(name)))).toEqual([]);
  });

  it('has every note the code cites', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter((file) => /\.(?:[cm]?[jt]sx?|md)$/.test(file) && file !== 'DESIGN.md' && file !== self && existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) => {
      const cited = designCitations(readFileSync(path.join(root, file), 'utf8'));
      return [
        ...cited.anchors.filter((anchor) => !anchors.has(anchor)).map((anchor) => `${file}: DESIGN.md#${anchor}`),
        ...cited.titles.filter((title) => !titles.some((heading) => heading.startsWith(title))).map((title) => `${file}: DESIGN.md, "${title}"`),
      ];
    });
    expect(missing, 'cite a heading DESIGN.md has, or add the note').toEqual([]);
  });

  it(`keeps its lines under ${longestLine} characters`, () => {
    const long = design.split('\n').flatMap((line, index) => (line.length > longestLine ? [`${index + 1}: ${line.length}`] : []));
    expect(long, 'one sentence per line; a long run log goes to bench/notes').toEqual([]);
  });
});

describe('links of DESIGN.md and bench/notes', () => {
  const notes = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'bench/notes'], {cwd: root, encoding: 'utf8'})
    .split('\n')
    .filter((file) => file.endsWith('.md'));

  it('include the run logs', () => {
    expect(notes.length).toBeGreaterThan(0);
  });

  it.each(['DESIGN.md', ...notes])('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinks(readFileSync(path.join(root, file), 'utf8')).filter((target) => {
      const [targetPath, anchor] = target.split('#') as [string, string | undefined];
      const resolved = targetPath ? path.join(root, path.dirname(file), targetPath) : path.join(root, file);
      if (!existsSync(resolved)) return true;
      if (!anchor || !resolved.endsWith('.md')) return false;
      return !headings(readFileSync(resolved, 'utf8')).some((heading) => headingAnchor(heading) === anchor);
    });
    expect(broken).toEqual([]);
  });
});
