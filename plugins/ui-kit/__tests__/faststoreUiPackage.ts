/**
 * The published @faststore/ui the demos are held to, installed from the npm registry for the check only: into the
 * cache folder `npm test` keeps its downloads in (DEVPORTAL_CACHE_DIR, default ~/.cache/faststore-devportal), once
 * per version, never into the portal's node_modules (its React 17 peer would clash with the portal's React).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import {FASTSTORE_UI_VERSION} from '../faststoreUiVersion.ts';

const cacheRoot = process.env.DEVPORTAL_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'faststore-devportal');

/** The folder whose node_modules holds @faststore/ui at FASTSTORE_UI_VERSION, installed when missing. */
export function faststoreUiInstall(version = FASTSTORE_UI_VERSION): string {
  const dir = path.join(cacheRoot, `faststore-ui-${version}`);
  const manifest = path.join(dir, 'node_modules', '@faststore', 'ui', 'package.json');
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version === version) return dir;
  mkdirSync(cacheRoot, {recursive: true});
  const scratch = mkdtempSync(path.join(cacheRoot, 'faststore-ui-'));
  try {
    writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({private: true, dependencies: {'@faststore/ui': version}}));
    // Without its React 17 peer: the check resolves `react` to the portal's own types.
    execFileSync('npm', ['install', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: scratch,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    rmSync(dir, {recursive: true, force: true});
    // Renamed into place last, so an interrupted install is never taken for a complete one.
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, {recursive: true, force: true});
    const output = (error as {stderr?: string}).stderr ?? String(error);
    throw new Error(`Could not install @faststore/ui@${version} from the npm registry into ${cacheRoot} for the type check:\n${output}`);
  }
  return dir;
}
