/**
 * `npm test`'s check that the portal runs on the newest Node LTS as well as on the Node that installed it: the
 * server and unit tests (not the browser ones; the server tests start the real server) under Node LTS_MAJOR.
 * Node comes from the npm registry (node-<platform>-<arch>) into a cache folder. On Node 24 and later the feedback
 * store runs on node:sqlite (server/feedback/sqlite-driver.ts), so nothing is compiled. On an older major
 * (`NODE_LTS_MAJOR=22`, to check that one by hand) the tests also run better-sqlite3, whose addon in node_modules
 * is built for the installing Node's ABI: a copy is compiled for that Node (once, with npm's node-gyp and that
 * Node's own headers) and node-lts/addon-hook.mjs loads it in place of the other; node_modules is left as it is.
 *
 *   npx tsx scripts/test-node-lts.ts [vitest arguments]
 *   NODE_LTS_MAJOR=22 npx tsx scripts/test-node-lts.ts
 *   npx tsx scripts/test-node-lts.ts --script scripts/check-archive-build.ts   (a TypeScript script instead of the tests)
 *
 * DEVPORTAL_CACHE_DIR (default ~/.cache/faststore-devportal) holds the downloads; delete node<major>/ there to take a newer patch release.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {usableSqliteDrivers} from '../server/feedback/sqlite-driver.js';

/**
 * The newest LTS the registry has: Node 26's packages there stop at 26.10.0, a Current release (no
 * `process.release.lts`), so 24 until a 26 LTS is published. `NODE_LTS_MAJOR=22` runs the step under another major.
 */
export const LTS_MAJOR = Number(process.env.NODE_LTS_MAJOR ?? 24);
/** What the step runs: the Node-side tests; src/ holds browser code, tested in jsdom whatever the Node. */
const defaultTests = ['server', 'scripts', 'common', 'plugins'];

const cacheRoot = process.env.DEVPORTAL_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'faststore-devportal');
const log = (message: string) => console.log(`[node-lts] ${message}`);

function run(command: string, args: string[], {cwd, env = process.env}: {cwd?: string; env?: NodeJS.ProcessEnv} = {}): string {
  return execFileSync(command, args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024}).trim();
}

/** The Node binary of the LTS, unpacked from the npm registry's node-<platform>-<arch> package when not cached. */
function installNode(): string {
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
function addonEnv(node: string, version: string): NodeJS.ProcessEnv {
  if (!usableSqliteDrivers(version).includes('better-sqlite3')) return {};
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.resolve('scripts/node-lts/addon-hook.mjs')).href}`.trim(),
    DEVPORTAL_ADDON_FROM: pathToFileURL(path.resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node')).href,
    DEVPORTAL_ADDON_TO: pathToFileURL(buildAddon(node)).href,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const node = installNode();
  const [version, lts] = run(node, ['-p', 'process.versions.node + " " + (process.release.lts ?? "")']).split(' ');
  const args = process.argv.slice(2);
  const script = args[0] === '--script' ? args[1] : undefined;
  log(`running ${script ?? 'the tests'} under Node ${version} (${lts ? `LTS ${lts}` : 'not an LTS release'}), SQLite through ${usableSqliteDrivers(version).join(' and ')}`);
  const command = script
    ? ['--import', 'tsx', script, ...args.slice(2)]
    : [path.resolve('node_modules/vitest/vitest.mjs'), 'run', ...(args.some((arg) => !arg.startsWith('-')) ? [] : defaultTests), ...args];
  const result = spawnSync(node, command, {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Child processes the tests or the script start (the server, tsx, npm) find this Node first too.
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      ...addonEnv(node, version!),
    },
  });
  process.exit(result.status ?? 1);
}
