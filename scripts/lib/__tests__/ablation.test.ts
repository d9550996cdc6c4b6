import {describe, expect, it} from 'vitest';
import {ablationTable, gainOf, markdownTable, noiseOf, notWorse, parseAblationArgs, pays, type AblationChoices, type AblationRow, type PageRuns} from '../ablation.ts';

// A registry of three, parsed as plugins/lean-client/mechanisms.ts parses LEAN_OFF.
const mechanismNames = ['preact', 'stagedEntry', 'idlePrefetch'];
const choices = (defaultPages?: string[]): AblationChoices => ({
  mechanismNames,
  parseNames: (list) => {
    const names = list.split(',');
    const unknown = names.filter((name) => !mechanismNames.includes(name));
    if (unknown.length > 0) throw new Error(`No mechanism "${unknown.join('", "')}". Valid names:\n  ${mechanismNames.join('\n  ')}`);
    return names;
  },
  pageTypes: ['home', 'doc', 'search'],
  ...(defaultPages ? {defaultPages} : {}),
});

describe('parseAblationArgs', () => {
  it('defaults to every mechanism, 5 loads, Lighthouse runs as many, the given pages, 90 minutes, the stock site', () => {
    expect(parseAblationArgs([], choices(['home']))).toEqual({
      only: mechanismNames,
      runs: 5,
      lighthouseRuns: 5,
      pages: ['home'],
      timeLimitMinutes: 90,
      stock: true,
      reuse: false,
      overlap: false,
    });
  });

  it('reads --only, --runs, --lighthouse-runs, --pages, --time-limit, --no-stock, --reuse and --overlap', () => {
    const args = parseAblationArgs(['--only=preact,stagedEntry', '--runs=3', '--lighthouse-runs=1', '--pages=doc,search', '--time-limit=45', '--no-stock', '--reuse', '--overlap'], choices());
    expect(args).toEqual({only: ['preact', 'stagedEntry'], runs: 3, lighthouseRuns: 1, pages: ['doc', 'search'], timeLimitMinutes: 45, stock: false, reuse: true, overlap: true});
  });

  it('reads --before as the commit to compare against', () => {
    expect(parseAblationArgs(['--before=5bed356', '--no-stock'], choices()).before).toBe('5bed356');
    expect(parseAblationArgs(['--before=main~3'], choices()).before).toBe('main~3');
  });

  it.each([
    [['--only=preact,nope'], /"nope".*Valid names:\n {2}preact/s],
    [['--runs=0'], /--runs must be a positive number/],
    [['--pages=home,nowhere'], /--pages takes page types from: home, doc, search/],
    [['--fast'], /Unknown argument "--fast"/],
    [['--before=HEAD;rm'], /--before takes a commit/],
    [['--before='], /--before takes a commit/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseAblationArgs(argv, choices())).toThrow(message);
  });
});

const runs = (jsKB: number, tbtMs: number[], longestTaskMs: number[], performance: number[]): PageRuns => ({jsKB, tbtMs, longestTaskMs, performance});

describe('the ablation table', () => {
  const allOn = {home: runs(50, [100, 140, 120], [80, 90, 85], [97, 99, 98]), doc: runs(60, [200, 210, 205], [100, 104, 102], [95, 95, 96])};

  it('takes the noise as the spread of the all-on runs, and a gain as cost without minus cost with', () => {
    expect(noiseOf(allOn.home)).toEqual({jsKB: 0, tbtMs: 40, longestTaskMs: 10, performance: 2});
    expect(gainOf({jsKB: 105.04, tbtMs: 300, longestTaskMs: 150, performance: 90}, {jsKB: 50, tbtMs: 120, longestTaskMs: 85, performance: 98})).toEqual({
      jsKB: 55,
      tbtMs: 180,
      longestTaskMs: 65,
      performance: 8,
    });
  });

  it.each([
    [{jsKB: 0.2, tbtMs: -40, longestTaskMs: 10, performance: 2}, false],
    [{jsKB: 0.6, tbtMs: 0, longestTaskMs: 0, performance: 0}, true],
    [{jsKB: 0, tbtMs: 41, longestTaskMs: 0, performance: 0}, true],
    [{jsKB: 0, tbtMs: 0, longestTaskMs: 11, performance: 0}, true],
    [{jsKB: 0, tbtMs: 0, longestTaskMs: 0, performance: 3}, true],
    // A cost beyond the noise (more JS, more blocking, a lower score) is no gain.
    [{jsKB: -2.1, tbtMs: -300, longestTaskMs: -50, performance: -9}, false],
  ])('a gain of %j pays beyond the home page noise: %s', (gain, expected) => {
    expect(pays(gain, noiseOf(allOn.home))).toBe(expected);
  });

  it('leaves a figure measured once out of the verdict: its noise is unknown', () => {
    const once = noiseOf(runs(50, [100, 140], [80, 90], [97]));
    expect(once.performance).toBeNaN();
    expect(pays({jsKB: 0, tbtMs: 10, longestTaskMs: 5, performance: 9}, once)).toBe(false);
    expect(pays({jsKB: 0, tbtMs: 41, longestTaskMs: 5, performance: 0}, once)).toBe(true);
  });

  it('says which mechanisms pay beyond the noise on some page, and lists partial rows', () => {
    const withoutEach = {
      'preact off': {home: runs(105, [300, 310, 320], [150, 160, 170], [90, 90, 91]), doc: runs(115, [400, 410, 420], [200, 210, 220], [88, 88, 89])},
      'scrollRead off': {home: runs(50, [110, 130, 125], [84, 86, 90], [98, 98, 97]), doc: runs(60, [204, 206, 208], [101, 103, 102], [95, 96, 96])},
      'hoistPreloads off': {home: runs(50.1, [120, 125, 130], [85, 86, 87], [98, 98, 98])},
      // Costs 2 KB and gains nothing: it goes, though its JS differs beyond the noise.
      'idlePrefetch off': {home: runs(48, [110, 120, 130], [80, 85, 90], [98, 98, 98]), doc: runs(58, [200, 205, 210], [100, 102, 104], [95, 95, 95])},
    };
    const rows = ablationTable(['home', 'doc'], allOn, withoutEach, {home: runs(175, [500], [300], [80])});
    expect(rows.map((row: AblationRow) => [row.name, row.stays, row.paysOn])).toEqual([
      ['all on', undefined, undefined],
      ['noise (all-on spread)', undefined, undefined],
      ['preact off', true, ['home', 'doc']],
      ['scrollRead off', false, []],
      ['hoistPreloads off', false, []],
      ['idlePrefetch off', false, []],
      ['stock Docusaurus', undefined, undefined],
    ]);
    expect(rows[5]?.cells.home).toBe('-2 KB · 0/0 ms · 0');
    expect(rows[2]?.cells.home).toBe('+55 KB · +190/+75 ms · +8');
    expect(rows[4]?.cells).toEqual({home: '+0.1 KB · +5/+1 ms · 0'});
    const table = markdownTable(['home', 'doc'], rows);
    expect(table.split('\n')[0]).toBe('| mechanism | home | doc | pays beyond the noise |');
    expect(table).toContain('| hoistPreloads off | +0.1 KB · +5/+1 ms · 0 | – | none: goes |');
    expect(table).toContain('| preact off | +55 KB · +190/+75 ms · +8 | +55 KB · +205/+108 ms · +7 | home, doc: stays |');
    expect(table).toContain('| all on | 50 KB · 120/85 ms · 98 | 60 KB · 205/102 ms · 95 |  |');
  });

  it('asks a mechanism that reaches into a package to pay on as many page types as the rule needs', () => {
    const withoutEach = {
      // Pays on home only (TBT +100 against a spread of 20).
      'preact off': {home: runs(50, [220, 220, 220], [85, 85, 85], [98, 98, 98]), doc: runs(60, [205, 205, 205], [102, 102, 102], [95, 95, 95])},
      'hoistPreloads off': {home: runs(50, [220, 220, 220], [85, 85, 85], [98, 98, 98]), doc: runs(60, [205, 205, 205], [102, 102, 102], [95, 95, 95])},
    };
    const needs = (row: string) => (row === 'preact off' ? 2 : 1);
    const rows = ablationTable(['home', 'doc'], allOn, withoutEach, undefined, undefined, needs);
    expect(rows.slice(2).map((row) => [row.name, row.paysOn, row.stays])).toEqual([
      ['preact off', ['home'], false],
      ['hoistPreloads off', ['home'], true],
    ]);
    expect(markdownTable(['home', 'doc'], rows)).toContain('| preact off | 0 KB · +100/0 ms · 0 | 0 KB · 0/0 ms · 0 | home: goes |');
  });

  it('compares an earlier commit: its figures, the gain since, and whether any page got worse beyond the noise', () => {
    const earlier = {home: runs(51, [150, 150, 150], [90, 90, 90], [96, 96, 96]), doc: runs(60, [200, 205, 210], [100, 100, 100], [95, 95, 95])};
    const rows = ablationTable(['home', 'doc'], allOn, {}, undefined, {name: 'before (5bed356)', byPage: earlier});
    expect(rows.map((row) => [row.name, row.notWorseEverywhere])).toEqual([
      ['all on', undefined],
      ['noise (all-on spread)', undefined],
      ['before (5bed356)', undefined],
      ['gain since before (5bed356)', true],
    ]);
    expect(rows[3]?.cells).toEqual({home: '+1 KB · +30/+5 ms · +2', doc: '0 KB · 0/-2 ms · 0'});
    expect(markdownTable(['home', 'doc'], rows)).toContain('| gain since before (5bed356) | +1 KB · +30/+5 ms · +2 | 0 KB · 0/-2 ms · 0 | not worse on any page |');

    // 0.6 KB more JS on the doc page now than then: worse, whatever the timings say.
    const lighter = {...earlier, doc: runs(59.4, [300, 300, 300], [200, 200, 200], [99, 99, 99])};
    const worse = ablationTable(['home', 'doc'], allOn, {}, undefined, {name: 'before (5bed356)', byPage: lighter});
    expect(worse[3]?.notWorseEverywhere).toBe(false);
    expect(markdownTable(['home', 'doc'], worse)).toContain('| worse on a page |');
  });

  it.each([
    [{jsKB: -0.5, tbtMs: -40, longestTaskMs: -10, performance: -2}, true],
    [{jsKB: -0.6, tbtMs: 0, longestTaskMs: 0, performance: 0}, false],
    [{jsKB: 0, tbtMs: -41, longestTaskMs: 0, performance: 0}, false],
    [{jsKB: 0, tbtMs: 500, longestTaskMs: 0, performance: -3}, false],
  ])('a gain since an earlier commit of %j is not worse beyond the home page noise: %s', (gain, expected) => {
    expect(notWorse(gain, noiseOf(allOn.home))).toBe(expected);
  });

  it('leaves out, as pays does, a figure whose noise is unknown (Lighthouse run once), and still weighs the others', () => {
    const once = {...noiseOf(allOn.home), performance: Number.NaN};
    expect(notWorse({jsKB: 0, tbtMs: 0, longestTaskMs: 0, performance: -5}, once)).toBe(true);
    expect(notWorse({jsKB: 0, tbtMs: -41, longestTaskMs: 0, performance: 0}, once)).toBe(false);
    expect(pays({jsKB: 0, tbtMs: 0, longestTaskMs: 0, performance: 5}, once)).toBe(false);
  });
});
