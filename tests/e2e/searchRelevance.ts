/**
 * The relevance table: queries readers type and the page they want. Checked over the real built
 * index by search-relevance.spec.ts (MRR ≥ 0.9, expected page in the top 3 for ≥ 95 % of queries).
 */
export interface RelevanceCase {
  query: string;
  expected: string;
  /** Docs version being read; default the current one. */
  version?: 'current' | 'v0';
}

export const relevanceCases: RelevanceCase[] = [
  // Typo tolerance, prefixes and exact API names.
  {query: 'shadowng', expected: '/conceptual-guides/shadowing'},
  {query: 'allProd', expected: '/reference/api/queries/allProducts'},
  {query: 'validateCart', expected: '/reference/api/mutations/cart'},
  {query: 'shadowing', expected: '/conceptual-guides/shadowing'},
  {query: 'allProducts', expected: '/reference/api/queries/allProducts'},
  {query: 'allCollections', expected: '/reference/api/queries/allCollections'},
  {query: 'allColl', expected: '/reference/api/queries/allCollections'},
  {query: 'jamstak', expected: '/conceptual-guides/jamstack'},
  {query: 'lighthuse', expected: '/how-to-guides/performance/lighthouse'},
  {query: 'partytwn', expected: '/how-to-guides/troubleshooting/analytics-and-partytown'},
  // Concepts.
  {query: 'jamstack', expected: '/conceptual-guides/jamstack'},
  {query: 'static site generation', expected: '/conceptual-guides/ssg'},
  {query: 'plugins concept', expected: '/conceptual-guides/plugin'},
  // How-to guides.
  {query: 'lighthouse', expected: '/how-to-guides/performance/lighthouse'},
  {query: 'bundle size', expected: '/how-to-guides/performance/bundle-size'},
  {query: 'third-party scripts', expected: '/how-to-guides/performance/third-party-scripts'},
  {query: 'server-side rendering', expected: '/how-to-guides/performance/server-side-rendering'},
  {query: 'url redirects', expected: '/how-to-guides/routing/url-redirects'},
  {query: 'cypress', expected: '/how-to-guides/testing/e2e'},
  {query: 'managing secrets', expected: '/how-to-guides/webops/secrets'},
  {query: 'deploy previews', expected: '/how-to-guides/deployment/deploy-previews'},
  {query: 'build cache', expected: '/how-to-guides/deployment/build-cache'},
  {query: 'going live', expected: '/how-to-guides/deployment/go-live'},
  {query: 'api resolvers', expected: '/how-to-guides/faststore-api/api-resolvers'},
  {query: 'extending the graphql schema', expected: '/how-to-guides/faststore-api/extending-the-schema'},
  {query: 'graphql ide', expected: '/how-to-guides/faststore-api/exploring-the-api'},
  {query: 'vtex login', expected: '/how-to-guides/platform-integration/login'},
  {query: 'vtex checkout', expected: '/how-to-guides/platform-integration/checkout'},
  {query: 'order placed', expected: '/how-to-guides/platform-integration/order-placed'},
  {query: 'custom domain dns', expected: '/how-to-guides/platform-integration/custom-domain'},
  {query: 'global tokens', expected: '/how-to-guides/styling/global-tokens'},
  {query: 'ready-made themes', expected: '/how-to-guides/styling/themes'},
  {query: 'cms previews', expected: '/how-to-guides/cms/previews'},
  {query: 'tracing the error source', expected: '/how-to-guides/troubleshooting/tracing-the-error-source'},
  {query: 'design principles', expected: '/how-to-guides/contributing/design-principles'},
  {query: 'settings-only content types', expected: '/how-to-guides/cms/only-settings'},
  // References.
  {query: 'scalars', expected: '/reference/api/scalars'},
  {query: 'enums', expected: '/reference/api/enums'},
  {query: 'gatsby-source-cms', expected: '/reference/plugins/gatsby-source-cms'},
  {query: 'lighthouse-config', expected: '/reference/plugins/lighthouse-config'},
  {query: 'graphql-utils', expected: '/reference/plugins/graphql-utils'},
  // Other pages, release notes and starters.
  {query: 'quickstart', expected: '/quickstart'},
  {query: 'starters gallery', expected: '/starters'},
  // Version facet: a v0-only term read from v0 docs.
  {query: 'storeui', expected: '/v0/troubleshooting', version: 'v0'},
];
