/**
 * `npm run bench`: runs every benchmark module in bench/ (files named *.bench.ts, each
 * default-exporting an async function that returns a JSON-serialisable result and prints
 * its own table), then writes all results to bench/results/latest.json.
 * Speed is measured here, never in tests. `npm run bench -- search` runs only matching modules; arguments
 * after the name go to the module (`npm run bench -- ablation --only=preact --runs=3`).
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {withDeadline} from './lib/deadline.ts';

type Bench = (args: string[]) => Promise<unknown>;
/** A module may set `onlyWhenNamed`: a long bench (ablation) then runs only as `npm run bench -- NAME`, not in the full run. */
interface BenchModule {
  default: Bench;
  onlyWhenNamed?: boolean;
}

const [filter, ...benchArgs] = process.argv.slice(2);
const dir = path.resolve('bench');
const modules = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!filter || name.includes(filter)))
  .sort();

if (modules.length === 0) {
  console.error(filter ? `No benchmark in bench/ matches "${filter}".` : 'No benchmark in bench/ (files named *.bench.ts).');
  process.exit(1);
}

// A partial run (`npm run bench -- search`) updates its own entries and keeps the others.
const latest = 'bench/results/latest.json';
const previous = existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as Record<string, unknown>) : {};
const results: Record<string, unknown> = {...previous, date: new Date().toISOString(), node: process.version};
// Each benchmark bounds its own steps; this bounds a whole module, whatever it forgot.
const moduleTimeoutMs = Number(process.env.BENCH_MODULE_TIMEOUT_MS ?? 3 * 60 * 60_000);
let failed = 0;
for (const name of modules) {
  console.log(`\n=== ${name} ===`);
  const key = name.replace(/\.bench\.ts$/, '');
  try {
    const {default: run, onlyWhenNamed} = (await import(pathToFileURL(path.join(dir, name)).href)) as BenchModule;
    if (onlyWhenNamed && !filter) {
      console.log(`Skipped: it runs only when named (npm run bench -- ${key}).`);
      continue;
    }
    results[key] = await withDeadline(name, moduleTimeoutMs, () => run(benchArgs));
  } catch (error) {
    failed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name} failed: ${message}`);
    results[key] = {error: message};
  }
}

mkdirSync('bench/results', {recursive: true});
writeFileSync(latest, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${latest}`);
// Exiting also kills what a failed or timed-out benchmark left running, a browser or a build (bench/lib/deadline.ts).
if (failed) {
  console.error(`${failed} of ${modules.length} benchmarks failed.`);
  process.exit(1);
}
process.exit(0);
