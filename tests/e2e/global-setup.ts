import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {once} from 'node:events';

const BANNER = /running at (http:\/\/\S+)/;

/**
 * Starts the production server on a free port of 127.0.0.1 over the existing build and
 * shares its URL (E2E_BASE_URL) and its feedback database (E2E_FEEDBACK_DB) with the tests.
 * Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('build/index.html')) {
    throw new Error('No production build in build/. Run "npm run build" before the end-to-end tests.');
  }
  // A throwaway feedback database per run, and room for the survey tests' posts from one IP.
  const dataDir = mkdtempSync(join(tmpdir(), 'devportal-e2e-'));
  const feedbackDb = join(dataDir, 'feedback.db');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: 'build',
      FEEDBACK_DB: feedbackDb,
      FEEDBACK_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, {recursive: true, force: true});
  };
  process.once('exit', () => server.kill('SIGKILL'));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not print its banner within 20 s')), 20_000);
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = BANNER.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`)));
  });
  process.env.E2E_BASE_URL = url;
  // The survey tests read what the server stored (tests/e2e/feedbackStore.ts).
  process.env.E2E_FEEDBACK_DB = feedbackDb;
  return stop;
}
