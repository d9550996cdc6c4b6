import {describe, expect, it} from 'vitest';
import {areaScores, floorFailures, mutationAreas, relativePath, scoreTable, type MutationArea, type MutationReport} from '../mutationAreas.ts';

const mutants = (counts: Record<string, number>) => Object.entries(counts).flatMap(([status, count]) => Array.from({length: count}, () => ({status})));

const areas: MutationArea[] = [
  {name: 'feedback', files: /^server\/feedback\//, floor: 80},
  {name: 'paths', files: /^server\/paths\.ts$/, floor: 80},
  {name: 'search', files: /^common\/search\//, floor: 50},
  {name: 'plugins', files: /^plugins\//},
  {name: 'all', files: /^/, floor: 70},
];

const report: MutationReport = {
  files: {
    'server/feedback/webhook.ts': {mutants: mutants({Killed: 7, Timeout: 1, Survived: 1, NoCoverage: 1, CompileError: 3, RuntimeError: 1, Ignored: 2})},
    'server/feedback/validate.ts': {mutants: mutants({Killed: 10})},
    'server/paths.ts': {mutants: mutants({Killed: 3, Survived: 1})},
    'common/search/engine.ts': {mutants: mutants({Killed: 6, Survived: 4})},
    'plugins/ui-kit/logic/slider.ts': {mutants: mutants({Survived: 2})},
  },
};

describe('areaScores', () => {
  it('counts killed and timed-out mutants as detected, survived and uncovered ones against, and leaves out errors and ignored ones', () => {
    const scores = areaScores(report, areas);
    expect(scores.map(({area, detected, undetected}) => [area.name, detected, undetected])).toEqual([
      ['feedback', 18, 2],
      ['paths', 3, 1],
      ['search', 6, 4],
      ['plugins', 0, 2],
      ['all', 27, 9],
    ]);
    expect(scores.map(({score}) => score)).toEqual([90, 75, 60, 0, 75]);
  });

  it('scores an area with no mutant as null', () => {
    expect(areaScores({files: {}}, areas).every(({score}) => score === null)).toBe(true);
  });

  it('reads absolute file names relative to the project root', () => {
    const absolute: MutationReport = {projectRoot: '/repo', files: {'/repo/server/paths.ts': {mutants: mutants({Killed: 1})}}};
    expect(areaScores(absolute, areas)[1]).toMatchObject({detected: 1, score: 100});
  });
});

describe('relativePath', () => {
  it.each([
    ['server/paths.ts', '', 'server/paths.ts'],
    ['/repo/server/paths.ts', '/repo', 'server/paths.ts'],
    ['/repo/server/paths.ts', '/repo/', 'server/paths.ts'],
    ['C:\\repo\\server\\paths.ts', 'C:\\repo', 'server/paths.ts'],
    ['/other/server/paths.ts', '/repo', '/other/server/paths.ts'],
  ])('%s under %j is %s', (file, root, expected) => {
    expect(relativePath(file, root)).toBe(expected);
  });
});

describe('floorFailures', () => {
  it('names each area under its floor with its score, and none at or over it', () => {
    expect(floorFailures(areaScores(report, areas))).toEqual(['paths: mutation score 75.00 % is under its floor of 80 %']);
  });

  it('names an area with a floor that has no mutant in the report', () => {
    const failures = floorFailures(areaScores({files: {'plugins/a.ts': {mutants: mutants({Killed: 1})}}}, areas));
    expect(failures).toContain('feedback: no mutant of it in the report; check stryker.config.mjs "mutate"');
    expect(failures).not.toContainEqual(expect.stringMatching(/^all:/));
  });

  it('passes a score shown as the floor', () => {
    const [area] = areas as [MutationArea];
    expect(floorFailures([{area, detected: 7999, undetected: 2001, score: 79.99}])).toHaveLength(1);
    expect(floorFailures([{area, detected: 8, undetected: 2, score: 79.999_999}])).toEqual([]);
    expect(floorFailures([{area, detected: 8, undetected: 2, score: 80}])).toEqual([]);
  });
});

describe('scoreTable', () => {
  it('prints each area with its score, detected of counted and floor', () => {
    expect(scoreTable(areaScores(report, areas)).split('\n')).toEqual([
      'area         score     detected  floor',
      'feedback   90.00 %        18/20  80 %',
      'paths      75.00 %          3/4  80 %',
      'search     60.00 %         6/10  50 %',
      'plugins     0.00 %          0/2  ',
      'all        75.00 %        27/36  70 %',
    ]);
  });
});

describe('mutationAreas', () => {
  it('holds the areas where a bug costs a reader or loses data to 80 %, and everything to 70 %', () => {
    const floors = Object.fromEntries(mutationAreas.map((area) => [area.name, area.floor]));
    expect(floors).toMatchObject({'server/feedback': 80, 'server/mcp': 80, 'server/paths.ts': 80, 'common/feedback.ts': 80, 'common/search': 80, 'all mutated code': 70});
  });
});
