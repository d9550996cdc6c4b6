import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {operationAnchor, responseExample, schemaAnchor} from '../../common/apiReference';
import {parseApiDescription, toReferenceData} from '../../common/openapi';
import {test, expect} from './fixtures';

const route = '/vtex-headless-cms-api';
const data = toReferenceData(parseApiDescription(parse(readFileSync('openapi/headless-cms.yaml', 'utf8'))));
const pageOperation = data.operations.find((operation) => operation.operationId === 'getPageDocument')!;
const pageExample = responseExample(pageOperation.responses['200']!);
const sortOptions = data.schemas.CollectionSchema?.properties?.sort?.enum ?? [];

/** Text of the served HTML with tags dropped and entities decoded, as a reader (or a search indexer) sees it. */
function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('the served HTML holds every path, parameter, status, schema and sort option of the description', async ({request}) => {
  const response = await request.get(route);
  expect(response.status()).toBe(200);
  const text = readableText(await response.text());
  const expected = [
    data.info.version,
    ...data.servers.map((server) => server.url),
    ...data.operations.flatMap((operation) => [operation.path, operation.summary, ...operation.parameters.map((p) => p.name), ...Object.keys(operation.responses)]),
    ...Object.keys(data.schemas),
    ...['draft', 'published', 'publishing', 'unpublishing'],
    ...sortOptions.map((option) => (option === '' ? '""' : String(option))),
    'Relevance',
  ];
  expect(sortOptions).toHaveLength(8);
  expect(expected.filter((item) => !text.includes(item))).toEqual([]);
});

test('each schema section lists its allowed values: the four page statuses and the eight sort options', async ({request}) => {
  const html = await (await request.get(route)).text();
  const section = (name: string) => html.split(new RegExp(`id="?${schemaAnchor(name)}"?`))[1]?.split(/id="?schema-/)[0] ?? '';
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Only the rendered lists of allowed values count, not the prose or the examples.
  const allowed = (name: string) => section(name).split(/aria-label="?Allowed values"?/).slice(1).map((list) => list.split('</ul>')[0]).join('');
  const listed = (name: string, values: unknown[]) =>
    values.filter((value) => !allowed(name).includes(`<code>${value === '' ? '""' : escape(String(value))}</code>`));
  expect(listed('PageStatus', ['draft', 'published', 'publishing', 'unpublishing'])).toEqual([]);
  expect(listed('CollectionSchema', sortOptions)).toEqual([]);
  expect(allowed('CollectionSchema')).toContain('Relevance');
});

test('the page shows every operation and schema with JavaScript disabled', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(route);
  for (const operation of data.operations) {
    await expect(page.locator(`#${operationAnchor(operation)}`)).toHaveText(operation.summary);
  }
  for (const name of Object.keys(data.schemas)) await expect(page.locator(`#${schemaAnchor(name)}`)).toBeAttached();
  // Nested fields collapse with <details>, which needs no script.
  const closed = page.locator('section', {has: page.locator(`#${operationAnchor(pageOperation)}`)}).locator('details:not([open])').first();
  const summary = (await closed.locator(':scope > summary').textContent()) ?? '';
  const details = page.locator('details', {has: page.locator(':scope > summary', {hasText: summary})}).first();
  await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(page.getByRole('button', {name: /^Try it/}).first()).toBeDisabled();
  await context.close();
});

test('anchors link to each operation and schema, from the side navigation and by URL', async ({page}) => {
  await page.goto(`${route}#${schemaAnchor('CollectionSchema')}`);
  await expect(page.locator(`#${schemaAnchor('CollectionSchema')}`)).toBeInViewport();
  const nav = page.getByRole('navigation', {name: 'API reference'});
  await nav.getByRole('link', {name: /Get a page document/}).click();
  await expect(page).toHaveURL(new RegExp(`#${operationAnchor(pageOperation)}$`));
  await expect(page.locator(`#${operationAnchor(pageOperation)}`)).toBeInViewport();
});

test('each operation has curl, fetch and FastStore/Node samples with a copy button', async ({page}) => {
  await page.goto(route);
  const operation = page.locator('section', {has: page.locator(`#${operationAnchor(pageOperation)}`)});
  for (const tab of ['curl', 'fetch', 'FastStore / Node']) {
    await operation.getByRole('tab', {name: tab}).click();
    const panel = operation.getByRole('tabpanel').filter({visible: true});
    await expect(panel.getByRole('button', {name: /copy/i})).toBeAttached();
  }
  await expect(operation.getByRole('tabpanel').filter({visible: true})).toContainText('process.env.VTEX_ACCOUNT');
});

test('"Try it" against the mock shows 200 with the example body, then 404 for an unknown id', async ({page}) => {
  await page.goto(route);
  const operation = page.locator('section', {has: page.locator(`#${operationAnchor(pageOperation)}`)});
  // The operation hydrates as the reader scrolls to it; its server HTML says "Try it" needs JavaScript.
  await operation.scrollIntoViewIfNeeded();
  const panelChunk = page.waitForRequest((request) => request.resourceType() === 'script');
  await operation.getByRole('button', {name: /^Try it/}).click();
  await panelChunk;
  const form = operation.getByRole('form', {name: /Try it/});
  await expect(form.getByLabel('Server')).toHaveValue('mock');
  await form.getByRole('button', {name: 'Send request'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200');
  await expect(form.getByTestId('try-it-time')).toHaveText(/^\d+ ms$/);
  expect(JSON.parse((await form.getByTestId('try-it-body').textContent()) ?? '')).toEqual(pageExample);

  await form.getByLabel('document-id').fill('no-such-page');
  await expect(form.getByTestId('try-it-url')).toContainText('/_mock/cms/_v/cms/api/faststore/plp/no-such-page/');
  await form.getByRole('button', {name: 'Send request'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('404');
  await expect(form.getByTestId('try-it-body')).toContainText('"error": "Not Found"');
});

test('"Try it" builds the URL of the reader\'s own workspace and refuses a host name that is not a label', async ({page}) => {
  await page.goto(route);
  const operation = page.locator('section', {has: page.locator(`#${operationAnchor(pageOperation)}`)});
  await operation.scrollIntoViewIfNeeded();
  await operation.getByRole('button', {name: /^Try it/}).click();
  const form = operation.getByRole('form', {name: /Try it/});
  await form.getByLabel('Server').selectOption('workspace');
  await form.getByLabel('Account').fill('mystore');
  await form.getByLabel('Workspace').fill('dev');
  await form.getByLabel('filters[status]').selectOption('draft');
  await expect(form.getByTestId('try-it-url')).toHaveText(
    /^https:\/\/dev--mystore\.myvtex\.com\/_v\/cms\/api\/faststore\/plp\/[^/]+\/\?filters%5Bstatus%5D=draft$/,
  );
  await form.getByLabel('Account').fill('evil.example');
  await expect(form.getByRole('button', {name: 'Send request'})).toBeDisabled();
});

test('on mobile (≤ 996 px) the navigation sits above the content and nothing overflows sideways, in dark mode too', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(route);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const nav = await page.getByRole('navigation', {name: 'API reference'}).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(nav && main && nav.y + nav.height <= main.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const colours = await page.locator('main').evaluate((element) => {
    const style = getComputedStyle(element);
    return {text: style.color, background: getComputedStyle(document.body).backgroundColor};
  });
  expect(colours.text).not.toBe(colours.background);
});

test('a link to the API reference loads it from the server, with the policy that lets "Try it" reach the reader\'s own hosts, and Back returns to the page before', async ({page}) => {
  await page.goto('/resources');
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(new URL(request.url()).pathname);
  });
  const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === route && candidate.request().resourceType() === 'document');
  await page.getByRole('link', {name: 'VTEX Headless CMS API'}).first().click();
  const csp = (await response).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/connect-src[^;]*https:\/\/\*\.myvtex\.com/);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(documentRequests).toEqual([route]);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources$/);
});
