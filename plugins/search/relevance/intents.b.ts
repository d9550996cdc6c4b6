/**
 * Second set of judged intents (references, concepts, FAQ, glossary, quickstart, AI assistants and release notes),
 * written apart from the per-locale suites and judged by reading the pages before any engine answered.
 */
import type {JudgedIntent} from './intents.ts';

export const intentsB: readonly JudgedIntent[] = [
  // ---------------------------------------------------------------- keyword
  {
    intent: 'what shadowing a Gatsby theme file means',
    kind: 'keyword',
    queries: {en: 'gatsby theme shadowing', 'pt-BR': 'shadowing de tema no gatsby', es: 'shadowing de temas en gatsby'},
    pages: {'/conceptual-guides/shadowing': 2, '/glossary': 1},
  },
  {
    intent: 'the Skeleton loading placeholder component',
    kind: 'keyword',
    queries: {en: 'skeleton loading placeholder', 'pt-BR': 'skeleton de carregamento', es: 'skeleton de carga'},
    pages: {'/reference/ui/atoms/Skeleton': 2},
  },
  {
    intent: 'what an optimistic cart is',
    kind: 'keyword',
    queries: {en: 'optimistic cart', 'pt-BR': 'carrinho otimista', es: 'carrito optimista'},
    pages: {
      '/glossary': 2,
      '/reference/sdk/cart': 2,
      '/faq': 1,
      '/reference/sdk': 1,
      '/how-to-guides/platform-integration/checkout': 1,
      '/releases/2021/10/08/faststore': 1,
    },
  },
  {
    intent: 'which vtex.env flag turns on the WebOps build cache (replacing the two old cache flags)',
    kind: 'keyword',
    queries: {en: 'build cache flag', 'pt-BR': 'flag de cache do build', es: 'flag de caché del build'},
    pages: {
      '/releases/2022/09/10/webops': 2,
      '/how-to-guides/deployment/build-cache': 2,
      '/how-to-guides/webops/updates': 2,
      '/faq': 2,
      '/how-to-guides/migration': 1,
      '/how-to-guides/deployment': 1,
    },
  },
  {
    intent: 'where to find the Lighthouse reports of a deploy preview',
    kind: 'keyword',
    queries: {
      en: 'lighthouse reports deploy preview',
      'pt-BR': 'relatório do lighthouse na deploy preview',
      es: 'informe de lighthouse en la deploy preview',
    },
    pages: {
      '/releases/2022/04/22/webops': 2,
      '/how-to-guides/deployment/deploy-previews': 2,
      '/reference/plugins/lighthouse-config': 1,
      '/how-to-guides/performance/lighthouse': 1,
      '/glossary': 1,
    },
  },
  {
    intent: 'what persisted queries are and how the starters generate them',
    kind: 'keyword',
    queries: {en: 'persisted queries', 'pt-BR': 'persisted queries graphql', es: 'persisted queries en faststore'},
    pages: {
      '/reference/plugins/graphql-utils': 2,
      '/glossary': 2,
      '/how-to-guides/faststore-api/fetching-api-data': 2,
      '/conceptual-guides/plugin': 1,
    },
  },
  {
    intent: 'the mutation that signs a shopper up for the newsletter',
    kind: 'keyword',
    queries: {
      en: 'newsletter subscription mutation',
      'pt-BR': 'mutation de newsletter',
      es: 'mutation para suscribirse al newsletter',
    },
    pages: {
      '/reference/api/mutations': 2,
      '/releases/2022/08/05/faststore': 1,
      '/reference/api/objects': 1,
      '/reference/api/inputs': 1,
    },
  },
  {
    intent: 'which sort orders the search query accepts',
    kind: 'keyword',
    queries: {
      en: 'search sort options',
      'pt-BR': 'opções de ordenação da busca',
      es: 'opciones de ordenamiento de la búsqueda',
    },
    pages: {'/reference/api/enums': 2, '/reference/sdk/search': 1, '/reference/api/queries/search': 1},
  },
  {
    intent: 'why Headless CMS previews are private and how to control it',
    kind: 'keyword',
    queries: {en: 'private cms previews', 'pt-BR': 'preview privada do cms', es: 'previews privadas del cms'},
    pages: {
      '/releases/2022/05/02/cms': 2,
      '/how-to-guides/cms/previews': 2,
      '/faq': 2,
      '/how-to-guides/webops/security': 2,
      '/how-to-guides/webops/updates': 1,
      '/how-to-guides/cms': 1,
    },
  },
  {
    intent: 'the image resizing domain moving from assets.vtex.app to vtexassets.com',
    kind: 'keyword',
    queries: {
      en: 'image resizing domain change',
      'pt-BR': 'mudança de domínio das imagens',
      es: 'cambio de dominio de las imágenes',
    },
    pages: {
      '/releases/2023/03/10/faststore': 2,
      '/how-to-guides/performance/images': 2,
      '/how-to-guides/migration': 1,
    },
  },
  {
    intent: 'how much each metric weighs in the Lighthouse performance score',
    kind: 'keyword',
    queries: {
      en: 'lighthouse performance score weights',
      'pt-BR': 'peso das métricas do lighthouse',
      es: 'peso de las métricas en el puntaje de lighthouse',
    },
    pages: {'/releases/2022/04/05/webops': 2, '/how-to-guides/performance/lighthouse': 2},
  },
  {
    intent: 'the list of native GA4 analytics event names',
    kind: 'keyword',
    queries: {en: 'ga4 event names', 'pt-BR': 'nomes dos eventos ga4', es: 'nombres de eventos ga4'},
    pages: {
      '/reference/sdk/analytics': 2,
      '/conceptual-guides/analytics': 2,
      '/releases/2021/09/01/faststore': 1,
    },
  },
  {
    intent: 'which community starters exist',
    kind: 'keyword',
    queries: {en: 'community starters', 'pt-BR': 'starters da comunidade', es: 'starters de la comunidad'},
    pages: {'/conceptual-guides/starter': 2, '/releases/2022/06/03/faststore': 1},
  },
  {
    intent: 'the search history added to the Base Store search box',
    kind: 'keyword',
    queries: {
      en: 'search history base store',
      'pt-BR': 'histórico de busca base store',
      es: 'historial de búsqueda base store',
    },
    pages: {'/releases/2022/04/01/basestore': 2},
  },
  {
    intent: 'cross-selling keys (who bought also bought) in the search query',
    kind: 'keyword',
    queries: {en: 'cross-selling facets', 'pt-BR': 'facetas de cross-selling', es: 'facetas de cross selling'},
    pages: {'/reference/api/queries/search': 2, '/releases/2022/08/05/faststore': 2},
  },

  // --------------------------------------------------------------- question
  {
    intent: 'connect Claude Code to the portal through MCP',
    kind: 'question',
    queries: {
      en: 'how do I connect claude code to the docs',
      'pt-BR': 'como conectar o claude code à documentação',
      es: 'cómo conecto claude code a la documentación',
    },
    pages: {'/ai-assistants': 2},
  },
  {
    intent: 'fetch one product by its SKU id',
    kind: 'question',
    queries: {
      en: 'how to get a product by sku id',
      'pt-BR': 'como buscar um produto pelo id do sku',
      es: 'cómo obtener un producto por el id del sku',
    },
    pages: {
      '/reference/api/queries/product': 2,
      '/faq': 2,
      '/how-to-guides/faststore-api/fetching-api-data': 2,
      '/glossary': 1,
      '/reference/api/inputs': 1,
    },
  },
  {
    intent: 'why validateCart answers null',
    kind: 'question',
    queries: {
      en: 'why does validateCart return null',
      'pt-BR': 'por que o validateCart retorna null',
      es: 'por qué validateCart devuelve null',
    },
    pages: {
      '/reference/api/mutations/cart': 2,
      '/reference/sdk/cart': 2,
      '/reference/api/mutations': 2,
      '/releases/2022/09/13/faststore': 1,
      '/releases/2021/10/08/faststore': 1,
    },
  },
  {
    intent: 'whether the SDK sends analytics events to Google Analytics by itself',
    kind: 'question',
    queries: {
      en: 'does the sdk send events to google analytics',
      'pt-BR': 'o sdk manda os eventos pro google analytics?',
      es: '¿el sdk envía los eventos a google analytics?',
    },
    pages: {
      '/faq': 2,
      '/conceptual-guides/analytics': 2,
      '/reference/sdk/analytics': 2,
      '/how-to-guides/troubleshooting/analytics-and-partytown': 2,
    },
  },
  {
    intent: 'choose between the Gatsby and the Next.js starter',
    kind: 'question',
    queries: {
      en: 'should I use the gatsby or the next.js starter',
      'pt-BR': 'qual starter usar, gatsby ou next.js?',
      es: '¿conviene usar el starter de gatsby o el de next.js?',
    },
    pages: {
      '/faq': 2,
      '/releases/2022/04/29/basestore': 2,
      '/conceptual-guides/starter': 1,
      '/conceptual-guides/ssg': 1,
      '/quickstart': 1,
    },
  },
  {
    intent: 'why content changes do not show up once Incremental Static Build is on',
    kind: 'question',
    queries: {
      en: "why don't content changes show up with incremental static build",
      'pt-BR': 'por que a alteração de conteúdo não aparece com o incremental static build',
      es: 'por qué no se ven los cambios de contenido con incremental static build',
    },
    pages: {
      '/faq': 2,
      '/conceptual-guides/ssg': 2,
      '/releases/2022/05/19/webops': 2,
      '/how-to-guides/deployment/build-cache': 2,
      '/releases/2022/06/03/basestore': 1,
      '/conceptual-guides/jamstack': 1,
      '/how-to-guides/troubleshooting/publishing': 1,
    },
  },
  {
    intent: "change the shopper's currency",
    kind: 'question',
    queries: {
      en: 'how do I change the shopper currency',
      'pt-BR': 'como trocar a moeda do comprador na sessão',
      es: 'cómo cambio la moneda del comprador',
    },
    pages: {'/faq': 2, '/reference/api/mutations/session': 2, '/reference/sdk/session': 1},
  },
  {
    intent: 'where the SDK keeps the cart in the browser',
    kind: 'question',
    queries: {
      en: 'where is the cart stored in the browser',
      'pt-BR': 'onde o carrinho fica salvo no navegador',
      es: 'dónde se guarda el carrito en el navegador',
    },
    pages: {
      '/faq': 2,
      '/reference/sdk/cart': 2,
      '/tutorials/fundamentals/2': 2,
      '/reference/sdk': 1,
      '/how-to-guides/testing/e2e': 1,
      '/how-to-guides/troubleshooting/tracing-the-error-source': 1,
    },
  },
  {
    intent: 'what the product query does when no product matches',
    kind: 'question',
    queries: {
      en: "what happens when the product query can't find the product",
      'pt-BR': 'o que acontece quando a query product não encontra o produto',
      es: 'qué devuelve la query product si no encuentra el producto',
    },
    pages: {
      '/reference/api/queries/product': 2,
      '/releases/2022/07/01/faststore': 1,
      '/reference/api/get-started': 1,
      '/how-to-guides/routing/url-redirects': 1,
      '/how-to-guides/platform-integration/troubleshooting': 1,
    },
  },
  {
    intent: 'filter search results by a price range',
    kind: 'question',
    queries: {
      en: 'how to filter search results by price range',
      'pt-BR': 'como filtrar a busca por faixa de preço',
      es: 'cómo filtrar la búsqueda por rango de precios',
    },
    pages: {
      '/reference/api/queries/search': 2,
      '/releases/2022/07/01/faststore': 1,
      '/reference/ui/molecules/PriceRange': 1,
    },
  },
  {
    intent: 'what replaced CartProvider in the SDK',
    kind: 'question',
    queries: {
      en: 'what replaced CartProvider',
      'pt-BR': 'o que substituiu o CartProvider?',
      es: '¿qué reemplazó a CartProvider?',
    },
    pages: {
      '/reference/sdk/cart': 2,
      '/reference/sdk': 2,
      '/faq': 2,
      '/releases/2022/08/05/faststore': 2,
      '/how-to-guides/migration': 2,
      '/releases/2021/10/08/faststore': 1,
      '/how-to-guides/platform-integration/checkout': 1,
      '/glossary': 1,
    },
  },

  // ------------------------------------------------------------------- typo
  {
    intent: 'open the glossary',
    kind: 'typo',
    queries: {en: 'faststore glosary', 'pt-BR': 'glosário faststore', es: 'glosaro faststore'},
    pages: {'/glossary': 2},
  },
  {
    intent: 'the shared Lighthouse configuration package and its budgets',
    kind: 'typo',
    queries: {en: 'lighthose config', 'pt-BR': 'ligthouse config', es: 'lighthouse confg'},
    pages: {
      '/reference/plugins/lighthouse-config': 2,
      '/faq': 1,
      '/how-to-guides/performance/lighthouse': 1,
      '/reference/plugins': 1,
    },
  },
  {
    intent: 'the Carousel component and its props',
    kind: 'typo',
    queries: {en: 'carousle component', 'pt-BR': 'componente carrosel', es: 'componente carrusle'},
    pages: {'/reference/ui/molecules/Carousel': 2, '/reference/ui/molecules/Bullets': 1},
  },
  {
    intent: 'the Breadcrumb component',
    kind: 'typo',
    queries: {en: 'breadcrum component', 'pt-BR': 'breadcumb faststore ui', es: 'componente bredcrumb'},
    pages: {'/reference/ui/molecules/Breadcrumb': 2, '/releases/2021/11/18/faststore': 1},
  },
  {
    intent: 'the QuantitySelector component',
    kind: 'typo',
    queries: {en: 'quantiy selector', 'pt-BR': 'seletor de quantidde', es: 'selector de cantidd'},
    pages: {'/reference/ui/molecules/QuantitySelector': 2},
  },
  {
    intent: 'the Jamstack architecture',
    kind: 'typo',
    queries: {en: 'jamstak architecture', 'pt-BR': 'arquitetura jamstak', es: 'arquitectura jamtsack'},
    pages: {'/conceptual-guides/jamstack': 2, '/glossary': 1},
  },
  {
    intent: 'the out-of-stock notify-me form component',
    kind: 'typo',
    queries: {en: 'out of stok form', 'pt-BR': 'formulário fora de estoqe', es: 'formulario sin stok'},
    pages: {
      '/reference/ui/organisms/OutOfStock': 2,
      '/releases/2022/06/03/faststore': 1,
      '/releases/2022/06/03/basestore': 1,
    },
  },
  {
    intent: 'the validateSession mutation',
    kind: 'typo',
    queries: {en: 'validateSesion mutation', 'pt-BR': 'mutation validateSesssion', es: 'mutación validatesesion'},
    pages: {'/reference/api/mutations/session': 2, '/reference/sdk/session': 1, '/reference/api/mutations': 1},
  },

  // ---------------------------------------------------------------- variant
  {
    intent: 'the SDK session store and its shape',
    kind: 'variant',
    queries: {en: 'sdk sessions', 'pt-BR': 'sessao do sdk', es: 'sesion del sdk'},
    pages: {'/reference/sdk/session': 2, '/reference/sdk': 1},
  },
  {
    intent: 'what the keys of store.config.js configure',
    kind: 'variant',
    queries: {
      en: 'configuring store.config.js',
      'pt-BR': 'configuracao do store.config.js',
      es: 'configuracion del store.config.js',
    },
    pages: {
      '/quickstart': 2,
      '/how-to-guides/platform-integration/account-setup': 2,
      '/tutorials/gatsby/3': 1,
      '/tutorials/gatsby/4': 1,
    },
  },
  {
    intent: 'instant previews of CMS drafts in the Next.js Base Store',
    kind: 'variant',
    queries: {
      en: 'previewing cms drafts in next.js',
      'pt-BR': 'pre-visualizacao de rascunhos do cms no next.js',
      es: 'previsualizacion de borradores del cms en next.js',
    },
    pages: {'/releases/2022/10/05/cms': 2, '/how-to-guides/cms/previews': 2},
  },
  {
    intent: 'pre-render product listing pages from allCollections at build time',
    kind: 'variant',
    queries: {
      en: 'prerender listing pages',
      'pt-BR': 'pre-renderizar paginas de listagem',
      es: 'prerenderizado de paginas de listado',
    },
    pages: {'/reference/api/queries/allCollections': 2, '/conceptual-guides/ssg': 1},
  },
  {
    intent: 'page through the products of the catalog',
    kind: 'variant',
    queries: {en: 'paginating products', 'pt-BR': 'paginacao de produtos', es: 'paginacion de productos'},
    pages: {
      '/reference/api/queries/allProducts': 2,
      '/faq': 2,
      '/reference/api/queries': 2,
      '/reference/api/queries/search': 2,
      '/tutorials/fundamentals/2': 2,
      '/reference/api/queries/allCollections': 1,
      '/reference/sdk/search': 1,
    },
  },
  {
    intent: 'what static site generation is',
    kind: 'variant',
    queries: {
      en: 'statically generated pages',
      'pt-BR': 'geracao de sites estaticos',
      es: 'generacion de sitios estaticos',
    },
    pages: {'/conceptual-guides/ssg': 2, '/glossary': 1, '/conceptual-guides/jamstack': 1},
  },
  {
    intent: 'the @vtex/store-* packages renamed to @faststore',
    kind: 'variant',
    queries: {
      en: 'renaming @vtex/store packages',
      'pt-BR': 'pacotes renomeados para @faststore',
      es: 'paquetes renombrados a @faststore',
    },
    pages: {
      '/releases/2021/11/18/faststore': 2,
      '/reference/ui': 1,
      '/releases/2021/09/01/faststore': 1,
      '/releases/2021/10/08/faststore': 1,
    },
  },
  {
    intent: 'add fields to the items of native analytics event types',
    kind: 'variant',
    queries: {
      en: 'extend native event types',
      'pt-BR': 'estender tipos de eventos nativos',
      es: 'extendiendo tipos de eventos nativos',
    },
    pages: {
      '/reference/sdk/analytics': 2,
      '/releases/2022/02/04/faststore': 1,
      '/conceptual-guides/analytics': 1,
    },
  },

  // -------------------------------------------------------------------- api
  {
    intent: 'what useGlobalUIState returns (minicart state)',
    kind: 'api',
    queries: {en: 'useGlobalUIState', 'pt-BR': 'useGlobalUIState', es: 'useGlobalUIState'},
    pages: {'/reference/sdk/ui': 2, '/reference/sdk': 1},
  },
  {
    intent: 'createCartStore parameters and returned functions',
    kind: 'api',
    queries: {en: 'createCartStore', 'pt-BR': 'createCartStore', es: 'createCartStore'},
    pages: {
      '/reference/sdk/cart': 2,
      '/reference/sdk': 1,
      '/releases/2022/08/05/faststore': 1,
      '/faq': 1,
      '/how-to-guides/migration': 1,
      '/how-to-guides/platform-integration/checkout': 1,
    },
  },
  {
    intent: 'the slugsMap field of skuVariants',
    kind: 'api',
    queries: {en: 'slugsMap', 'pt-BR': 'slugsMap', es: 'slugsMap'},
    pages: {'/reference/api/scalars': 2, '/reference/api/objects': 2, '/releases/2022/08/05/faststore': 1},
  },
  {
    intent: 'what the hideUnavailableItems option does',
    kind: 'api',
    queries: {en: 'hideUnavailableItems', 'pt-BR': 'hideUnavailableItems', es: 'hideUnavailableItems'},
    pages: {
      '/reference/api/get-started': 2,
      '/releases/2022/04/01/basestore': 2,
      '/how-to-guides/platform-integration/account-setup': 2,
      '/quickstart': 1,
      '/tutorials/gatsby/3': 1,
      '/how-to-guides/platform-integration/troubleshooting': 1,
    },
  },
  {
    intent: 'what the enableOrderFormSync flag does',
    kind: 'api',
    queries: {en: 'enableOrderFormSync', 'pt-BR': 'enableOrderFormSync', es: 'enableOrderFormSync'},
    pages: {
      '/reference/api/get-started': 2,
      '/reference/api/mutations/cart': 2,
      '/releases/2022/06/03/faststore': 2,
      '/how-to-guides/platform-integration/checkout': 2,
      '/how-to-guides/platform-integration/order-placed': 2,
      '/faq': 1,
      '/how-to-guides/platform-integration/troubleshooting': 1,
      '/reference/api/mutations': 1,
      '/releases/2022/09/13/faststore': 1,
    },
  },
  {
    intent: 'the usePagination hook',
    kind: 'api',
    queries: {en: 'usePagination', 'pt-BR': 'usePagination', es: 'usePagination'},
    pages: {
      '/reference/sdk/search': 2,
      '/releases/2021/08/03/faststore': 1,
      '/reference/api/queries/search': 1,
    },
  },
  {
    intent: 'the IStoreSelectedFacet input type',
    kind: 'api',
    queries: {en: 'IStoreSelectedFacet', 'pt-BR': 'IStoreSelectedFacet', es: 'IStoreSelectedFacet'},
    pages: {
      '/reference/api/inputs': 2,
      '/glossary': 1,
      '/reference/api/queries/product': 1,
      '/reference/api/queries/search': 1,
      '/reference/api/queries': 1,
    },
  },
];
