/**
 * Small pure helpers over an API description, safe for the browser bundle (no zod, no DOM, no Node APIs):
 * anchors, examples, and URLs built from path templates.
 */
import type {ApiResponse, Operation} from './openapi.ts';

/**
 * The API reference page (docusaurus.config.ts routePath): the only page whose "Try it" calls other hosts, so the
 * server gives it a wider connect-src and the browser loads it from the server instead of rendering it client-side.
 */
export const API_REFERENCE_PATH = '/vtex-headless-cms-api';

/**
 * Whether a client-side move to `pathname` must become a full page load: response headers (the CSP) come with a
 * document, so a page whose headers differ from the rest is only right when it arrives from the server.
 */
export function needsFullLoad(pathname: string, previousPathname: string | undefined): boolean {
  return previousPathname !== undefined && pathname !== previousPathname && pathname === API_REFERENCE_PATH;
}

/** The example of a response's JSON body, if the description gives one. */
export function responseExample(response: ApiResponse): unknown {
  return response.content?.['application/json']?.example;
}

/**
 * The example to show after a parameter's description, or undefined when there is none or the description
 * already quotes it as inline code ("for example `faststore`"): the reader should not meet it twice.
 */
export function parameterExample(description: string | undefined, example: unknown): string | undefined {
  if (example === undefined || example === null) return undefined;
  const text = String(example);
  return description?.includes(`\`${text}\``) ? undefined : text;
}

/** Anchor ids: stable, readable, unique per operation and per schema. */
export const operationAnchor = (operation: Pick<Operation, 'operationId'>) => `operation-${operation.operationId}`;
export const schemaAnchor = (name: string) => `schema-${name}`;

/** Fills `{name}` placeholders of a path or server URL; values are percent-encoded for paths. */
export function fillTemplate(template: string, values: Record<string, string>, encode = true): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') return whole;
    return encode ? encodeURIComponent(value) : value;
  });
}

/** `?a=1&b=2` for the non-empty values, in order; empty string when none. */
export function queryString(values: ReadonlyArray<readonly [string, string]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of values) if (value !== '') search.append(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
