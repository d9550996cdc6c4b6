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
  isEnumType,
  isObjectType,
  isInputObjectType,
  isInterfaceType,
  parse,
  validate,
} from 'graphql';
import {type CodeBlock, splitCode} from './content.ts';

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

type Operation = {block: CodeBlock; document: DocumentNode};

/** Sorts a page's GraphQL: operations to validate, schema extensions the page teaches, and problems found on the way. */
function collectGraphql(schema: GraphQLSchema, blocks: readonly CodeBlock[]) {
  const problems: string[] = [];
  const operations: Operation[] = [];
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
  return {problems, operations, pageSchema};
}

/** The schema as a page sees it: the API schema plus the extensions the page's own code blocks teach. */
export function schemaForPage(schema: GraphQLSchema, blocks: readonly CodeBlock[]): GraphQLSchema {
  return collectGraphql(schema, blocks).pageSchema;
}

/** Returns one message per problem in the page's GraphQL examples (empty when all is well). */
export function checkGraphqlExamples(schema: GraphQLSchema, blocks: readonly CodeBlock[]): string[] {
  const {problems, operations, pageSchema} = collectGraphql(schema, blocks);
  for (const {block, document} of operations) {
    for (const error of validate(pageSchema, document)) problems.push(`line ${block.line}: ${error.message}`);
  }
  return problems;
}

/**
 * Inline code that names a schema type or one of its fields. A code span names the schema when its
 * whole text, after any GraphQL list and non-null wrapping (`[StoreOffer!]!`), is either
 * - a `Store…` or `IStore…` name (capital after the prefix), optionally followed by `.field`, or
 * - the exact name of a type the schema has, followed by `.field` (`SkuVariants.slugsMap`, `Query.search`).
 * Identifiers the page's own TS/JS code declares (`type StoreIconProps = …`), imports (`import {StoreCard} from …`)
 * or renders as JSX (`<StoreCard />`) are the page's, not the schema's, and types or fields the page adds with
 * its own schema extensions count as present.
 */
const storePrefixedName = /^I?Store[A-Z][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?$/;
const typeDotField = /^([A-Z][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;
const graphqlTypeNotation = /^(\[?)([A-Za-z_][A-Za-z0-9_.]*)!?(\]?)!?$/;
const codeDeclaration = /\b(?:type|interface|function|class|enum|const|let|var)\s+([A-Za-z_$][A-Za-z0-9_$]*)/g;
const codeImport = /\bimport\s+(?:type\s+)?([^'"]*?)\s+from\s+['"]/g;
const jsxElement = /<([A-Z][A-Za-z0-9_]*)[\s/>]/g;
const inlineCode = /(?<!`)`([^`\n]+)`(?!`)/g;

export type SchemaNameProblem = {
  /** Line in the body (after front matter), from 1. */
  line: number;
  /** The name as written inside the code span. */
  name: string;
  reason: string;
};

/** Unwraps `[X!]!`, `X!` and `[X]` to `X`; returns the text itself otherwise. */
function unwrapTypeNotation(text: string): string {
  const match = graphqlTypeNotation.exec(text);
  if (!match || (match[1] === '[') !== (match[3] === ']')) return text;
  return match[2] ?? text;
}

/** The names the page's TS/JS/TSX blocks declare, import or render as JSX elements. */
function declaredInCode(blocks: readonly CodeBlock[]): Set<string> {
  const names = new Set<string>();
  for (const block of blocks) {
    if (!['ts', 'tsx', 'js', 'jsx'].includes(block.lang)) continue;
    for (const match of block.code.matchAll(codeDeclaration)) names.add(match[1] ?? '');
    for (const match of block.code.matchAll(jsxElement)) names.add(match[1] ?? '');
    for (const match of block.code.matchAll(codeImport)) {
      // `Default, {A, B as C}`: every binding the import introduces
      for (const binding of (match[1] ?? '').split(/[\s,{}]+/)) {
        if (/^[A-Za-z_$][\w$]*$/.test(binding) && binding !== 'as' && binding !== 'type') names.add(binding);
      }
    }
  }
  return names;
}

function missingMember(schema: GraphQLSchema, typeName: string, member: string): string | undefined {
  const type = schema.getType(typeName);
  if (!type) return `there is no type ${typeName}`;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    return type.getFields()[member] ? undefined : `${typeName} has no field ${member}`;
  }
  if (isEnumType(type)) return type.getValue(member) ? undefined : `${typeName} has no value ${member}`;
  return `${typeName} has no fields`;
}

/** Every inline code span of a page body that names the schema but is not in it (see the rule above). */
export function schemaNameProblems(schema: GraphQLSchema, body: string): SchemaNameProblem[] {
  const {prose, codeBlocks} = splitCode(body);
  const pageSchema = schemaForPage(schema, codeBlocks);
  const ownNames = declaredInCode(codeBlocks);
  const problems: SchemaNameProblem[] = [];
  prose.split('\n').forEach((text, index) => {
    for (const span of text.matchAll(inlineCode)) {
      const name = unwrapTypeNotation((span[1] ?? '').trim());
      const [typeName = '', member] = name.split('.');
      const namesSchema =
        storePrefixedName.test(name) || (typeDotField.test(name) && pageSchema.getType(typeName) !== undefined);
      if (!namesSchema || ownNames.has(typeName)) continue;
      const reason = member === undefined
        ? pageSchema.getType(typeName) ? undefined : `there is no type ${typeName}`
        : missingMember(pageSchema, typeName, member);
      if (reason) problems.push({line: index + 1, name, reason});
    }
  });
  return problems;
}
