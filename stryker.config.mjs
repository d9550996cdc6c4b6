// @ts-check
/**
 * Mutation testing with StrykerJS over the code where a bug costs a reader or loses data. `npm run test:mutation`
 * (scripts/mutation.ts) runs it incrementally from the committed baseline and holds each area to its floor
 * (scripts/lib/mutationAreas.ts); the report goes to reports/mutation/ (not committed).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // `related`: each mutant runs only the test files that import its file.
  vitest: {configFile: 'vitest.mutation.config.ts', related: true},
  coverageAnalysis: 'perTest',
  mutate: [
    // The server: feedback (store, webhook, limits), MCP, which file answers a URL, the security headers.
    'server/feedback/**/*.ts',
    'server/mcp/**/*.ts',
    // The stdio entry point: a process of its own, which only the build-stage tests start.
    '!server/mcp/stdio.ts',
    // The search worker's thread entry: it runs in a worker thread, where a mutant's test cannot reach it to kill it.
    '!server/mcp/search-thread.ts',
    'server/paths.ts',
    'server/static.ts',
    'server/files.ts',
    'server/negotiation.ts',
    'server/security.ts',
    'server/csp.ts',
    'server/headerSet.ts',
    // Contracts shared with the browser: the feedback body and the search engine.
    'common/feedback.ts',
    'common/search/**/*.ts',
    // The feature plugins' pure cores.
    'plugins/feedback-survey/survey.ts',
    'plugins/feedback-survey/client/outbox.ts',
    'plugins/release-events/releases.ts',
    'plugins/docs-travel/paths.ts',
    'plugins/docs-travel/markdown.ts',
    'plugins/openapi-reference/client/apiRequest.ts',
    'plugins/search/indexer/*.ts',
    'plugins/ui-kit/logic/*.ts',
    '!**/__tests__/**',
  ],
  // A mutant in code run when a module loads (a table, a zod schema, a regex constant) has no covering test of its own,
  // so Stryker runs every related test for it: here 29 % of the mutants took 85 % of the time. They are reported as
  // ignored, not counted in the scores; the tests of those tables and schemas still run in the unit tests.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['progress', 'clear-text', 'json', 'html'],
  clearTextReporter: {reportMutants: false, reportTests: false, logTests: false},
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  // Floors per area are checked by scripts/mutation.ts; Stryker's own `break` is one global number.
  thresholds: {high: 80, low: 70, break: null},
  concurrency: 2,
  // The server's tests start servers and databases: a mutant that hangs one is a timeout, not a slow pass.
  timeoutMS: 20_000,
  // The first run of every related test, with coverage, in one thread: minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 60,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['/build', '/.docusaurus', '/test-results', '/playwright-report', '/reports', '/bench/results', '/.ablation', '/data'],
};
