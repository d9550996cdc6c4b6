/**
 * `npm test`: typecheck, lint, unit tests, mutation scores, a production build, then the vitest tests that read it
 * (vitest.build.config.ts) and the end-to-end tests against it, all under the newest Node LTS (fetched from the npm
 * registry when the installing Node is older; the Node-side tests and the archive build then run under that one too:
 * scripts/lib/testPlan.ts). Every step runs even if an earlier one failed; the last line sums them all as
 * `N passed, N failed` (CI reads it).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {installNode, LTS_MAJOR, majorOf, nodeEnv, nodeVersion} from './lib/nodeLts.ts';
import {testPlan, type Counter} from './lib/testPlan.ts';
import {failureLines, playwrightCounts, playwrightFailures, vitestCounts, vitestFailures, type Counts, type Failure} from './lib/testReports.ts';

mkdirSync('test-results', {recursive: true});

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const counters: Record<Counter, () => Counts & {failures: Failure[]}> = {
  vitest() {
    const report = readJson('test-results/unit.json');
    return {...vitestCounts(report), failures: vitestFailures(report, process.cwd())};
  },
  playwright() {
    const report = readJson('test-results/e2e.json');
    return {...playwrightCounts(report), failures: playwrightFailures(report)};
  },
};

const installingMajor = majorOf(process.versions.node);
const steps = testPlan({installingMajor, ltsMajor: LTS_MAJOR});
let ltsEnv = process.env;
if (installingMajor < LTS_MAJOR) {
  const node = installNode();
  ltsEnv = nodeEnv(node);
  console.log(`Testing under Node ${nodeVersion(node).version} (installed with Node ${process.versions.node}, which also runs the Node-side tests and the archive build).`);
}

const total: Counts = {passed: 0, failed: 0};
const summary: string[] = [];
let buildFailed = false;

for (const step of steps) {
  if (step.needsBuild && buildFailed) {
    summary.push(`${step.name}: skipped, the build failed`);
    total.failed += 1;
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  for (const file of ['test-results/unit.json', 'test-results/e2e.json']) if (step.count && existsSync(file)) rmSync(file);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {stdio: 'inherit', env: step.node === 'lts' ? ltsEnv : process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts: Counts = result.status === 0 ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
  let failures: Failure[] = [];
  if (step.count) {
    try {
      ({failures, ...counts} = counters[step.count]());
      // A runner that crashed before reporting still fails the step.
      if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
    } catch {
      counts = {passed: 0, failed: 1};
    }
  }
  if (step.name === 'build' && result.status !== 0) buildFailed = true;
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.push(`${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`, ...failureLines(failures));
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
