/**
 * What the build serves to readers never names the folder it was built in: a path like /home/ci/devportal in a
 * script would tell every reader about the build machine and make the same commit build to different bytes in two
 * checkouts. Reads build/ (run after `npm run build`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {checkoutPattern, leakedLines} from '../lib/checkoutPaths.ts';

/** The files a reader can fetch as text: pages, scripts, styles, twins, feeds, indexes. */
const served = /\.(html|js|css|json|xml|txt|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : served.test(entry.name) ? [full] : [];
  });
}

it('no served file holds the absolute path of the checkout', () => {
  const files = filesUnder('build');
  expect(files.length).toBeGreaterThan(500);
  // The checkout followed by one of its own entries, so that a checkout at a short path (/src, /app) is not met in a
  // page's own words (scripts/lib/checkoutPaths.ts).
  const checkout = process.cwd();
  const pattern = checkoutPattern(checkout, readdirSync(checkout));
  const leaks = files.flatMap((file) => {
    const lines = leakedLines(readFileSync(file, 'utf8'), pattern);
    return lines.length ? [{file: path.relative('build', file), lines}] : [];
  });
  expect(leaks).toEqual([]);
});
