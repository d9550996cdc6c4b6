import {readFileSync} from 'node:fs';
import {storedResponses} from './feedbackStore.ts';
import {expect, hydrationSettled, test} from './fixtures.ts';

// The translated locales: each page at /pt-BR/… and /es/…, built from i18n/<locale>/.
const locales = [
  {locale: 'pt-BR', label: 'Português (Brasil)', notFound: 'Página não encontrada', unaccented: 'sessao', accented: 'sessão'},
  {locale: 'es', label: 'Español', notFound: 'Página no encontrada', unaccented: 'sesion', accented: 'sesión'},
] as const;

/** A code translation of the locale (i18n/<locale>/code.json), as the reader should see it. */
function message(locale: string, id: string): string {
  const messages = JSON.parse(readFileSync(`i18n/${locale}/code.json`, 'utf8')) as Record<string, {message: string}>;
  return messages[id]!.message;
}

/** The translated page's title, from its front matter (as the build takes it). */
function translatedTitle(locale: string, file: string): string {
  const source = readFileSync(`i18n/${locale}/docusaurus-plugin-content-docs/current/${file}`, 'utf8');
  return /^title:\s*"?(.*?)"?\s*$/m.exec(source)![1]!;
}

for (const {locale, label, notFound, unaccented, accented} of locales) {
  test(`${locale}: a translated page names its language, and every language's version of itself`, async ({page}) => {
    await page.goto(`/${locale}/quickstart`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(translatedTitle(locale, 'quickstart.mdx'));
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
    );
    expect(alternates).toEqual([
      ['en', '/quickstart'],
      ['pt-BR', '/pt-BR/quickstart'],
      ['es', '/es/quickstart'],
      ['x-default', '/quickstart'],
    ]);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale.replace('-', '_'));
  });

  test(`${locale}: the locale menu keeps the reader on the same page`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/how-to-guides');
    await hydrationSettled(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'English'}).hover();
    await navbar.getByRole('link', {name: label}).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/how-to-guides$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });

  test(`${locale}: a missing page answers 404 with the locale's not-found page`, async ({page}) => {
    const response = await page.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The theme's own translation of the title; its capitals are the theme's.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(new RegExp(`^${notFound}$`, 'i'));
  });

  test(`${locale}: the Markdown twin is the translated page, its headings without their anchors`, async ({request}) => {
    const response = await request.get(`/${locale}/quickstart.md`);
    expect(response.status()).toBe(200);
    const twin = await response.text();
    expect(twin.startsWith(`# ${translatedTitle(locale, 'quickstart.mdx')}`)).toBe(true);
    expect(twin).not.toContain('{#');
  });

  test(`${locale}: the code loaded on demand speaks the locale: the search modal and the survey`, async ({page}) => {
    // Their strings are written into their own chunks, not carried in the main bundle (plugins/i18n/inline).
    await page.goto(`/${locale}/quickstart`);
    await hydrationSettled(page);
    await page.keyboard.press('Control+K');
    const search = page.getByRole('dialog', {name: message(locale, 'search.modal.label')});
    await expect(search).toBeVisible();
    await expect(search.getByText(message(locale, 'search.modal.sections'))).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', {name: message(locale, 'site.survey.button'), exact: true}).click();
    const survey = page.getByRole('dialog', {name: message(locale, 'site.survey.title')});
    await expect(survey).toBeVisible();
    await expect(survey.getByText(message(locale, 'site.survey.ratingQuestion'))).toBeVisible();
  });

  test(`${locale}: a rating sent from a translated page carries its locale, stored with it`, async ({page}) => {
    await page.goto(`/${locale}/faq`);
    await hydrationSettled(page);
    await page.getByRole('button', {name: message(locale, 'site.survey.button'), exact: true}).click();
    const survey = page.getByRole('dialog', {name: message(locale, 'site.survey.title')});
    await survey.getByRole('radio').nth(3).check();
    await survey.getByRole('button', {name: message(locale, 'site.survey.next')}).click();
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback');
    await page.keyboard.press('Escape');
    const body = (await posted).postDataJSON() as {id: string; page: string; locale: string};
    expect(body).toMatchObject({page: `/${locale}/faq`, locale});
    await expect.poll(async () => (await storedResponses([body.id])).map((row) => [row.page, row.locale])).toEqual([[`/${locale}/faq`, locale]]);
  });

  test(`${locale}: search answers a word of a translated page with the locale's pages`, async ({page}) => {
    // The longest word of the translated quickstart's title: a word only the translation has.
    const word = translatedTitle(locale, 'quickstart.mdx')
      .split(/[^\p{L}]+/u)
      .sort((a, b) => b.length - a.length)[0]!;
    await page.goto(`/${locale}/search?q=${encodeURIComponent(word)}`);
    const results = page.locator('li[data-url]');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const links = await results.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.split('#')[0]));
    expect(links.filter((href) => !href!.startsWith(`/${locale}/`))).toEqual([]);
    expect(links).toContain(`/${locale}/quickstart`);
  });

  test(`${locale}: a word typed without its accents finds the pages that write it with them, highlighted as written`, async ({page}) => {
    await page.goto(`/${locale}/search?q=${unaccented}`);
    const results = page.locator('li[data-url]');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const links = await results.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.split('#')[0]));
    expect(links).toContain(`/${locale}/reference/sdk/session`);
    await expect(results.locator('mark').filter({hasText: new RegExp(`^${accented}$`, 'i')}).first()).toBeVisible();
  });

  test(`${locale}: the locale's sitemap names each page in every language`, async ({request}) => {
    const xml = await (await request.get(`/${locale}/sitemap.xml`)).text();
    const entry = /<url><loc>https:\/\/faststore\.dev\/[^<]*\/quickstart<\/loc>.*?<\/url>/.exec(xml)?.[0];
    expect(entry).toContain(`<loc>https://faststore.dev/${locale}/quickstart</loc>`);
    const links = [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]);
    expect(links).toEqual([
      ['en', 'https://faststore.dev/quickstart'],
      ['pt-BR', 'https://faststore.dev/pt-BR/quickstart'],
      ['es', 'https://faststore.dev/es/quickstart'],
      ['x-default', 'https://faststore.dev/quickstart'],
    ]);
  });
}
