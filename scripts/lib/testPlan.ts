/**
 * What `npm test` runs, in order, and under which Node (scripts/test-all.ts runs it). The project is built and tested
 * on the newest Node LTS (scripts/lib/nodeLts.ts); when the Node that installed node_modules is older, the server and
 * unit tests and the archive build run once more under it, since `engines` still admits it.
 */
export type Counter = 'vitest' | 'playwright';
export interface Step {
  name: string;
  command: string;
  args: string[];
  /** 'lts': under the newest LTS; 'installing': under the Node that ran `npm test`. */
  node: 'lts' | 'installing';
  count?: Counter;
  /** Skipped (and counted failed) when the build failed. */
  needsBuild?: boolean;
}

const vitestJson = ['--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'];

export function testPlan({installingMajor, ltsMajor}: {installingMajor: number; ltsMajor: number}): Step[] {
  const older = installingMajor < ltsMajor;
  const steps: Array<Step | false> = [
    // Chromium, Java, nginx and PostgreSQL from Debian, in one apt-get call before tests that use them run in parallel.
    {name: 'system', command: 'npx', args: ['tsx', 'scripts/setup-system.ts'], node: 'lts'},
    {name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], node: 'lts'},
    {name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], node: 'lts'},
    {name: 'unit', command: 'npx', args: ['vitest', 'run', ...vitestJson], node: 'lts', count: 'vitest'},
    // The Node-side tests again under the installing Node (better-sqlite3 there, node:sqlite from 24 on).
    older && {
      name: `unit-node-${installingMajor}`,
      command: 'npx',
      args: ['vitest', 'run', 'server', 'scripts', 'common', 'plugins', ...vitestJson],
      node: 'installing',
      count: 'vitest',
    },
    // StrykerJS over the files of the committed baseline: only mutants whose code or tests changed since it are tested (scripts/mutation.ts).
    {name: 'mutation', command: 'npx', args: ['tsx', 'scripts/mutation.ts', '--baseline-files'], node: 'lts'},
    {name: 'content', command: 'npx', args: ['tsx', 'scripts/check-mdx.ts'], node: 'lts'},
    {name: 'build', command: 'npm', args: ['run', '--silent', 'build'], node: 'lts'},
    // Vitest tests that read the production build (the MCP server over HTTP and stdio), excluded from 'unit'.
    {name: 'unit-build', command: 'npx', args: ['vitest', 'run', '-c', 'vitest.build.config.ts', ...vitestJson], node: 'lts', count: 'vitest', needsBuild: true},
    // Each page type's compressed first-load JavaScript and CSS against scripts/lib/budgets.ts.
    {name: 'budgets', command: 'npx', args: ['tsx', 'scripts/check-budgets.ts'], node: 'lts', needsBuild: true},
    // A checkout without .git (source archive, container context) builds and serves too, under a sub-path; under the
    // installing Node when it is older, so the site is built and served under both.
    {name: older ? `archive-build-node-${installingMajor}` : 'archive-build', command: 'npx', args: ['tsx', 'scripts/check-archive-build.ts'], node: older ? 'installing' : 'lts'},
    {name: 'e2e', command: 'npx', args: ['playwright', 'test'], node: 'lts', count: 'playwright', needsBuild: true},
  ];
  return steps.filter((step): step is Step => step !== false);
}
