/**
 * Checks the GraphQL examples of one page against the FastStore API schema the reference documents:
 * operations must validate, SDL must name only types and fields the schema has. Schema extensions the
 * page itself teaches (`extend type …` in a graphql block, or a `/* GraphQL *\/` string in a ts block)
 * are applied before its operations are validated.
 */
import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  buildSchema,
  extendSchema,
  isObjectType,
  isInputObjectType,
  isInterfaceType,
  parse,
  validate,
} from 'graphql';
import type {CodeBlock} from './content.js';

/** Blocks for Gatsby's own data layer (gatsby-source-cms nodes, `site`) carry this title and are not FastStore API. */
export const gatsbyDataLayerTitle = 'title="Gatsby data layer"';

export function loadSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

function isExecutable(document: DocumentNode): boolean {
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION);
}

/** SDL embedded in TypeScript as a tagged or commented template literal. */
function embeddedSdl(code: string): string[] {
  return [...code.matchAll(/(?:\/\*\s*GraphQL\s*\*\/\s*|gql\s*)`([\s\S]*?)`/g)].map((match) => match[1] ?? '');
}

/** Names every type and field an SDL definition uses that the schema lacks. */
function unknownSdlNames(schema: GraphQLSchema, document: DocumentNode): string[] {
  const problems: string[] = [];
  for (const definition of document.definitions) {
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION
    ) {
      const type = schema.getType(definition.name.value);
      if (!type) {
        problems.push(`type ${definition.name.value} is not in the schema`);
        continue;
      }
      if (!isObjectType(type) && !isInputObjectType(type) && !isInterfaceType(type)) continue;
      const fields = type.getFields();
      for (const field of definition.fields ?? []) {
        if (!fields[field.name.value]) problems.push(`field ${definition.name.value}.${field.name.value} is not in the schema`);
      }
    } else if (definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
      if (!schema.getType(definition.name.value)) problems.push(`extended type ${definition.name.value} is not in the schema`);
    } else if ('name' in definition && definition.name && !schema.getType(definition.name.value)) {
      problems.push(`${definition.kind} ${definition.name.value} is not in the schema`);
    }
  }
  return problems;
}

/** Returns one message per problem in the page's GraphQL examples (empty when all is well). */
export function checkGraphqlExamples(schema: GraphQLSchema, blocks: readonly CodeBlock[]): string[] {
  const problems: string[] = [];
  const operations: {block: CodeBlock; document: DocumentNode}[] = [];
  const extensions: string[] = [];
  for (const block of blocks) {
    if (block.lang === 'ts' || block.lang === 'js' || block.lang === 'tsx') {
      for (const sdl of embeddedSdl(block.code)) {
        try {
          if (!isExecutable(parse(sdl))) extensions.push(sdl);
        } catch (error) {
          problems.push(`line ${block.line}: embedded GraphQL does not parse: ${(error as Error).message}`);
        }
      }
      continue;
    }
    if (block.lang !== 'graphql') continue;
    let document: DocumentNode;
    try {
      document = parse(block.code);
    } catch (error) {
      problems.push(`line ${block.line}: does not parse: ${(error as Error).message}`);
      continue;
    }
    if (isExecutable(document)) {
      if (!block.meta.includes(gatsbyDataLayerTitle)) operations.push({block, document});
      continue;
    }
    for (const problem of unknownSdlNames(schema, document)) problems.push(`line ${block.line}: ${problem}`);
    if (document.definitions.some((d) => d.kind === Kind.OBJECT_TYPE_EXTENSION)) extensions.push(block.code);
  }
  let pageSchema = schema;
  if (extensions.length > 0) {
    try {
      pageSchema = extendSchema(schema, parse(extensions.join('\n')));
    } catch (error) {
      problems.push(`the page's schema extensions do not apply: ${(error as Error).message}`);
    }
  }
  for (const {block, document} of operations) {
    for (const error of validate(pageSchema, document)) problems.push(`line ${block.line}: ${error.message}`);
  }
  return problems;
}
