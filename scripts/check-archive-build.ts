/**
 * Builds and serves the site from a checkout without `.git`, the way a source archive, a zip or a container
 * build context has it: `git archive` of the work tree (committed files plus uncommitted changes to them)
 * into a temp folder, a production build there, then our server over that build. Fails if the build stops
 * or a page does not answer. The build is made under the base path /docs/ (`npm test`'s main build is at the root),
 * so that the one second build also gives scripts/check-base-path.ts its site: that check runs on it last.
 * Usage: tsx scripts/check-archive-build.ts
 */
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {buildCopy, copyWorkTree} from './lib/workTreeCopy.ts';

const root = resolve(import.meta.dirname, '..');
const basePath = '/docs/';
const dir = copyWorkTree(root, 'devportal-archive-');

function fail(message: string): never {
  console.error(`archive build: ${message}`);
  rmSync(dir, {recursive: true, force: true});
  process.exit(1);
}

if (existsSync(join(dir, '.git'))) fail('the archive unexpectedly holds .git');
// The shared spec folder sits beside a clone; an archive extracted elsewhere has none, and the build needs none.

const started = performance.now();
const {code, output} = await buildCopy(root, dir, {BASE_URL: basePath});
if (code !== 0) fail(`the build outside a git work tree exited with ${code}:\n${output.slice(-3000)}`);
const quickstart = join(dir, 'build/quickstart.html');
const quickstartFile = existsSync(quickstart) ? quickstart : join(dir, 'build/quickstart/index.html');
if (!existsSync(quickstartFile)) fail('the build has no /quickstart page');
if (/Last updated/i.test(readFileSync(quickstartFile, 'utf8'))) fail('/quickstart shows a last-updated date although no git history was there to give one');

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  env: {...process.env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR: join(dir, 'build'), FEEDBACK_DB: join(dir, 'feedback.db')},
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((done, reject) => {
  let banner = '';
  const timer = setTimeout(() => reject(new Error('the server printed no banner within 20 s')), 20_000);
  server.stdout.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
    const match = /running at (http:\/\/\S+)/.exec(banner);
    if (match) {
      clearTimeout(timer);
      done(match[1]!);
    }
  });
});
const problems: string[] = [];
const pages = ['', 'quickstart', 'reference/api', 'releases', 'quickstart.md'];
for (const path of pages) {
  const response = await fetch(`${new URL(base).origin}${basePath}${path}`);
  if (response.status !== 200) problems.push(`${basePath}${path}: ${response.status}`);
}
server.kill('SIGTERM');
await once(server, 'exit');
if (problems.length > 0) fail(`pages of the archive build did not answer 200: ${problems.join(', ')}`);
console.log(
  `archive build: built outside a git work tree under Node ${process.version} with BASE_URL=${basePath} in ${((performance.now() - started) / 1000).toFixed(0)} s and served ${pages.map((path) => `${basePath}${path}`).join(', ')}`,
);

const checkStarted = performance.now();
const checked = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/check-base-path.ts'), `--build-dir=${join(dir, 'build')}`], {cwd: root, stdio: 'inherit'});
if (checked.status !== 0) fail(`scripts/check-base-path.ts failed on the archive build (exit ${checked.status})`);
console.log(`archive build: the base-path check took ${((performance.now() - checkStarted) / 1000).toFixed(0)} s`);
rmSync(dir, {recursive: true, force: true});
