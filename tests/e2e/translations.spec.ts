import {readdirSync, readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {expect, hydrationSettled, test} from './fixtures.ts';

// The translation status page, and the reader's remembered locale choice (plugins/i18n).

/** The English pages a translation is made from, counted as the status report counts them. */
const englishPages = ['docs', 'versioned_docs/version-v0', 'releases']
  .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}))
  .filter((name) => /\.mdx?$/.test(name)).length;

const locales = [
  {path: '/', heading: 'Translation status', counts: `${englishPages} of ${englishPages} pages current`},
  {path: '/pt-BR/', heading: 'Status da tradução', counts: `${englishPages} de ${englishPages} páginas atualizadas`},
  {path: '/es/', heading: 'Estado de la traducción', counts: `${englishPages} de ${englishPages} páginas actualizadas`},
];

for (const {path, heading, counts} of locales) {
  test(`${path}translation-status lists every page of each translated locale, in the reader's language`, async ({page}) => {
    await page.goto(`${path}translation-status`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    for (const label of ['Português (Brasil)', 'Español']) {
      const section = page.getByRole('region', {name: label});
      await expect(section.getByText(counts, {exact: true})).toBeVisible();
      // Folded until the reader opens it.
      await expect(section.locator('tr')).toHaveCount(englishPages + 1);
      await expect(section.locator('tr').first()).toBeHidden();
      await section.getByText(/^(All|Todas as|Las) \d+/).click();
      await expect(section.getByRole('row')).toHaveCount(englishPages + 1);
    }
  });
}

test('every page the status lists opens in its locale', async ({page, request}) => {
  await page.goto('/translation-status');
  const links = await page.getByRole('main').locator('table a').evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href')!, anchor.getAttribute('hreflang')]));
  expect(links).toHaveLength(2 * englishPages);
  const failed: string[] = [];
  for (const [href, hreflang] of links) {
    expect(href).toMatch(new RegExp(`^/${hreflang}/`));
    const response = await request.get(href!, {maxRedirects: 0});
    if (response.status() !== 200) failed.push(`${href} ${response.status()}`);
  }
  expect(failed).toEqual([]);
});

test.describe('the remembered locale', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a language picked in the menu is offered on pages in another, never forced; dismissed, it rests for the visit', async ({page}) => {
    await page.goto('/faq');
    await hydrationSettled(page);
    await expect(page.locator('#locale-suggestion')).toHaveCount(0);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'English'}).hover();
    await navbar.getByRole('link', {name: 'Português (Brasil)'}).click();
    await expect(page).toHaveURL(/\/pt-BR\/faq$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('pt-BR');
    // On its own language's pages, nothing to offer.
    await expect(page.locator('#locale-suggestion')).toHaveCount(0);

    // An English page, reached by a link from elsewhere: it stays English, with a note in Portuguese.
    await page.goto('/quickstart');
    await hydrationSettled(page);
    const note = page.getByRole('complementary', {name: 'Ler em português'});
    await expect(note).toBeVisible();
    await expect(page).toHaveURL(/\/quickstart$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(note).toHaveAttribute('lang', 'pt-BR');
    await expect(note.getByRole('link', {name: 'Ler em português'})).toHaveAttribute('href', '/pt-BR/quickstart');
    // Fixed at the window's foot: the page around it does not move.
    expect(await note.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    // Client-side navigation keeps its link on the page the reader is on.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'FAQ'}).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(note.getByRole('link')).toHaveAttribute('href', '/pt-BR/faq');

    await note.getByRole('button', {name: 'Fechar'}).click();
    await expect(note).toHaveCount(0);
    await page.goto('/how-to-guides');
    await hydrationSettled(page);
    await expect(page.locator('#locale-suggestion')).toHaveCount(0);
    // The choice itself stays for the next visit.
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('pt-BR');
  });

  test('the next visit offers the remembered language again, and following the note keeps it chosen', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('locale', 'es');
      sessionStorage.setItem('seeded', '1');
    });
    await page.goto('/releases');
    await hydrationSettled(page);
    const note = page.getByRole('complementary', {name: 'Leer en español'});
    await note.getByRole('link', {name: 'Leer en español'}).click();
    await expect(page).toHaveURL(/\/es\/releases$/);
    await expect(page.locator('#locale-suggestion')).toHaveCount(0);
    // Choosing English in the menu of a Spanish page makes English the remembered language.
    const navbar = page.getByRole('navigation', {name: 'Principal'});
    await hydrationSettled(page);
    await navbar.getByRole('button', {name: 'Español'}).hover();
    await navbar.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/releases$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await page.goto('/es/faq');
    await hydrationSettled(page);
    await expect(page.getByRole('complementary', {name: 'Read it in English'})).toBeVisible();
  });
});

for (const locale of ['pt-BR', 'es']) {
  test(`${locale}: the API reference speaks the locale, and its description file carries the same texts`, async ({page, request}) => {
    const overlay = parse(readFileSync(`i18n/${locale}/openapi-reference/headless-cms.overlay.yaml`, 'utf8')) as {actions: Array<{target: string; update: Record<string, string>}>};
    const text = (target: string, field: string) => overlay.actions.find((action) => action.target === target)!.update[field]!;
    const summary = text("$.paths['/_v/cms/api/{builderId}/'].get", 'summary');
    const parameter = text("$.paths['/_v/cms/api/{builderId}/{content-type}/{document-id}/'].get.parameters[?(@.name=='versionId')]", 'description');
    await page.goto(`/${locale}/vtex-headless-cms-api`);
    await expect(page.getByRole('heading', {name: summary})).toBeVisible();
    await expect(page.getByText(parameter).first()).toBeVisible();
    const published = parse(await (await request.get(`/${locale}/vtex-headless-cms-api.yaml`)).text()) as {paths: Record<string, {get: {summary: string}}>};
    expect(published.paths['/_v/cms/api/{builderId}/']!.get.summary).toBe(summary);
    // English keeps its own.
    const english = parse(await (await request.get('/vtex-headless-cms-api.yaml')).text()) as typeof published;
    expect(english.paths['/_v/cms/api/{builderId}/']!.get.summary).toBe('Get all content types');
  });
}

test('the note stays under the mobile menu when the reader opens it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-BR'));
  await page.goto('/faq');
  await hydrationSettled(page);
  const note = page.locator('#locale-suggestion');
  await expect(note).toBeVisible();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // What a tap at the note's close button reaches: the menu or its backdrop, not the note.
  const box = (await note.getByRole('button').boundingBox())!;
  const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('#locale-suggestion') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(topmost).toBe(false);
});
