/** get_graphql_type: one type of the FastStore API schema, its fields and arguments, and its reference page. */
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {editDistance} from '../../common/search/query.ts';

export interface GraphqlArgument {
  name: string;
  type: string;
  description?: string;
  defaultValue?: unknown;
}

export interface GraphqlField {
  name: string;
  type: string;
  description?: string;
  args?: GraphqlArgument[];
  /** The field's own reference page (queries and mutations that have one). */
  url?: string;
}

export interface GraphqlTypeAnswer {
  name: string;
  kind: 'object' | 'input' | 'enum' | 'scalar' | 'union' | 'interface';
  description?: string;
  fields?: GraphqlField[];
  values?: Array<{name: string; description?: string}>;
  possibleTypes?: string[];
  /** The type's section of the API reference. */
  url: string;
}

/** Reference page of each kind of type (docs/reference/api); the root types have index pages of their own. */
const referencePage = {object: 'objects', input: 'inputs', enum: 'enums', scalar: 'scalars', union: 'objects', interface: 'objects'} as const;
const rootPages: Record<string, string> = {Query: '/reference/api/queries', Mutation: '/reference/api/mutations'};

const withDescription = <T extends object>(value: T, description: string | null | undefined): T & {description?: string} =>
  description ? {...value, description} : value;

function kindOf(type: GraphQLNamedType): GraphqlTypeAnswer['kind'] {
  if (isObjectType(type)) return 'object';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isUnionType(type)) return 'union';
  if (isInterfaceType(type)) return 'interface';
  return 'scalar';
}

export interface GraphqlLookup {
  /** Whether the build has this page (`/reference/api/queries/allProducts`). */
  hasPage(path: string): Promise<boolean>;
  /** Whether a built page has a heading with this anchor. */
  hasAnchor(path: string, id: string): Promise<boolean>;
}

export function createGraphqlReference(sdl: string, siteUrl: string, lookup: GraphqlLookup) {
  const schema: GraphQLSchema = buildSchema(sdl);
  const names = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));

  async function urlOf(type: GraphQLNamedType, kind: GraphqlTypeAnswer['kind']): Promise<string> {
    const root = rootPages[type.name];
    if (root) return `${siteUrl}${root}`;
    const page = `/reference/api/${referencePage[kind]}`;
    const anchor = type.name.toLowerCase();
    return (await lookup.hasAnchor(page, anchor)) ? `${siteUrl}${page}#${anchor}` : `${siteUrl}${page}`;
  }

  return {
    names,
    /** The type named `name` (exact, else case-insensitive), or undefined. */
    async find(name: string): Promise<GraphqlTypeAnswer | undefined> {
      const exact = schema.getType(name) ?? schema.getType(names.find((candidate) => candidate.toLowerCase() === name.toLowerCase()) ?? '');
      if (!exact || exact.name.startsWith('__')) return undefined;
      const kind = kindOf(exact);
      const answer: GraphqlTypeAnswer = withDescription({name: exact.name, kind, url: await urlOf(exact, kind)}, exact.description);
      if (isObjectType(exact) || isInterfaceType(exact) || isInputObjectType(exact)) {
        const rootPage = rootPages[exact.name];
        answer.fields = await Promise.all(
          Object.values(exact.getFields()).map(async (field): Promise<GraphqlField> => {
            const args = 'args' in field ? (field as GraphQLField<unknown, unknown>).args.map((arg) => withDescription({name: arg.name, type: String(arg.type), ...(arg.defaultValue === undefined ? {} : {defaultValue: arg.defaultValue})}, arg.description)) : [];
            const own = rootPage ? `${rootPage}/${field.name}` : undefined;
            const url = own && (await lookup.hasPage(own)) ? `${siteUrl}${own}` : undefined;
            return withDescription({name: field.name, type: String(field.type), ...(args.length > 0 ? {args} : {}), ...(url ? {url} : {})}, field.description);
          }),
        );
      }
      if (isEnumType(exact)) answer.values = exact.getValues().map((value) => withDescription({name: value.name}, value.description));
      if (isUnionType(exact)) answer.possibleTypes = exact.getTypes().map((type) => type.name);
      if (isScalarType(exact) && exact.specifiedByURL) answer.description = `${answer.description ?? ''} Specified by ${exact.specifiedByURL}.`.trim();
      return answer;
    },
    /** The type names closest to `name`, for an error that says what exists. */
    closest(name: string, count = 5): string[] {
      const lower = name.toLowerCase();
      return names
        .map((candidate) => {
          const other = candidate.toLowerCase();
          const contained = other.includes(lower) || lower.includes(other) ? 0 : 1;
          return {candidate, score: contained * 100 + editDistance(lower, other, 99)};
        })
        .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
        .slice(0, count)
        .map(({candidate}) => candidate);
    },
  };
}
