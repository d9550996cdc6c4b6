/**
 * A copy of the work tree for a build of its own, apart from the checkout's build/ and .docusaurus/: `git archive` of
 * the committed files plus uncommitted changes to them, in a temp folder without `.git`, with the checkout's
 * node_modules linked in.
 */
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Extracts the copy into a new temp folder and returns it. */
export function copyWorkTree(root: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // `git stash create` names a commit with the work tree's tracked changes (empty when there are none).
  const treeish = execFileSync('git', ['stash', 'create'], {cwd: root, encoding: 'utf8'}).trim() || 'HEAD';
  execFileSync('sh', ['-c', `git archive --format=tar ${treeish} | tar -x -C "${dir}"`], {cwd: root});
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs `docusaurus build` in `dir` with `env` added; resolves to its exit code and output. */
export async function buildCopy(root: string, dir: string, env: Record<string, string> = {}): Promise<{code: number | null; output: string}> {
  const build = spawn(process.execPath, [join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
    cwd: dir,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(build, 'exit')) as [number | null];
  return {code, output};
}
