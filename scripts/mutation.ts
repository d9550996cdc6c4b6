/**
 * `npm run test:mutation`: StrykerJS (stryker.config.mjs) in incremental mode, then each area's mutation score
 * against its floor (scripts/lib/mutationAreas.ts). Exits 1 naming each area under its floor.
 *
 * The incremental file (reports/mutation/incremental.json) starts from the committed baseline
 * (scripts/data/mutation-baseline.json.gz) when it is missing or older, so a clean clone, and CI, only test
 * the mutants whose code or tests changed since the baseline was taken.
 *
 *   --refresh-baseline  after the run, store its incremental file as the new baseline (commit it)
 *   --full              test every mutant again, reusing nothing
 *   --check             only read the last report and check the floors
 *   --baseline-files    mutate only the files the baseline holds (`npm test` does: CI time stays bounded while
 *                       files not measured yet wait for a refresh; an area without any is reported, not failed)
 * Anything else is passed to `stryker run` (`--mutate server/paths.ts` tests one file's mutants; the others keep
 * their last results).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {areaScores, floorFailures, scoreTable, type MutationReport} from './lib/mutationAreas.ts';

const reportDir = 'reports/mutation';
/** Both named in stryker.config.mjs. */
const incrementalFile = path.join(reportDir, 'incremental.json');
const reportFile = path.join(reportDir, 'mutation.json');
const baselineFile = 'scripts/data/mutation-baseline.json.gz';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const refresh = flag('--refresh-baseline');
const full = flag('--full');
const checkOnly = flag('--check');
const baselineOnly = flag('--baseline-files');

/** The mutated files an incremental file (Stryker's report format) holds, relative to the project. */
function filesOf(incremental: string): string[] {
  const {files} = JSON.parse(incremental) as {files: Record<string, unknown>};
  return Object.keys(files).map((file) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/'));
}

const newer = (a: string, b: string) => statSync(a).mtimeMs > statSync(b).mtimeMs;

if (!checkOnly) {
  mkdirSync(reportDir, {recursive: true});
  if (existsSync(baselineFile) && (!existsSync(incrementalFile) || newer(baselineFile, incrementalFile))) {
    writeFileSync(incrementalFile, gunzipSync(readFileSync(baselineFile)));
    console.log(`Starting from the baseline ${baselineFile}.`);
  }
  let mutate: string[] = [];
  if (baselineOnly) {
    const files = existsSync(baselineFile) ? filesOf(gunzipSync(readFileSync(baselineFile)).toString('utf8')).filter((file) => existsSync(file)) : [];
    if (files.length === 0) {
      console.log(`The baseline ${baselineFile} holds no file yet: nothing to mutate.`);
      process.exit(0);
    }
    console.log(`Mutating the ${files.length} files the baseline holds.`);
    mutate = ['--mutate', files.join(',')];
  }
  const started = Date.now();
  const stryker = spawnSync('npx', ['stryker', 'run', ...(full ? ['--force'] : []), ...mutate, ...args], {stdio: 'inherit'});
  console.log(`Stryker took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  if (stryker.status !== 0) {
    console.error(`Stryker failed (exit ${stryker.status ?? stryker.signal}); no scores to check.`);
    process.exit(1);
  }
  if (refresh) {
    writeFileSync(baselineFile, gzipSync(readFileSync(incrementalFile), {level: 9}));
    console.log(`Stored the baseline ${baselineFile}: commit it.`);
  }
}

if (!existsSync(reportFile)) {
  console.error(`No report at ${reportFile}: run "npm run test:mutation" first.`);
  process.exit(1);
}
const scores = areaScores(JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport);
console.log(`\nMutation score per area (report: ${path.join(reportDir, 'mutation.html')})\n${scoreTable(scores)}`);
const failures = floorFailures(baselineOnly ? scores.filter(({score}) => score !== null) : scores);
if (baselineOnly) for (const {area} of scores.filter(({score}) => score === null)) console.log(`${area.name}: not in the baseline yet, not checked`);
for (const failure of failures) console.error(failure);
process.exit(failures.length > 0 ? 1 : 0);
