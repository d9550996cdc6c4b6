import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {expect} from '../fixtures.ts';

/** The two widths every state is judged at: a phone and a desktop. */
export const widths = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}} as const;
export type Width = keyof typeof widths;

/**
 * A state a reader opens: a dialog, a menu, an answer, an error. The accessibility gate opens each in light and
 * dark mode at both widths and runs axe on the page as it is then.
 */
export interface ReaderState {
  /** States of one group share one page, in table order: each starts from where the row before left the page. */
  group: string;
  /** What the reader has open, as the gate's report names it. */
  name: string;
  /**
   * Where the state opens. The page loads it first when the row before left the page elsewhere. A function lists
   * several pages, read from the server under test; the row then stands for one state on each of them.
   */
  path: string | ((request: APIRequestContext) => Promise<string[]>);
  /**
   * The part of the page the state changes, which axe judges (default: the whole page). The page at rest is the
   * sitemap gate's; judging only the dialog, menu or demo keeps the gate's run short.
   */
  scope?: (page: Page) => Locator;
  /** The widths the state exists at (default: both). */
  only?: Width;
  /** Also axe's best-practice rules, beyond WCAG's criteria (the UI demos, whose markup readers copy). */
  bestPractices?: true;
  /** Brings the page from where the row before left it into this state, and waits until the state shows. */
  open: (page: Page, width: Width) => Promise<void>;
}

const searchDialog = (page: Page) => page.getByRole('dialog', {name: /search/i});
const searchField = (page: Page) => searchDialog(page).getByRole('combobox', {name: /search/i});
const surveyDialog = (page: Page) => page.getByRole('dialog', {name: /feedback/i});
// One operation's "Try it": its opener is the disclosure's summary, its form comes with the first opening.
const tryItSection = (page: Page) => page.locator('section', {has: page.locator('#operation-getPageDocument')});
const tryItForm = (page: Page) => tryItSection(page).getByRole('form', {name: /^Try it/});
// The survey's states, one after another on one page, each judged inside the dialog.
const surveyRow = {group: 'survey', scope: surveyDialog, path: '/faq'} as const;
// The navbar's search button, not the search page's own field.
const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search', exact: true});

/** Clicks `trigger` and waits until the menu it controls is shown. */
async function openMenu(trigger: Locator, menu: Locator): Promise<void> {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
}

/** Every page with a live UI demo at `level`, as its gallery page lists them (the gallery renders plugins/ui-kit/registry.ts). */
function playgroundPages(level: 'atoms' | 'molecules' | 'organisms') {
  return async (request: APIRequestContext): Promise<string[]> => {
    const response = await request.get(`/reference/ui/${level}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Each card's link, whose class the CSS module names after `uiGalleryLink`; the build minifies the HTML, so
    // attribute values come with or without quotes.
    const links = html.match(/<a\b[^>]*\buiGalleryLink[^>]*>/g) ?? [];
    const pages = [...new Set(links.map((link) => /\bhref="?(\/reference\/ui\/[^"#\s>]+)/.exec(link)?.[1]).filter((href) => href !== undefined))];
    expect(pages.length, `the ${level} gallery lists its demos`).toBeGreaterThan(0);
    return pages;
  };
}

/** Changes the first control of a demo's props panel, the way a reader trying the demo would. */
async function changeFirstControl(panel: Locator): Promise<void> {
  const control = panel.locator('select, input').first();
  const kind = await control.evaluate((element) => (element instanceof HTMLSelectElement ? 'select' : (element as HTMLInputElement).type));
  if (kind === 'select') {
    const options = await control.locator('option').evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    const current = await control.inputValue();
    await control.selectOption(options.find((option) => option !== current)!);
  } else if (kind === 'checkbox') {
    await control.click();
  } else if (kind === 'number' || kind === 'range') {
    await control.fill(String(Number(await control.inputValue()) + Number((await control.getAttribute('step')) ?? 1)));
  } else {
    await control.fill(`${await control.inputValue()} changed`);
  }
}

/**
 * Every state the gate opens. A new dialog, menu or answer joins this table in the same change that adds it:
 * one row naming where it opens and how.
 */
export const readerStates: ReaderState[] = [
  {
    group: 'search modal',
    name: 'empty',
    scope: searchDialog,
    path: '/quickstart',
    open: async (page) => {
      await searchButton(page).click();
      await expect(searchDialog(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(searchField(page)).toBeFocused();
    },
  },
  {
    group: 'search modal',
    name: 'with results',
    scope: searchDialog,
    path: '/quickstart',
    open: async (page) => {
      await searchField(page).fill('cart');
      await expect(searchDialog(page).getByRole('option').nth(1)).toBeVisible();
    },
  },
  {
    group: 'search modal',
    name: 'a hit selected',
    scope: searchDialog,
    path: '/quickstart',
    open: async (page) => {
      await searchField(page).press('ArrowDown');
      await expect(searchDialog(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    },
  },
  {
    group: 'search modal',
    name: 'no results',
    scope: searchDialog,
    path: '/quickstart',
    open: async (page) => {
      await searchField(page).fill('qqxzvw');
      await expect(searchDialog(page).getByRole('status')).toContainText(/No results/i);
      await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
    },
  },
  {
    group: 'search page',
    name: 'with results',
    scope: (page) => page.getByRole('main'),
    path: '/search?q=cart',
    open: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toContainText(/\d/);
      await expect(page.getByRole('main').getByRole('link', {name: /cart/i}).first()).toBeVisible();
    },
  },
  {
    group: 'search page',
    name: 'no results',
    scope: (page) => page.getByRole('main'),
    path: '/search?q=qqxzvw',
    open: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toContainText(/No pages match/);
    },
  },
  {
    ...surveyRow,
    name: 'rating step',
    open: async (page) => {
      // The answer never reaches the database: the gate runs beside other tests.
      await page.route('**/api/feedback', (route) =>
        route.request().method() === 'POST' ? route.fulfill({status: 201, contentType: 'application/json', body: '{"id":"gate"}'}) : route.fallback(),
      );
      await page.getByRole('button', {name: 'Feedback', exact: true}).click();
      await expect(surveyDialog(page).getByRole('radiogroup').first()).toBeVisible();
    },
  },
  {
    ...surveyRow,
    name: 'rating required error',
    open: async (page) => {
      await surveyDialog(page).getByRole('button', {name: 'Next'}).click();
      await expect(surveyDialog(page).getByRole('radiogroup').first()).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    ...surveyRow,
    name: 'message step',
    open: async (page) => {
      await surveyDialog(page).getByRole('radio', {name: '4 – Helpful'}).check();
      await surveyDialog(page).getByRole('button', {name: 'Next'}).click();
      await expect(surveyDialog(page).getByRole('textbox').first()).toBeVisible();
    },
  },
  {
    ...surveyRow,
    name: 'contact choice required error',
    open: async (page) => {
      await surveyDialog(page).getByRole('button', {name: /Send/}).click();
      await expect(surveyDialog(page).getByRole('radiogroup', {name: /contact you/})).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    ...surveyRow,
    name: 'email required error',
    open: async (page) => {
      await surveyDialog(page).getByRole('radio', {name: 'Yes'}).check();
      await surveyDialog(page).getByRole('button', {name: /Send/}).click();
      await expect(surveyDialog(page).getByRole('textbox', {name: /email/i})).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    ...surveyRow,
    name: 'invalid email error',
    open: async (page) => {
      const email = surveyDialog(page).getByRole('textbox', {name: /email/i});
      await email.fill('ana@example');
      await surveyDialog(page).getByRole('button', {name: /Send/}).click();
      await expect(email).toHaveAccessibleDescription(/valid email/);
    },
  },
  {
    ...surveyRow,
    name: 'sent',
    // Once sent the dialog may close: the whole page is judged.
    scope: undefined,
    open: async (page) => {
      await surveyDialog(page).getByRole('textbox', {name: /email/i}).fill('ana@example.com');
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback') && request.method() === 'POST');
      await surveyDialog(page).getByRole('button', {name: /Send/}).click();
      await sent;
      // What the reader sees once it is sent: the survey's confirmation, or the page again.
      await expect(surveyDialog(page).getByRole('button', {name: /Send/})).toHaveCount(0);
    },
  },
  {
    group: 'menus',
    name: 'mobile menu',
    scope: (page) => page.getByRole('navigation', {name: 'Main'}),
    path: '/quickstart',
    only: 'phone',
    open: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'FAQ'}).last()).toBeVisible();
    },
  },
  {
    group: 'menus',
    name: 'navbar More, in the mobile menu',
    scope: (page) => page.getByRole('navigation', {name: 'Main'}),
    path: '/quickstart',
    only: 'phone',
    open: async (page) => {
      const sidebar = page.locator('.navbar-sidebar');
      // On a doc page the menu opens on the docs' sidebar; the navbar's items are one step back.
      await sidebar.getByRole('button', {name: /Back to main menu/}).click();
      await sidebar.getByRole('button', {name: 'More'}).click();
      await expect(sidebar.getByRole('link', {name: 'Starters'})).toBeVisible();
    },
  },
  {
    group: 'menus',
    name: 'navbar More',
    scope: (page) => page.getByRole('navigation', {name: 'Main'}),
    path: '/quickstart',
    only: 'desktop',
    open: async (page) => {
      const navbar = page.getByRole('navigation', {name: 'Main'});
      // The theme's desktop dropdown shows on hover and opens for the keyboard on Enter; a click does not toggle it.
      const trigger = navbar.getByRole('button', {name: 'More'});
      await trigger.focus();
      await trigger.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(navbar.getByRole('link', {name: 'Starters'})).toBeVisible();
    },
  },
  {
    group: 'copy page menu',
    name: 'Copy page menu',
    scope: (page) => page.locator('[data-copy-page]'),
    path: '/quickstart',
    open: async (page) => {
      const trigger = page.getByRole('button', {name: /More ways to use this page/});
      await openMenu(trigger, page.getByRole('menu'));
    },
  },
  {
    group: 'translations',
    name: 'the note offering the page in the remembered language',
    scope: (page) => page.locator('#locale-suggestion'),
    path: '/faq',
    open: async (page) => {
      await page.evaluate(() => localStorage.setItem('locale', 'pt-BR'));
      await page.reload();
      await expect(page.locator('#locale-suggestion').getByRole('link', {name: 'Ler em português'})).toBeVisible();
    },
  },
  {
    group: 'translations',
    name: 'translation status, every page listed',
    scope: (page) => page.getByRole('main'),
    path: '/translation-status',
    open: async (page) => {
      for (const summary of await page.getByRole('main').locator('summary').all()) await summary.click();
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    },
  },
  {
    group: 'type popups',
    name: 'popup on keyboard focus',
    scope: (page) => page.locator('.theme-code-block').filter({has: page.getByRole('tooltip').filter({visible: true})}),
    path: '/reference/ui/atoms/Button',
    open: async (page) => {
      const identifier = page.locator('pre [aria-describedby]').first();
      await identifier.focus();
      await expect(page.getByRole('tooltip').filter({visible: true})).toHaveCount(1);
    },
  },
  {
    group: 'type popups',
    name: 'popup on hover',
    scope: (page) => page.locator('.theme-code-block').filter({has: page.getByRole('tooltip').filter({visible: true})}),
    path: '/reference/ui/atoms/Button',
    open: async (page) => {
      await page.locator('pre [aria-describedby]').first().blur();
      await page.locator('pre [aria-describedby]').nth(1).hover();
      await expect(page.getByRole('tooltip').filter({visible: true})).toHaveCount(1);
    },
  },
  {
    group: 'API reference',
    name: '"Try it" open',
    scope: tryItForm,
    path: '/vtex-headless-cms-api',
    open: async (page) => {
      await tryItSection(page).locator('summary', {hasText: /^Try it/}).click();
      await expect(tryItForm(page).getByRole('button', {name: 'Send request'})).toBeEnabled();
    },
  },
  {
    group: 'API reference',
    name: '"Try it" answered 200',
    scope: tryItForm,
    path: '/vtex-headless-cms-api',
    open: async (page) => {
      await tryItForm(page).getByRole('button', {name: 'Send request'}).click();
      await expect(tryItForm(page).getByTestId('try-it-status')).toHaveText('200');
    },
  },
  {
    group: 'API reference',
    name: '"Try it" answered with an error',
    scope: tryItForm,
    path: '/vtex-headless-cms-api',
    open: async (page) => {
      await page.route('**/_mock/**', (route) =>
        route.fulfill({status: 500, contentType: 'application/json', body: JSON.stringify({error: 'Internal Server Error'})}),
      );
      await tryItForm(page).getByRole('button', {name: 'Send request'}).click();
      await expect(tryItForm(page).getByTestId('try-it-status')).toHaveText('500');
    },
  },
  // Split by level so the demos' pages spread over several workers.
  ...(['atoms', 'molecules', 'organisms'] as const).map(
    (level): ReaderState => ({
      group: `UI playgrounds: ${level}`,
      name: 'demo live, a control changed',
      scope: (page) => page.locator('[data-playground]'),
      bestPractices: true,
      path: playgroundPages(level),
      open: async (page) => {
        const playground = page.locator('[data-playground]');
        await playground.scrollIntoViewIfNeeded();
        await expect(playground).toHaveAttribute('data-playground-ready', 'true');
        await changeFirstControl(playground.locator('[data-playground-panel]'));
      },
    }),
  ),
  {
    group: 'not found',
    name: '404 page',
    path: '/this-page-does-not-exist',
    open: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  },
];
