import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

/** A survey response as `npm run feedback:export` prints it. */
export interface ExportedResponse {
  id: string;
  timestamp: string;
  rate: number;
  message: string;
  email: string;
  page: string;
  locale: string;
  receivedAt: string;
  deliveredAt: string | null;
}

/**
 * The survey responses with these ids, as the server under test stored them in its database, read by the project's
 * own export (scripts/feedback-export.ts) in a process of its own: the server code is an ES module package that the
 * test runner's loader does not load. Oldest first.
 */
export async function storedResponses(ids: readonly string[]): Promise<ExportedResponse[]> {
  const dbPath = process.env.E2E_FEEDBACK_DB;
  if (!dbPath) throw new Error('E2E_FEEDBACK_DB is not set: run the tests through playwright.config.ts');
  const {stdout} = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/feedback-export.ts'], {
    // The same environment as the server's (global-setup.ts), so the export reads the store the server writes.
    env: {...process.env, FEEDBACK_DB: dbPath},
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExportedResponse)
    .filter((row) => ids.includes(row.id));
}
