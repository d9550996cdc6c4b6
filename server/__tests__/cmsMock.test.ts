import {readFileSync} from 'node:fs';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {responseExample} from '../../common/apiReference.js';
import {listOperations, parseApiDescription} from '../../common/openapi.js';
import {buildApp} from '../app.js';
import {cmsDescriptionFile, registerCmsMockFromFile} from '../cmsMock.js';
import {createFixture} from './fixture.js';

const description = parseApiDescription(parse(readFileSync(cmsDescriptionFile, 'utf8')));
const operation = (id: string) => {
  const found = listOperations(description).find((candidate) => candidate.operationId === id);
  if (!found) throw new Error(`No operation ${id} in the description`);
  return found;
};
const example = (id: string, status: string) => {
  const response = operation(id).responses[status];
  if (!response) throw new Error(`No ${status} response for ${id}`);
  return responseExample(response) as Record<string, unknown>;
};
const page = example('getPageDocument', '200') as {id: string; type: string; name: string; status: string};
const pagePath = `/_mock/cms/_v/cms/api/faststore/${page.type}/${page.id}/`;

const fixture = createFixture();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({buildDir: fixture.buildDir, register: (instance) => registerCmsMockFromFile(instance)});
});

afterAll(async () => {
  await app.close();
  fixture.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({method: 'GET', url, headers});

describe('the CMS mock answers from the description examples', () => {
  it.each([
    ['the content types', '/_mock/cms/_v/cms/api/faststore/', () => example('listContentTypes', '200')],
    ['the content types without the trailing slash', '/_mock/cms/_v/cms/api/faststore', () => example('listContentTypes', '200')],
    ['the page document', pagePath, () => page],
    ['the page document for matching filters', `${pagePath}?filters[status]=${page.status}&filters[name]=${encodeURIComponent(page.name)}`, () => page],
    ['the page document for a version and a release', `${pagePath}?versionId=abc-1&releaseId=summer`, () => page],
  ])('200 with %s', async (_name, url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(body());
  });

  it.each([
    ['an unknown builder', '/_mock/cms/_v/cms/api/nobuilder/'],
    ['an unknown builder of a page', `/_mock/cms/_v/cms/api/nobuilder/${page.type}/${page.id}/`],
    ['an unknown content type', `/_mock/cms/_v/cms/api/faststore/nosuchtype/${page.id}/`],
    ['an unknown document', `/_mock/cms/_v/cms/api/faststore/${page.type}/does-not-exist/`],
    ['a filter the page does not match', `${pagePath}?filters[status]=draft`],
    ['an unknown mock path', '/_mock/cms/elsewhere'],
  ])('404 JSON in the Error schema for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({status: 404, error: 'Not Found'});
    expect(Object.keys(body).sort()).toEqual(Object.keys(description.components.schemas.Error?.properties ?? {}).filter((key) => key in body).sort());
  });

  it.each([
    ['an unknown query parameter', `${pagePath}?colour=red`, 'colour'],
    ['a bad status filter', `${pagePath}?filters[status]=nope`, 'filters[status]'],
    ['a repeated query parameter', `${pagePath}?versionId=a&versionId=b`, 'versionId'],
    ['a version id with spaces', `${pagePath}?versionId=a%20b`, 'versionId'],
    ['a builder id that breaks its pattern', '/_mock/cms/_v/cms/api/%24bad/', 'builderId'],
    ['a content type that breaks its pattern', `/_mock/cms/_v/cms/api/faststore/9plp/${page.id}/`, 'content-type'],
    ['a query parameter on the content types list', '/_mock/cms/_v/cms/api/faststore/?filters[status]=draft', 'filters[status]'],
  ])('400 naming the parameter for %s', async (_name, url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({status: 400, error: 'Bad Request', parameter});
    expect(response.json().message).toContain(parameter);
  });

  it('answers the documented 500 example when asked with Prefer: code=500', async () => {
    const response = await get(pagePath, {prefer: 'code=500'});
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(example('getPageDocument', '500'));
  });

  it('keeps the site security headers on mock answers', async () => {
    const response = await get(pagePath);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
