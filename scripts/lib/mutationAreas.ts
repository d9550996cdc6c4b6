/**
 * The mutation score of each area StrykerJS mutates (stryker.config.mjs), read from its JSON report, against the
 * area's floor. Stryker's own `thresholds.break` is one number for the whole run; this holds each area to its own.
 * Pure: scripts/mutation.ts reads the report and prints the table.
 */

export interface MutationArea {
  name: string;
  /** Which mutated files belong to it, by path relative to the project (with '/' separators). */
  files: RegExp;
  /** Lowest mutation score allowed, in percent; unset: reported only (the whole set's floor still counts it). */
  floor?: number;
}

/** Floors of 80 % where a bug loses feedback or misleads a reader, 70 % over everything mutated. */
export const mutationAreas: readonly MutationArea[] = [
  {name: 'server/feedback', files: /^server\/feedback\//, floor: 80},
  {name: 'server/mcp', files: /^server\/mcp\//, floor: 80},
  {name: 'server/paths.ts', files: /^server\/paths\.ts$/, floor: 80},
  {name: 'server static serving', files: /^server\/(static|files|negotiation)\.ts$/},
  {name: 'server security headers', files: /^server\/(security|csp|headerSet)\.ts$/},
  {name: 'common/feedback.ts', files: /^common\/feedback\.ts$/, floor: 80},
  {name: 'common/search', files: /^common\/search\//, floor: 80},
  {name: 'plugins (pure cores)', files: /^plugins\//},
  {name: 'all mutated code', files: /^/, floor: 70},
];

/** The parts of Stryker's JSON report (mutation-testing-report-schema) read here. */
export interface MutationReport {
  files: Record<string, {mutants: Array<{status: string}>}>;
  projectRoot?: string;
}

export interface AreaScore {
  area: MutationArea;
  /** Killed or timed out: a test noticed the mutant. */
  detected: number;
  /** Survived or not covered by any test. */
  undetected: number;
  /** Mutation score in percent; null when the area has no mutant that counts. */
  score: number | null;
}

const detectedStatuses = new Set(['Killed', 'Timeout']);
const undetectedStatuses = new Set(['Survived', 'NoCoverage']);

/** A report file's path relative to the project, with '/' separators (Stryker writes relative paths; older reports absolute ones). */
export function relativePath(file: string, projectRoot = ''): string {
  const normalised = file.replaceAll('\\', '/');
  const root = projectRoot.replaceAll('\\', '/').replace(/\/?$/, '/');
  return root !== '/' && normalised.startsWith(root) ? normalised.slice(root.length) : normalised;
}

/** Each area's score, as Stryker counts it: detected over detected and undetected (compile and runtime errors, ignored mutants left out). */
export function areaScores(report: MutationReport, areas: readonly MutationArea[] = mutationAreas): AreaScore[] {
  const files = Object.entries(report.files).map(([file, {mutants}]) => ({path: relativePath(file, report.projectRoot), mutants}));
  return areas.map((area) => {
    let detected = 0;
    let undetected = 0;
    for (const file of files) {
      if (!area.files.test(file.path)) continue;
      for (const {status} of file.mutants) {
        if (detectedStatuses.has(status)) detected += 1;
        else if (undetectedStatuses.has(status)) undetected += 1;
      }
    }
    const total = detected + undetected;
    return {area, detected, undetected, score: total === 0 ? null : (detected / total) * 100};
  });
}

/** Why each area with a floor fails it: under its floor, or no mutant counted (the mutate globs and the area disagree). */
export function floorFailures(scores: readonly AreaScore[]): string[] {
  return scores.flatMap(({area, score}) => {
    if (area.floor === undefined) return [];
    if (score === null) return [`${area.name}: no mutant of it in the report; check stryker.config.mjs "mutate"`];
    // Compared at the precision the table prints, so a score shown as 80.00 % passes an 80 % floor.
    return Number(score.toFixed(2)) < area.floor ? [`${area.name}: mutation score ${score.toFixed(2)} % is under its floor of ${area.floor} %`] : [];
  });
}

/** The scores as a text table: area, score, detected of counted, floor. */
export function scoreTable(scores: readonly AreaScore[]): string {
  const width = Math.max(4, ...scores.map(({area}) => area.name.length));
  const rows = scores.map(({area, detected, undetected, score}) => {
    const floor = area.floor === undefined ? '' : `${area.floor} %`;
    const shown = score === null ? 'n/a' : `${score.toFixed(2)} %`;
    return `${area.name.padEnd(width)}  ${shown.padStart(8)}  ${`${detected}/${detected + undetected}`.padStart(11)}  ${floor}`;
  });
  return [`${'area'.padEnd(width)}  ${'score'.padStart(8)}  ${'detected'.padStart(11)}  floor`, ...rows].join('\n');
}
