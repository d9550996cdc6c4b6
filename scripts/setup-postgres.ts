/**
 * Makes sure the PostgreSQL tests have a server to start: Debian's `postgresql` package (initdb,
 * pg_ctl, postgres under /usr/lib/postgresql/<version>/bin). As root it installs the package
 * with apt-get; otherwise it stops and says how to install it. The test harness calls it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const debianRoot = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed from Debian, or null when there is none. */
export function findPostgresBin(): string | null {
  if (!existsSync(debianRoot)) return null;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(debianRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : path.join(debianRoot, versions[0]!, 'bin');
}

/** Returns the bin folder, installing Debian's package first when root; throws saying what to run otherwise. */
export function ensurePostgres(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The PostgreSQL tests need a PostgreSQL server (initdb, pg_ctl). Install it with\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  console.log('Installing PostgreSQL from Debian for the feedback store tests…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {stdio: 'inherit', env});
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get finished but no PostgreSQL is under ${debianRoot}.`);
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`PostgreSQL: ${ensurePostgres()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
