/**
 * The site under a base path: builds a copy of the work tree with BASE_URL=/docs/ (scripts/lib/workTreeCopy.ts), or
 * takes a build made that way (`--build-dir=<dir>`), serves it with our server and checks what a reader and an agent
 * reach there: the home page, search in Chromium with its index fetched from under the base, a Markdown twin,
 * llms.txt and the release feeds, the survey's post, the API reference's "Try it", MCP discovery, the 404 page, and nothing
 * answered outside the base; then the same through Debian's nginx with the generated configuration in front of the server.
 * Usage: tsx scripts/check-base-path.ts [--build-dir=<dir>]
 */
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {chromium, type Browser} from 'playwright';
import {startNginx, type RunningNginx} from '../server/__tests__/nginx-harness.ts';
import {headerSet} from '../server/headerSet.ts';
import {collectInlineScriptHashes} from '../server/scan.ts';
import {nginxConfig} from '../server/staticHosting.ts';
import {readLocaleFolders} from './static-hosting.ts';
import {chromiumArgs, chromiumPath} from './lib/chromium.ts';
import {buildCopy, copyWorkTree} from './lib/workTreeCopy.ts';

const root = resolve(import.meta.dirname, '..');
const basePath = '/docs/';
const siteUrl = 'https://faststore.dev';
const given = process.argv.find((arg) => arg.startsWith('--build-dir='))?.slice('--build-dir='.length);
const dir = given ? undefined : copyWorkTree(root, 'devportal-base-path-');
// The survey's database of this run, never the checkout's.
const dataDir = mkdtempSync(join(tmpdir(), 'devportal-base-path-data-'));
const cleanUp = () => {
  if (dir) rmSync(dir, {recursive: true, force: true});
  rmSync(dataDir, {recursive: true, force: true});
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids of the survey responses our server stored, read by the project's own export. */
const storedIds = (): string[] =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/feedback-export.ts')], {
    cwd: root,
    env: {...process.env, FEEDBACK_DB: join(dataDir, 'feedback.db')},
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as {id: string}).id);

function fail(message: string): never {
  console.error(`base path: ${message}`);
  cleanUp();
  process.exit(1);
}

let buildDir: string;
if (dir) {
  const started = performance.now();
  const {code, output} = await buildCopy(root, dir, {BASE_URL: basePath, SITE_URL: siteUrl});
  if (code !== 0) fail(`the build with BASE_URL=${basePath} exited with ${code}:\n${output.slice(-3000)}`);
  console.log(`base path: built with BASE_URL=${basePath} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  buildDir = join(dir, 'build');
} else {
  buildDir = resolve(given!);
}
const siteJson = join(buildDir, 'site.json');
// The translated locales the build holds (pt-BR, es), each checked under the base too.
const locales = await readLocaleFolders(buildDir);
if (!existsSync(siteJson) || !readFileSync(siteJson, 'utf8').includes(`"baseUrl":"${basePath}"`))
  fail(`${buildDir} was not built with BASE_URL=${basePath} (its site.json says otherwise)`);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  env: {...process.env, PORT: '0', HOST: '127.0.0.1', BUILD_DIR: buildDir, FEEDBACK_DB: join(dataDir, 'feedback.db')},
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
};
const address = await new Promise<string>((done, reject) => {
  let banner = '';
  const timer = setTimeout(() => reject(new Error('the server printed no banner within 60 s')), 60_000);
  server.stdout.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
    const match = /running at (http:\/\/\S+)/.exec(banner);
    if (match) {
      clearTimeout(timer);
      done(match[1]!);
    }
  });
}).catch(async (error: unknown) => {
  await stopServer();
  return fail(error instanceof Error ? error.message : String(error));
});
const origin = new URL(address).origin;
const problems: string[] = [];
let where = 'our server';
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(`${where}: ${problem}`);
};

/** Takes a reader's steps; one that cannot be taken (a page that did not render) is a finding, not a crash. */
const attempt = (journey: string, steps: () => Promise<unknown>) =>
  steps().catch((error: unknown) => expect(false, `${journey}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`));

/** The journeys of a reader and an agent at `site` (an origin), under the base. */
async function checkSite(site: string, browser: Browser): Promise<void> {
  const home = await fetch(`${site}${basePath}`);
  expect(home.status === 200 && (await home.text()).includes('<title'), `${basePath}: ${home.status}`);

  const twin = await fetch(`${site}${basePath}quickstart.md`);
  const twinText = await twin.text();
  expect(
    twin.status === 200 && twin.headers.get('content-type') === 'text/markdown; charset=utf-8' && twinText.startsWith('# '),
    `${basePath}quickstart.md: ${twin.status} ${twin.headers.get('content-type')}`,
  );
  const negotiated = await fetch(`${site}${basePath}quickstart`, {headers: {accept: 'text/markdown'}});
  expect((await negotiated.text()) === twinText, `${basePath}quickstart with Accept: text/markdown did not answer its twin`);

  // Each translated locale under the base: its pages, its twins and its own 404 page.
  for (const locale of locales) {
    const at = `${basePath}${locale}/`;
    const localePage = await fetch(`${site}${at}quickstart`);
    expect(localePage.status === 200 && (await localePage.text()).includes(`lang=${locale}`), `${at}quickstart: ${localePage.status}, or not a ${locale} page`);
    const localeTwin = await fetch(`${site}${at}quickstart.md`);
    expect(localeTwin.status === 200 && (await localeTwin.text()).startsWith('# '), `${at}quickstart.md: ${localeTwin.status}`);
    const missing = await fetch(`${site}${at}nope`);
    expect(missing.status === 404 && (await missing.text()).includes(`lang=${locale}`), `${at}nope: ${missing.status}, or not the ${locale} 404 page`);
  }

  const llms = await (await fetch(`${site}${basePath}llms.txt`)).text();
  const links = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => match[1]!);
  const outside = links.filter((link) => !link.startsWith(`${siteUrl}${basePath}`));
  expect(links.length > 100 && outside.length === 0, `llms.txt: ${links.length} links, outside ${basePath}: ${outside.slice(0, 5).join(', ')}`);
  const twinLink = links.find((link) => link.endsWith('/quickstart.md'));
  expect(twinLink === `${siteUrl}${basePath}quickstart.md`, `llms.txt links the quickstart twin as ${twinLink}`);

  const notFoundPage = readFileSync(join(buildDir, '404.html'), 'utf8');
  for (const [path, why] of [
    [`${basePath}nope`, 'an unknown page under the base'],
    ['/', 'the origin root, outside the base'],
    ['/quickstart', 'a page path outside the base'],
  ] as const) {
    const response = await fetch(`${site}${path}`, {redirect: 'manual'});
    expect(response.status === 404 && (await response.text()) === notFoundPage, `${path} (${why}): ${response.status}, not the site's 404 page`);
  }
  const bare = await fetch(`${site}${basePath.slice(0, -1)}`, {redirect: 'manual'});
  expect(bare.status === 301 && bare.headers.get('location') === basePath, `${basePath.slice(0, -1)}: ${bare.status} to ${bare.headers.get('location')}`);

  const wellKnownResponse = await fetch(`${site}${basePath}.well-known/mcp`);
  const wellKnown = wellKnownResponse.ok ? ((await wellKnownResponse.json()) as {transports: Array<{url: string}>}) : undefined;
  const endpoint = wellKnown?.transports[0]?.url;
  // Behind nginx the endpoint names the host nginx passes on; its path is what a base path can get wrong.
  expect(
    endpoint !== undefined && new URL(endpoint).pathname === `${basePath}mcp`,
    `${basePath}.well-known/mcp: ${wellKnownResponse.status}, endpoint ${endpoint}`,
  );

  // The release feeds: every link to the site, absolute or from the root, lies under the base.
  for (const feed of ['releases/rss.xml', 'releases/atom.xml', 'releases/feed.json']) {
    const response = await fetch(`${site}${basePath}${feed}`);
    const text = await response.text();
    const absolute = [...text.matchAll(new RegExp(`${escapeRegex(siteUrl)}[^"'<>\\s]*`, 'g'))].map((match) => match[0]);
    const rooted = [...text.matchAll(/(?:href|src)=(?:\\?"|&quot;)(\/[^"&\\]*)/g)].map((match) => match[1]!);
    const off = [...absolute.filter((url) => !url.startsWith(`${siteUrl}${basePath}`)), ...rooted.filter((path) => !path.startsWith(basePath))];
    expect(
      response.status === 200 && absolute.length > 10 && off.length === 0,
      `${basePath}${feed}: ${response.status}, ${absolute.length} links to the site, outside ${basePath}: ${off.slice(0, 5).join(', ')}`,
    );
  }

  // A context of its own: the survey's outbox in localStorage starts empty on each host.
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site}${basePath}search?q=cart`);
  const first = page.locator('[data-url]').first();
  await first.waitFor({timeout: 60_000}).catch(() => undefined);
  const hits = await page.locator('[data-url]').count();
  expect(hits > 0, `${basePath}search?q=cart found nothing`);
  expect(fetched.length > 0 && fetched.every((path) => path.startsWith(`${basePath}search-index/`)), `search fetched ${fetched.join(', ') || 'no index file'}`);
  const href = hits > 0 ? await page.locator('[data-url] a').first().getAttribute('href') : null;
  expect(href?.startsWith(basePath) ?? false, `the first search result links to ${href}`);

  // The survey: sent from a doc page, posted under the base, stored by the server.
  const posts: Array<{path: string; status: number; id: string}> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().includes('/api/feedback'))
      posts.push({path: new URL(request.url()).pathname, status: response.status(), id: (request.postDataJSON() as {id: string}).id});
  });
  await attempt('the survey', async () => {
    await page.goto(`${site}${basePath}quickstart`);
    await page.getByRole('button', {name: 'Feedback', exact: true}).click();
    const survey = page.getByRole('dialog', {name: 'Share your feedback'});
    await survey.getByRole('radio', {name: '4 – Helpful'}).check();
    await survey.getByRole('button', {name: 'Next'}).click();
    await survey.getByRole('radio', {name: 'No'}).check();
    await survey.getByRole('button', {name: 'Send feedback'}).click();
    await survey.waitFor({state: 'hidden', timeout: 60_000});
  });
  expect(
    posts.length === 1 && posts[0]!.path === `${basePath}api/feedback` && posts[0]!.status === 201,
    `the survey posted ${posts.map((post) => `${post.path} (${post.status})`).join(', ') || 'nothing'}, not one response to ${basePath}api/feedback`,
  );
  const stored = posts.length === 1 ? storedIds() : [];
  expect(stored.includes(posts[0]?.id ?? ''), `the survey's response is not in the server's store (it holds ${stored.length})`);

  // The API reference's "Try it": its request goes to the CMS mock under the base.
  const mockRequests: Array<{path: string; status: number}> = [];
  page.on('response', (response) => {
    if (response.url().includes('/_mock/')) mockRequests.push({path: new URL(response.url()).pathname, status: response.status()});
  });
  const operation = page.locator('section', {has: page.locator('#operation-getPageDocument')});
  const form = operation.getByRole('form', {name: /^Try it/});
  let tryItStatus = 'none';
  await attempt('"Try it"', async () => {
    await page.goto(`${site}${basePath}vtex-headless-cms-api`);
    await operation
      .locator('summary, button', {hasText: /^Try it/})
      .first()
      .click();
    await form.getByRole('button', {name: 'Send request'}).click();
    tryItStatus = (await form.getByTestId('try-it-status').textContent({timeout: 60_000})) ?? 'none';
  });
  expect(
    tryItStatus === '200' && mockRequests.length === 1 && mockRequests[0]!.path.startsWith(`${basePath}_mock/cms/`),
    `"Try it" showed ${tryItStatus} after requesting ${mockRequests.map((request) => `${request.path} (${request.status})`).join(', ') || 'nothing'}`,
  );
  await context.close();
}

let browser: Browser | undefined;
let nginx: RunningNginx | undefined;
try {
  expect(address === `${origin}${basePath}`, `the server announced ${address}, not the site under ${basePath}`);
  browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  await checkSite(origin, browser);

  // The same journeys through Debian's nginx with the configuration the build generates, in front of our server.
  where = 'nginx';
  const set = headerSet({scriptHashes: await collectInlineScriptHashes(buildDir), basePath});
  nginx = await startNginx((listen) => nginxConfig(set, {root: buildDir, listen, upstreams: [new URL(origin).host], basePath, locales}));
  await checkSite(nginx.origin, browser);
} finally {
  await browser?.close();
  await nginx?.stop();
  await stopServer();
}

cleanUp();
if (problems.length > 0) {
  console.error(`base path: under ${basePath}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `base path: under ${basePath}, our server and nginx in front of it serve the home page, search (its index from ${basePath}search-index/), the quickstart twin, llms.txt and the release feeds with every link under the base, the survey's post to ${basePath}api/feedback (stored), "Try it" against ${basePath}_mock/cms/, MCP discovery, the 404 page for ${basePath}nope and for / and /quickstart outside the base, the pages, twins and 404 page of each locale (${locales.join(', ') || 'none'}), and redirect ${basePath.slice(0, -1)} to ${basePath}`,
);
