import {readFileSync} from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {responseExample} from '../../../common/apiReference.ts';
import {listOperations, parseApiDescription} from '../../../common/openapi.ts';
import {lintDescription} from '../lint.ts';

const file = new URL('../../../openapi/headless-cms.yaml', import.meta.url);
const raw = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const description = parseApiDescription(raw);
const operations = listOperations(description);

describe('openapi/headless-cms.yaml', () => {
  it('passes swagger-parser validation (OpenAPI 3 schema and references) with zero errors', async () => {
    await expect(SwaggerParser.validate(structuredClone(raw) as never)).resolves.toBeTruthy();
  });

  it('has zero warnings from our lint', () => {
    expect(lintDescription(description)).toEqual([]);
  });

  it('is version 0.31.2 of "VTEX Headless CMS"', () => {
    expect(description.info).toMatchObject({title: 'VTEX Headless CMS', version: '0.31.2'});
  });

  it('has servers per account and per workspace', () => {
    expect(description.servers.map((server) => server.url).sort()).toEqual(['https://{account}.myvtex.com', 'https://{workspace}--{account}.myvtex.com']);
    expect(Object.keys(description.servers[0]?.variables ?? {}).sort()).toEqual(['account', 'workspace']);
  });

  it.each([
    ['/_v/cms/api/{builderId}/', ['builderId']],
    [
      '/_v/cms/api/{builderId}/{content-type}/{document-id}/',
      [
        'builderId',
        'content-type',
        'document-id',
        'versionId',
        'releaseId',
        'filters[status]',
        'filters[parameters.collection.seo.slug]',
        'filters[parameters.collection.seo.title]',
        'filters[parameters.collection.categoryId]',
        'filters[name]',
      ],
    ],
  ])('GET %s takes exactly %j and answers 200, 404 and 500', (path, parameters) => {
    const operation = operations.find((candidate) => candidate.path === path && candidate.method === 'get');
    expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(parameters);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '404', '500']);
  });

  it.each([
    ['PageStatus', ['draft', 'published', 'publishing', 'unpublishing']],
    ['CollectionSchema.sort', ['', 'discount:desc', 'release:desc', 'name:asc', 'name:desc', 'orders:desc', 'price:asc', 'price:desc']],
  ])('%s lists the page statuses and sort options the reference documents', (name, values) => {
    const [schema, property] = name.split('.');
    const target = description.components.schemas[schema ?? ''];
    expect((property ? target?.properties?.[property] : target)?.enum).toEqual(values);
  });

  it.each([
    ['PageDocument', ['id', 'name', 'type', 'status', 'versionId', 'versionStatus', 'sections']],
    ['Section', ['id', 'name', 'data']],
    ['ContentType', ['id', 'name', 'configurationSchemaSets']],
    ['ConfigurationSchemaSet', ['name', 'configurations']],
    ['Configuration', ['name', 'schema']],
    ['CollectionSchema', ['categoryId', 'sort']],
    ['Error', ['status', 'error', 'message']],
  ])('schema %s has the fields %j', (name, fields) => {
    expect(Object.keys(description.components.schemas[name]?.properties ?? {})).toEqual(expect.arrayContaining(fields));
  });

  it.each(['title', 'subtitle', 'linkText', 'link', 'imageSrc', 'imageAlt'])('the page example has a section with %s', (field) => {
    const page = responseExample(operations[1]!.responses['200']!) as {sections: Array<{data: Record<string, unknown>}>};
    expect(page.sections.some((section) => typeof section.data[field] === 'string')).toBe(true);
  });
});

describe('lintDescription', () => {
  type Mutation = (copy: ReturnType<typeof parseApiDescription>) => void;
  const firstOperation = (copy: ReturnType<typeof parseApiDescription>) => copy.paths['/_v/cms/api/{builderId}/']!.get as Record<string, unknown>;
  it.each<[string, Mutation, string]>([
    ['an operation without a description', (copy) => void delete firstOperation(copy).description, 'no description'],
    ['an operation without tags', (copy) => void (firstOperation(copy).tags = []), 'no tags'],
    ['an undeclared tag', (copy) => void (firstOperation(copy).tags = ['Nope']), 'tag "Nope" is not declared'],
    ['a parameter without a description', (copy) => void delete (firstOperation(copy).parameters as Array<{description?: string}>)[0]!.description, 'parameter "builderId" has no description'],
    ['a response without an example', (copy) => void delete (firstOperation(copy).responses as Record<string, {content: Record<string, {example?: unknown}>}>)['404']!.content['application/json']!.example, 'response 404 has no JSON example'],
    ['a server variable not declared', (copy) => void (copy.servers[1]!.variables = {}), 'variable {account} is not declared'],
    ['a schema without a description', (copy) => void delete copy.components.schemas.Section!.description, 'schema Section: no description'],
  ])('reports %s', (_name, mutate, problem) => {
    const copy = structuredClone(description);
    mutate(copy);
    expect(lintDescription(copy).join('\n')).toContain(problem);
  });
});
