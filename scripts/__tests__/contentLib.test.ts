import {describe, expect, it} from 'vitest';
import {countWords, headingProblems, isIndexPage, splitCode} from '../lib/content.ts';
import {checkGraphqlExamples, loadSchema} from '../lib/graphqlExamples.ts';

const schema = loadSchema(`
  type Query { product(id: ID!): StoreProduct! }
  type StoreProduct { name: String! sku: String! }
`);

const block = (lang: string, code: string, meta = '') => ({lang, meta, code, line: 1});

describe('content helpers', () => {
  it.each([
    ['plain prose', 'one two three', 3],
    ['fenced code is not counted', 'one\n```ts\nconst a = 1\n```\ntwo', 2],
    ['JSX tags are not words', '<Tabs>\nalpha beta\n</Tabs>', 2],
    ['punctuation alone is not a word', 'one - two |', 2],
  ])('countWords: %s', (_label, source, expected) => {
    expect(countWords(splitCode(source).prose)).toBe(expected);
  });

  it.each([
    ['h2 then h3', [2, 3], 0],
    ['h1 in the body', [1], 1],
    ['h4 right after h2', [2, 4], 1],
    ['h3 as the first heading', [3], 1],
  ])('headingProblems: %s', (_label, depths, problems) => {
    expect(headingProblems(depths.map((depth, line) => ({depth, text: 'x', line})))).toHaveLength(problems);
  });

  it.each([
    ['docs/reference/ui/index.mdx', true],
    ['docs/docs.mdx', true],
    ['docs/quickstart.mdx', false],
  ])('isIndexPage(%s) is %s', (file, expected) => {
    expect(isIndexPage(file)).toBe(expected);
  });

  it('keeps the language and the meta of a fence', () => {
    expect(splitCode('```graphql title="x"\nquery { a }\n```').codeBlocks).toEqual([
      {lang: 'graphql', meta: 'title="x"', code: 'query { a }', line: 1},
    ]);
  });
});

describe('checkGraphqlExamples', () => {
  it.each([
    ['a valid query', [block('graphql', 'query { product(id: "1") { name } }')], 0],
    ['an unknown field', [block('graphql', 'query { product(id: "1") { price } }')], 1],
    ['a syntax error', [block('graphql', 'query { product(')], 1],
    ['SDL naming existing fields', [block('graphql', 'type StoreProduct { name: String! }')], 0],
    ['SDL naming a missing field', [block('graphql', 'type StoreProduct { price: Float }')], 1],
    ['SDL naming a missing type', [block('graphql', 'type StoreOffer { price: Float }')], 1],
    [
      'a query using a field the page adds with extend type',
      [block('graphql', 'extend type StoreProduct { price: Float }'), block('graphql', 'query { product(id: "1") { price } }')],
      0,
    ],
    [
      'a query using a field added in a ts block',
      [
        block('ts', 'const typeDefs = /* GraphQL */ `extend type StoreProduct { price: Float }`'),
        block('graphql', 'query { product(id: "1") { price } }'),
      ],
      0,
    ],
    ['a Gatsby data layer query', [block('graphql', 'query { site { buildTime } }', 'title="Gatsby data layer"')], 0],
  ])('%s', (_label, blocks, problems) => {
    expect(checkGraphqlExamples(schema, blocks)).toHaveLength(problems);
  });
});
