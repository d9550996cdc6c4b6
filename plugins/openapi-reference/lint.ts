/**
 * Our own lint of an API description, for what a validator does not require but the
 * reference page needs: every operation named, summarised, described and tagged; every
 * parameter described with a schema; every response with an example.
 */
import {responseExample} from '../../common/apiReference.ts';
import {listOperations, type ApiDescription} from '../../common/openapi.ts';

/** One line per problem, naming where it is; empty when the description is complete. */
export function lintDescription(description: ApiDescription): string[] {
  const problems: string[] = [];
  const declaredTags = new Set(description.tags.map((tag) => tag.name));
  const operationIds = new Set<string>();
  for (const operation of listOperations(description)) {
    const where = `${operation.method.toUpperCase()} ${operation.path}`;
    if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId "${operation.operationId}" is not unique`);
    operationIds.add(operation.operationId);
    if (!operation.summary.trim()) problems.push(`${where}: no summary`);
    if (!operation.description?.trim()) problems.push(`${where}: no description`);
    if (!operation.tags?.length) problems.push(`${where}: no tags`);
    for (const tag of operation.tags ?? []) if (!declaredTags.has(tag)) problems.push(`${where}: tag "${tag}" is not declared`);
    for (const parameter of operation.parameters) {
      if (!parameter.description?.trim()) problems.push(`${where}: parameter "${parameter.name}" has no description`);
      if (!parameter.schema) problems.push(`${where}: parameter "${parameter.name}" has no schema`);
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      if (responseExample(response) === undefined) problems.push(`${where}: response ${status} has no JSON example`);
    }
  }
  for (const server of description.servers) {
    for (const name of server.url.match(/\{([^}]+)\}/g) ?? []) {
      if (!server.variables?.[name.slice(1, -1)]) problems.push(`server ${server.url}: variable ${name} is not declared`);
    }
  }
  for (const [name, schema] of Object.entries(description.components.schemas)) {
    if (!schema.description?.trim()) problems.push(`schema ${name}: no description`);
  }
  return problems;
}
