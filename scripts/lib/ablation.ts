/**
 * The pure half of `npm run bench -- ablation` (bench/ablation.bench.ts): its arguments, and the table of each
 * speed mechanism's own gain against the run-to-run noise of the build with everything on. The mechanism
 * names come from the caller (plugins/lean-client/mechanisms.ts, which the build reads as CommonJS).
 */

export interface AblationArgs {
  /** The mechanisms to build without, one build each (default: every mechanism). */
  only: string[];
  /** Loads per page for the throttled Chromium figures. Default 5. */
  runs: number;
  /** Lighthouse runs per page. Default: `runs`. */
  lighthouseRuns: number;
  /** Page types to measure (budgets.ts). Default: those given by the caller. */
  pages: string[];
  /** Whole run, in minutes: past it, the run stops and prints the rows it has. Default 90. */
  timeLimitMinutes: number;
  /** Build the stock Docusaurus site too. Default true. */
  stock: boolean;
  /** Reuse a variant's build left by an earlier run of the same commit. Default false. */
  reuse: boolean;
  /** Build the next variant while the current one is measured (faster; measurements share the CPU with a build). Default false. */
  overlap: boolean;
  /** A commit to build and measure as it was (from `git archive`), for the floor: no page type worse now than then. */
  before?: string;
}

const positive = (name: string, value: string): number => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, not "${value}".`);
  return number;
};

/** What the arguments are checked against. */
export interface AblationChoices {
  /** Every mechanism name, in the registry's order. */
  mechanismNames: readonly string[];
  /** Parses a list of names; throws on an unknown one, listing the valid names (plugins/lean-client/mechanisms.ts). */
  parseNames(list: string): string[];
  pageTypes: readonly string[];
  defaultPages?: readonly string[];
}

/** Parses `--only=a,b --runs=3 --lighthouse-runs=1 --pages=home,doc --time-limit=60 --no-stock --reuse --overlap --before=COMMIT`. */
export function parseAblationArgs(argv: readonly string[], {mechanismNames, parseNames, pageTypes, defaultPages = pageTypes}: AblationChoices): AblationArgs {
  const args: AblationArgs = {only: [...mechanismNames], runs: 5, lighthouseRuns: NaN, pages: [...defaultPages], timeLimitMinutes: 90, stock: true, reuse: false, overlap: false};
  for (const arg of argv) {
    const [, name, value = ''] = /^--([\w-]+)(?:=(.*))?$/.exec(arg) ?? [];
    if (name === 'only') args.only = parseNames(value);
    else if (name === 'runs') args.runs = Math.round(positive(name, value));
    else if (name === 'lighthouse-runs') args.lighthouseRuns = Math.round(positive(name, value));
    else if (name === 'time-limit') args.timeLimitMinutes = positive(name, value);
    else if (name === 'pages') {
      args.pages = value.split(',').filter(Boolean);
      const unknown = args.pages.filter((page) => !pageTypes.includes(page));
      if (unknown.length > 0 || args.pages.length === 0) throw new Error(`--pages takes page types from: ${pageTypes.join(', ')} (not "${value}").`);
    } else if (name === 'no-stock') args.stock = false;
    else if (name === 'reuse') args.reuse = true;
    else if (name === 'overlap') args.overlap = true;
    else if (name === 'before') {
      if (!/^[\w./^~-]+$/.test(value)) throw new Error(`--before takes a commit (a hash, tag or branch), not "${value}".`);
      args.before = value;
    } else throw new Error(`Unknown argument "${arg}". Use --only=NAME,… --runs=N --lighthouse-runs=N --pages=TYPE,… --time-limit=MIN --no-stock --reuse --overlap --before=COMMIT.`);
  }
  if (Number.isNaN(args.lighthouseRuns)) args.lighthouseRuns = args.runs;
  return args;
}

/** One page of one build: first-load JS, and the per-run figures the medians come from. */
export interface PageRuns {
  jsKB: number;
  tbtMs: number[];
  longestTaskMs: number[];
  performance: number[];
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Max − min; unknown (NaN) from fewer than two runs. */
const spread = (values: readonly number[]): number => (values.length < 2 ? NaN : Math.max(...values) - Math.min(...values));

export interface PageFigures {
  jsKB: number;
  tbtMs: number;
  longestTaskMs: number;
  performance: number;
}

export const figuresOf = (runs: PageRuns): PageFigures => ({
  jsKB: runs.jsKB,
  tbtMs: median(runs.tbtMs),
  longestTaskMs: median(runs.longestTaskMs),
  performance: median(runs.performance),
});

/** Run-to-run noise: the spread (max − min) of each figure over the loads of one build. First-load JS does not vary. */
export const noiseOf = (runs: PageRuns): PageFigures => ({
  jsKB: 0,
  tbtMs: spread(runs.tbtMs),
  longestTaskMs: spread(runs.longestTaskMs),
  performance: spread(runs.performance),
});

/**
 * A mechanism's own gain on a page: what the page costs without it minus what it costs with everything on, so
 * a positive figure is a gain (less JS, less blocking, a higher Lighthouse score).
 */
export const gainOf = (withoutIt: PageFigures, allOn: PageFigures): PageFigures => ({
  jsKB: Number((withoutIt.jsKB - allOn.jsKB).toFixed(1)),
  tbtMs: Math.round(withoutIt.tbtMs - allOn.tbtMs),
  longestTaskMs: Math.round(withoutIt.longestTaskMs - allOn.longestTaskMs),
  performance: Math.round(allOn.performance - withoutIt.performance),
});

/** JS differences below this many KB (compressed) count as none: a build's bytes vary by a few bytes between builds. */
export const jsNoiseKB = 0.5;

/**
 * Whether a mechanism pays on a page: some figure of its gain is a gain beyond the noise (the all-on build's
 * spread; JS: beyond a build's few bytes). A cost beyond the noise is no reason to keep it. A figure whose noise
 * is unknown (measured once) is left out.
 */
export function pays(gain: PageFigures, noise: PageFigures): boolean {
  const beyond = (value: number, limit: number) => !Number.isNaN(limit) && value > limit;
  return gain.jsKB > jsNoiseKB || beyond(gain.tbtMs, noise.tbtMs) || beyond(gain.longestTaskMs, noise.longestTaskMs) || beyond(gain.performance, noise.performance);
}

export interface AblationRow {
  /** `all on`, `noise`, `stock`, or the mechanism switched off. */
  name: string;
  cells: Record<string, string>;
  /** For a mechanism: the pages on which it gains beyond the noise. */
  paysOn?: string[];
  /** For a mechanism: whether it pays on as many page types as the rule asks of it (`pagesNeeded`); if not, it goes. */
  stays?: boolean;
  /** For the row against an earlier commit: no figure worse now than then beyond the noise, on every page measured. */
  notWorseEverywhere?: boolean;
}

const signed = (value: number) => (Number.isNaN(value) ? '–' : value > 0 ? `+${value}` : String(value));
const cellOf = (figures: PageFigures, sign: boolean) => {
  const show = sign ? signed : (value: number) => (Number.isNaN(value) ? '–' : String(value));
  return `${show(figures.jsKB)} KB · ${show(figures.tbtMs)}/${show(figures.longestTaskMs)} ms · ${show(figures.performance)}`;
};

/**
 * Whether no figure of a gain is a loss beyond the noise (JS: beyond a build's few bytes). As in `pays`, a figure
 * whose noise is unknown (measured once: Lighthouse at --lighthouse-runs=1) is left out: a single Lighthouse run
 * moves by several points between identical builds, so a drop of one or two would read as a page made worse.
 */
export function notWorse(gain: PageFigures, noise: PageFigures): boolean {
  const atLeast = (value: number, limit: number) => Number.isNaN(limit) || value >= -limit;
  return gain.jsKB >= -jsNoiseKB && atLeast(gain.tbtMs, noise.tbtMs) && atLeast(gain.longestTaskMs, noise.longestTaskMs) && atLeast(gain.performance, noise.performance);
}

/** An earlier commit's build, measured in the same run. */
export interface BeforeRuns {
  name: string;
  byPage: Record<string, PageRuns>;
}

/**
 * The table: the all-on build's figures, its noise, each mechanism's own gain (cost without it − cost with it,
 * per page), an earlier commit's figures and the gain since (its cost − today's), and the stock site's
 * figures. A mechanism row lists only the pages it was measured on.
 */
export function ablationTable(
  pages: readonly string[],
  allOn: Record<string, PageRuns>,
  withoutEach: Record<string, Record<string, PageRuns>>,
  stock?: Record<string, PageRuns>,
  before?: BeforeRuns,
  pagesNeeded: (row: string) => number = () => 1,
): AblationRow[] {
  const rows: AblationRow[] = [];
  const present = pages.filter((page) => allOn[page]);
  rows.push({name: 'all on', cells: Object.fromEntries(present.map((page) => [page, cellOf(figuresOf(allOn[page] as PageRuns), false)]))});
  rows.push({name: 'noise (all-on spread)', cells: Object.fromEntries(present.map((page) => [page, cellOf(noiseOf(allOn[page] as PageRuns), false)]))});
  for (const [name, byPage] of Object.entries(withoutEach)) {
    const measured = present.filter((page) => byPage[page]);
    const gains = measured.map((page) => [page, gainOf(figuresOf(byPage[page] as PageRuns), figuresOf(allOn[page] as PageRuns))] as const);
    const paysOn = gains.filter(([page, gain]) => pays(gain, noiseOf(allOn[page] as PageRuns))).map(([page]) => page);
    rows.push({name, cells: Object.fromEntries(gains.map(([page, gain]) => [page, cellOf(gain, true)])), paysOn, stays: paysOn.length >= pagesNeeded(name)});
  }
  if (before) {
    const measured = present.filter((page) => before.byPage[page]);
    const gains = measured.map((page) => [page, gainOf(figuresOf(before.byPage[page] as PageRuns), figuresOf(allOn[page] as PageRuns))] as const);
    rows.push({name: before.name, cells: Object.fromEntries(measured.map((page) => [page, cellOf(figuresOf(before.byPage[page] as PageRuns), false)]))});
    rows.push({
      name: `gain since ${before.name}`,
      cells: Object.fromEntries(gains.map(([page, gain]) => [page, cellOf(gain, true)])),
      notWorseEverywhere: measured.length > 0 && gains.every(([page, gain]) => notWorse(gain, noiseOf(allOn[page] as PageRuns))),
    });
  }
  if (stock) rows.push({name: 'stock Docusaurus', cells: Object.fromEntries(present.filter((page) => stock[page]).map((page) => [page, cellOf(figuresOf(stock[page] as PageRuns), false)]))});
  return rows;
}

/** The table as Markdown, pages as columns. */
export function markdownTable(pages: readonly string[], rows: readonly AblationRow[]): string {
  const header = ['mechanism', ...pages, 'pays beyond the noise'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const verdict =
      row.notWorseEverywhere !== undefined
        ? row.notWorseEverywhere
          ? 'not worse on any page'
          : 'worse on a page'
        : row.paysOn === undefined
          ? ''
          : `${row.paysOn.length ? row.paysOn.join(', ') : 'none'}: ${row.stays ? 'stays' : 'goes'}`;
    lines.push(`| ${[row.name, ...pages.map((page) => row.cells[page] ?? '–'), verdict].join(' | ')} |`);
  }
  return lines.join('\n');
}
