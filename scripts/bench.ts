/**
 * `npm run bench`: runs every benchmark module in bench/ (files named *.bench.ts, each
 * default-exporting an async function that returns a JSON-serialisable result and prints
 * its own table), then writes all results to bench/results/latest.json.
 * Speed is measured here, never in tests. `npm run bench -- search` runs only matching modules.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

type Bench = () => Promise<unknown>;

const filter = process.argv[2];
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
  const {default: run} = (await import(pathToFileURL(path.join(dir, name)).href)) as {default: Bench};
  results[name.replace(/\.bench\.ts$/, '')] = await run();
}

mkdirSync('bench/results', {recursive: true});
writeFileSync(latest, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${latest}`);
