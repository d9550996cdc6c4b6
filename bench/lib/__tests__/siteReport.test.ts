import {describe, expect, it} from 'vitest';
import {partsFrom, printReport, type LighthouseFigures, type PageRow} from '../siteReport.ts';

const lighthouse = (tbtMs: number): LighthouseFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs,
  cls: 0,
  failedAudits: [],
});

const row = (page: string, withFloor: boolean): PageRow => ({
  page,
  url: `/${page}`,
  stockUrl: `/${page}`,
  ours: {jsKB: 50, cssKB: 20, htmlKB: 10, lighthouse: lighthouse(30), throttled: {tbtMs: 40, longestTaskMs: 90}},
  stock: {jsKB: 90, cssKB: 25, htmlKB: 12, lighthouse: lighthouse(200), throttled: {tbtMs: 300, longestTaskMs: 400}},
  ...(withFloor ? {withoutScripts: {lighthouse: lighthouse(5)}} : {}),
  jsRatio: 0.556,
});

function capture() {
  const tables: Array<Array<Record<string, unknown>>> = [];
  const lines: string[] = [];
  return {tables, lines, log: {table: (rows: Array<Record<string, unknown>>) => tables.push(rows), log: (line: string) => lines.push(line)}};
}

describe('printReport', () => {
  it('prints the page rows of a run that stopped after two pages, with nothing of the parts it never reached', () => {
    const out = capture();
    printReport({pages: [row('Home', true), row('Doc page', true)]}, 5, out.log);
    expect(out.tables.map((table) => table.map((entry) => entry.page))).toEqual([
      ['Home', 'Doc page'],
      ['Home', 'Doc page'],
      ['Home', 'Doc page'],
    ]);
    expect(out.tables[0]![0]).toMatchObject({'TBT ms': 30, 'stock TBT': 200, 'JS ratio': 0.556});
    expect(out.lines.join('\n')).not.toMatch(/Client navigation|Static throughput/);
  });

  it('prints the blank page, navigation and both servers of a throughput A/B when measured', () => {
    const out = capture();
    printReport(
      {
        pages: [],
        blankPage: {url: '/__blank', lighthouse: lighthouse(0)},
        navigation: {fromUrl: '/quickstart', toUrl: '/docs', oursMs: 42},
        throughput: {oursRps: 900, serveRps: 800, baselineRps: 850, rounds: {ours: [880, 900, 950], serve: [800, 790, 810], baseline: [850, 840, 860]}},
      },
      5,
      out.log,
    );
    expect(out.tables).toEqual([[expect.objectContaining({page: 'Blank page', 'TBT ms, no JS': 0})]]);
    expect(out.lines).toContain('Client navigation to a prefetched doc page (/quickstart → /docs): 42 ms');
    expect(out.lines.at(-1)).toBe(
      'Static throughput (medians of 3): ours 900 req/s (rounds 880, 900, 950), npx serve 800 req/s, baseline checkout 850 req/s (rounds 850, 840, 860)',
    );
  });
});

describe('partsFrom', () => {
  it.each([
    [undefined, ['pages', 'floor', 'navigation', 'throughput']],
    ['throughput', ['throughput']],
    ['floor, navigation', ['floor', 'navigation']],
  ])('BENCH_SITE_PARTS=%j runs %j', (value, parts) => {
    expect([...partsFrom(value)]).toEqual(parts);
  });

  it('refuses a part it does not know, naming the ones it does', () => {
    expect(() => partsFrom('speed')).toThrow('BENCH_SITE_PARTS names speed; use some of pages, floor, navigation, throughput.');
  });
});
