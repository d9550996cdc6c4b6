/**
 * Makes sure the PostgreSQL tests have a server to start: Debian's `postgresql` package (initdb,
 * pg_ctl, postgres under /usr/lib/postgresql/<version>/bin), through scripts/lib/debianPackage.ts.
 * The test harness calls it.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ensureDebianPackages} from './lib/debianPackage.ts';

const debianRoot = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed from Debian, or null when there is none. */
export function findPostgresBin(): string | null {
  if (!existsSync(debianRoot)) return null;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(debianRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : path.join(debianRoot, versions[0]!, 'bin');
}

export const postgresNeed = {pkg: 'postgresql', present: () => findPostgresBin() !== null};

/** Returns the bin folder, installing Debian's package first when root; throws saying what to run otherwise. */
export function ensurePostgres(): string {
  ensureDebianPackages('The PostgreSQL tests', [postgresNeed]);
  return findPostgresBin()!;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`PostgreSQL: ${ensurePostgres()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
