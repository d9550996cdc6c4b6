/**
 * Content gates: markdownlint, cspell, length, placeholders, code blocks, GraphQL examples,
 * images, tags, headings and the release notes' shape, over docs/, versioned_docs/ and releases/.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {lint as cspellLint} from 'cspell';
import {main as markdownlint} from 'markdownlint-cli2';
import {describe, expect, it} from 'vitest';
import {faststoreSourceSchema, headingProblems, isIndexPage, placeholderPattern, readAllContent} from '../lib/content.ts';
import {checkGraphqlExamples, loadSchema} from '../lib/graphqlExamples.ts';

const content = readAllContent();
const docs = content.filter((page) => page.file.startsWith('docs/'));
const pages = content.filter((page) => !page.file.startsWith('releases/'));
const releases = content.filter((page) => page.file.startsWith('releases/'));
const schema = loadSchema(readFileSync('schema/faststore-api.graphql', 'utf8'));

function tagsOf(frontMatter: Record<string, unknown>): string[] {
  const tags = frontMatter.tags;
  return Array.isArray(tags) ? tags.map(String) : [];
}

describe('content linters', () => {
  it('markdownlint finds nothing (config: .markdownlint-cli2.jsonc)', async () => {
    const findings: string[] = [];
    const exitCode = await markdownlint({
      directory: process.cwd(),
      argv: [],
      logMessage: () => {},
      logError: (message: string) => findings.push(message),
    });
    expect(findings).toEqual([]);
    expect(exitCode).toBe(0);
  }, 120_000);

  it('cspell finds no unknown word (config: cspell.json, words: cspell-words.txt)', async () => {
    const issues: string[] = [];
    const result = await cspellLint(
      [],
      {root: process.cwd(), config: 'cspell.json', progress: false, summary: false},
      {
        issue: (issue) => issues.push(`${issue.uri ?? ''}:${issue.row}:${issue.col} ${issue.text}`),
        info: () => {},
        debug: () => {},
        error: (message, error) => issues.push(`${message}: ${error.message}`),
        progress: () => {},
        result: () => {},
      },
    );
    expect(issues).toEqual([]);
    expect(result.files).toBeGreaterThanOrEqual(content.length);
    expect(result.issues).toBe(0);
  }, 120_000);
});

describe('pages', () => {
  it('there are at least 150 docs pages', () => {
    expect(docs.length).toBeGreaterThanOrEqual(150);
  });

  it.each(content.filter((page) => !isIndexPage(page.file)).map((page) => [page.file, page.wordCount]))(
    '%s has at least 120 words outside front matter and code',
    (_file, words) => {
      expect(words).toBeGreaterThanOrEqual(120);
    },
  );

  it.each(content.map((page) => [page.file, page]))('%s has no placeholder text', (_file, page) => {
    const text = JSON.stringify(page.frontMatter) + '\n' + page.body;
    expect(text.split('\n').filter((line) => placeholderPattern.test(line))).toEqual([]);
  });

  it.each(content.map((page) => [page.file, page]))('%s uses h2/h3 only, without skipping a level', (_file, page) => {
    expect(headingProblems(page.headings)).toEqual([]);
  });

  it.each(content.map((page) => [page.file, page]))('%s gives every fenced code block a language', (_file, page) => {
    expect(page.codeBlocks.filter((block) => block.lang === '').map((block) => `line ${block.line}`)).toEqual([]);
  });

  it.each(content.filter((page) => page.codeBlocks.some((b) => b.lang === 'graphql')).map((page) => [page.file, page]))(
    '%s has GraphQL examples that parse and match schema/faststore-api.graphql',
    (_file, page) => {
      expect(checkGraphqlExamples(schema, page.codeBlocks)).toEqual([]);
    },
  );
});

describe('reference pages name the FastStore source they were checked against', () => {
  const reference = docs.filter((page) => page.file.startsWith('docs/reference/'));

  it('there are reference pages to check', () => {
    expect(reference.length).toBeGreaterThan(50);
  });

  it.each(reference.map((page) => [page.file, page]))('%s has faststore_source front matter (tag and paths)', (_file, page) => {
    const result = faststoreSourceSchema.safeParse(page.frontMatter.faststore_source);
    expect(result.success ? [] : result.error.issues.map((issue) => `faststore_source.${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it.each(content.filter((page) => 'faststore_source' in page.frontMatter).map((page) => [page.file, page]))(
    '%s: a faststore_source, where given, is well formed',
    (_file, page) => {
      expect(faststoreSourceSchema.safeParse(page.frontMatter.faststore_source).success).toBe(true);
    },
  );
});

describe('images', () => {
  const withImages = content.filter((page) => page.images.length > 0);

  it('at least 10 pages carry images', () => {
    expect(withImages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(withImages.flatMap((page) => page.images.map((image) => [page.file, image.src, image] as const)))(
    '%s: %s exists, is SVG or a WebP/PNG under 200 KB, and has alt text',
    (_file, _src, image) => {
      expect(image.alt.trim().length).toBeGreaterThan(0);
      expect(image.src).toMatch(/^\/img\/.+\.(svg|webp|png)$/);
      const path = join('static', image.src);
      expect(existsSync(path)).toBe(true);
      if (!image.src.endsWith('.svg')) expect(statSync(path).size).toBeLessThan(200 * 1024);
    },
  );
});

describe('tags', () => {
  it.each(['performance', 'troubleshooting'])('the %s tag is on at least one page', (tag) => {
    expect(pages.filter((page) => tagsOf(page.frontMatter).includes(tag)).length).toBeGreaterThan(0);
  });
});

describe('release notes', () => {
  const products = ['faststore', 'basestore', 'webops', 'cms'];

  it('has 21 to 30 posts', () => {
    expect(releases.length).toBeGreaterThanOrEqual(21);
    expect(releases.length).toBeLessThanOrEqual(30);
  });

  it('covers the four products', () => {
    const seen = new Set(releases.map((post) => /^releases\/\d{4}-\d{2}-\d{2}-([a-z]+)\.md$/.exec(post.file)?.[1]));
    expect([...seen].sort()).toEqual([...products].sort());
  });

  it.each(['base-store', 'basestore'])('uses the %s tag', (tag) => {
    expect(releases.some((post) => tagsOf(post.frontMatter).includes(tag))).toBe(true);
  });

  it('tags 11 to 20 posts faststore', () => {
    const count = releases.filter((post) => tagsOf(post.frontMatter).includes('faststore')).length;
    expect(count).toBeGreaterThanOrEqual(11);
    expect(count).toBeLessThanOrEqual(20);
  });

  // A post lists its changes under Added / Improved / Fixed; a release with nothing fixed has no empty Fixed section.
  it.each(releases.map((post) => [post.file, post]))('%s lists its changes under Added/Improved/Fixed and links a doc', (_file, post) => {
    const sections = post.headings.filter((h) => h.depth === 2).map((h) => h.text);
    expect(sections.filter((section) => ['Added', 'Improved', 'Fixed'].includes(section)).length).toBeGreaterThan(0);
    expect(post.body).toMatch(/\]\(\/(?!releases)[a-z][^)]*\)/);
  });
});

describe('page kinds', () => {
  const concepts = docs.filter((page) => /^docs\/conceptual-guides\/(?!index)[^/]+\.mdx$/.test(page.file));

  it.each(concepts.map((page) => [page.file, page]))('%s has a diagram and a Trade-offs section', (_file, page) => {
    expect(page.images.filter((image) => image.src.startsWith('/img/diagrams/')).length).toBeGreaterThan(0);
    expect(page.headings.some((h) => h.depth === 2 && h.text === 'Trade-offs')).toBe(true);
  });

  // Numbered tutorial steps link back and forward: the first step back to its series, the last on to what follows.
  const steps = docs.filter((page) => /^docs\/tutorials\/[^/]+\/\d+\.mdx$/.test(page.file));
  const series = new Map<string, typeof steps>();
  for (const page of steps) {
    const name = page.file.split('/')[2] ?? '';
    series.set(name, [...(series.get(name) ?? []), page]);
  }
  const stepNumber = (file: string) => Number(/(\d+)\.mdx$/.exec(file)?.[1]);
  const stepUrl = (file: string) => file.replace(/^docs/, '').replace(/\.mdx$/, '');
  const cases = [...series].flatMap(([name, pages]) =>
    pages
      .map((page) => page.file)
      .sort((a, b) => stepNumber(a) - stepNumber(b))
      .map((file, index, all) => {
        const previous = all[index - 1];
        const next = all[index + 1];
        const body = steps.find((page) => page.file === file)?.body ?? '';
        return [file, body, previous ? stepUrl(previous) : null, next ? stepUrl(next) : null, name] as const;
      }),
  );

  it.each(cases)('%s links to the previous and the next step', (_file, body, previous, next, name) => {
    const links = [...body.matchAll(/\]\((\/tutorials[^)#]*)\)/g)].map((match) => match[1] ?? '');
    const outsideSteps = links.filter((link) => !new RegExp(`^/tutorials/${name}/\\d+$`).test(link));
    if (previous) expect(links).toContain(previous);
    else expect(outsideSteps.length).toBeGreaterThan(0);
    if (next) expect(links).toContain(next);
    else expect(outsideSteps.length).toBeGreaterThan(0);
  });
});
