import type {Root} from 'mdast';
import {parseAtomFeed, parseJsonFeed, parseRssFeed} from 'feedsmith';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {firstHeading, pngSize, socialCardPath, twinPath} from '#docs-travel/core';
import {docRoutes, releaseRoutes} from './routes.ts';
import {expect, test} from './fixtures.ts';

const siteUrl = 'https://faststore.dev';
const local = (url: string) => url.replace(siteUrl, '');
const pages = [...docRoutes(), '/v0/troubleshooting', ...releaseRoutes()];

/** The text and raw HTML of a Markdown tree outside code blocks and inline code, a line per block. */
function proseOf(node: {type: string; value?: string; children?: unknown[]}): string {
  if (node.type === 'code' || node.type === 'inlineCode') return '';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => proseOf(child as typeof node)).join(node.type === 'root' ? '\n' : '');
}

/** The page's title as the HTML shows it (its h1). */
const titleOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim();

test('every doc page and release post has a Markdown twin with its title and first heading, and no MDX left', async ({request}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const url of pages) {
    const [page, twin] = await Promise.all([request.get(url), request.get(twinPath(url))]);
    const markdown = await twin.text();
    if (twin.status() !== 200) {
      problems.push(`${twinPath(url)}: ${twin.status()}`);
      continue;
    }
    if (twin.headers()['content-type'] !== 'text/markdown; charset=utf-8') problems.push(`${twinPath(url)}: ${twin.headers()['content-type']}`);
    const tree = unified().use(remarkParse).parse(markdown) as Root;
    const title = titleOf(await page.text());
    if (!title || firstHeading(tree) !== title) problems.push(`${twinPath(url)}: first heading "${firstHeading(tree)}", page title "${title}"`);
    // Outside code, no import/export lines and no JSX components.
    const prose = proseOf(tree);
    if (/^(import|export) /m.test(prose) || /<[A-Z][A-Za-z]*[\s/>]/.test(prose)) problems.push(`${twinPath(url)}: MDX left in the prose`);
  }
  expect(problems).toEqual([]);
});

test('a twin keeps code languages, turns admonitions into blockquotes and makes links absolute', async ({request}) => {
  const twin = await (await request.get('/quickstart.md')).text();
  expect(twin).toMatch(/^```(bash|sh|shell|js|ts|tsx|json)$/m);
  expect(twin).not.toContain(':::');
  expect(twin).not.toMatch(/\]\((?!https?:|mailto:)[^)]+\)/);
  const admonitions = await Promise.all(pages.slice(0, 60).map((url) => request.get(twinPath(url)).then((response) => response.text())));
  expect(admonitions.some((text) => /^> \*\*(Note|Tip|Caution):\*\*/m.test(text))).toBe(true);
});

test('the server serves .md as it is: no redirect, and the HTML page is unaffected', async ({request}) => {
  const twin = await request.get('/quickstart.md', {maxRedirects: 0});
  expect(twin.status()).toBe(200);
  expect((await request.get('/quickstart', {maxRedirects: 0})).headers()['content-type']).toContain('text/html');
});

test('every link of llms.txt resolves, and it lists the sidebars, the release notes and the API reference', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms.split('\n')[0]).toBe('# FastStore Developer Portal');
  expect(llms).toMatch(/^> .+/m);
  for (const heading of ['## Docs', '## Tutorials', '## Release notes', '## API reference']) expect(llms).toContain(heading);
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): \S/gm)].map((match) => match[2]!);
  expect(links.length).toBeGreaterThan(pages.length - 10);
  const failed: string[] = [];
  for (const link of links) {
    const status = (await request.get(local(link))).status();
    if (status !== 200) failed.push(`${link}: ${status}`);
  }
  expect(failed).toEqual([]);
});

test('llms-full.txt holds every doc of the sidebars, in sidebar order', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const llms = await (await request.get('/llms.txt')).text();
  const sidebarDocs = llms
    .slice(0, llms.indexOf('## Release notes'))
    .match(/^- \[[^\]]+\]\(([^)]+)\)/gm)!
    .map((line) => /\(([^)]+)\)/.exec(line)![1]!.replace(/\.md$/, '').replace(/\/index$/, '/'));
  const positions = [...new Set(sidebarDocs)].map((url) => full.indexOf(`Source: ${url}\n`) >= 0 ? full.indexOf(`Source: ${url}\n`) : full.indexOf(`Source: ${url}`));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('"Copy page" puts the Markdown twin on the clipboard and says so; its menu works by keyboard', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/quickstart', {waitUntil: 'networkidle'});
  const twin = await (await page.request.get('/quickstart.md')).text();
  const copyPage = page.locator('[data-copy-page]');
  await copyPage.getByRole('button', {name: 'Copy page'}).click();
  await expect(copyPage.getByRole('status')).toHaveText('Page copied as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

  const more = copyPage.getByRole('button', {name: 'More ways to use this page as Markdown'});
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(copyPage.getByRole('menuitem', {name: 'Open as Markdown'})).toBeFocused();
  await expect(copyPage.getByRole('menuitem', {name: 'Open as Markdown'})).toHaveAttribute('href', '/quickstart.md');
  await page.keyboard.press('ArrowDown');
  await expect(copyPage.getByRole('menuitem', {name: 'Copy Markdown link'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await expect(copyPage.getByRole('menu')).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(copyPage.getByRole('menuitem', {name: 'Open as Markdown'})).toBeFocused();
  await page.keyboard.press('End');
  await expect(copyPage.getByRole('menuitem', {name: 'Copy Markdown link'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(copyPage.getByRole('status')).toHaveText('Markdown link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/quickstart.md`);
});

test('on a desktop the "Copy page" buttons keep their place at the end of the breadcrumbs when the status line appears', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/reference/ui/molecules/PriceRange', {waitUntil: 'networkidle'});
  const copyPage = page.locator('[data-copy-page]');
  const button = copyPage.getByRole('button', {name: 'Copy page'});
  const before = (await button.boundingBox())!;
  await button.click();
  await expect(copyPage.getByRole('status')).toHaveText('Page copied as Markdown.');
  const after = (await button.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  // The buttons never cover the current page's crumb.
  const crumb = (await page.locator('.breadcrumbs__item--active').boundingBox())!;
  expect(after.x).toBeGreaterThanOrEqual(crumb.x + crumb.width);
});

test('every doc page and release post names a 1200×630 PNG card that exists', async ({request}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const url of pages) {
    const html = await (await request.get(url)).text();
    const image = /<meta[^>]*property="?og:image"? content="?([^"\s>]+)/.exec(html)?.[1];
    if (image !== `${siteUrl}${socialCardPath(url)}`) {
      problems.push(`${url}: og:image ${image}`);
      continue;
    }
    if (!/name="?twitter:image"?/.test(html)) problems.push(`${url}: no twitter:image`);
    const png = await request.get(local(image));
    const size = png.status() === 200 ? pngSize(await png.body()) : null;
    if (size?.width !== 1200 || size.height !== 630) problems.push(`${url}: card ${png.status()} ${JSON.stringify(size)}`);
  }
  expect(problems).toEqual([]);
});

test('the RSS, Atom and JSON feeds parse and list every release post; release pages link them', async ({request}) => {
  const posts = releaseRoutes().map((url) => `${siteUrl}${url}`).sort();
  const rss = parseRssFeed(await (await request.get('/releases/rss.xml')).text());
  const atom = parseAtomFeed(await (await request.get('/releases/atom.xml')).text());
  const json = parseJsonFeed(JSON.parse(await (await request.get('/releases/feed.json')).text()));
  expect((rss.items ?? []).map((item) => item.link).sort()).toEqual(posts);
  expect((atom.entries ?? []).map((entry) => entry.links?.[0]?.href).sort()).toEqual(posts);
  expect((json.items ?? []).map((item) => item.url).sort()).toEqual(posts);
  expect(rss.title).toBe('FastStore Release Notes');
  const html = await (await request.get('/releases')).text();
  for (const [type, href] of [
    ['application/rss+xml', '/releases/rss.xml'],
    ['application/atom+xml', '/releases/atom.xml'],
    ['application/json', '/releases/feed.json'],
  ]) {
    expect(html).toMatch(new RegExp(`<link[^>]*rel="?alternate"?[^>]*type="?${type.replace('+', '\\+')}"?[^>]*href="?${href}`));
  }
});

test('doc pages link to their source for editing and show when they last changed', async ({page}) => {
  await page.goto('/quickstart');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute('href', 'https://github.com/vtex/faststore/edit/main/apps/site/docs/quickstart.mdx');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
});

test('a reference page names the FastStore release it was checked against, on the page and in its twin; a guide without one says nothing', async ({page, request}) => {
  await page.goto('/reference/ui/atoms/Button');
  const line = page.locator('[data-checked-against]');
  await expect(line).toHaveText('Checked against FastStore 1.12.0');
  await expect(line.getByRole('link', {name: 'FastStore 1.12.0'})).toHaveAttribute('href', 'https://github.com/vtex/faststore/tree/v1.12.0');
  expect(await (await request.get('/reference/ui/atoms/Button.md')).text()).toContain('Checked against FastStore 1.12.0');

  await page.goto('/quickstart');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('[data-checked-against]')).toHaveCount(0);
});
