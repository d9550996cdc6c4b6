/**
 * The newest Node LTS, fetched from the npm registry (node-<platform>-<arch>) into a cache folder, and the environment
 * that runs a command under it. `npm test` runs its steps under this Node (scripts/test-all.ts), and
 * scripts/test-node-lts.ts runs the tests under another major by hand.
 *
 * DEVPORTAL_CACHE_DIR (default ~/.cache/faststore-devportal) holds the downloads; delete node<major>/ there to take a
 * newer patch release.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {usableSqliteDrivers} from '../../server/feedback/sqlite-driver.ts';

/**
 * The newest LTS the registry has: its Node 26 packages (26.12.1 the newest) are Current releases (no
 * `process.release.lts`), so 24 until a 26 LTS is published. `NODE_LTS_MAJOR=22` takes another major.
 */
export const LTS_MAJOR = Number(process.env.NODE_LTS_MAJOR ?? 24);
const cacheRoot = process.env.DEVPORTAL_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'faststore-devportal');
const log = (message: string) => console.log(`[node-lts] ${message}`);

export function run(command: string, args: string[], {cwd, env = process.env}: {cwd?: string; env?: NodeJS.ProcessEnv} = {}): string {
  return execFileSync(command, args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024}).trim();
}

/** The Node binary of the LTS, unpacked from the npm registry's node-<platform>-<arch> package when not cached. */
export function installNode(): string {
  const dir = path.join(cacheRoot, `node${LTS_MAJOR}`);
  const node = path.join(dir, 'bin', 'node');
  if (existsSync(node)) return node;
  const spec = `node-${process.platform}-${process.arch}@${LTS_MAJOR}`;
  log(`installing ${spec} from the npm registry into ${dir}`);
  mkdirSync(cacheRoot, {recursive: true});
  const scratch = mkdtempSync(path.join(cacheRoot, 'download-'));
  try {
    const tarball = run('npm', ['pack', spec, '--pack-destination', scratch, '--silent']).split('\n').pop()!;
    run('tar', ['xzf', path.join(scratch, tarball), '-C', scratch]);
    // Renamed into place last, so an interrupted download is never taken for a Node.
    renameSync(path.join(scratch, 'package'), dir);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return node;
}

/** better-sqlite3's addon built for `node`'s ABI, compiled into the cache when missing. */
function buildAddon(node: string): string {
  const packageDir = path.resolve('node_modules', 'better-sqlite3');
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  const abi = run(node, ['-p', 'process.versions.modules']);
  const addon = path.join(cacheRoot, `better-sqlite3-${version}-abi${abi}`, 'better_sqlite3.node');
  if (existsSync(addon)) return addon;
  log(`compiling better-sqlite3 ${version} for Node ABI ${abi} (once; a few minutes)`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'better-sqlite3-'));
  try {
    const installed = path.join(packageDir, 'build');
    cpSync(packageDir, scratch, {recursive: true, filter: (source) => source !== installed && !source.startsWith(installed + path.sep)});
    const nodeGyp = path.join(run('npm', ['root', '-g']), 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    // The registry's Node package carries its headers (include/node), so node-gyp downloads nothing. Under npm the
    // environment names the installing Node's headers (npm_config_nodedir), which node-gyp prefers to its --nodedir.
    const nodeDir = path.dirname(path.dirname(node));
    run(node, [nodeGyp, 'rebuild', '--release', '--loglevel=warn', '-j', '2'], {cwd: scratch, env: {...process.env, npm_config_nodedir: nodeDir}});
    const built = path.join(scratch, 'build', 'Release', 'better_sqlite3.node');
    // Throws when it was built for another ABI, before it reaches the cache.
    run(node, ['-e', `require(${JSON.stringify(built)})`]);
    mkdirSync(path.dirname(addon), {recursive: true});
    copyFileSync(built, `${addon}.partial`);
    renameSync(`${addon}.partial`, addon);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return addon;
}

/** The environment that makes `node` load better-sqlite3's addon compiled for it, when that Node can run better-sqlite3. */
export function addonEnv(node: string, version: string): NodeJS.ProcessEnv {
  if (!usableSqliteDrivers(version).includes('better-sqlite3')) return {};
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.resolve('scripts/node-lts/addon-hook.mjs')).href}`.trim(),
    DEVPORTAL_ADDON_FROM: pathToFileURL(path.resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node')).href,
    DEVPORTAL_ADDON_TO: pathToFileURL(buildAddon(node)).href,
  };
}

/** The major version of a Node version string ("20.19.5" → 20). */
export const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** `node`'s version and LTS name ('' for a Current release). */
export function nodeVersion(node: string): {version: string; lts: string} {
  const [version = '', lts = ''] = run(node, ['-p', 'process.versions.node + " " + (process.release.lts ?? "")']).split(' ');
  return {version, lts};
}

/**
 * The environment under which commands run on `node`: its folder first on PATH, so `npx`, `npm`, tsx and every child
 * process (the server, the build, the browser tests' server) find it, plus better-sqlite3's addon for its ABI when it
 * is older than 24. Under `npm test` the environment also carries what the outer npm knew about the installing Node:
 * its path, its headers and its global prefix, whose bin folder an inner `npm exec` would put first on PATH. Those go.
 */
export function nodeEnv(node: string, base: NodeJS.ProcessEnv = process.env, version = nodeVersion(node).version): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(base).filter(([name]) => !/^npm_config_(prefix|global_prefix|nodedir|user_agent)$/i.test(name)));
  return {
    ...inherited,
    PATH: `${path.dirname(node)}${path.delimiter}${base.PATH ?? ''}`,
    ...(base.NODE ? {NODE: node} : {}),
    ...(base.npm_node_execpath ? {npm_node_execpath: node} : {}),
    ...addonEnv(node, version),
  };
}
