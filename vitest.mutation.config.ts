import {defineConfig, mergeConfig} from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The unit tests as StrykerJS runs them (stryker.config.mjs): those of the mutated folders only, without the
 * tests that drive the server as separate processes (a child process runs the code without the mutant Stryker
 * switched on in the test's own process, so those tests cannot kill a mutant; they only cost minutes per run)
 * and without the connection deadlines of server/http.ts, measured in real time, which a loaded machine stretches.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['{server,common,plugins}/**/__tests__/**/*.test.{ts,tsx}'],
      exclude: [
        'server/__tests__/feedback-chaos.test.ts',
        'server/__tests__/feedback-postgres.test.ts',
        'server/__tests__/feedback-process.test.ts',
        'server/__tests__/main.test.ts',
        'server/__tests__/http-hardening.test.ts',
        // Compares nginx with our server over HTTP: the locale's 404 page our server picks is held in process by locale-not-found.test.ts.
        'server/__tests__/nginx-locales.test.ts',
      ],
      // Instrumented code (every mutant behind a switch) in one thread on a busy machine: CPU-heavy tests take minutes.
      // Property tests try 15 % of their cases: each runs once per mutant it covers (feedback-helpers.ts, fuzzRuns).
      env: {FUZZ_SCALE: '0.15'},
      testTimeout: 180_000,
      hookTimeout: 180_000,
    },
  }),
);
