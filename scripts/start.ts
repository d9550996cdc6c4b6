/**
 * Entry point of `npm start`: builds the site when no production build exists
 * yet, then starts the production server (server/main.ts).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {loadConfig, type Config} from '../server/config.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Runs a command with the terminal attached; resolves to its exit code (1 if a signal ended it). */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    // npx is a .cmd shim on Windows, which only a shell can start.
    const child = spawn(command, args, {stdio: 'inherit', shell: process.platform === 'win32'});
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const {buildDir} = readConfig();
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.log(`No production build in ${buildDir} yet; running "docusaurus build" first.`);
  // --out-dir keeps the build where the server will look for it when BUILD_DIR is set.
  const code = await run('npx', ['docusaurus', 'build', '--out-dir', buildDir]);
  if (code !== 0) process.exit(code);
  // Stored .br/.gz variants, as `npm run build` makes them (scripts/precompress.ts).
  const compressed = await run('npx', ['tsx', 'scripts/precompress.ts', buildDir]);
  if (compressed !== 0) process.exit(compressed);
}

await import('../server/main.ts');
