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
for (const name of modules) {
  console.log(`\n=== ${name} ===`);
  const {default: run, onlyWhenNamed} = (await import(pathToFileURL(path.join(dir, name)).href)) as BenchModule;
  if (onlyWhenNamed && !filter) {
    console.log(`Skipped: it runs only when named (npm run bench -- ${name.replace(/\.bench\.ts$/, '')}).`);
    continue;
  }
  results[name.replace(/\.bench\.ts$/, '')] = await run(benchArgs);
}

mkdirSync('bench/results', {recursive: true});
writeFileSync(latest, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${latest}`);
// A bench stopped at its time limit may leave a browser or build it abandoned: the run ends here all the same.
process.exit(0);
