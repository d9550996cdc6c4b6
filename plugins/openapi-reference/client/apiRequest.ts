/**
 * URLs and code samples for the API reference: which server a request goes to, the URL
 * of an operation for given parameter values, and the curl/fetch/Node samples.
 */
import {fillTemplate, queryString} from '@site/common/apiReference.ts';
import type {Operation, Parameter} from '@site/common/openapi.ts';

/** Where "Try it" sends requests: our mock (same origin) or the reader's own VTEX host. */
export type ServerChoice = {kind: 'mock'} | {kind: 'account'; account: string} | {kind: 'workspace'; account: string; workspace: string};

/** Our mock of the API, on this site (server/cmsMock.ts), from the site's root: the site's base path goes before it. */
export const MOCK_BASE = '/_mock/cms';

// VTEX account and workspace names: letters, digits and hyphens; anything else could point the request at another host.
const hostLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** The base URL of a server choice, or an error message saying what to fix; `mockBase` is the mock under the site's base path. */
export function serverBase(choice: ServerChoice, mockBase: string = MOCK_BASE): {base: string} | {error: string} {
  if (choice.kind === 'mock') return {base: mockBase};
  if (!hostLabel.test(choice.account)) return {error: 'Enter your VTEX account name: letters, digits and hyphens.'};
  if (choice.kind === 'account') return {base: `https://${choice.account}.myvtex.com`};
  if (!hostLabel.test(choice.workspace)) return {error: 'Enter a workspace name: letters, digits and hyphens.'};
  return {base: `https://${choice.workspace}--${choice.account}.myvtex.com`};
}

/** Parameter values typed by the reader, by parameter name. */
export type ParameterValues = Record<string, string>;

/** The example a parameter documents, as a string; empty when none. */
export function exampleValue(parameter: Parameter): string {
  const example = parameter.schema?.example;
  return example === undefined || example === null ? '' : String(example);
}

/** Path parameters still missing a value; the request cannot be sent while any is. */
export function missingPathParameters(operation: Operation, values: ParameterValues): string[] {
  return operation.parameters.filter((p) => p.in === 'path' && !values[p.name]?.trim()).map((p) => p.name);
}

/** The full URL of an operation: base + path with its parameters + non-empty query parameters, in the description's order. */
export function requestUrl(base: string, operation: Operation, values: ParameterValues): string {
  const path = fillTemplate(operation.path, values);
  const query = operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, values[p.name] ?? ''] as const);
  return `${base.replace(/\/$/, '')}${path}${queryString(query)}`;
}

/** Values for the samples: every path parameter's example, plus enum query parameters (a filter worth showing). */
export function sampleValues(operation: Operation): ParameterValues {
  return Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'path' || p.required || p.schema?.enum)
      .map((p) => [p.name, exampleValue(p)]),
  );
}

export interface RequestSamples {
  curl: string;
  fetch: string;
  node: string;
}

const quoteShell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A server of the description: a URL template with `{variable}` placeholders and their defaults. */
export interface ServerTemplate {
  url: string;
  variables?: Record<string, {default: string}>;
}

/** Code samples calling `operation` on `server`: curl and fetch with the variables' defaults, Node reading them from the environment. */
export function requestSamples(server: ServerTemplate, operation: Operation, values: ParameterValues = sampleValues(operation)): RequestSamples {
  const variables = Object.entries(server.variables ?? {});
  const defaults = Object.fromEntries(variables.map(([name, variable]) => [name, variable.default]));
  const url = requestUrl(fillTemplate(server.url, defaults, false), operation, values);
  const path = fillTemplate(operation.path, values);
  const query = operation.parameters.filter((p) => p.in === 'query' && values[p.name]);
  const origin = server.url.replace(/\{([^}]+)\}/g, (_whole, name: string) => `\${${name}}`);
  return {
    curl: `curl --globoff ${quoteShell(url)} \\\n  --header 'Accept: application/json'`,
    fetch: [
      `const response = await fetch(${JSON.stringify(url)}, {`,
      `  headers: {Accept: 'application/json'},`,
      `});`,
      `if (!response.ok) throw new Error(\`The CMS answered \${response.status}\`);`,
      `const data = await response.json();`,
    ].join('\n'),
    node: [
      `// In a FastStore store (getStaticProps, or a Node 18+ script): the host comes from the environment.`,
      ...variables.map(([name, variable]) => `const ${name} = process.env.VTEX_${name.toUpperCase()} ?? ${JSON.stringify(variable.default)};`),
      `const url = new URL(${JSON.stringify(path)}, \`${origin}\`);`,
      ...query.map((p) => `url.searchParams.set(${JSON.stringify(p.name)}, ${JSON.stringify(values[p.name])});`),
      `const response = await fetch(url, {headers: {Accept: 'application/json'}});`,
      `if (!response.ok) throw new Error(\`The CMS answered \${response.status} for \${url}\`);`,
      `const data = await response.json();`,
    ].join('\n'),
  };
}
