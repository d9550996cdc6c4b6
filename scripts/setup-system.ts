/**
 * Everything the tests need from Debian's packages, installed in one apt-get call before any test runs (tests
 * running in parallel must not race for apt's lock): Chromium for the end-to-end tests (or CHROME_PATH), Java for
 * the HTML checker, nginx for the static-hosting tests, PostgreSQL for the feedback store. Each test also checks
 * for its own, so it runs alone too. Playwright's own browser download cannot work on our machines.
 */
import {existsSync} from 'node:fs';
import {ensureDebianPackages, javaNeed, program, type DebianNeed} from './lib/debianPackage.ts';
import {nginxNeeds} from './setup-nginx.ts';
import {postgresNeed} from './setup-postgres.ts';

const chromePath = process.env.CHROME_PATH;
if (chromePath && !existsSync(chromePath)) {
  console.error(`CHROME_PATH is set to ${chromePath}, but no browser is there. Point it at a Chromium or Chrome binary.`);
  process.exit(1);
}
// `-- browser` (npm run test:e2e, npm run bench) asks for Chromium alone.
const browserOnly = process.argv.includes('browser');
const needs: DebianNeed[] = [
  ...(chromePath ? [] : [program('/usr/bin/chromium', 'chromium')]),
  ...(browserOnly ? [] : [javaNeed, ...nginxNeeds, postgresNeed]),
];
try {
  ensureDebianPackages(browserOnly ? 'The end-to-end tests' : 'The tests', needs);
} catch (error) {
  console.error((error as Error).message);
  if (!chromePath) console.error('For the browser, CHROME_PATH may name a Chromium or Chrome binary instead.');
  process.exit(1);
}
