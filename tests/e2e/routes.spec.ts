import {pageSamples} from '../../scripts/lib/budgets.ts';
import {test, expect} from './fixtures.ts';
import {docRoutes, releaseRoutes, RELEASE_PRODUCTS, specRoutes} from './routes.ts';

const allRoutes = [...new Set([...specRoutes, ...docRoutes(), ...releaseRoutes()])];

test('every route of the spec, every doc page and every release post answers 200', async ({request}) => {
  const failures: string[] = [];
  for (const route of allRoutes) {
    const response = await request.get(route, {maxRedirects: 0});
    const body = await response.text();
    if (response.status() !== 200) failures.push(`${route}: ${response.status()}`);
    else if (!/<title[^>]*>[^<]+<\/title>/.test(body)) failures.push(`${route}: no <title>`);
    else if (/<h1[^>]*>Page Not Found<\/h1>/.test(body)) failures.push(`${route}: not-found page`);
  }
  expect(failures).toEqual([]);
  expect(allRoutes.length).toBeGreaterThan(200);
});

test('release posts live at /releases/{yyyy}/{mm}/{dd}/{product}', () => {
  const routes = releaseRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(21);
  expect(routes.length).toBeLessThanOrEqual(30);
  for (const route of routes) {
    const product = route.split('/').at(-1);
    expect(RELEASE_PRODUCTS, route).toContain(product);
  }
});

for (const path of ['/this-page-does-not-exist', '/releases/page/4', '/starters/unknown', '/reference/api/queries/nope']) {
  test(`unknown path ${path} answers 404 with the not-found page`, async ({request}) => {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
}

const redirects: Array<[string, string]> = [
  ['/quickstart.html', '/quickstart'],
  ['/index.html', '/'],
  ['/index', '/'],
  ['/how-to-guides/index', '/how-to-guides'],
  ['/how-to-guides/index.html', '/how-to-guides'],
  ['/releases/page/2.html', '/releases/page/2'],
  ['/search.html?q=cart', '/search?q=cart'],
  ['/faq/index?x=1&y=2', '/faq?x=1&y=2'],
];

for (const [from, to] of redirects) {
  test(`${from} is normalised to ${to} with a 301`, async ({request}) => {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  });
}

test('a normalised URL lands on the page in the browser', async ({page}) => {
  await page.goto('/quickstart.html');
  expect(new URL(page.url()).pathname).toBe('/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart');
});

for (const {url: path} of pageSamples) {
  test(`${path} hydrates without a client-side error`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    // Idle-time work (prefetching, lazy demos) runs after hydration: give it a moment to fail, too.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('heading', {name: 'This page crashed'})).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
