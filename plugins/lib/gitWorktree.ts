import {execFileSync} from 'node:child_process';

/**
 * Whether `dir` sits inside a git work tree with git on the PATH. A source archive, a zip or a container
 * build context has no `.git`: there the build reads no dates from git (Docusaurus' eager git reader
 * stops the build outside a work tree) and pages fall back to their `last_update` front matter, or show none.
 */
export function insideGitWorktree(dir: string): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'}).trim() === 'true';
  } catch {
    return false;
  }
}
