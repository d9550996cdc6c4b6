/**
 * The site under a base path: builds a copy of the work tree with BASE_URL=/docs/ (scripts/lib/workTreeCopy.ts), or
 * takes a build made that way (`--build-dir=<dir>`), serves it with our server and checks what a reader and an agent
 * reach there: the home page, search in Chromium with its index fetched from under the base, a Markdown twin,
 * llms.txt, the 404 page, and nothing answered outside the base. Usage: tsx scripts/check-base-path.ts [--build-dir=<dir>]
 */
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {chromium} from 'playwright';
import {chromiumArgs, chromiumPath} from './lib/chromium.js';
import {buildCopy, copyWorkTree} from './lib/workTreeCopy.js';

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
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

try {
  expect(address === `${origin}${basePath}`, `the server announced ${address}, not the site under ${basePath}`);
  const home = await fetch(`${origin}${basePath}`);
  expect(home.status === 200 && (await home.text()).includes('<title'), `${basePath}: ${home.status}`);

  const twin = await fetch(`${origin}${basePath}quickstart.md`);
  const twinText = await twin.text();
  expect(
    twin.status === 200 && twin.headers.get('content-type') === 'text/markdown; charset=utf-8' && twinText.startsWith('# '),
    `${basePath}quickstart.md: ${twin.status} ${twin.headers.get('content-type')}`,
  );
  const negotiated = await fetch(`${origin}${basePath}quickstart`, {headers: {accept: 'text/markdown'}});
  expect((await negotiated.text()) === twinText, `${basePath}quickstart with Accept: text/markdown did not answer its twin`);

  const llms = await (await fetch(`${origin}${basePath}llms.txt`)).text();
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
    const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
    expect(response.status === 404 && (await response.text()) === notFoundPage, `${path} (${why}): ${response.status}, not the site's 404 page`);
  }
  const bare = await fetch(`${origin}${basePath.slice(0, -1)}`, {redirect: 'manual'});
  expect(bare.status === 301 && bare.headers.get('location') === basePath, `${basePath.slice(0, -1)}: ${bare.status} to ${bare.headers.get('location')}`);

  const wellKnownResponse = await fetch(`${origin}${basePath}.well-known/mcp`);
  const wellKnown = wellKnownResponse.ok ? ((await wellKnownResponse.json()) as {transports: Array<{url: string}>}) : undefined;
  const endpoint = wellKnown?.transports[0]?.url;
  expect(endpoint === `${origin}${basePath}mcp`, `${basePath}.well-known/mcp: ${wellKnownResponse.status}, endpoint ${endpoint}`);

  // The release feeds: every link to the site, absolute or from the root, lies under the base.
  for (const feed of ['releases/rss.xml', 'releases/atom.xml', 'releases/feed.json']) {
    const response = await fetch(`${origin}${basePath}${feed}`);
    const text = await response.text();
    const absolute = [...text.matchAll(new RegExp(`${escapeRegex(siteUrl)}[^"'<>\\s]*`, 'g'))].map((match) => match[0]);
    const rooted = [...text.matchAll(/(?:href|src)=(?:\\?"|&quot;)(\/[^"&\\]*)/g)].map((match) => match[1]!);
    const off = [...absolute.filter((url) => !url.startsWith(`${siteUrl}${basePath}`)), ...rooted.filter((path) => !path.startsWith(basePath))];
    expect(
      response.status === 200 && absolute.length > 10 && off.length === 0,
      `${basePath}${feed}: ${response.status}, ${absolute.length} links to the site, outside ${basePath}: ${off.slice(0, 5).join(', ')}`,
    );
  }

  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${basePath}search?q=cart`);
    const first = page.locator('[data-url]').first();
    await first.waitFor({timeout: 60_000}).catch(() => undefined);
    const hits = await page.locator('[data-url]').count();
    expect(hits > 0, `${basePath}search?q=cart found nothing`);
    expect(
      fetched.length > 0 && fetched.every((path) => path.startsWith(`${basePath}search-index/`)),
      `search fetched ${fetched.join(', ') || 'no index file'}`,
    );
    const href = hits > 0 ? await page.locator('[data-url] a').first().getAttribute('href') : null;
    expect(href?.startsWith(basePath) ?? false, `the first search result links to ${href}`);

    // The survey: sent from a doc page, posted under the base, stored by the server.
    const posts: Array<{path: string; status: number; id: string}> = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().includes('/api/feedback'))
        posts.push({path: new URL(request.url()).pathname, status: response.status(), id: (request.postDataJSON() as {id: string}).id});
    });
    await page.goto(`${origin}${basePath}quickstart`);
    await page.getByRole('button', {name: 'Feedback', exact: true}).click();
    const survey = page.getByRole('dialog', {name: 'Share your feedback'});
    await survey.getByRole('radio', {name: '4 – Helpful'}).check();
    await survey.getByRole('button', {name: 'Next'}).click();
    await survey.getByRole('radio', {name: 'No'}).check();
    await survey.getByRole('button', {name: 'Send feedback'}).click();
    await survey.waitFor({state: 'hidden', timeout: 60_000}).catch(() => undefined);
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
    await page.goto(`${origin}${basePath}vtex-headless-cms-api`);
    const operation = page.locator('section', {has: page.locator('#operation-getPageDocument')});
    await operation
      .locator('summary, button', {hasText: /^Try it/})
      .first()
      .click();
    const form = operation.getByRole('form', {name: /^Try it/});
    await form.getByRole('button', {name: 'Send request'}).click();
    await form
      .getByTestId('try-it-status')
      .waitFor({timeout: 60_000})
      .catch(() => undefined);
    const tryItStatus =
      (await form
        .getByTestId('try-it-status')
        .textContent()
        .catch(() => null)) ?? 'none';
    expect(
      tryItStatus === '200' && mockRequests.length === 1 && mockRequests[0]!.path.startsWith(`${basePath}_mock/cms/`),
      `"Try it" showed ${tryItStatus} after requesting ${mockRequests.map((request) => `${request.path} (${request.status})`).join(', ') || 'nothing'}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stopServer();
}

cleanUp();
if (problems.length > 0) {
  console.error(`base path: under ${basePath}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `base path: under ${basePath}, our server serves the home page, search (its index from ${basePath}search-index/), the quickstart twin, llms.txt with every link under the base, the 404 page for ${basePath}nope and for / and /quickstart outside the base, and redirects ${basePath.slice(0, -1)} to ${basePath}`,
);
