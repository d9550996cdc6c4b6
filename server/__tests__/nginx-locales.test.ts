/**
 * A build with translated locales (build/pt-BR/, build/es/) behind our server and behind Debian's nginx with the
 * generated configuration, at the root and under /docs/: a missing page inside a locale answers that locale's 404
 * page from both, any other the English one. Needs /usr/sbin/nginx (installed as root when missing).
 */
import {request} from 'node:http';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readLocaleFolders} from '../../scripts/static-hosting.ts';
import {buildApp} from '../app.ts';
import {headerSet} from '../headerSet.ts';
import {collectInlineScriptHashes} from '../scan.ts';
import {nginxConfig} from '../staticHosting.ts';
import {createFixture, type Fixture} from './fixture.ts';
import {startNginx, type RunningNginx} from './nginx-harness.ts';

function get(origin: string, target: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request({host: url.hostname, port: url.port, path: target, headers: {connection: 'close'}}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const notFound = {en: '<h1>Page Not Found</h1>', 'pt-BR': '<h1>Página não encontrada</h1>', es: '<h1>Página no encontrada</h1>'};

interface Site {
  fixture: Fixture;
  app: FastifyInstance;
  appOrigin: string;
  nginx: RunningNginx;
}

async function startSite(basePath: string): Promise<Site> {
  const fixture = createFixture();
  for (const locale of ['pt-BR', 'es'] as const) {
    mkdirSync(path.join(fixture.buildDir, locale), {recursive: true});
    writeFileSync(path.join(fixture.buildDir, locale, '404.html'), `<!doctype html><html lang="${locale}"><body>${notFound[locale]}</body></html>`);
    writeFileSync(path.join(fixture.buildDir, locale, 'quickstart.html'), `<!doctype html><html lang="${locale}"><body><h1>Guia</h1></body></html>`);
  }
  // Named like a language tag, but no locale: it has no 404.html.
  mkdirSync(path.join(fixture.buildDir, 'img'), {recursive: true});
  writeFileSync(path.join(fixture.buildDir, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (basePath !== '/') writeFileSync(path.join(fixture.buildDir, 'site.json'), `{"baseUrl":"${basePath}"}\n`);
  const app = await buildApp({buildDir: fixture.buildDir});
  const appOrigin = await app.listen({port: 0, host: '127.0.0.1'});
  const set = headerSet({scriptHashes: await collectInlineScriptHashes(fixture.buildDir), basePath});
  const locales = await readLocaleFolders(fixture.buildDir);
  const nginx = await startNginx((listen) => nginxConfig(set, {root: fixture.buildDir, listen, upstreams: [new URL(appOrigin).host], basePath, locales}));
  return {fixture, app, appOrigin, nginx};
}

const sites: Record<string, Site> = {};

beforeAll(async () => {
  sites['/'] = await startSite('/');
  sites['/docs/'] = await startSite('/docs/');
}, 60_000);

afterAll(async () => {
  for (const site of Object.values(sites)) {
    await site.nginx?.stop();
    await site.app?.close();
    site.fixture.remove();
  }
});

describe('the locale folders of a build', () => {
  it('are its folders named like a language tag that hold a 404 page', async () => {
    expect(await readLocaleFolders(sites['/']!.fixture.buildDir)).toEqual(['es', 'pt-BR']);
  });
});

describe.each([
  ['/', ''],
  ['/docs/', '/docs'],
])('under %s', (basePath, prefix) => {
  const cases: Array<[string, number, string]> = [
    [`${prefix}/pt-BR/quickstart`, 200, '<h1>Guia</h1>'],
    [`${prefix}/pt-BR/nope`, 404, notFound['pt-BR']],
    [`${prefix}/pt-BR/a/b/nope`, 404, notFound['pt-BR']],
    [`${prefix}/es/nope`, 404, notFound.es],
    [`${prefix}/nope`, 404, notFound.en],
    [`${prefix}/img/nope`, 404, notFound.en],
    [`${prefix}/fr/nope`, 404, notFound.en],
    [`${prefix}/pt-br/nope`, 404, notFound.en],
  ];
  it.each(cases)('%s answers %i from our server and from nginx alike', async (target, status, body) => {
    const site = sites[basePath]!;
    for (const origin of [site.appOrigin, site.nginx.origin]) {
      const answer = await get(origin, target);
      expect({origin, target, status: answer.status}).toEqual({origin, target, status});
      expect(answer.body).toContain(body);
    }
  });
});

describe('under /docs/, a locale path outside the base', () => {
  it('answers the English 404 page from both', async () => {
    const site = sites['/docs/']!;
    for (const origin of [site.appOrigin, site.nginx.origin]) {
      const answer = await get(origin, '/es/nope');
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(notFound.en);
    }
  });
});
