/** Our server on a build with translated locales (build/pt-BR/, build/es/): each locale's own 404 page. */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.ts';
import {createFixture} from './fixture.ts';

const fixture = createFixture();
let app: FastifyInstance;
let basedApp: FastifyInstance;
const basedFixture = createFixture();

const page = (heading: string, lang: string) => `<!doctype html><html lang="${lang}"><body><h1>${heading}</h1></body></html>`;

function addLocales(buildDir: string): void {
  for (const [locale, heading] of [
    ['pt-BR', 'Página não encontrada'],
    ['es', 'Página no encontrada'],
  ] as const) {
    mkdirSync(path.join(buildDir, locale), {recursive: true});
    writeFileSync(path.join(buildDir, locale, '404.html'), page(heading, locale));
    writeFileSync(path.join(buildDir, locale, 'quickstart.html'), page(`Guia ${locale}`, locale));
  }
  // A folder that looks like a language tag but is not a locale (no 404.html of its own).
  mkdirSync(path.join(buildDir, 'img'), {recursive: true});
}

beforeAll(async () => {
  addLocales(fixture.buildDir);
  app = await buildApp({buildDir: fixture.buildDir});
  addLocales(basedFixture.buildDir);
  writeFileSync(path.join(basedFixture.buildDir, 'site.json'), '{"baseUrl":"/docs/"}\n');
  basedApp = await buildApp({buildDir: basedFixture.buildDir});
});

afterAll(async () => {
  await Promise.all([app.close(), basedApp.close()]);
  fixture.remove();
  basedFixture.remove();
});

describe('a build with translated locales', () => {
  it("serves a locale's pages from its folder", async () => {
    const response = await app.inject({method: 'GET', url: '/pt-BR/quickstart'});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Guia pt-BR</h1>');
  });

  it.each([
    ['/pt-BR/nope', 'Página não encontrada'],
    ['/pt-BR/deep/er/nope?x=1', 'Página não encontrada'],
    ['/es/nope', 'Página no encontrada'],
    // The locale's home is its folder's index.html, which this fixture lacks.
    ['/es', 'Página no encontrada'],
  ])("answers %s with that locale's 404 page", async (url, heading) => {
    const response = await app.inject({method: 'GET', url});
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it.each(['/nope', '/fr/nope', '/img/nope', '/pt-br/nope', '/pt-BR%2f..%2f..%2fetc/nope'])('answers %s with the English 404 page', async (url) => {
    const response = await app.inject({method: 'GET', url});
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Page Not Found</h1>');
  });

  it("keeps the locale's 404 under a base path, and the English one outside the base", async () => {
    const inside = await basedApp.inject({method: 'GET', url: '/docs/es/nope'});
    expect(inside.statusCode).toBe(404);
    expect(inside.body).toContain('<h1>Página no encontrada</h1>');
    const outside = await basedApp.inject({method: 'GET', url: '/es/nope'});
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toContain('<h1>Page Not Found</h1>');
  });
});
