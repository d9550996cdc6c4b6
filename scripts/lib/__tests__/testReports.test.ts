import {describe, expect, it} from 'vitest';
import {failureLines, firstLine, playwrightCounts, playwrightFailures, vitestCounts, vitestFailures} from '../testReports.ts';

describe("the summary's failures from Vitest's JSON report", () => {
  const report = {
    numPassedTests: 3,
    numFailedTests: 2,
    testResults: [
      {
        name: '/ci/checkout/scripts/__tests__/buildPaths.build.test.ts',
        status: 'failed',
        assertionResults: [
          {
            fullName: 'no served file holds the absolute path of the checkout',
            status: 'failed',
            failureMessages: ['\u001b[31mAssertionError: expected [ …(2) ] to deeply equal []\u001b[39m\n    at x.ts:3'],
          },
          {fullName: 'passes', status: 'passed'},
        ],
      },
      {
        name: '/ci/checkout/a.test.ts',
        status: 'passed',
        assertionResults: [
          {fullName: 'ok', status: 'passed'},
          {fullName: 'skipped', status: 'skipped'},
        ],
      },
      {name: '/ci/checkout/b.test.ts', status: 'failed', message: 'Failed to load url ./missing.ts', assertionResults: []},
      {name: '/elsewhere/c.test.ts', status: 'failed', assertionResults: [{fullName: 'group › case', status: 'failed'}]},
    ],
  };

  it('counts what the report counts', () => {
    expect(vitestCounts(report)).toEqual({passed: 3, failed: 2});
  });

  it('names each failed test with its file, relative to the checkout, and the first line of its error without colours', () => {
    expect(vitestFailures(report, '/ci/checkout')).toEqual([
      {
        name: 'scripts/__tests__/buildPaths.build.test.ts › no served file holds the absolute path of the checkout',
        message: 'AssertionError: expected [ …(2) ] to deeply equal []',
      },
      {name: 'b.test.ts', message: 'Failed to load url ./missing.ts'},
      {name: '/elsewhere/c.test.ts › group › case', message: ''},
    ]);
  });

  it('has nothing to name when nothing failed', () => {
    expect(
      vitestFailures({
        numPassedTests: 1,
        numFailedTests: 0,
        testResults: [{name: 'a', status: 'passed', assertionResults: [{fullName: 'x', status: 'passed'}]}],
      }),
    ).toEqual([]);
    expect(vitestFailures({numPassedTests: 0, numFailedTests: 0})).toEqual([]);
  });
});

describe("the summary's failures from Playwright's JSON report", () => {
  const report = {
    stats: {expected: 5, unexpected: 1, flaky: 2},
    suites: [
      {
        title: 'search.spec.ts',
        file: 'search.spec.ts',
        specs: [
          {
            title: 'typing shows hits',
            line: 109,
            tests: [
              {
                status: 'unexpected',
                projectName: 'chromium',
                results: [{error: {message: 'first try'}}, {error: {message: 'Error: expect(locator).toBeVisible() failed\n\nLocator: …'}}],
              },
            ],
          },
          {title: 'flaky one', line: 5, tests: [{status: 'flaky', results: [{error: {message: 'x'}}, {}]}]},
        ],
        suites: [{title: 'type popups', file: 'search.spec.ts', specs: [{title: 'inner', line: 12, tests: [{status: 'unexpected', results: [{}]}]}]}],
      },
    ],
    errors: [{message: 'Error: webServer exited early'}],
  };

  it('counts flaky tests as passed, as the step always has', () => {
    expect(playwrightCounts(report)).toEqual({passed: 7, failed: 1});
  });

  it('names each unexpected test by file, describe blocks, title, line and project, with its last error', () => {
    expect(playwrightFailures(report)).toEqual([
      {name: 'search.spec.ts › typing shows hits (line 109) [chromium]', message: 'Error: expect(locator).toBeVisible() failed'},
      {name: 'search.spec.ts › type popups › inner (line 12)', message: ''},
      {name: 'outside a test', message: 'Error: webServer exited early'},
    ]);
  });
});

describe('the lines under a step', () => {
  it('lists at most the limit and says how many more', () => {
    const failures = Array.from({length: 4}, (_, index) => ({name: `t${index}`, message: index === 0 ? 'why' : ''}));
    expect(failureLines(failures, 2)).toEqual(['  ✗ t0: why', '  ✗ t1', '  … and 2 more']);
    expect(failureLines(failures.slice(0, 2), 2)).toEqual(['  ✗ t0: why', '  ✗ t1']);
    expect(failureLines([])).toEqual([]);
  });

  it('keeps one line of an error, at most 200 characters', () => {
    expect(firstLine('\n\n  second line is first  \nthird')).toBe('second line is first');
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
    expect(firstLine('x'.repeat(300)).endsWith('…')).toBe(true);
    expect(firstLine(undefined)).toBe('');
  });
});
