/**
 * A throwaway PostgreSQL cluster for the tests: a copy of a freshly initialised data folder in a temporary folder,
 * the server on a free port of 127.0.0.1 with its socket in that folder, removed by stop(). initdb and postgres
 * refuse to run as root, so as root they run as the `postgres` user, which owns the folder.
 *
 * initdb runs once per PostgreSQL installation: its result is kept in node_modules/.cache and copied for each
 * cluster (about 0.4 s, where initdb takes 2 to 6 s on this machine), because a mutation run starts a cluster for
 * every store mutant it tests.
 */
import {execFile, execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import pg from 'pg';
import {freePort} from '../../bench/lib/server.ts';
import {ensurePostgres} from '../../scripts/setup-postgres.ts';

const run = promisify(execFile);

export interface PgCluster {
  port: number;
  /** URL of `database` on this cluster. */
  url(database?: string): string;
  /** Creates a database (UTF8) and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Stops the server: clients see their connections closed and new ones refused. `fast` (the default) rolls back open
   * transactions and shuts down cleanly; `immediate` aborts at once, as a crash would, and recovers from the WAL at the next start.
   */
  stopServer(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port. */
  startServer(): Promise<void>;
  /** Stops the server and removes the folder; safe to call twice. */
  remove(): Promise<void>;
}

export interface PgClusterOptions {
  /** Flush commits to disk as a production server does; default false (tests need no crash safety, only speed). */
  durable?: boolean;
}

export async function startPgCluster({durable = false}: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = ensurePostgres();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (root) {
    const owner = userInfo({encoding: 'utf8'}).username === 'postgres' ? undefined : execFileSync('id', ['-u', 'postgres']).toString().trim();
    if (owner) chownSync(dir, Number(owner), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  }
  /** Runs a PostgreSQL program, as the postgres user when we are root. */
  const pgRun = (program: string, args: string[]) =>
    // From the cluster's folder: the postgres user may not be allowed into the working directory.
    root ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], {cwd: dir}) : run(path.join(bin, program), args, {cwd: dir});

  await run('cp', ['-a', await initialisedFolder(bin, root), data]);
  const port = await freePort();
  // A throwaway test cluster need not survive an OS crash: no fsync. Commits still wait for the WAL write.
  const speed = durable ? '' : ' -c fsync=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${speed}`;
  const startServer = async () => {
    await pgRun('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']).catch((error: unknown) => {
      throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${readLog(log)}`);
    });
  };
  const stopServer = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  // If the test process ends without remove() (a crash), the server must not outlive it.
  const stopOnExit = () => {
    try {
      const stop = [path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'];
      if (root) execFileSync('runuser', ['-u', 'postgres', '--', ...stop], {stdio: 'ignore', cwd: dir});
      else execFileSync(stop[0]!, stop.slice(1), {stdio: 'ignore', cwd: dir});
    } catch {
      // Already stopped.
    }
    rmSync(dir, {recursive: true, force: true});
  };
  process.once('exit', stopOnExit);
  await startServer();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let removed = false;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({connectionString: url()});
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stopServer,
    startServer,
    async remove() {
      if (removed) return;
      removed = true;
      process.removeListener('exit', stopOnExit);
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

/**
 * The data folder every cluster starts as, made by initdb the first time and kept in node_modules/.cache. initdb runs
 * in the system's temporary folder, which the postgres user can reach wherever the checkout is; the result is copied
 * in atomically, since concurrent test files may ask at once.
 */
async function initialisedFolder(bin: string, root: boolean): Promise<string> {
  const cache = path.resolve('node_modules/.cache/devportal-pg');
  const template = path.join(cache, createHash('sha256').update(bin).digest('hex').slice(0, 12));
  if (existsSync(template)) return template;
  const work = mkdtempSync(path.join(tmpdir(), 'devportal-initdb-'));
  try {
    if (root) chownSync(work, postgresId('-u'), postgresId('-g'));
    const data = path.join(work, 'data');
    const args = ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'];
    const initdb = path.join(bin, 'initdb');
    await (root ? run('runuser', ['-u', 'postgres', '--', initdb, ...args], {cwd: work}) : run(initdb, args, {cwd: work}));
    mkdirSync(cache, {recursive: true});
    const copy = mkdtempSync(path.join(cache, 'making-'));
    await run('cp', ['-a', data, path.join(copy, 'data')]);
    try {
      renameSync(path.join(copy, 'data'), template);
    } catch (error) {
      // Another test file made it first.
      if (!existsSync(template)) throw error;
    }
    rmSync(copy, {recursive: true, force: true});
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return template;
}

const postgresId = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres']).toString().trim());

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '(no server log)';
  }
}
