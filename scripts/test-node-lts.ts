/**
 * The server and unit tests (not the browser ones; the server tests start the real server) under another Node major,
 * by hand: `npm test` already runs everything under the newest LTS (scripts/test-all.ts). Node comes from the npm
 * registry into a cache folder (scripts/lib/nodeLts.ts). On an older major (`NODE_LTS_MAJOR=22`) the tests also run
 * better-sqlite3, whose addon in node_modules is built for the installing Node's ABI: a copy is compiled for that Node
 * (once, with npm's node-gyp and that Node's own headers) and node-lts/addon-hook.mjs loads it in place of the other;
 * node_modules is left as it is.
 *
 *   NODE_LTS_MAJOR=22 npx tsx scripts/test-node-lts.ts [vitest arguments]
 *   npx tsx scripts/test-node-lts.ts --script scripts/check-archive-build.ts   (a TypeScript script instead of the tests)
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {usableSqliteDrivers} from '../server/feedback/sqlite-driver.ts';
import {installNode, nodeEnv, nodeVersion} from './lib/nodeLts.ts';

/** What runs by default: the Node-side tests; src/ holds browser code, tested in jsdom whatever the Node. */
const defaultTests = ['server', 'scripts', 'common', 'plugins'];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const node = installNode();
  const {version, lts} = nodeVersion(node);
  const args = process.argv.slice(2);
  const script = args[0] === '--script' ? args[1] : undefined;
  console.log(
    `[node-lts] running ${script ?? 'the tests'} under Node ${version} (${lts ? `LTS ${lts}` : 'not an LTS release'}), SQLite through ${usableSqliteDrivers(version).join(' and ')}`,
  );
  const command = script
    ? ['--import', 'tsx', script, ...args.slice(2)]
    : [path.resolve('node_modules/vitest/vitest.mjs'), 'run', ...(args.some((arg) => !arg.startsWith('-')) ? [] : defaultTests), ...args];
  const result = spawnSync(node, command, {stdio: 'inherit', env: nodeEnv(node)});
  process.exit(result.status ?? 1);
}
