/**
 * JavaScript the API reference page loads beyond what the home page loads (the shared bundle),
 * gzip-compressed, measured in Chromium against the production build served by our server.
 * The "Try it" chunk is counted separately: it loads only when a reader opens the panel.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {buildApp} from '../server/app.ts';
import {registerCmsMockFromFile} from '../server/cmsMock.ts';

const buildDir = path.resolve('build');
// Same browser and flags as the end-to-end tests (tests/e2e/browser.ts, which the server's tsconfig cannot import).
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const gzipBytes = (url: string) => gzipSync(readFileSync(path.join(buildDir, new URL(url).pathname))).length;

export default async function run(): Promise<Record<string, number>> {
  const app = await buildApp({buildDir, register: (instance) => registerCmsMockFromFile(instance)});
  const base = await app.listen({port: 0, host: '127.0.0.1'});
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const scriptsOf = async (route: string, open?: boolean) => {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      await page.goto(`${base}${route}`, {waitUntil: 'networkidle'});
      if (open) {
        await page.getByRole('button', {name: /^Try it/}).first().click();
        await page.getByRole('button', {name: 'Send request'}).waitFor();
      }
      await page.close();
      return scripts;
    };
    const home = await scriptsOf('/');
    const reference = await scriptsOf('/vtex-headless-cms-api');
    const opened = await scriptsOf('/vtex-headless-cms-api', true);
    const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + gzipBytes(url), 0);
    const result = {
      sharedGzipBytes: sum(home),
      pageOnlyGzipBytes: sum([...reference].filter((url) => !home.has(url))),
      tryItGzipBytes: sum([...opened].filter((url) => !reference.has(url))),
    };
    console.table(result);
    return result;
  } finally {
    await browser.close();
    await app.close();
  }
}
