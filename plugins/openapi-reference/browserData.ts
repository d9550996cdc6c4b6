/**
 * The reference data the browser's build gets. Its live parts (the header, servers and contents, the request
 * samples and response examples, "Try it") need names, paths, parameter locations, enums and examples, and each
 * response's description and example. The operations' prose, their parameter and response schemas and the schema
 * sections are server HTML the browser keeps as it is (theme/ApiReference/ServerHtml.tsx), so their data stays out
 * of the page's first load.
 */
import type {ApiResponse, Operation, Parameter, ReferenceData, SchemaObject} from '../../common/openapi.ts';

function browserSchema(schema: SchemaObject): SchemaObject {
  const kept: SchemaObject = {};
  if (schema.type !== undefined) kept.type = schema.type;
  if (schema.enum !== undefined) kept.enum = schema.enum;
  if (schema.example !== undefined) kept.example = schema.example;
  return kept;
}

function browserParameter({name, in: location, required, schema}: Parameter): Parameter {
  return {name, in: location, ...(required === undefined ? {} : {required}), ...(schema ? {schema: browserSchema(schema)} : {})};
}

function browserResponse({description, content}: ApiResponse): ApiResponse {
  if (!content) return {description};
  const examples = Object.entries(content).map(([type, media]) => [type, media.example === undefined ? {} : {example: media.example}]);
  return {description, content: Object.fromEntries(examples)};
}

function browserOperation({operationId, summary, tags, method, path, parameters, responses}: Operation): Operation {
  return {
    operationId,
    summary,
    ...(tags ? {tags} : {}),
    method,
    path,
    parameters: parameters.map(browserParameter),
    responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, browserResponse(response)])),
  };
}

/** `data` without what only the server renders; the schemas keep their names, for the contents. */
export function browserReferenceData(data: ReferenceData): ReferenceData {
  return {
    info: data.info,
    servers: data.servers,
    tags: data.tags,
    operations: data.operations.map(browserOperation),
    schemas: Object.fromEntries(Object.keys(data.schemas).map((name) => [name, {}])),
  };
}
