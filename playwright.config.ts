import {defineConfig, devices} from '@playwright/test';
import {chromiumPath, chromiumArgs} from './tests/e2e/browser.ts';

// End-to-end tests run the production build, served by our own server (tests/e2e/global-setup.ts), in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 5_000},
  // Screenshot baselines sit beside their spec, one set for the one browser we test (no platform suffix).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    trace: 'off',
  },
});
