/**
 * The relevance suite: queries as readers type them, each judged by reading the site's pages before any
 * engine answered it. A judgement names the pages that answer the query (grade 2) and pages that help
 * without answering it (grade 1, counted by nDCG only). Judgements are never changed to follow the engine:
 * a page is added or regraded only when its text changed.
 *
 * Five kinds: short keywords, plain questions, typos, plural and verb-form variants, API names.
 * `npm run bench -- search` prints S@1, S@3, MRR and nDCG@5 over it, per kind too;
 * `relevance.build.test.ts` holds the floors.
 */

export type QueryKind = 'keyword' | 'question' | 'typo' | 'variant' | 'api';

export const queryKinds: readonly QueryKind[] = ['keyword', 'question', 'typo', 'variant', 'api'];

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  /** Page path → grade: 2 answers the query, 1 helps. */
  pages: Readonly<Record<string, 1 | 2>>;
  /** Where one section of an answering page answers: the hit for that page should open at it (its heading's id). */
  anchor?: {page: string; id: string};
  /** Docs version the reader is in; default the current one. */
  version?: 'current' | 'v0';
}

export const relevanceSuite: readonly JudgedQuery[] = [
  // Short keywords.
  {query: 'jamstack', kind: 'keyword', pages: {'/conceptual-guides/jamstack': 2, '/glossary': 1}},
  {query: 'static site generation', kind: 'keyword', pages: {'/conceptual-guides/ssg': 2, '/glossary': 1}},
  {query: 'lighthouse', kind: 'keyword', pages: {'/how-to-guides/performance/lighthouse': 2, '/reference/plugins/lighthouse-config': 2}},
  {query: 'bundle size', kind: 'keyword', pages: {'/how-to-guides/performance/bundle-size': 2}},
  {query: 'bundle analyzer', kind: 'keyword', pages: {'/how-to-guides/performance/bundle-size': 2}},
  {query: 'url redirects', kind: 'keyword', pages: {'/how-to-guides/routing/url-redirects': 2, '/how-to-guides/routing': 1}},
  {query: 'cypress', kind: 'keyword', pages: {'/how-to-guides/testing/e2e': 2, '/how-to-guides/testing': 1}},
  {query: 'deploy previews', kind: 'keyword', pages: {'/how-to-guides/deployment/deploy-previews': 2, '/glossary': 1}},
  {query: 'build cache', kind: 'keyword', pages: {'/how-to-guides/deployment/build-cache': 2, '/releases/2022/09/10/webops': 1}},
  {query: 'deploy to production', kind: 'keyword', pages: {'/how-to-guides/deployment/go-live': 2, '/how-to-guides/deployment': 1, '/tutorials/cms/5': 1}},
  {query: 'cart sync', kind: 'keyword', pages: {'/how-to-guides/platform-integration/checkout': 2, '/reference/api/mutations/cart': 1, '/reference/sdk/cart': 1}},
  {query: 'private previews', kind: 'keyword', pages: {'/how-to-guides/cms/previews': 2, '/how-to-guides/webops/security': 2, '/how-to-guides/deployment/deploy-previews': 1, '/releases/2022/05/02/cms': 1}},
  {query: 'dns cname', kind: 'keyword', pages: {'/how-to-guides/platform-integration/custom-domain': 2, '/how-to-guides/deployment/go-live': 1}},
  {query: 'partytown', kind: 'keyword', pages: {'/how-to-guides/performance/third-party-scripts': 2, '/how-to-guides/troubleshooting/analytics-and-partytown': 2, '/glossary': 1}},
  {query: 'lazy load images', kind: 'keyword', pages: {'/how-to-guides/performance/images': 2}},
  {query: 'dark theme', kind: 'keyword', pages: {'/how-to-guides/styling/themes': 2, '/how-to-guides/styling/customizing': 1}},
  {query: 'minicart', kind: 'keyword', pages: {'/reference/sdk/ui': 2, '/reference/ui/molecules/SlideOver': 1}},
  {query: 'ga4 events', kind: 'keyword', pages: {'/reference/sdk/analytics': 2, '/conceptual-guides/analytics': 2}},
  {query: 'newsletter', kind: 'keyword', pages: {'/reference/api/mutations': 2, '/reference/api/inputs': 1, '/reference/ui/molecules/Form': 1}},
  {query: 'renovate', kind: 'keyword', pages: {'/how-to-guides/migration': 2}},
  {query: 'cms webhook', kind: 'keyword', pages: {'/how-to-guides/cms/webops-updates': 2, '/how-to-guides/troubleshooting/publishing': 1, '/tutorials/cms/5': 1}},
  {query: 'translation keys', kind: 'keyword', pages: {'/tutorials/cms-storecomponents/5': 2, '/glossary': 1}},
  {query: 'rich text editor', kind: 'keyword', pages: {'/how-to-guides/cms/widgets': 2}},
  {query: 'lighthouse ci budgets', kind: 'keyword', pages: {'/how-to-guides/performance/lighthouse': 2, '/reference/plugins/lighthouse-config': 2}},
  {query: 'graphiql', kind: 'keyword', pages: {'/how-to-guides/faststore-api/exploring-the-api': 2, '/faq': 2, '/tutorials/cms-storecomponents/6': 1, '/tutorials/cms/4': 1}},
  {query: 'incremental static build', kind: 'keyword', pages: {'/conceptual-guides/ssg': 2, '/how-to-guides/deployment/build-cache': 2, '/glossary': 1, '/releases/2022/05/19/webops': 1}},
  {query: 'vtex login', kind: 'keyword', pages: {'/how-to-guides/platform-integration/login': 2}},
  {query: 'custom domain', kind: 'keyword', pages: {'/how-to-guides/platform-integration/custom-domain': 2, '/how-to-guides/deployment/go-live': 1}},
  {query: 'starters gallery', kind: 'keyword', pages: {'/starters': 2, '/conceptual-guides/starter': 1}},
  {query: 'storeui', kind: 'keyword', version: 'v0', pages: {'/v0/troubleshooting': 2}},

  // Plain questions.
  {query: 'how do I add an item to the cart', kind: 'question', pages: {'/reference/sdk/cart': 2, '/tutorials/fundamentals/2': 1, '/tutorials/fundamentals/1': 1}},
  {query: 'how do I deploy my store to production', kind: 'question', pages: {'/how-to-guides/deployment/go-live': 2, '/how-to-guides/deployment': 1}},
  {query: 'what is shadowing', kind: 'question', pages: {'/conceptual-guides/shadowing': 2, '/glossary': 2}},
  {query: 'why do cms previews ask me to log in', kind: 'question', anchor: {page: '/faq', id: 'why-do-cms-previews-ask-me-to-log-in'}, pages: {'/faq': 2, '/how-to-guides/cms/previews': 2, '/tutorials/cms/troubleshooting': 2, '/releases/2022/05/02/cms': 1}},
  {query: 'how can I make my builds faster', kind: 'question', pages: {'/how-to-guides/deployment/build-cache': 2, '/faq': 2}},
  {query: 'how do I keep api keys out of my repository', kind: 'question', pages: {'/how-to-guides/webops/secrets': 2, '/how-to-guides/webops/security': 2, '/faq': 2}},
  {query: 'can I call vtex rest apis from the storefront', kind: 'question', pages: {'/faq': 2, '/reference/api/get-started': 2, '/how-to-guides/faststore-api/extending-the-schema': 1}},
  {query: 'how do I get a product by its sku', kind: 'question', pages: {'/reference/api/queries/product': 2, '/faq': 2}},
  {query: 'how does pagination work', kind: 'question', pages: {'/faq': 2, '/reference/api/queries/allProducts': 2, '/reference/api/queries/search': 1, '/reference/api/queries/allCollections': 1}},
  {query: 'how to remove an item from the cart', kind: 'question', pages: {'/faq': 2, '/reference/api/mutations/cart': 2, '/reference/sdk/cart': 1}},
  {query: 'why is my page stuck in publishing', kind: 'question', pages: {'/how-to-guides/troubleshooting/publishing': 2, '/faq': 2, '/tutorials/cms/troubleshooting': 2}},
  {query: 'what do I need before going live', kind: 'question', pages: {'/how-to-guides/deployment/go-live': 2, '/faq': 2, '/how-to-guides/platform-integration/custom-domain': 1}},
  {query: 'how do I change the currency', kind: 'question', pages: {'/faq': 2, '/reference/api/mutations/session': 2, '/reference/sdk/session': 1}},
  {query: 'which lighthouse scores are required', kind: 'question', pages: {'/reference/plugins/lighthouse-config': 2, '/faq': 2, '/how-to-guides/performance/lighthouse': 2}},
  {query: 'how do I style a button', kind: 'question', pages: {'/how-to-guides/styling/styling-components': 2, '/reference/ui/atoms/Button': 2, '/tutorials/gatsby/6': 1}},
  {query: 'should I use gatsby or next.js', kind: 'question', pages: {'/faq': 2, '/conceptual-guides/starter': 1, '/starters': 1}},
  {query: 'where is the cart stored', kind: 'question', pages: {'/faq': 2, '/reference/sdk/cart': 2}},
  {query: 'how do I report a bug', kind: 'question', pages: {'/how-to-guides/troubleshooting/development-errors': 2, '/faq': 2}},
  {query: 'what is a content type', kind: 'question', pages: {'/glossary': 2, '/tutorials/cms/0': 2, '/tutorials/cms-storecomponents/4': 1}},
  {query: 'how do I add a new field to the graphql schema', kind: 'question', pages: {'/how-to-guides/faststore-api/extending-the-schema': 2, '/how-to-guides/faststore-api/api-resolvers': 2, '/how-to-guides/faststore-api/root-object-fields': 1, '/faq': 1}},
  {query: "why don't my analytics events reach google tag manager", kind: 'question', pages: {'/how-to-guides/troubleshooting/analytics-and-partytown': 2, '/conceptual-guides/analytics': 1}},
  {query: 'how do I upgrade my starter', kind: 'question', pages: {'/how-to-guides/migration': 2, '/faq': 1}},
  {query: 'how do I test my store with cypress', kind: 'question', pages: {'/how-to-guides/testing/e2e': 2, '/how-to-guides/testing': 1}},
  {query: 'what is incremental static build', kind: 'question', pages: {'/conceptual-guides/ssg': 2, '/glossary': 2, '/how-to-guides/deployment/build-cache': 1}},
  {query: 'how can I migrate from store framework', kind: 'question', pages: {'/how-to-guides/migrating-from-SF': 2}},
  {query: 'how do I make deploy previews public', kind: 'question', pages: {'/how-to-guides/deployment/deploy-previews': 2, '/faq': 2, '/how-to-guides/webops/security': 1, '/how-to-guides/webops/updates': 1}},
  {query: 'what is the difference between pure and optimistic cart', kind: 'question', pages: {'/faq': 2, '/reference/sdk/cart': 2, '/glossary': 1}},
  {query: 'do I need a vtex account', kind: 'question', pages: {'/faq': 2, '/how-to-guides/platform-integration/account-setup': 1}},
  {query: 'why does my content change not show up', kind: 'question', pages: {'/faq': 2, '/how-to-guides/troubleshooting/publishing': 2, '/conceptual-guides/ssg': 1}},
  {query: 'why is my node version not matching', kind: 'question', version: 'v0', pages: {'/v0/troubleshooting': 2}},

  // Typos.
  {query: 'shadowng', kind: 'typo', pages: {'/conceptual-guides/shadowing': 2, '/glossary': 1}},
  {query: 'jamstak', kind: 'typo', pages: {'/conceptual-guides/jamstack': 2, '/glossary': 1}},
  {query: 'lighthuse', kind: 'typo', pages: {'/how-to-guides/performance/lighthouse': 2, '/reference/plugins/lighthouse-config': 2}},
  {query: 'partytwn', kind: 'typo', pages: {'/how-to-guides/performance/third-party-scripts': 2, '/how-to-guides/troubleshooting/analytics-and-partytown': 2}},
  {query: 'accordian', kind: 'typo', pages: {'/reference/ui/molecules/Accordion': 2}},
  {query: 'carousal', kind: 'typo', pages: {'/reference/ui/molecules/Carousel': 2}},
  {query: 'breadcrum', kind: 'typo', pages: {'/reference/ui/molecules/Breadcrumb': 2}},
  {query: 'cypres', kind: 'typo', pages: {'/how-to-guides/testing/e2e': 2}},
  {query: 'chekout integration', kind: 'typo', pages: {'/how-to-guides/platform-integration/checkout': 2, '/reference/api/mutations/cart': 1}},
  {query: 'deploy previwes', kind: 'typo', pages: {'/how-to-guides/deployment/deploy-previews': 2}},
  {query: 'secrest', kind: 'typo', pages: {'/how-to-guides/webops/secrets': 2, '/how-to-guides/webops/security': 1}},
  {query: 'incremental static biuld', kind: 'typo', pages: {'/conceptual-guides/ssg': 2, '/how-to-guides/deployment/build-cache': 2, '/glossary': 1}},
  {query: 'skeleon', kind: 'typo', pages: {'/reference/ui/atoms/Skeleton': 2}},
  {query: 'quantity selecter', kind: 'typo', pages: {'/reference/ui/molecules/QuantitySelector': 2}},
  {query: 'sesion', kind: 'typo', pages: {'/reference/sdk/session': 2, '/reference/api/mutations/session': 2}},
  {query: 'analitics', kind: 'typo', pages: {'/conceptual-guides/analytics': 2, '/reference/sdk/analytics': 2}},
  {query: 'graphql resolvrs', kind: 'typo', pages: {'/how-to-guides/faststore-api/api-resolvers': 2}},
  {query: 'url redirets', kind: 'typo', pages: {'/how-to-guides/routing/url-redirects': 2}},
  {query: 'singelton content type', kind: 'typo', pages: {'/how-to-guides/cms/singleton': 2}},
  {query: 'paymnet methods', kind: 'typo', pages: {'/reference/ui/molecules/PaymentMethods': 2}},
  {query: 'thrid party scripts', kind: 'typo', pages: {'/how-to-guides/performance/third-party-scripts': 2}},
  {query: 'cms widgest', kind: 'typo', pages: {'/how-to-guides/cms/widgets': 2}},
  {query: 'lighthouse confg', kind: 'typo', pages: {'/reference/plugins/lighthouse-config': 2, '/how-to-guides/performance/lighthouse': 1}},
  {query: 'optimistc cart', kind: 'typo', pages: {'/reference/sdk/cart': 2, '/glossary': 1, '/faq': 1}},
  {query: 'valdiateCart', kind: 'typo', pages: {'/reference/api/mutations/cart': 2}},
  {query: 'allproduts', kind: 'typo', pages: {'/reference/api/queries/allProducts': 2}},

  // Plural and verb-form variants.
  {query: 'buttons', kind: 'variant', pages: {'/reference/ui/atoms/Button': 2, '/reference/ui/molecules/IconButton': 1, '/reference/ui/molecules/LoadingButton': 1}},
  {query: 'styling buttons', kind: 'variant', anchor: {page: '/reference/ui/atoms/Button', id: 'styling'}, pages: {'/reference/ui/atoms/Button': 2, '/how-to-guides/styling/styling-components': 2}},
  {query: 'moving scripts off the main thread', kind: 'variant', pages: {'/how-to-guides/performance/third-party-scripts': 2, '/faq': 1}},
  {query: 'deploying a store', kind: 'variant', pages: {'/how-to-guides/deployment/go-live': 2, '/how-to-guides/deployment': 1}},
  {query: 'redirecting old urls', kind: 'variant', pages: {'/how-to-guides/routing/url-redirects': 2}},
  {query: 'encrypting secrets', kind: 'variant', pages: {'/how-to-guides/webops/secrets': 2}},
  {query: 'themes', kind: 'variant', pages: {'/how-to-guides/styling/themes': 2, '/how-to-guides/styling/customizing': 1}},
  {query: 'carousels', kind: 'variant', pages: {'/reference/ui/molecules/Carousel': 2, '/reference/ui/molecules/Bullets': 1}},
  {query: 'validating the cart', kind: 'variant', pages: {'/reference/api/mutations/cart': 2, '/how-to-guides/platform-integration/checkout': 2, '/reference/sdk/cart': 2}},
  {query: 'installing releases', kind: 'variant', pages: {'/how-to-guides/cms/releases': 2, '/releases/2022/05/19/cms': 1}},
  {query: 'previewing drafts', kind: 'variant', pages: {'/how-to-guides/cms/previews': 2, '/releases/2022/10/05/cms': 1, '/how-to-guides/releases': 1}},
  {query: 'optimizing images', kind: 'variant', pages: {'/how-to-guides/performance/images': 2}},
  {query: 'customized fonts', kind: 'variant', pages: {'/how-to-guides/styling/customizing': 2, '/how-to-guides/styling/themes': 1}},
  {query: 'migrating to gatsby-source-cms', kind: 'variant', pages: {'/how-to-guides/cms/migrating-to-gatsby-source-cms': 2, '/reference/plugins/gatsby-source-cms': 1}},
  {query: 'scheduled content', kind: 'variant', pages: {'/how-to-guides/releases': 2, '/tutorials/cms/5': 1}},
  {query: 'testing', kind: 'variant', pages: {'/how-to-guides/testing': 2, '/how-to-guides/testing/e2e': 2}},
  {query: 'plugins', kind: 'variant', pages: {'/conceptual-guides/plugin': 2, '/reference/plugins': 2}},
  {query: 'resolver', kind: 'variant', pages: {'/how-to-guides/faststore-api/api-resolvers': 2, '/glossary': 1}},
  {query: 'tokens', kind: 'variant', pages: {'/how-to-guides/styling/global-tokens': 2, '/how-to-guides/styling/customizing': 1}},
  {query: 'adding sections', kind: 'variant', pages: {'/tutorials/cms-storecomponents/3': 2, '/tutorials/cms/3': 2}},
  {query: 'modals', kind: 'variant', pages: {'/reference/ui/molecules/Modal': 2}},
  {query: 'selected facets', kind: 'variant', pages: {'/reference/api/queries/search': 2, '/reference/api/inputs': 1, '/reference/sdk/search': 1}},
  {query: 'listing categories', kind: 'variant', pages: {'/reference/api/queries/allCollections': 2, '/reference/api/queries/collection': 1}},
  {query: 'shadowed components', kind: 'variant', pages: {'/conceptual-guides/shadowing': 2}},
  {query: 'sliders', kind: 'variant', pages: {'/reference/ui/atoms/Slider': 2, '/reference/ui/molecules/PriceRange': 1}},
  {query: 'badges', kind: 'variant', pages: {'/reference/ui/atoms/Badge': 2}},
  {query: 'logging in', kind: 'variant', pages: {'/how-to-guides/platform-integration/login': 2}},
  {query: 'writing resolvers', kind: 'variant', pages: {'/how-to-guides/faststore-api/api-resolvers': 2}},
  {query: 'extended schema', kind: 'variant', pages: {'/how-to-guides/faststore-api/extending-the-schema': 2}},

  // API names.
  {query: 'validateCart', kind: 'api', pages: {'/reference/api/mutations/cart': 2}},
  {query: 'allProducts', kind: 'api', pages: {'/reference/api/queries/allProducts': 2}},
  {query: 'allCollections', kind: 'api', pages: {'/reference/api/queries/allCollections': 2}},
  {query: 'allProd', kind: 'api', pages: {'/reference/api/queries/allProducts': 2}},
  {query: 'validateSession', kind: 'api', pages: {'/reference/api/mutations/session': 2}},
  {query: 'createCartStore', kind: 'api', pages: {'/reference/sdk/cart': 2}},
  {query: 'useSearch', kind: 'api', pages: {'/reference/sdk/search': 2}},
  {query: 'sendAnalyticsEvent', kind: 'api', pages: {'/reference/sdk/analytics': 2, '/conceptual-guides/analytics': 1}},
  {query: 'useAnalyticsEvent', kind: 'api', pages: {'/reference/sdk/analytics': 2, '/conceptual-guides/analytics': 1}},
  {query: 'StoreProduct', kind: 'api', pages: {'/reference/api/objects': 2}},
  {query: 'IStoreCart', kind: 'api', pages: {'/reference/api/inputs': 2, '/reference/api/mutations/cart': 1}},
  {query: 'StoreSort', kind: 'api', pages: {'/reference/api/enums': 2, '/reference/api/queries/search': 1}},
  {query: 'USE_BUILD_CACHE', kind: 'api', pages: {'/how-to-guides/deployment/build-cache': 2, '/how-to-guides/webops/updates': 2, '/releases/2022/09/10/webops': 1}},
  {query: 'SITE_HOST', kind: 'api', pages: {'/how-to-guides/deployment/go-live': 2, '/how-to-guides/webops/updates': 2, '/releases/2022/07/19/webops': 2}},
  {query: 'USE_CMS_PREVIEW_AUTH', kind: 'api', pages: {'/how-to-guides/cms/previews': 2, '/releases/2022/05/02/cms': 1, '/how-to-guides/webops/updates': 1}},
  {query: 'isSingleton', kind: 'api', pages: {'/how-to-guides/cms/singleton': 2}},
  {query: 'onlySettings', kind: 'api', pages: {'/how-to-guides/cms/only-settings': 2}},
  {query: 'gatsby-source-cms', kind: 'api', pages: {'/reference/plugins/gatsby-source-cms': 2, '/how-to-guides/cms/migrating-to-gatsby-source-cms': 1}},
  {query: 'useGlobalUIState', kind: 'api', pages: {'/reference/sdk/ui': 2}},
  {query: 'openMinicart', kind: 'api', pages: {'/reference/sdk/ui': 2}},
  {query: 'cms-webhook-urls.json', kind: 'api', pages: {'/how-to-guides/cms/webops-updates': 2, '/how-to-guides/troubleshooting/publishing': 1}},
  {query: 'usePagination', kind: 'api', pages: {'/reference/sdk/search': 2}},
  {query: 'setFacets', kind: 'api', pages: {'/reference/sdk/search': 2}},
  {query: 'subscribeToNewsletter', kind: 'api', pages: {'/reference/api/mutations': 2}},
  {query: 'loginUrl', kind: 'api', pages: {'/how-to-guides/platform-integration/login': 2}},
  {query: 'createSessionStore', kind: 'api', pages: {'/reference/sdk/session': 2}},
  {query: 'SearchInputRef', kind: 'api', pages: {'/reference/ui/molecules/SearchInput': 2}},
  {query: 'ObjectOrString', kind: 'api', pages: {'/reference/api/scalars': 2}},
  {query: 'StoreFacetType', kind: 'api', pages: {'/reference/api/enums': 2}},
  {query: 'gql', kind: 'api', pages: {'/reference/plugins/graphql-utils': 2, '/how-to-guides/faststore-api/fetching-api-data': 2}},
  {query: 'graphql-utils', kind: 'api', pages: {'/reference/plugins/graphql-utils': 2}},
  {query: 'lighthouse-config', kind: 'api', pages: {'/reference/plugins/lighthouse-config': 2}},
  {query: 'Button props', kind: 'api', anchor: {page: '/reference/ui/atoms/Button', id: 'props'}, pages: {'/reference/ui/atoms/Button': 2}},
  {query: 'yarn clean', kind: 'api', version: 'v0', pages: {'/v0/troubleshooting': 2}},
];
