/** A commit of this repository as it was, beside today's node_modules: the "before" of a bench's before/after run. */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';

/** The full hash of `revision` (a commit, tag or `HEAD~3`); throws when git does not know it. */
export function resolveCommit(revision: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], {encoding: 'utf8'}).trim();
}

/** Where the benches keep a commit's checkout and build, shared so one bench reuses another's (`.ablation/before-<hash>`). */
export function commitFolder(commit: string): string {
  return path.resolve('.ablation', `before-${commit.slice(0, 12)}`);
}

/**
 * Writes `commit` into `siteDir` (a `git archive` of it) with today's node_modules hard-linked beside it, its
 * bundler cache its own.
 */
export function checkoutCommit(commit: string, siteDir: string): void {
  rmSync(siteDir, {recursive: true, force: true});
  mkdirSync(siteDir, {recursive: true});
  const archive = path.join(path.dirname(siteDir), 'source.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', archive, commit]);
  execFileSync('tar', ['-xf', archive, '-C', siteDir]);
  rmSync(archive);
  // Hard links, not a symlink: Rspack orders a chunk's modules by their resolved paths, so a symlinked node_modules
  // weighs the build differently (DESIGN.md, "moduleOrder"); a checkout of its own is what that commit shipped.
  execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(siteDir, 'node_modules')]);
  // Its own bundler cache: a cache file written in place would otherwise change today's too.
  rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
}
