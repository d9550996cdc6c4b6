/**
 * Makes sure the end-to-end tests have a Chromium: Debian's package (or CHROME_PATH). Playwright's own
 * browser download cannot work on our machines.
 */
import {existsSync} from 'node:fs';
import {ensureDebianProgram} from './lib/debianPackage.js';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

if (process.env.CHROME_PATH) {
  if (!existsSync(chromium)) {
    console.error(`CHROME_PATH is set to ${chromium}, but no browser is there. Point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
} else {
  try {
    ensureDebianProgram({binary: chromium, pkg: 'chromium', neededBy: 'The end-to-end tests'});
  } catch (error) {
    console.error((error as Error).message);
    console.error('Or set CHROME_PATH to a Chromium or Chrome binary.');
    process.exit(1);
  }
}
