import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page, Route} from '@playwright/test';
import {parse} from 'yaml';
import {operationAnchor, responseExample, schemaAnchor} from '../../common/apiReference.ts';
import {parseApiDescription, toReferenceData} from '../../common/openapi.ts';
import {describeFocus} from './a11yPages.ts';
import {test, expect, hydrationSettled} from './fixtures.ts';

const route = '/vtex-headless-cms-api';
const data = toReferenceData(parseApiDescription(parse(readFileSync('openapi/headless-cms.yaml', 'utf8'))));
const pageOperation = data.operations.find((operation) => operation.operationId === 'getPageDocument')!;
const pageExample = responseExample(pageOperation.responses['200']!);
const sortOptions = data.schemas.CollectionSchema?.properties?.sort?.enum ?? [];

/** Text of the served HTML with tags dropped and entities decoded, as a reader (or a search indexer) sees it. */
function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // A line-break opportunity inside a word, not a space.
    .replace(/<wbr\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** An operation's section, its "Try it" opener and its form. */
function operationOf(page: Page, operationId = 'getPageDocument'): {section: Locator; opener: Locator; form: Locator} {
  const section = page.locator('section', {has: page.locator(`#operation-${operationId}`)});
  return {
    section,
    opener: section.locator('summary, button', {hasText: /^Try it/}).first(),
    form: section.getByRole('form', {name: /^Try it/}),
  };
}

/** Holds every script of the site until the returned function runs: the page as a reader meets it before its JavaScript does. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/js\/[^?]+\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Where each line of each element's text starts again: the index of the first character of every line but the first. */
function lineBreaks(elements: Locator): Promise<Array<{text: string; breaks: number[]}>> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const breaks: number[] = [];
      let index = 0;
      let lastTop: number | null = null;
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let offset = 0; offset < (text.textContent ?? '').length; offset++, index++) {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          const top = range.getClientRects()[0]?.top;
          if (top === undefined) continue;
          if (lastTop !== null && top > lastTop + 2) breaks.push(index);
          lastTop = top;
        }
      }
      return {text: node.textContent ?? '', breaks};
    }),
  );
}

/**
 * axe's WCAG 2.2 A and AA findings in an operation as it is now, one line each. The rest of the page is the
 * sitemap gate's (a11y-sitemap.spec.ts); here only the states a reader opens.
 */
async function axeFindings(page: Page, state: string, operationId = 'getPageDocument'): Promise<string[]> {
  const results = await new AxeBuilder({page}).include(`section[aria-labelledby="operation-${operationId}"]`).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) => `${state}: ${violation.id} (${violation.impact ?? 'unknown'}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
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
  const closed = page.locator('section', {has: page.locator(`#${operationAnchor(pageOperation)}`)}).locator('details:not([open]):not([data-try-it])').first();
  const summary = (await closed.locator(':scope > summary').textContent()) ?? '';
  const details = page.locator('details', {has: page.locator(':scope > summary', {hasText: summary})}).first();
  await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  // "Try it" is a disclosure, so it opens with no script; the form says that sending needs JavaScript.
  const {opener, form} = operationOf(page);
  await opener.click();
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', {name: 'Send request'})).toBeDisabled();
  await expect(form).toContainText("Sending needs the page's JavaScript");
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
  // The request samples' panels; the response examples have tabs of their own.
  const samples = operation.locator('[role="tabpanel"][id^="samples-"]').filter({visible: true});
  for (const tab of ['curl', 'fetch', 'FastStore / Node']) {
    await operation.getByRole('tab', {name: tab}).click();
    await expect(samples.getByRole('button', {name: /copy/i})).toBeAttached();
  }
  await expect(samples).toContainText('process.env.VTEX_ACCOUNT');
});

test('"Try it" against the mock shows 200 with the example body, then 404 for an unknown id', async ({page}) => {
  await page.goto(route);
  const {opener, form} = operationOf(page);
  // The form's code comes when a reader first opens it.
  const panelChunk = page.waitForRequest((request) => request.resourceType() === 'script');
  await opener.click();
  await panelChunk;
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
  const {opener, form} = operationOf(page);
  await opener.click();
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

test('at 390 px "On this page" is one collapsed line under the title, and nothing overflows sideways, in dark mode too', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const title = await page.getByRole('heading', {level: 1}).boundingBox();
  const nav = page.getByRole('navigation', {name: 'API reference'});
  const navBox = await nav.boundingBox();
  // The title starts in the top third of the first screen, with the contents right under it, closed.
  expect(title && title.y + title.height <= 300).toBe(true);
  expect(navBox && title && navBox.y >= title.y + title.height && navBox.height <= 60).toBe(true);
  await expect(nav.getByRole('link', {name: 'Servers'})).toBeHidden();
  await nav.getByText('On this page').click();
  await expect(nav.getByRole('link', {name: /Get a page document/})).toBeVisible();
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

test('before the scripts run, every "Try it" is in the tab order and opens its form; once they run, focus moves into the form', async ({context}) => {
  // Several loads, sends and hydrations in one journey: room for a loaded machine.
  test.slow();
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  for (const operation of data.operations) {
    const {section, opener} = operationOf(page, operation.operationId);
    // Reached by the keyboard: Tab from the heading's anchor link lands on it.
    await section.locator('h2 a').first().focus();
    await page.keyboard.press('Tab');
    await expect(opener, `the "Try it" of ${operation.operationId}`).toBeFocused();
  }
  const {opener, form} = operationOf(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  // Honest until the scripts run: sending is not possible yet, and the form says why.
  await expect(form.getByRole('button', {name: 'Send request'})).toBeDisabled();
  await expect(form).toContainText("Sending needs the page's JavaScript");
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  await release();
  // The press completes once they do: focus goes into the form, which sends.
  await expect(form.getByLabel('Server')).toBeFocused({timeout: 15_000});
  await expect(form.getByRole('button', {name: 'Send request'})).toBeEnabled();
  await form.getByRole('button', {name: 'Send request'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200');
});

test('what a reader types into "Try it" before the scripts run is kept, and sent once they run', async ({context}) => {
  // Several loads, sends and hydrations in one journey: room for a loaded machine.
  test.slow();
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  const {opener, form} = operationOf(page);
  await opener.click();
  await form.getByLabel('document-id').fill('typed-before-the-scripts');
  await form.getByLabel('filters[status]').selectOption('draft');
  await release();
  await expect(form.getByRole('button', {name: 'Send request'})).toBeEnabled({timeout: 15_000});
  await expect(form.getByLabel('document-id')).toHaveValue('typed-before-the-scripts');
  await expect(form.getByLabel('filters[status]')).toHaveValue('draft');
  await expect(form.getByTestId('try-it-url')).toContainText('/plp/typed-before-the-scripts/?filters%5Bstatus%5D=draft');
  await form.getByRole('button', {name: 'Send request'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText('404');
});

test('opening "Try it" moves focus into its form; Escape and Close put it back on the opener', async ({page}) => {
  // Several loads, sends and hydrations in one journey: room for a loaded machine.
  test.slow();
  await page.goto(route);
  const {section, opener, form} = operationOf(page);
  await opener.click();
  await expect(form.getByLabel('Server')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();
  // By keyboard alone: Enter opens it with focus inside, Close (reached with Shift+Tab) shuts it.
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Server')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const close = section.getByRole('button', {name: /^Close/});
  await expect(close, `focus is on ${await describeFocus(page)}`).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 1280 px the examples sit beside the text and stay in view while the operation scrolls by, collapsed past a few lines', async ({page}) => {
  // Several loads, sends and hydrations in one journey: room for a loaded machine.
  test.slow();
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(route);
  for (const operation of data.operations) {
    const {section, opener} = operationOf(page, operation.operationId);
    const heading = section.locator('h2');
    await heading.evaluate((element) => element.scrollIntoView({block: 'start'}));
    const [title, tryIt, parameters, request] = await Promise.all(
      [heading, opener, section.locator(`#operation-${operation.operationId}-parameters`), section.locator(`#operation-${operation.operationId}-samples`)].map((locator) => locator.boundingBox()),
    );
    // "Try it" in the operation's first screen; the examples to the right of the text, level with the title.
    expect(tryIt && tryIt.y + tryIt.height <= 800, `${operation.operationId}: "Try it" at ${JSON.stringify(tryIt)}`).toBe(true);
    expect(parameters && request && request.x >= parameters.x + parameters.width / 2, `${operation.operationId}: examples beside the text`).toBe(true);
    expect(title && request && Math.abs(request.y - title.y) < 80, `${operation.operationId}: examples level with the title`).toBe(true);
  }

  // The parameter list and the schema fields are server HTML styled by the page's one stylesheet: no list markers.
  const lists = [page.locator('ul', {has: page.locator('code', {hasText: /^builderId$/})}).first(), page.locator(`#${schemaAnchor('PageDocument')} ~ ul`).first()];
  for (const list of lists) expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');

  // Sticky: scrolling through the long operation moves its text, not its examples.
  const {section} = operationOf(page);
  const parameters = section.locator(`#${operationAnchor(pageOperation)}-parameters`);
  const request = section.locator(`#${operationAnchor(pageOperation)}-samples`);
  await section.locator('h2').evaluate((element) => element.scrollIntoView({block: 'start'}));
  await page.mouse.wheel(0, 300);
  await expect.poll(async () => (await parameters.boundingBox())?.y).toBeLessThan(300);
  const before = {text: (await parameters.boundingBox())!.y, examples: (await request.boundingBox())!.y};
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect.poll(async () => Math.round((await parameters.boundingBox())!.y)).toBe(Math.round(before.text - 400));
  expect(Math.abs((await request.boundingBox())!.y - before.examples)).toBeLessThan(2);

  // The 200 example shows its first lines in a box that scrolls, and whole on request.
  const example = section.locator('[role="tabpanel"][id^="examples-"]').filter({visible: true}).locator('pre');
  const heights = () => example.evaluate((element) => ({shown: element.clientHeight, whole: element.scrollHeight}));
  const collapsed = await heights();
  expect(collapsed.whole).toBeGreaterThan(collapsed.shown * 2);
  await section.getByText(/^Show all \d+ lines$/).click();
  await expect.poll(async () => {
    const expanded = await heights();
    return expanded.shown >= expanded.whole;
  }).toBe(true);
});

test('at 390 px each operation opens with its endpoint and "Try it", before its description and parameters', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(route);
  for (const operation of data.operations) {
    const {section, opener} = operationOf(page, operation.operationId);
    await section.locator('h2').evaluate((element) => element.scrollIntoView({block: 'start'}));
    const [tryIt, parameters] = await Promise.all([opener.boundingBox(), section.locator(`#operation-${operation.operationId}-parameters`).boundingBox()]);
    expect(tryIt && tryIt.y + tryIt.height <= 844, `${operation.operationId}: "Try it" at ${JSON.stringify(tryIt)}`).toBe(true);
    expect(tryIt && parameters && tryIt.y < parameters.y).toBe(true);
  }
});

for (const width of [390, 768, 1280]) {
  test(`at ${width} px long parameter names wrap only after "." or "[", in the parameter list and in the "Try it" form`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto(route);
    const {section, opener, form} = operationOf(page);
    await opener.click();
    await expect(form).toBeVisible();
    const names = section.locator('code', {hasText: /^filters\[[A-Za-z.]+\]$/});
    expect(await names.count()).toBeGreaterThanOrEqual(10);
    const measured = await lineBreaks(names);
    const midWord = measured.flatMap(({text, breaks}) => breaks.filter((index) => !'.['.includes(text[index - 1] ?? '')).map((index) => `${text.slice(0, index)} / ${text.slice(index)}`));
    expect(midWord).toEqual([]);
    // At phone width the longest names do wrap, so the check above saw real breaks.
    if (width === 390) expect(measured.some(({breaks}) => breaks.length > 0)).toBe(true);
  });
}

test('a response shows its status in colour and in words, its JSON highlighted, in a named region the keyboard reaches', async ({page}) => {
  // Several loads, sends and hydrations in one journey: room for a loaded machine.
  test.slow();
  await page.goto(route);
  const {opener, form} = operationOf(page);
  await opener.click();
  const send = form.getByRole('button', {name: 'Send request'});
  const badge = form.getByTestId('try-it-status').locator('..');
  await send.click();
  await expect(form.getByTestId('try-it-status')).toHaveText('200');
  await expect(badge).toHaveText('200 OK');
  await expect(form.getByTestId('try-it-kind')).toHaveText('Success');
  const body = form.getByRole('region', {name: 'Response body, 200'});
  await expect(body.locator('.token.property').first()).toHaveText('"id"');
  await expect(body.locator('.token.string').first()).toBeVisible();
  // The body scrolls inside its own box, and Tab from Send reaches it.
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await send.focus();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  const success = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);

  await form.getByLabel('Mock answer').selectOption('500');
  await send.click();
  await expect(form.getByTestId('try-it-status')).toHaveText('500');
  await expect(badge).toHaveText('500 Internal Server Error');
  await expect(form.getByTestId('try-it-kind')).toHaveText('Server error');
  const serverError = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);

  await form.getByLabel('Mock answer').selectOption('');
  await form.getByLabel('document-id').fill('no-such-page');
  await send.click();
  await expect(form.getByTestId('try-it-status')).toHaveText('404');
  await expect(form.getByTestId('try-it-kind')).toHaveText('Client error');
  const clientError = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(new Set([success, serverError, clientError]).size).toBe(3);
});

test('the References sidebar, the /reference page and the home page link to the API reference', async ({page}) => {
  await page.goto('/reference');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'VTEX Headless CMS API', exact: true})).toHaveAttribute('href', route);
  await expect(page.locator('article').getByRole('link', {name: 'VTEX Headless CMS API', exact: true})).toHaveAttribute('href', route);
  await page.goto('/');
  await expect(page.locator('main').getByRole('link', {name: 'VTEX Headless CMS API reference'})).toHaveAttribute('href', route);
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`axe (WCAG 2.2 A and AA) finds nothing with "Try it" open, sent and failed, ${mode} mode, ${width} px`, async ({page}) => {
      // Four axe runs over a long page: tens of seconds each on a loaded machine.
      test.setTimeout(300_000);
      await page.setViewportSize({width, height: 900});
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const {opener, form} = operationOf(page);
      const send = form.getByRole('button', {name: 'Send request'});
      const found: string[] = [];
      await opener.click();
      await expect(send).toBeEnabled();
      await hydrationSettled(page);
      found.push(...(await axeFindings(page, 'open')));
      await send.click();
      await expect(form.getByTestId('try-it-status')).toHaveText('200');
      found.push(...(await axeFindings(page, 'sent')));
      await form.getByLabel('Mock answer').selectOption('500');
      await send.click();
      await expect(form.getByTestId('try-it-status')).toHaveText('500');
      found.push(...(await axeFindings(page, 'failed with 500')));
      await page.route('**/_mock/**', (request) => request.abort('failed'));
      await send.click();
      await expect(form.getByRole('alert')).toContainText('The request failed');
      found.push(...(await axeFindings(page, 'failed in the network')));
      expect(found).toEqual([]);
    });
  }
}
