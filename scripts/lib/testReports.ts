/**
 * Reading the test runners' JSON reports for `npm test`'s summary: how many passed and failed, and which failed. The
 * summary is the end of CI's output, often the only part of it on record, so it names the failing tests itself
 * (up to `limit`, each with the first line of its error) instead of leaving them hundreds of lines above.
 */
export type Counts = {passed: number; failed: number};
export type Failure = {name: string; message: string};

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: Array<{
    name: string;
    message?: string;
    status?: string;
    assertionResults?: Array<{fullName: string; status: string; failureMessages?: string[]}>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{title: string; line?: number; tests: Array<{status: string; projectName?: string; results: Array<{error?: {message?: string}}>}>}>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: {expected: number; unexpected: number; flaky: number};
  suites?: PlaywrightSuite[];
  errors?: Array<{message?: string}>;
}

/** The first non-empty line of an error, without terminal colours, at most 200 characters. */
export function firstLine(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .map((part) => part.trim())
      .find(Boolean) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export function vitestCounts(report: VitestReport): Counts {
  return {passed: report.numPassedTests, failed: report.numFailedTests};
}

/** Failed tests, and test files that failed without a failed test (an import that threw, say). */
export function vitestFailures(report: VitestReport, root = ''): Failure[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = root && file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [{name: where, message: firstLine(file.message)}] : [];
    return failed.map((test) => ({name: `${where} › ${test.fullName}`, message: firstLine(test.failureMessages?.[0])}));
  });
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  return {passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected};
}

/** Tests whose outcome was unexpected, with the file, line and project; errors outside any test too. */
export function playwrightFailures(report: PlaywrightReport): Failure[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): Failure[] => {
    const path = suite.title ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map((test) => ({
            name: `${[...path, spec.title].join(' › ')}${spec.line ? ` (line ${spec.line})` : ''}${test.projectName ? ` [${test.projectName}]` : ''}`,
            message: firstLine(test.results.at(-1)?.error?.message),
          })),
      ),
      ...(suite.suites ?? []).flatMap((child) => walk(child, path)),
    ];
  };
  return [
    ...(report.suites ?? []).flatMap((suite) => walk(suite, [])),
    ...(report.errors ?? []).map((error) => ({name: 'outside a test', message: firstLine(error.message)})),
  ];
}

/** Lines for the summary: each failure indented under its step, and how many more when there are over `limit`. */
export function failureLines(failures: Failure[], limit = 15): string[] {
  const lines = failures.slice(0, limit).map((failure) => `  ✗ ${failure.name}${failure.message ? `: ${failure.message}` : ''}`);
  if (failures.length > limit) lines.push(`  … and ${failures.length - limit} more`);
  return lines;
}
