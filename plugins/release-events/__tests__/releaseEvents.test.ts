import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {loadReleaseEvents} from '../index.ts';

const postFiles = readdirSync('releases').filter((name) => name.endsWith('.md')).sort();
const events = await loadReleaseEvents('releases');

describe('release events plugin', () => {
  it('yields one event per post in releases/', () => {
    expect(events.map((e) => e.fileName)).toEqual(postFiles);
  });

  it.each(events.map((e) => [e.fileName, e]))('%s matches its front matter and file name', (fileName, event) => {
    const frontMatter = parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join('releases', fileName), 'utf8'))![1]);
    expect(event.title).toBe(frontMatter.title);
    expect(event.description).toBe(frontMatter.description);
    expect(fileName).toContain(`-${event.product}.md`);
  });

  it('covers the four products', () => {
    expect(new Set(events.map((e) => e.product))).toEqual(new Set(['faststore', 'basestore', 'webops', 'cms']));
  });

  const scratch = mkdtempSync(join(tmpdir(), 'release-events-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it.each([
    ['a post without a description', '2022-01-01-faststore.md', '---\ntitle: "A"\n---\n\nBody\n', /description/],
    ['a post of an unknown product', '2022-01-01-vtex.md', '---\ntitle: "A"\ndescription: "B"\n---\n', /product/],
  ])('fails the build with a clear message for %s', async (_label, fileName, source, message) => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    writeFileSync(join(dir, fileName), source);
    await expect(loadReleaseEvents(dir)).rejects.toThrow(message);
  });
});
