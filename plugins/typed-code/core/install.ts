/**
 * Installs the example starter (../starter) with `npm ci` when its node_modules is missing or was installed from
 * another lock, so a clean clone checks its examples and builds its type popups with nothing installed by hand.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {lockHash, starterDir} from './project.ts';

const stampFile = path.join(starterDir, 'node_modules', '.installed-lock');

export function ensureStarterInstalled(): void {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.error(`[typed-code] installing the example starter's packages (npm ci in ${path.relative(process.cwd(), starterDir)})`);
  // Output goes to stderr: a caller may be printing a report on stdout.
  const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {cwd: starterDir, stdio: ['ignore', 2, 2]});
  if (result.status !== 0) throw new Error(`npm ci failed in ${starterDir} (exit ${result.status}): the examples cannot be checked without the FastStore packages`);
  writeFileSync(stampFile, wanted);
}
