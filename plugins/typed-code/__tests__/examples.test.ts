/**
 * Every ts/tsx/js block of the docs that uses a FastStore package compiles against the published 1.12 packages, in the
 * example starter (plugins/typed-code/starter); fragments say so in their fence meta (`partial`) and stay under a tenth.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {readAllContent} from '../../../scripts/lib/content.ts';
import {ensureStarterInstalled} from '../core/install.ts';
import {createExampleProject, type BlockResult, type ExampleProject} from '../core/project.ts';

const pages = readAllContent(['docs', 'versioned_docs']).map((page) => page.file);
let project: ExampleProject;
let results: BlockResult[];

beforeAll(() => {
  ensureStarterInstalled();
  project = createExampleProject(process.cwd());
  results = project.check(pages);
  const fragments = results.filter((result) => result.mode === 'partial').length;
  const passed = results.filter((result) => result.mode !== 'partial' && result.problems.length === 0).length;
  const versions = Object.entries(project.versions).map(([name, version]) => `${name} ${version}`).join(', ');
  console.log(`FastStore examples: ${results.length} blocks, ${passed} compiled and passed, ${fragments} fragments (against ${versions})`);
}, 600_000);

describe('FastStore code examples', () => {
  it('finds the examples: the pages that import FastStore are covered', () => {
    expect(results.length).toBeGreaterThan(80);
    expect(results.some((result) => result.page === 'docs/reference/ui/atoms/Button.mdx')).toBe(true);
  });

  it('compile against the published packages; a failure names its page and line', () => {
    const failures = results.flatMap((result) => result.problems.map((problem) => `${result.page}:${problem.line}:${problem.column} ${problem.message}`));
    expect(failures).toEqual([]);
  });

  it('keeps fragments under a tenth of the checked blocks', () => {
    const fragments = results.filter((result) => result.mode === 'partial');
    expect(fragments.length / results.length).toBeLessThan(0.1);
  });
});
