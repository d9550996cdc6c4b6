/**
 * Inline code in docs/ that names a FastStore API type or field (`StoreProduct`, `StoreProduct.gtin`,
 * `IStoreSelectedFacet`) must name something schema/faststore-api.graphql has. The rule for what
 * counts as naming the schema is documented on schemaNameProblems.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readAllContent} from '../lib/content.ts';
import {loadSchema, schemaNameProblems} from '../lib/graphqlExamples.ts';

const toySchema = loadSchema(`
  type Query { product(id: ID!): StoreProduct! }
  type StoreProduct { name: String! gtin: String! }
  type SkuVariants { slugsMap: String }
  input IStoreSelectedFacet { key: String! value: String! }
  enum StoreSort { price_asc }
`);

describe('schemaNameProblems', () => {
  it.each([
    ['a type the schema has', 'See `StoreProduct`.', []],
    ['an input type the schema has', 'Send `IStoreSelectedFacet`.', []],
    ['a field the type has', 'Read `StoreProduct.gtin`.', []],
    ['a root field', 'Call `Query.product`.', []],
    ['an enum value', 'Use `StoreSort.price_asc`.', []],
    ['a type in list and non-null notation', 'Type `[StoreProduct!]!`.', []],
    ['a non-prefixed schema type with its field', 'Read `SkuVariants.slugsMap`.', []],
    ['a missing Store type', 'See `StoreOffer`.', ['StoreOffer: there is no type StoreOffer']],
    ['a missing IStore type', 'Send `IStoreCart`.', ['IStoreCart: there is no type IStoreCart']],
    ['a missing field', 'Read `StoreProduct.price`.', ['StoreProduct.price: StoreProduct has no field price']],
    ['a missing field of a non-prefixed type', 'Read `SkuVariants.allVariantProducts`.', ['SkuVariants.allVariantProducts: SkuVariants has no field allVariantProducts']],
    ['a missing enum value', 'Use `StoreSort.score_desc`.', ['StoreSort.score_desc: StoreSort has no value score_desc']],
    ['a missing type in type notation', 'Type `[StoreOffer!]!`.', ['StoreOffer: there is no type StoreOffer']],
    ['a component name', 'Render `ProductCard` and `Button`.', []],
    ['a prop path of a component', 'Set `Button.variant`.', []],
    ['a JavaScript member', 'Call `Intl.NumberFormat`.', []],
    ['a file name', 'Open `Badge.mdx`.', []],
    ['a lower-case store word', 'Call `storeConfig.api` or `useStore`.', []],
    ['a longer expression', 'Write `StoreProduct.name.length`.', []],
    ['code in a fenced block', '```ts\nconst a: StoreOffer = x\n```', []],
    ['a name the page declares in its own code', '```tsx\ntype StoreIconProps = {}\n```\n\nUse `StoreIconProps`.', []],
    ['a name the page imports in its own code', '```tsx\nimport {StoreCard, type StoreCardProps} from "./StoreCard"\n```\n\nUse `StoreCard` with `StoreCardProps`.', []],
    ['a component the page renders in its own code', '```tsx\n<StoreBanner title="x" />\n```\n\nRender `StoreBanner`.', []],
    ['a schema-like name that page code only mentions', '```ts\nconst a = StoreOffer\n```\n\nSee `StoreOffer`.', ['StoreOffer: there is no type StoreOffer']],
    ['a field the page adds with a schema extension', '```graphql\nextend type StoreProduct { unit: String }\n```\n\nRead `StoreProduct.unit`.', []],
  ])('%s', (_label, body, expected) => {
    expect(schemaNameProblems(toySchema, body).map((problem) => `${problem.name}: ${problem.reason}`)).toEqual(expected);
  });

  it('reports the body line of each name', () => {
    expect(schemaNameProblems(toySchema, 'intro\n\n```ts\nx\n```\n\nSee `StoreOffer`.').map((problem) => problem.line)).toEqual([7]);
  });
});

describe('docs name only schema types and fields that exist', () => {
  const schema = loadSchema(readFileSync('schema/faststore-api.graphql', 'utf8'));
  const pages = readAllContent(['docs']).map((page) => {
    const frontMatterLines = readFileSync(page.file, 'utf8').split('\n').length - page.body.split('\n').length;
    return [page.file, page.body, frontMatterLines] as const;
  });

  it.each(pages)('%s', (file, body, frontMatterLines) => {
    const problems = schemaNameProblems(schema, body).map(
      (problem) => `${file}:${problem.line + frontMatterLines}: \`${problem.name}\`: ${problem.reason} in schema/faststore-api.graphql`,
    );
    expect(problems).toEqual([]);
  });
});
