/**
 * Each speed mechanism's own gain (plugins/lean-client/mechanisms.ts). Builds the site once with everything
 * on and once per mechanism switched off (LEAN_OFF=name), each into its own folder, plus the stock Docusaurus
 * site (bench/lib/stockSite.ts); then, per page type, weighs the first-load JavaScript (gzip) and measures
 * total blocking time and the longest task in Chromium at 4× CPU throttling and the Lighthouse performance
 * score (bench/lib/measure.ts), medians of N runs. Prints one table: each mechanism's gain (cost without it
 * minus cost with everything on) beside the run-to-run noise (the spread of the all-on runs).
 *
 *   npm run bench -- ablation [--only=preact,stagedEntry] [--runs=3] [--lighthouse-runs=N] [--pages=home,doc]
 *     [--time-limit=90] [--no-stock] [--reuse] [--overlap] [--before=COMMIT]
 *
 * --before=COMMIT also builds that commit as it was (a `git archive` of it, built with today's node_modules hard-linked,
 * measured right after the all-on build) and prints its figures and the gain since: the check that a change
 * left no page type worse.
 *
 * The whole run stops at --time-limit minutes (a build or a measurement under way is abandoned) and prints
 * the rows it has; the table is also printed after every build measured. Builds go to .ablation/<variant>.
 */
import {execFileSync, spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ablationTable, markdownTable, parseAblationArgs, type PageRuns} from '../scripts/lib/ablation.ts';
import {createPageWeigher, total} from '../scripts/lib/pageWeight.ts';
import {precompress} from '../scripts/precompress.ts';
import {pageSamples} from '../scripts/lib/budgets.ts';
import {checkoutCommit, commitFolder, resolveCommit} from './lib/commitCheckout.ts';
import {killOnExit} from './lib/deadline.ts';
import {lighthouseOnce, throttledLoads} from './lib/measure.ts';
import {startSiteServer} from './lib/server.ts';
import {buildStockSite} from './lib/stockSite.ts';
import {importFeature} from './lib/features.ts';

// The registry is read as the build reads it, from the speed layer's core.
const {mechanisms, mechanismNames, parseMechanismsOff} = await importFeature<{
  mechanisms: Record<string, {description: string; reachesInto?: string}>;
  mechanismNames: string[];
  parseMechanismsOff: (list: string) => string[];
}>('#lean-client/core');

/** The page types of the site bench, less the second API page (the CMS API reference stands for reference pages). */
const defaultPages = ['home', 'doc', 'releaseList', 'releasePost', 'cmsApi', 'search', 'starters'];

interface Build {
  name: string;
  siteDir: string;
  buildDir: string;
  generatedDir: string;
  seconds: number | null;
}

class TimeUp extends Error {}

/**
 * The rule (DESIGN.md, "The speed layer"): a mechanism that reaches into a package's internals must gain beyond the
 * noise on at least two page types, one that does not on at least one. The row names the mechanism left out.
 */
const pagesNeeded = (row: string) => (mechanisms[row.replace(/ off$/, '')]?.reachesInto ? 2 : 1);

/** Hours of building: only `npm run bench -- ablation` runs it, not the full `npm run bench`. */
export const onlyWhenNamed = true;

const root = path.resolve('.ablation');
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** What a reused build must have been built from: the tree and any uncommitted change, benches and scripts aside. */
function sourceState(): string {
  const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const site = ['--', '.', ':!bench', ':!scripts'];
  return createHash('sha256')
    .update(git('ls-tree', '-r', 'HEAD').replace(/^.*\t(bench|scripts)\/.*$/gm, ''))
    .update(git('status', '--porcelain', ...site))
    .update(git('diff', 'HEAD', ...site))
    .digest('hex')
    .slice(0, 16);
}

export default async function ablationBench(argv: string[] = process.argv.slice(3)) {
  const pageTypes = pageSamples.map((sample) => sample.type);
  const args = parseAblationArgs(argv, {mechanismNames, parseNames: parseMechanismsOff, pageTypes, defaultPages});
  const deadline = Date.now() + args.timeLimitMinutes * 60_000;
  const left = () => deadline - Date.now();
  const pages = pageSamples.filter((sample) => args.pages.includes(sample.type));
  const variants: Array<{name: string; off: string[]}> = [{name: 'all on', off: []}, ...args.only.map((name) => ({name, off: [name]}))];
  console.log(`Ablation: ${variants.length} builds of ours${args.stock ? ' and the stock site' : ''}, ${pages.length} page types, ${args.runs} throttled loads and ${args.lighthouseRuns} Lighthouse runs per page, ${args.timeLimitMinutes} min at most.`);

  /** Races `work` against the deadline; past it, `abandon` stops what `work` started. */
  const beforeDeadline = async <T>(work: Promise<T>, abandon: () => void = () => undefined): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandon();
        reject(new TimeUp('time limit reached'));
      }, Math.max(0, left()));
    });
    try {
      return await Promise.race([work, timeUp]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** `docusaurus build --out-dir` in `siteDir` with LEAN_OFF; resolves once the build has ended, or throws with its last output. */
  async function docusaurusBuild(name: string, siteDir: string, buildDir: string, off: string[]): Promise<void> {
    // Its own process group, so the time limit stops the bundler's workers too.
    // The site's own Docusaurus: one from another folder would resolve its own modules there and the site's here,
    // and the bundle would carry both copies.
    const child = spawn(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', buildDir], {
      cwd: siteDir,
      env: {...process.env, LEAN_OFF: off.join(',')},
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    killOnExit(child.pid);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The "${name}" build failed (exit ${code}):\n${stderr}`))));
    });
    await beforeDeadline(exited, () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    });
  }

  /** `docusaurus build --out-dir` with LEAN_OFF, then the route data the weigher needs, then precompression (as `npm run build`). */
  async function buildVariant({name, off}: {name: string; off: string[]}): Promise<Build> {
    const dir = path.join(root, name.replace(/\W+/g, '-'));
    const build: Build = {name, siteDir: process.cwd(), buildDir: path.join(dir, 'build'), generatedDir: path.join(dir, 'generated'), seconds: null};
    const stamp = path.join(dir, 'variant.json');
    const wanted = JSON.stringify({off, source: sourceState()});
    if (args.reuse && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return build;
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(build.generatedDir, {recursive: true});
    const started = performance.now();
    await docusaurusBuild(name, process.cwd(), build.buildDir, off);
    for (const file of ['routes.js', 'routesChunkNames.json', 'bundle-manifest.json']) copyFileSync(path.join('.docusaurus', file), path.join(build.generatedDir, file));
    return finish(build, started, stamp, wanted);
  }

  /** Precompresses a finished build as `npm run build` does, stamps it for --reuse, and says how long it took. */
  async function finish(build: Build, started: number, stamp: string, stampText: string): Promise<Build> {
    await beforeDeadline(precompress(build.buildDir));
    build.seconds = Math.round((performance.now() - started) / 1000);
    writeFileSync(stamp, stampText);
    console.log(`Built "${build.name}" in ${build.seconds} s.`);
    return build;
  }

  /** The commit given by --before, as it was: a `git archive` of it beside today's node_modules, built and precompressed. */
  async function buildBefore(commit: string): Promise<Build> {
    const dir = commitFolder(commit);
    const siteDir = path.join(dir, 'site');
    const build: Build = {name: `before (${commit.slice(0, 7)})`, siteDir, buildDir: path.join(dir, 'build'), generatedDir: path.join(siteDir, '.docusaurus'), seconds: null};
    const stamp = path.join(dir, 'variant.json');
    if (args.reuse && existsSync(stamp) && existsSync(build.buildDir)) return build;
    rmSync(dir, {recursive: true, force: true});
    const started = performance.now();
    checkoutCommit(commit, siteDir);
    await docusaurusBuild(build.name, siteDir, build.buildDir, []);
    return finish(build, started, stamp, '{}');
  }

  async function buildStock(): Promise<Build> {
    const dir = path.join(root, 'stock');
    const stamp = path.join(dir, 'variant.json');
    const siteDir = path.join(dir, 'site');
    const build: Build = {name: 'stock Docusaurus', siteDir, buildDir: path.join(siteDir, 'build'), generatedDir: path.join(siteDir, '.docusaurus'), seconds: null};
    if (args.reuse && existsSync(stamp) && existsSync(build.buildDir)) return build;
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(siteDir, {recursive: true});
    const controller = new AbortController();
    const stock = await beforeDeadline(buildStockSite(process.cwd(), siteDir, controller.signal), () => controller.abort());
    build.seconds = Math.round(stock.buildSeconds);
    writeFileSync(stamp, '{}');
    console.log(`Built the stock site in ${build.seconds} s.`);
    return build;
  }

  const beforeCommit = args.before ? resolveCommit(args.before) : undefined;
  const beforeName = beforeCommit ? `before (${beforeCommit.slice(0, 7)})` : undefined;
  const measured: Record<string, Record<string, PageRuns>> = {};
  const show = () => {
    const [allOn = {}, ...rest] = variants.map((variant) => measured[variant.name]);
    const withoutEach = Object.fromEntries(variants.slice(1).flatMap((variant, index) => (rest[index] ? [[`${variant.name} off`, rest[index]]] : [])));
    const beforeRuns = beforeName && measured[beforeName] ? {name: beforeName, byPage: measured[beforeName]} : undefined;
    const rows = ablationTable(args.pages, allOn, withoutEach, measured['stock Docusaurus'], beforeRuns, pagesNeeded);
    console.log(`\nEach cell: first-load JS KB (gzip) · TBT/longest task ms (Chromium, 4× CPU, median of ${args.runs}) · Lighthouse performance (median of ${args.lighthouseRuns}).`);
    console.log('Mechanism rows give the gain: cost without it minus cost with everything on (positive: the mechanism helps).\n');
    console.log(markdownTable(args.pages, rows));
    return rows;
  };

  async function measure(build: Build): Promise<void> {
    const weigh = createPageWeigher(build);
    const server = await startSiteServer(build.buildDir);
    const byPage: Record<string, PageRuns> = {};
    measured[build.name] = byPage;
    try {
      for (const sample of pages) {
        const url = build.name === 'stock Docusaurus' ? sample.stockUrl : sample.url;
        const jsKB = kb(total(weigh(url).js, 'gzip'));
        const loads = await beforeDeadline(throttledLoads(`${server.url}${url}`, args.runs));
        const performanceRuns: number[] = [];
        for (let index = 0; index < args.lighthouseRuns; index += 1) performanceRuns.push((await beforeDeadline(lighthouseOnce(`${server.url}${url}`))).performance);
        byPage[sample.type] = {
          jsKB,
          tbtMs: loads.map((load) => load.tbtMs),
          longestTaskMs: loads.map((load) => load.longestTaskMs),
          performance: performanceRuns,
        };
        console.log(`  ${build.name} ${sample.url}: ${jsKB} KB, TBT ${loads.map((load) => Math.round(load.tbtMs)).join('/')} ms, longest ${loads.map((load) => Math.round(load.longestTaskMs)).join('/')} ms, perf ${performanceRuns.join('/')}`);
      }
    } finally {
      await server.stop();
    }
  }

  // The earlier commit is measured right after the all-on build, so the two are the closest in time.
  const [allOnVariant, ...offVariants] = variants.map((variant) => () => buildVariant(variant));
  const queue: Array<() => Promise<Build>> = [
    ...(allOnVariant ? [allOnVariant] : []),
    ...(beforeCommit ? [() => buildBefore(beforeCommit)] : []),
    ...offVariants,
    ...(args.stock ? [() => buildStock()] : []),
  ];
  const builds: Array<{name: string; seconds: number | null}> = [];
  let stopped: string | undefined;
  try {
    // With --overlap the next build starts while this one is measured.
    let next: Promise<Build> | undefined = queue.shift()?.();
    while (next) {
      const build = await next;
      builds.push({name: build.name, seconds: build.seconds});
      next = args.overlap ? queue.shift()?.() : undefined;
      next?.catch(() => undefined);
      await measure(build);
      show();
      next ??= queue.shift()?.();
    }
  } catch (error) {
    if (!(error instanceof TimeUp)) throw error;
    stopped = `stopped at the time limit (${args.timeLimitMinutes} min); rows so far:`;
    console.log(`\nAblation ${stopped}`);
  }
  const rows = show();
  const candidates = rows.filter((row) => row.stays === false).map((row) => row.name.replace(/ off$/, ''));
  console.log(`\nGo by the rule (no gain beyond the noise on enough page types): ${candidates.length ? candidates.join(', ') : 'none'}.`);
  const since = rows.find((row) => row.notWorseEverywhere !== undefined);
  if (since) console.log(`Against ${beforeName}: ${since.notWorseEverywhere ? 'no page type is worse beyond the noise' : 'a page type is worse beyond the noise'}.`);
  return {
    args,
    stopped: stopped ?? null,
    mechanisms: Object.fromEntries(Object.entries(mechanisms).map(([name, {description}]) => [name, description])),
    builds,
    measured,
    table: rows,
    goes: candidates,
  };
}
