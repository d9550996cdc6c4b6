/**
 * The site bench's results (bench/site.bench.ts) and how they are printed: a run that stops early prints
 * the rows it measured with the same tables.
 */

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

export interface ThrottledFigures {
  /** Sum of each long task's time past 50 ms, from first contentful paint to 4 s after load (Lighthouse's TBT, measured rather than simulated). */
  tbtMs: number;
  longestTaskMs: number;
}

/** The parts of the bench (BENCH_SITE_PARTS, comma-separated; default all): each page against stock and the floor, the blank page, client navigation, static throughput. */
export const siteParts = ['pages', 'floor', 'navigation', 'throughput'] as const;
export type SitePart = (typeof siteParts)[number];

export function partsFrom(value: string | undefined): Set<SitePart> {
  if (!value) return new Set(siteParts);
  const named = value.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !(siteParts as readonly string[]).includes(part));
  if (unknown.length) throw new Error(`BENCH_SITE_PARTS names ${unknown.join(', ')}; use some of ${siteParts.join(', ')}.`);
  return new Set(named as SitePart[]);
}

export interface FloorFigures {
  lighthouse: LighthouseFigures;
}

export interface PageRow {
  page: string;
  url: string;
  stockUrl: string;
  ours: {jsKB: number; cssKB: number; htmlKB: number; lighthouse: LighthouseFigures; throttled: ThrottledFigures};
  stock: {jsKB: number; cssKB: number; htmlKB: number; lighthouse: LighthouseFigures; throttled: ThrottledFigures};
  withoutScripts?: FloorFigures;
  jsRatio: number;
}

export interface ThroughputFigures {
  oursRps: number;
  serveRps: number;
  /** The baseline checkout's server, when BENCH_BASELINE_CHECKOUT is set. */
  baselineRps?: number;
  /** Every round's figure, in the order measured. */
  rounds: {ours: number[]; serve: number[]; baseline?: number[]};
}

/** What a run measured; a part it did not reach (or was not asked to run) is missing. */
export interface SiteReport {
  pages: PageRow[];
  blankPage?: {url: string; lighthouse: LighthouseFigures};
  navigation?: {fromUrl: string; toUrl: string; oursMs: number};
  throughput?: ThroughputFigures;
}

/** Prints the tables of what `report` holds, so a run that stops early still shows the rows it measured. */
export function printReport(report: SiteReport, throttledRuns: number, log: Pick<Console, 'log' | 'table'> = console): void {
  const {pages} = report;
  if (pages.length) {
    log.table(
      pages.map((row) => ({
        page: row.page,
        'JS KB': row.ours.jsKB,
        'stock JS KB': row.stock.jsKB,
        'JS ratio': row.jsRatio,
        'CSS KB': row.ours.cssKB,
        'HTML KB': row.ours.htmlKB,
        perf: row.ours.lighthouse.performance,
        a11y: row.ours.lighthouse.accessibility,
        bp: row.ours.lighthouse.bestPractices,
        seo: row.ours.lighthouse.seo,
        'FCP ms': row.ours.lighthouse.fcpMs,
        'LCP ms': row.ours.lighthouse.lcpMs,
        'TBT ms': row.ours.lighthouse.tbtMs,
        CLS: row.ours.lighthouse.cls,
        'stock perf': row.stock.lighthouse.performance,
        'stock TBT': row.stock.lighthouse.tbtMs,
        'stock LCP': row.stock.lighthouse.lcpMs,
      })),
    );
  }
  const floorRows = pages.filter((row) => row.withoutScripts);
  if (floorRows.length || report.blankPage) {
    log.log('The floor: Lighthouse medians for the same pages with every script removed, and for a blank page:');
    log.table([
      ...floorRows.map((row) => ({
        page: row.page,
        'perf, no JS': row.withoutScripts!.lighthouse.performance,
        'TBT ms, no JS': row.withoutScripts!.lighthouse.tbtMs,
        'LCP ms, no JS': row.withoutScripts!.lighthouse.lcpMs,
        'TBT ms, ours': row.ours.lighthouse.tbtMs,
      })),
      ...(report.blankPage
        ? [{page: 'Blank page', 'perf, no JS': report.blankPage.lighthouse.performance, 'TBT ms, no JS': report.blankPage.lighthouse.tbtMs, 'LCP ms, no JS': report.blankPage.lighthouse.lcpMs}]
        : []),
    ]);
  }
  if (pages.length) {
    log.log(`Chromium with 4× CPU throttling, medians of ${throttledRuns} loads (blocking time measured, not simulated):`);
    log.table(
      pages.map((row) => ({
        page: row.page,
        'TBT ms': row.ours.throttled.tbtMs,
        'longest task ms': row.ours.throttled.longestTaskMs,
        'stock TBT ms': row.stock.throttled.tbtMs,
        'stock longest task ms': row.stock.throttled.longestTaskMs,
      })),
    );
  }
  for (const row of pages) {
    if (row.ours.lighthouse.failedAudits.length) log.log(`${row.url} audits below 0.9: ${row.ours.lighthouse.failedAudits.join(', ')}`);
  }
  const {navigation, throughput: rates} = report;
  if (navigation) log.log(`Client navigation to a prefetched doc page (${navigation.fromUrl} → ${navigation.toUrl}): ${navigation.oursMs} ms`);
  if (rates) {
    const baseline = rates.baselineRps === undefined ? '' : `, baseline checkout ${rates.baselineRps} req/s (rounds ${rates.rounds.baseline!.join(', ')})`;
    log.log(`Static throughput (medians of ${rates.rounds.ours.length}): ours ${rates.oursRps} req/s (rounds ${rates.rounds.ours.join(', ')}), npx serve ${rates.serveRps} req/s${baseline}`);
  }
}
