/**
 * The subset of OpenAPI 3 the portal reads (the API reference plugin and the mock server both use it):
 * a runtime schema of that subset, local `$ref` resolution and the list of operations.
 * No DOM and no Node APIs here; browser code imports only its types (zod stays out of the page).
 */
import * as z from 'zod';

/** A JSON Schema object as OpenAPI 3.0 writes it; unknown keywords pass through. */
export interface SchemaObject {
  type?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  /** Our extension: a label per `enum` value, in the same order. */
  'x-enum-labels'?: string[];
  /** Set by `dereference`: the component a schema came from, so a renderer can link to it. */
  'x-ref-name'?: string;
  pattern?: string;
  default?: unknown;
  example?: unknown;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  [keyword: string]: unknown;
}

const schemaObject: z.ZodType<SchemaObject> = z.lazy(() =>
  z.looseObject({
    type: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    'x-enum-labels': z.array(z.string()).optional(),
    'x-ref-name': z.string().optional(),
    pattern: z.string().optional(),
    default: z.unknown().optional(),
    example: z.unknown().optional(),
    required: z.array(z.string()).optional(),
    properties: z.record(z.string(), schemaObject).optional(),
    items: schemaObject.optional(),
    additionalProperties: z.union([z.boolean(), schemaObject]).optional(),
  }),
);

const parameterObject = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: schemaObject.optional(),
});

const mediaTypeObject = z.object({schema: schemaObject.optional(), example: z.unknown().optional()});

const responseObject = z.object({
  description: z.string(),
  content: z.record(z.string(), mediaTypeObject).optional(),
});

const operationObject = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(parameterObject).default([]),
  responses: z.record(z.string(), responseObject),
});

const serverVariable = z.object({default: z.string(), description: z.string().optional(), enum: z.array(z.string()).optional()});

/** An OpenAPI description after `dereference`: no `$ref` left. */
export const apiDescriptionSchema = z.object({
  openapi: z.string().regex(/^3\./, 'must be an OpenAPI 3 description (openapi: 3.x)'),
  info: z.object({title: z.string(), version: z.string(), description: z.string().optional()}),
  servers: z.array(z.object({url: z.string(), description: z.string().optional(), variables: z.record(z.string(), serverVariable).optional()})).default([]),
  tags: z.array(z.object({name: z.string(), description: z.string().optional()})).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({schemas: z.record(z.string(), schemaObject).default({})}).default({schemas: {}}),
});

export type ApiDescription = z.infer<typeof apiDescriptionSchema>;
export type Parameter = z.infer<typeof parameterObject>;
export type ApiResponse = z.infer<typeof responseObject>;
export type Operation = z.infer<typeof operationObject> & {method: string; path: string};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, found "${ref}"`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Reference "${ref}" points nowhere`);
      return (node as Record<string, unknown>)[key];
    }, root);
}

/**
 * Replaces every local `$ref` by a copy of its target. Schemas taken from
 * `#/components/schemas/X` carry `x-ref-name: X`. Throws on a reference cycle.
 */
export function dereference<T>(root: T): T {
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as {$ref?: unknown}).$ref;
    if (typeof ref === 'string') {
      if (seen.includes(ref)) throw new Error(`Reference cycle through "${ref}"`);
      const target = walk(resolvePointer(root, ref), [...seen, ref]);
      const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
      return name && target && typeof target === 'object' ? {...target, 'x-ref-name': name} : target;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]));
  };
  return walk(root, []) as T;
}

/** Dereferences and validates a parsed description (the YAML's data). */
export function parseApiDescription(data: unknown): ApiDescription {
  const result = apiDescriptionSchema.safeParse(dereference(data));
  if (!result.success) throw new Error(`Invalid API description: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** What the reference page renders: the description with its operations listed, so the browser parses nothing. */
export interface ReferenceData {
  info: ApiDescription['info'];
  servers: ApiDescription['servers'];
  tags: ApiDescription['tags'];
  operations: Operation[];
  schemas: ApiDescription['components']['schemas'];
}

export function toReferenceData(description: ApiDescription): ReferenceData {
  const {info, servers, tags} = description;
  return {info, servers, tags, operations: listOperations(description), schemas: description.components.schemas};
}

/** Every operation, in the order of the description. */
export function listOperations(description: ApiDescription): Operation[] {
  return Object.entries(description.paths).flatMap(([path, item]) => {
    const shared = z.array(parameterObject).default([]).parse(item.parameters);
    return methods
      .filter((method) => item[method] !== undefined)
      .map((method) => {
        const operation = operationObject.parse(item[method]);
        const own = new Set(operation.parameters.map((p) => `${p.in}:${p.name}`));
        return {...operation, parameters: [...shared.filter((p) => !own.has(`${p.in}:${p.name}`)), ...operation.parameters], method, path};
      });
  });
}

