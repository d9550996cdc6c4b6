import type {Page} from '@playwright/test';
import {expect, hydrationPartsLive, hydrationSettled, test} from './fixtures.ts';

/**
 * The first hydration is split (plugins/lean-client/client/HydrateLater): the navbar, the page, the footer, and on doc
 * pages the sidebar and the doc, each hydrate in a task of their own after a short first pass.
 */

interface HydrationLog {
  /** Part ids in the order they became live, with the number of the observer delivery that saw each. */
  parts: Array<{id: string; delivery: number}>;
  /** Elements removed from the body before every part was live, as `tag.class`. */
  removed: string[];
}

/** Records, from before the first script runs, which parts go live and what the page loses meanwhile. */
async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(`
    const log = {parts: [], removed: []};
    window.hydrationLog = log;
    let delivery = 0;
    let done = false;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        delivery += 1;
        for (const record of records) {
          if (record.type === 'attributes') {
            log.parts.push({id: record.target.getAttribute('data-hydrate-later'), delivery});
          } else if (!done) {
            for (const node of record.removedNodes) if (node.nodeType === 1) log.removed.push(node.tagName.toLowerCase() + '.' + String(node.className));
          }
        }
        done = document.querySelectorAll('[data-hydrate-later]:not([data-hydrated])').length === 0;
      }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated']});
    });
  `);
}

const hydrationLog = (page: Page) => page.evaluate(() => (window as unknown as {hydrationLog: HydrationLog}).hydrationLog);

// By design: the navbar logo's ThemedImage drops one of its two server images after hydration. The tabs are not
// rebuilt (src/theme/Tabs).
const expectedRemovals = (removed: string[]) => removed.filter((entry) => !/^img\.themedComponent/.test(entry));

/** Parts that come in numbers: the API page's schemas, the release list's posts. */
const partSeries = ['schema', 'post'];

/** Part ids with each series folded into its name. */
const partKinds = (ids: string[]) => ids.map((id) => partSeries.find((series) => id.startsWith(`${series}-`)) ?? id);

for (const {url, parts} of [
  // The first pass meets navbar, page and footer; hydrating the page meets the doc's sidebar and content;
  // hydrating the content meets its footer, paginator and table of contents. The release list hydrates post by post.
  {url: '/quickstart', parts: ['navbar', 'page', 'footer', 'doc-sidebar', 'doc-main', 'doc-footer', 'doc-paginator', 'doc-toc']},
  {url: '/', parts: ['navbar', 'page', 'footer']},
  {url: '/releases', parts: ['navbar', 'page', 'footer', 'post*']},
  {url: '/releases/2023/03/10/faststore', parts: ['navbar', 'page', 'footer']},
  {url: '/vtex-headless-cms-api', parts: ['navbar', 'page', 'footer', 'operation-listContentTypes', 'operation-getPageDocument', 'schema*']},
]) {
  test(`${url} hydrates in parts, one task each, keeping every element the server sent`, async ({page}) => {
    // A window taller than the page: every part is in view, so every part hydrates.
    await page.setViewportSize({width: 1280, height: 16_000});
    await recordHydration(page);
    await page.goto(url);
    await hydrationPartsLive(page);
    const log = await hydrationLog(page);
    const html = await (await page.request.get(url)).text();
    const onPage = [...html.matchAll(/data-hydrate-later="?([^"\s>]+)/g)].map((match) => match[1] ?? '');
    // `name*` stands for every part of that kind on the page, in a row.
    const expected = parts.flatMap((part) => {
      if (!part.endsWith('*')) return [part];
      const prefix = part.slice(0, -1);
      const count = onPage.filter((id) => id.startsWith(`${prefix}-`)).length;
      expect(count, `${prefix} parts on ${url}`).toBeGreaterThan(0);
      return Array.from({length: count}, () => prefix);
    });
    expect(partKinds(log.parts.map((part) => part.id))).toEqual(expected);
    // Each part went live in its own observer delivery, that is in a task of its own (one pass would set them all at once).
    expect(new Set(log.parts.map((part) => part.delivery)).size).toBe(expected.length);
    expect(expectedRemovals(log.removed)).toEqual([]);
  });
}

test('parts that hydrate late show the reader’s stored choices and respond', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/quickstart');
  await hydrationSettled(page);

  // The navbar hydrated after the colour mode was read from storage: its toggle is enabled and says so.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);

  // The doc sidebar (its own part) collapses and expands a category.
  const category = page.locator('.theme-doc-sidebar-container .menu__list-item--collapsed, .theme-doc-sidebar-container .menu__list-item:has(> .menu__list-item-collapsible)').first();
  const caret = category.locator('.menu__caret, .menu__link--sublist-caret').first();
  const wasCollapsed = await category.evaluate((element) => element.classList.contains('menu__list-item--collapsed'));
  await caret.click();
  await expect.poll(() => category.evaluate((element) => element.classList.contains('menu__list-item--collapsed'))).toBe(!wasCollapsed);
});

test('tabs take the reader’s stored choice in place as they hydrate, and a new choice holds across a reload', async ({page}) => {
  // Every operation's request samples share one tab group, stored under docusaurus.tab.<groupId>.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('docusaurus.tab.api-sample-language', 'node');
    sessionStorage.setItem('seeded', '1');
  });
  await page.setViewportSize({width: 1280, height: 16_000});
  await recordHydration(page);
  await page.goto('/vtex-headless-cms-api');
  await hydrationPartsLive(page);
  const groups = page.locator('[data-hydrate-later^="operation-"] [role="tablist"]').filter({has: page.getByRole('tab', {name: 'curl'})});
  expect(await groups.count()).toBe(2);
  for (const group of await groups.all()) await expect(group.getByRole('tab', {name: 'FastStore / Node'})).toHaveAttribute('aria-selected', 'true');
  // The selected tab's panel is the one shown; no tab list was thrown away and built again.
  await expect(page.locator('[data-hydrate-later="operation-listContentTypes"] [role="tabpanel"][id^="samples-"]:visible')).toContainText('process.env.VTEX_ACCOUNT');
  expect((await hydrationLog(page)).removed.filter((entry) => entry.includes('tabs'))).toEqual([]);

  // A choice made once hydrated applies to every operation and is stored for the next load.
  await page.locator('[data-hydrate-later="operation-getPageDocument"]').getByRole('tab', {name: 'curl'}).click();
  for (const group of await groups.all()) await expect(group.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await hydrationPartsLive(page);
  for (const group of await groups.all()) await expect(group.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
});

test('after the first hydration, a client-side navigation renders its parts at once', async ({page}) => {
  await page.goto('/quickstart');
  await hydrationSettled(page);
  await page.locator('.theme-doc-sidebar-container a[href="/glossary"]').first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.locator('article h1')).toBeVisible();
  // The new page's parts are rendered (not suspended), each once.
  await expect(page.locator('[data-hydrate-later="doc-main"]')).toHaveCount(1);
  await expect(page.locator('[data-hydrate-later="doc-main"] article')).toHaveCount(1);
});

for (const url of ['/', '/quickstart', '/releases/2023/03/10/faststore']) {
  test(`${url} hydrates without formatting dates through Intl or measuring the navbar`, async ({page}) => {
    // Counts, until every part is live, the Intl calls that load locale data (the theme's dates: plainDates) and the
    // navbar measurements that forced a whole-page layout inside hydration. (localeCompare, which the theme's
    // useMutationObserver still calls, is no longer counted: its swap paid on too few page types, DESIGN.md.) The window is taller than the page, so every part hydrates.
    await page.setViewportSize({width: 1280, height: 16_000});
    await page.addInitScript(`
      const calls = {intl: 0, navbarMeasured: 0};
      window.hydrationCalls = calls;
      const live = () => document.readyState !== 'loading' && document.querySelector('[data-hydrate-later]') && !document.querySelector('[data-hydrate-later]:not([data-hydrated])');
      for (const name of ['DateTimeFormat', 'Collator', 'PluralRules', 'NumberFormat']) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, {construct(target, args) { if (!live()) calls.intl += 1; return Reflect.construct(target, args); }, apply(target, self, args) { if (!live()) calls.intl += 1; return Reflect.apply(target, self, args); }});
      }
      const measure = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function () { if (!live() && this.matches('nav.navbar')) calls.navbarMeasured += 1; return measure.call(this); };
      // The counters themselves work: one probe of each before the page runs, then back to zero.
      new Intl.DateTimeFormat('en');
      window.hydrationProbe = {...calls};
      calls.intl = 0;
    `);
    await page.goto(url);
    await hydrationPartsLive(page);
    const {probe, calls} = await page.evaluate(() => {
      const counters = window as unknown as {hydrationProbe: object; hydrationCalls: object};
      return {probe: counters.hydrationProbe, calls: counters.hydrationCalls};
    });
    expect(probe).toEqual({intl: 1, navbarMeasured: 0});
    expect(calls).toEqual({intl: 0, navbarMeasured: 0});
  });
}

/**
 * The content's elements in document order: tag, box and own text, as laid out. Code blocks' buttons are left out:
 * the theme renders them in the browser only.
 */
function contentLayout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.markdown *'))
      .filter((element) => !element.closest('.theme-code-block [class*="buttonGroup"]'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim())
          .join('');
        return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${text}`;
      }),
  );
}

for (const {url, width} of [
  {url: '/quickstart', width: 1280},
  {url: '/quickstart', width: 390},
  {url: '/releases/2023/03/10/faststore', width: 1280},
  {url: '/reference/api/queries/allProducts', width: 390},
]) {
  test(`${url} at ${width} px: the long content hydrates to the server's layout and text, answers input, and logs no warning`, async ({page, context, browser, baseURL}) => {
    // A window taller than the page: the whole content is in view and hydrates.
    const viewport = {width, height: 16_000};
    // The server's page as a reader without scripts gets it.
    const server = await browser.newPage({baseURL, viewport, javaScriptEnabled: false});
    await server.goto(url);
    await server.evaluate(() => document.fonts.ready.then(() => undefined));
    const served = await contentLayout(server);
    await server.close();
    expect(served.length).toBeGreaterThan(20);

    // The same page with scripts: hydration mismatches and runtime errors would show in the console.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    await page.goto(url);
    await hydrationPartsLive(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await contentLayout(page)).toEqual(served);

    // The content is live down to its end: the last code block's copy button copies (server HTML alone would not).
    const block = page.locator('.markdown .theme-code-block').last();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('status')).toHaveText('Copied to clipboard');
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(await block.locator('pre').innerText()));
    expect(logged).toEqual([]);
  });
}

test('on a phone, parts below the fold stay server HTML until the reader nears them', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/quickstart');
  const part = (id: string) => page.locator(`[data-hydrate-later="${id}"]`);
  // In view: live. The doc sidebar is hidden on phones but hydrates anyway (it fills the navbar's menu).
  for (const id of ['navbar', 'page', 'doc-main', 'doc-sidebar']) await expect(part(id)).toHaveAttribute('data-hydrated', '');
  // Out of view: the server's HTML, links and all, not hydrated.
  await expect(part('footer')).not.toHaveAttribute('data-hydrated', '');
  await expect(part('doc-paginator')).not.toHaveAttribute('data-hydrated', '');
  await expect(part('doc-footer')).not.toHaveAttribute('data-hydrated', '');
  await expect(part('footer').getByRole('link').first()).toHaveAttribute('href', /.+/);
  // The doc's content is one part: live as a whole, down to its last code block's buttons (rendered in the browser only).
  await expect(page.locator('.markdown .theme-code-block').last().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  // Scrolling down hydrates what comes near, in a task of its own.
  await part('footer').locator('a').first().scrollIntoViewIfNeeded();
  await expect(part('footer')).toHaveAttribute('data-hydrated', '');
  await expect(part('doc-paginator')).toHaveAttribute('data-hydrated', '');
  await expect(part('doc-footer')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html[data-parts-settled]')).toHaveCount(1);
});

test('a control the reader reaches before its part hydrates works at once, by pointer or keyboard', async ({page}) => {
  // The browser never reports the API operations as in view, as when a reader gets there before it does.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          const hidden = (target: Element) => target.closest('[data-hydrate-later^="operation-"]') !== null;
          callback(entries.map((entry) => ({target: entry.target, isIntersecting: entry.isIntersecting && !hidden(entry.target)}) as IntersectionObserverEntry), observer);
        }, options);
      }
    };
  });
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/vtex-headless-cms-api');
  const first = page.locator('[data-hydrate-later="operation-listContentTypes"]');
  const second = page.locator('[data-hydrate-later="operation-getPageDocument"]');
  for (const part of [first, second]) await expect(part).not.toHaveAttribute('data-hydrated', '');

  // A tap on a tab of a part still waiting: the part hydrates as the pointer goes down, so the click that
  // follows lands on a live tab.
  const tab = second.getByRole('tab').nth(1);
  await tab.scrollIntoViewIfNeeded();
  await expect(second).not.toHaveAttribute('data-hydrated', '');
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  await tab.click();
  await expect(second).toHaveAttribute('data-hydrated', '');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(first).not.toHaveAttribute('data-hydrated', '');

  // Keyboard (or assistive technology) focus: the part hydrates there and then, the focus stays on the tab,
  // and the tabs answer the keys (arrows move, Enter picks).
  const tabs = first.getByRole('tab');
  await tabs.nth(2).focus();
  await expect(first).toHaveAttribute('data-hydrated', '');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test('opening another page lifts the wait: what the reader had not reached hydrates too', async ({page}) => {
  await page.goto('/quickstart');
  const footer = page.locator('[data-hydrate-later="footer"]');
  await expect(footer).not.toHaveAttribute('data-hydrated', '');
  await page.locator('.theme-doc-sidebar-container a[href="/glossary"]').first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(footer).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the head follows a client-side navigation: one title, one canonical URL, the new page’s description', async ({page}) => {
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll('title').length,
      canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href')),
      description: Array.from(document.querySelectorAll('meta[name="description"]')).map((meta) => meta.getAttribute('content')),
    }));
  const served = async (url: string) => {
    const html = await (await page.request.get(url)).text();
    return html.match(/<meta data-rh=true name=description content="?([^">]+)/)?.[1] ?? html.match(/name="?description"? content="([^"]+)"/)?.[1];
  };
  await page.goto('/quickstart');
  const before = await head();
  expect(before).toMatchObject({title: 'Quickstart | FastStore', titles: 1, canonical: ['https://faststore.dev/quickstart']});
  await page.locator('.theme-doc-sidebar-container a[href="/glossary"]').first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect.poll(() => page.title()).toBe('Glossary | FastStore');
  const after = await head();
  expect(after).toMatchObject({titles: 1, canonical: ['https://faststore.dev/glossary']});
  expect(after.description).toHaveLength(1);
  expect(after.description[0]).not.toBe(before.description[0]);
  const glossaryDescription = await served('/glossary');
  expect(glossaryDescription).toBeTruthy();
  expect(after.description[0]).toBe(glossaryDescription);
});
