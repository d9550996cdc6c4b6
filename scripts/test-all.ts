/**
 * `npm test`: typecheck, lint, unit tests (also under the newest Node LTS), mutation scores, a production build, then
 * the vitest tests that read it (vitest.build.config.ts) and the end-to-end tests against it. Every step runs even if an
 * earlier one failed; the last line sums them all as `N passed, N failed` (CI reads it).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

type Counts = {passed: number; failed: number};
type Step = {name: string; command: string; args: string[]; count?: () => Counts};

mkdirSync('test-results', {recursive: true});

function vitestCounts(): Counts {
  const report = JSON.parse(readFileSync('test-results/unit.json', 'utf8')) as {numPassedTests: number; numFailedTests: number};
  return {passed: report.numPassedTests, failed: report.numFailedTests};
}

function playwrightCounts(): Counts {
  const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as {
    stats: {expected: number; unexpected: number; flaky: number};
  };
  return {passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected};
}

const steps: Step[] = [
  // Chromium, Java, nginx and PostgreSQL from Debian, in one apt-get call before tests that use them run in parallel.
  {name: 'system', command: 'npx', args: ['tsx', 'scripts/setup-system.ts']},
  {name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck']},
  {name: 'lint', command: 'npm', args: ['run', '--silent', 'lint']},
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    count: vitestCounts,
  },
  // The server and unit tests again under the newest Node LTS from the npm registry (not the browser ones): scripts/test-node-lts.ts.
  {
    name: 'unit-node-lts',
    command: 'npx',
    args: ['tsx', 'scripts/test-node-lts.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    count: vitestCounts,
  },
  // StrykerJS over the files of the committed baseline: only mutants whose code or tests changed since it are tested (scripts/mutation.ts).
  {name: 'mutation', command: 'npx', args: ['tsx', 'scripts/mutation.ts', '--baseline-files']},
  {name: 'content', command: 'npx', args: ['tsx', 'scripts/check-mdx.ts']},
  {name: 'build', command: 'npm', args: ['run', '--silent', 'build']},
  // Vitest tests that read the production build (the MCP server over HTTP and stdio), excluded from 'unit'.
  {
    name: 'unit-build',
    command: 'npx',
    args: ['vitest', 'run', '-c', 'vitest.build.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    count: vitestCounts,
  },
  // Each page type's compressed first-load JavaScript and CSS against scripts/lib/budgets.ts.
  {name: 'budgets', command: 'npx', args: ['tsx', 'scripts/check-budgets.ts']},
  // A checkout without .git (source archive, container context) builds and serves too, under the newest Node LTS:
  // with the 'build' step under the installing Node, the site is built and served under both.
  {name: 'archive-build-node-lts', command: 'npx', args: ['tsx', 'scripts/test-node-lts.ts', '--script', 'scripts/check-archive-build.ts']},
  {name: 'e2e', command: 'npx', args: ['playwright', 'test'], count: playwrightCounts},
];

const total: Counts = {passed: 0, failed: 0};
const summary: string[] = [];
let buildFailed = false;

for (const step of steps) {
  if ((step.name === 'e2e' || step.name === 'budgets' || step.name === 'unit-build') && buildFailed) {
    summary.push(`${step.name}: skipped, the build failed`);
    total.failed += 1;
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  for (const file of ['test-results/unit.json', 'test-results/e2e.json']) if (step.count && existsSync(file)) rmSync(file);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {stdio: 'inherit', env: process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts: Counts = result.status === 0 ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
  if (step.count) {
    try {
      counts = step.count();
      // A runner that crashed before reporting still fails the step.
      if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
    } catch {
      counts = {passed: 0, failed: 1};
    }
  }
  if (step.name === 'build' && result.status !== 0) buildFailed = true;
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.push(`${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
