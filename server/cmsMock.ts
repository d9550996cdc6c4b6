/**
 * A mock of the VTEX Headless CMS API under /_mock/cms, answering from the examples of
 * openapi/headless-cms.yaml, so the API reference's "Try it" works without a VTEX account.
 * Path and query parameters are checked against the description (400 names the parameter);
 * anything the examples do not hold is a 404 in the shape of the description's Error schema.
 */
import {readFile} from 'node:fs/promises';
import type {FastifyInstance, FastifyReply} from 'fastify';
import {parse} from 'yaml';
import {responseExample} from '../common/apiReference.ts';
import {listOperations, parseApiDescription, type ApiDescription, type Operation, type Parameter} from '../common/openapi.ts';

/** Where the mock lives on our server; the path of each operation follows it. */
export const CMS_MOCK_PREFIX = '/_mock/cms';

/** The description the site renders; read once when the server starts. */
export const cmsDescriptionFile = new URL('../openapi/headless-cms.yaml', import.meta.url);

interface MockError {
  status: number;
  error: string;
  message: string;
  parameter?: string;
}

const statusText: Record<number, string> = {400: 'Bad Request', 404: 'Not Found', 500: 'Internal Server Error'};

function mockError(status: number, message: string, parameter?: string): MockError {
  return {status, error: statusText[status] ?? 'Error', message, ...(parameter ? {parameter} : {})};
}

/** Why `value` does not fit the parameter's schema, or null when it does. */
export function checkParameter(parameter: Parameter, value: string): string | null {
  const schema = parameter.schema ?? {};
  const where = `${parameter.in === 'path' ? 'Path' : 'Query'} parameter "${parameter.name}"`;
  if (schema.enum && !schema.enum.includes(value)) {
    return `${where} must be one of: ${schema.enum.map((option) => (option === '' ? '(empty)' : String(option))).join(', ')}; got "${value}".`;
  }
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return `${where} must match ${schema.pattern}; got "${value}".`;
  if (schema.type === 'integer' && !/^-?\d+$/.test(value)) return `${where} must be an integer; got "${value}".`;
  return null;
}

/** Checks the request's parameters against the operation; the first problem found, or null. */
export function checkRequest(operation: Operation, pathValues: Record<string, string>, query: Record<string, unknown>): MockError | null {
  const declared = new Map(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
  for (const [name, value] of Object.entries(query)) {
    const parameter = declared.get(name);
    if (!parameter) {
      const known = [...declared.keys()].join(', ') || 'none';
      return mockError(400, `Unknown query parameter "${name}". This operation accepts: ${known}.`, name);
    }
    if (typeof value !== 'string') return mockError(400, `Query parameter "${name}" must be given once.`, name);
    const problem = checkParameter(parameter, value);
    if (problem) return mockError(400, problem, name);
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'path' || (p.required && p.in === 'query'))) {
    const value = parameter.in === 'path' ? pathValues[parameter.name] : query[parameter.name];
    if (typeof value !== 'string' || value === '') return mockError(400, `Parameter "${parameter.name}" is required.`, parameter.name);
    const problem = checkParameter(parameter, value);
    if (problem) return mockError(400, problem, parameter.name);
  }
  return null;
}

interface ContentTypeExample {
  id: string;
}

interface PageExample {
  id: string;
  name?: string;
  type?: string;
  status?: string;
  parameters?: {collection?: {categoryId?: string; seo?: {slug?: string; title?: string}}};
}

/** The data the examples describe: which builders, content types and documents exist. */
export interface MockData {
  builderId: string;
  contentTypes: {contentTypes: ContentTypeExample[]};
  pages: PageExample[];
}

function exampleOf(operation: Operation | undefined, status: string): unknown {
  const response = operation?.responses[status];
  return response ? responseExample(response) : undefined;
}

/** Reads what the mock serves from the description's examples. */
export function mockDataFrom(description: ApiDescription): MockData {
  const operations = listOperations(description);
  const byId = (id: string) => operations.find((operation) => operation.operationId === id);
  const list = byId('listContentTypes');
  const page = byId('getPageDocument');
  const builderId = list?.parameters.find((p) => p.name === 'builderId')?.schema?.example;
  const contentTypes = exampleOf(list, '200') as MockData['contentTypes'] | undefined;
  const pageExample = exampleOf(page, '200') as PageExample | undefined;
  if (typeof builderId !== 'string' || !contentTypes || !pageExample) {
    throw new Error('The CMS description needs a builderId example and 200 examples for listContentTypes and getPageDocument.');
  }
  return {builderId, contentTypes, pages: [pageExample]};
}

const filterReaders: Record<string, (page: PageExample) => string | undefined> = {
  'filters[status]': (page) => page.status,
  'filters[name]': (page) => page.name,
  'filters[parameters.collection.seo.slug]': (page) => page.parameters?.collection?.seo?.slug,
  'filters[parameters.collection.seo.title]': (page) => page.parameters?.collection?.seo?.title,
  'filters[parameters.collection.categoryId]': (page) => page.parameters?.collection?.categoryId,
};

/** True when the page passes every `filters[...]` of the query. */
export function matchesFilters(page: PageExample, query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([name, value]) => {
    const read = filterReaders[name];
    return read === undefined || read(page) === value;
  });
}

/** Fastify route path of an operation: `{name}` becomes `:p0`, `:p1`… (route params cannot hold `-`). */
function routeFor(path: string): {url: string; names: string[]} {
  const names: string[] = [];
  const url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => `:p${names.push(name) - 1}`);
  return {url: `${CMS_MOCK_PREFIX}${url}`, names};
}

/** A client may ask for the documented error answer (Prism's convention): `Prefer: code=500`. */
function preferredStatus(header: string | string[] | undefined): string | null {
  return /(?:^|[\s,;])code=(\d{3})\b/.exec(String(header ?? ''))?.[1] ?? null;
}

/** Registers the mock's routes, from a description already parsed. */
export async function registerCmsMock(app: FastifyInstance, description: ApiDescription): Promise<void> {
  const data = mockDataFrom(description);
  const send = (reply: FastifyReply, body: MockError) => reply.code(body.status).header('cache-control', 'no-store').send(body);

  const answers: Record<string, (values: Record<string, string>, query: Record<string, unknown>) => {status: number; body: unknown}> = {
    listContentTypes: (values) =>
      values.builderId === data.builderId
        ? {status: 200, body: data.contentTypes}
        : {status: 404, body: mockError(404, `No builder "${values.builderId}". The mock knows the builder "${data.builderId}".`)},
    getPageDocument: (values, query) => {
      if (values.builderId !== data.builderId) {
        return {status: 404, body: mockError(404, `No builder "${values.builderId}". The mock knows the builder "${data.builderId}".`)};
      }
      const type = values['content-type'];
      if (!data.contentTypes.contentTypes.some((contentType) => contentType.id === type)) {
        return {status: 404, body: mockError(404, `No content type "${type}" in the builder "${data.builderId}".`)};
      }
      const page = data.pages.find((candidate) => candidate.type === type && candidate.id === values['document-id']);
      if (!page || !matchesFilters(page, query)) {
        return {status: 404, body: mockError(404, 'No page document matches this request.')};
      }
      return {status: 200, body: page};
    },
  };

  for (const operation of listOperations(description)) {
    const answer = answers[operation.operationId];
    if (!answer) continue;
    const {url, names} = routeFor(operation.path);
    const handler = async (request: {params: unknown; query: unknown; headers: Record<string, string | string[] | undefined>}, reply: FastifyReply) => {
      const params = request.params as Record<string, string>;
      const values = Object.fromEntries(names.map((name, index) => [name, params[`p${index}`] ?? '']));
      const query = (request.query ?? {}) as Record<string, unknown>;
      const problem = checkRequest(operation, values, query);
      if (problem) return send(reply, problem);
      const preferred = preferredStatus(request.headers.prefer);
      if (preferred && preferred !== '200' && operation.responses[preferred]) {
        const example = responseExample(operation.responses[preferred]) as MockError;
        return send(reply, example);
      }
      const {status, body} = answer(values, query);
      return reply.code(status).header('cache-control', 'no-store').send(body);
    };
    // The description's paths end with "/"; the same path without it answers too.
    for (const path of new Set([url, url.replace(/\/$/, '')])) app.get(path, handler);
  }

  app.all(`${CMS_MOCK_PREFIX}/*`, async (request, reply) =>
    send(reply, mockError(404, `No operation of the CMS mock at ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

/** Reads openapi/headless-cms.yaml and registers the mock; for `buildApp`'s `register` hook. */
export async function registerCmsMockFromFile(app: FastifyInstance, file: URL | string = cmsDescriptionFile): Promise<void> {
  const description = parseApiDescription(parse(await readFile(file, 'utf8')));
  await registerCmsMock(app, description);
}
