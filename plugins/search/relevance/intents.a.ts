/**
 * Judged intents, set A: needs answered by the how-to guides and the tutorials (`docs/how-to-guides/**`,
 * `docs/tutorials/**`). Written apart from the per-locale suites and graded by reading the English pages and
 * checking that each graded page exists in the pt-BR and es translations, before any engine answered.
 * Grades: 2 answers the need, 1 helps without answering. The FAQ is graded 1 where one of its items gives a
 * short answer that defers to a guide.
 */
import type {JudgedIntent} from './intents.ts';

export const intentsA: readonly JudgedIntent[] = [
  // ---------------------------------------------------------------- keyword (15)
  {
    intent: 'point a custom domain at the store with DNS records',
    kind: 'keyword',
    queries: {en: 'custom domain dns', 'pt-BR': 'dns domínio próprio', es: 'dns dominio propio'},
    pages: {
      '/how-to-guides/platform-integration/custom-domain': 2,
      '/how-to-guides/deployment/go-live': 2,
      '/how-to-guides/platform-integration/troubleshooting': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'speed up WebOps builds with the build cache',
    kind: 'keyword',
    queries: {en: 'webops build cache', 'pt-BR': 'cache de build webops', es: 'caché de build webops'},
    pages: {
      '/how-to-guides/deployment/build-cache': 2,
      '/how-to-guides/webops/updates': 1,
      '/how-to-guides/deployment': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'analyze and reduce the JavaScript bundle size',
    kind: 'keyword',
    queries: {en: 'bundle size analyzer', 'pt-BR': 'bundle analyzer tamanho do js', es: 'reducir tamaño del bundle js'},
    pages: {'/how-to-guides/performance/bundle-size': 2, '/how-to-guides/performance': 1},
  },
  {
    intent: 'review a pull request in a WebOps deploy preview',
    kind: 'keyword',
    queries: {en: 'deploy preview pull request', 'pt-BR': 'deploy preview do pull request', es: 'deploy preview del pull request'},
    pages: {'/how-to-guides/deployment/deploy-previews': 2, '/how-to-guides/deployment': 1, '/how-to-guides/webops': 1},
  },
  {
    intent: 'clear the Gatsby cache when the dev server shows stale data',
    kind: 'keyword',
    queries: {en: 'clear gatsby cache', 'pt-BR': 'limpar cache do gatsby', es: 'borrar caché de gatsby'},
    pages: {
      '/how-to-guides/troubleshooting/development-errors': 2,
      '/tutorials/gatsby/troubleshooting': 2,
      '/how-to-guides/troubleshooting/tracing-the-error-source': 1,
      '/tutorials/cms/troubleshooting': 1,
    },
  },
  {
    intent: 'let editors upload an image in a CMS field',
    kind: 'keyword',
    queries: {en: 'cms image upload widget', 'pt-BR': 'widget de upload de imagem no cms', es: 'widget para subir imágenes cms'},
    pages: {
      '/how-to-guides/cms/widgets': 2,
      '/tutorials/cms/3': 1,
      '/tutorials/cms-storecomponents/3': 1,
    },
  },
  {
    intent: 'apply a dark ready-made theme to the store',
    kind: 'keyword',
    queries: {en: 'dark theme storefront', 'pt-BR': 'tema escuro pra loja', es: 'tema oscuro para la tienda'},
    pages: {'/how-to-guides/styling/themes': 2, '/how-to-guides/styling/customizing': 1},
  },
  {
    intent: 'move a Store Framework store to FastStore',
    kind: 'keyword',
    queries: {en: 'migrate from store framework', 'pt-BR': 'migrar loja do store framework', es: 'migrar tienda de store framework'},
    pages: {'/how-to-guides/migrating-from-SF': 2},
  },
  {
    intent: 'explore the FastStore API from a GraphQL IDE',
    kind: 'keyword',
    queries: {
      en: 'graphql playground faststore api',
      'pt-BR': 'explorar a api no graphql playground',
      es: 'explorar la api con graphql playground',
    },
    pages: {
      '/how-to-guides/faststore-api/exploring-the-api': 2,
      '/tutorials/fundamentals/2': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'label the CMS editing forms with translation keys',
    kind: 'keyword',
    queries: {en: 'cms translation keys', 'pt-BR': 'chaves de tradução do cms', es: 'claves de traducción cms'},
    pages: {
      '/tutorials/cms-storecomponents/5': 2,
      '/tutorials/cms/2': 1,
      '/tutorials/cms-storecomponents/2': 1,
    },
  },
  {
    intent: 'connect the VTEX order confirmation page and My Account',
    kind: 'keyword',
    queries: {en: 'order placed my account', 'pt-BR': 'pedido finalizado my account', es: 'pedido realizado my account'},
    pages: {'/how-to-guides/platform-integration/order-placed': 2},
  },
  {
    intent: 'install the development tools: Node.js, Yarn, Git',
    kind: 'keyword',
    queries: {en: 'install node yarn git', 'pt-BR': 'instalar node yarn git ambiente', es: 'instalar node yarn git entorno'},
    pages: {
      '/tutorials/gatsby/2': 2,
      '/tutorials/fundamentals/0': 1,
      '/tutorials/gatsby/troubleshooting': 1,
      '/quickstart': 1,
    },
  },
  {
    intent: 'the Lighthouse performance budgets FastStore enforces',
    kind: 'keyword',
    queries: {en: 'lighthouse performance budgets', 'pt-BR': 'budgets do lighthouse', es: 'presupuestos de lighthouse'},
    pages: {
      '/how-to-guides/performance/lighthouse': 2,
      '/reference/plugins/lighthouse-config': 2,
      '/how-to-guides/performance': 1,
      '/how-to-guides/deployment/deploy-previews': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'split CMS sections above and below the fold',
    kind: 'keyword',
    queries: {en: 'cms sections above the fold', 'pt-BR': 'seções do cms acima da dobra', es: 'secciones arriba del pliegue cms'},
    pages: {
      '/tutorials/cms-storecomponents/7': 2,
      '/tutorials/cms-storecomponents/3': 1,
      '/tutorials/cms-storecomponents/0': 1,
    },
  },
  {
    intent: 'understand the folders and files of the starter',
    kind: 'keyword',
    queries: {en: 'starter project structure', 'pt-BR': 'estrutura de pastas do starter', es: 'estructura de carpetas del starter'},
    pages: {'/tutorials/gatsby/4': 2},
  },

  // ---------------------------------------------------------------- question (12)
  {
    intent: 'add a new field to the FastStore API',
    kind: 'question',
    queries: {
      en: 'how do I add a custom field to the faststore api',
      'pt-BR': 'como adicionar um campo novo na faststore api',
      es: 'cómo agrego un campo nuevo a la faststore api',
    },
    pages: {
      '/how-to-guides/faststore-api/extending-the-schema': 2,
      '/how-to-guides/faststore-api/api-resolvers': 1,
      '/how-to-guides/faststore-api/root-object-fields': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'a CMS page stays stuck in the publishing status',
    kind: 'question',
    queries: {
      en: 'why is my cms page stuck in publishing',
      'pt-BR': 'por que a página do cms fica travada em publishing',
      es: 'por qué mi página del cms se queda en publishing',
    },
    pages: {
      '/how-to-guides/troubleshooting/publishing': 2,
      '/tutorials/cms/troubleshooting': 2,
      '/how-to-guides/cms/webops-updates': 1,
      '/how-to-guides/cms/releases': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'create a new store from the Gatsby starter',
    kind: 'question',
    queries: {
      en: 'how do I create a new store with the gatsby starter',
      'pt-BR': 'como criar uma loja nova com o starter gatsby',
      es: 'cómo crear una tienda nueva con el starter de gatsby',
    },
    pages: {'/tutorials/gatsby/3': 2, '/quickstart': 2, '/tutorials/fundamentals/1': 1},
  },
  {
    intent: 'analytics events do not reach Google Tag Manager',
    kind: 'question',
    queries: {
      en: 'why are analytics events not reaching google tag manager',
      'pt-BR': 'por que os eventos de analytics não chegam no google tag manager',
      es: 'por qué los eventos de analítica no llegan a google tag manager',
    },
    pages: {
      '/how-to-guides/troubleshooting/analytics-and-partytown': 2,
      '/how-to-guides/performance/third-party-scripts': 1,
      '/conceptual-guides/analytics': 1,
    },
  },
  {
    intent: 'make deploy previews public',
    kind: 'question',
    queries: {
      en: 'how do I make deploy previews public',
      'pt-BR': 'como deixar a deploy preview pública',
      es: 'cómo hago pública la deploy preview',
    },
    pages: {
      '/how-to-guides/deployment/deploy-previews': 2,
      '/how-to-guides/webops/security': 2,
      '/how-to-guides/webops/updates': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'upgrade the @faststore packages of a store',
    kind: 'question',
    queries: {
      en: 'how do I upgrade faststore packages',
      'pt-BR': 'como atualizar os pacotes da faststore',
      es: 'cómo actualizo los paquetes de faststore',
    },
    pages: {'/how-to-guides/migration': 2, '/faq': 1},
  },
  {
    intent: 'allow only one page of a CMS content type',
    kind: 'question',
    queries: {
      en: 'how to allow only one page of a cms content type',
      'pt-BR': 'como permitir só uma página de um tipo de conteúdo no cms',
      es: 'cómo permitir una sola página por tipo de contenido en el cms',
    },
    pages: {
      '/how-to-guides/cms/singleton': 2,
      '/how-to-guides/cms/only-settings': 1,
      '/tutorials/cms-storecomponents/4': 1,
    },
  },
  {
    intent: 'render Headless CMS sections on a Gatsby page',
    kind: 'question',
    queries: {
      en: 'how do I render cms sections on a gatsby page',
      'pt-BR': 'como renderizar as seções do cms numa página gatsby',
      es: 'cómo renderizar las secciones del cms en una página de gatsby',
    },
    pages: {
      '/tutorials/cms/4': 2,
      '/tutorials/cms-storecomponents/7': 2,
      '/reference/plugins/gatsby-source-cms': 2,
      '/tutorials/cms-storecomponents/6': 1,
    },
  },
  {
    intent: 'change the brand colors of the store',
    kind: 'question',
    queries: {
      en: 'how do I change the store brand colors',
      'pt-BR': 'como mudar as cores da marca na loja',
      es: 'cómo cambiar los colores de marca de la tienda',
    },
    pages: {
      '/how-to-guides/styling/customizing': 2,
      '/how-to-guides/styling/global-tokens': 1,
      '/how-to-guides/styling/themes': 1,
    },
  },
  {
    intent: 'find the commit that introduced a bug',
    kind: 'question',
    queries: {
      en: 'how do I find which commit broke the store',
      'pt-BR': 'como descobrir qual commit quebrou a loja',
      es: 'cómo encontrar qué commit rompió la tienda',
    },
    pages: {
      '/how-to-guides/troubleshooting/tracing-the-error-source': 2,
      '/how-to-guides/troubleshooting/development-errors': 1,
    },
  },
  {
    intent: 'product images stopped loading (old image host)',
    kind: 'question',
    queries: {
      en: 'why did product images stop loading',
      'pt-BR': 'por que as imagens dos produtos pararam de carregar',
      es: 'por qué dejaron de cargar las imágenes de los productos',
    },
    pages: {'/how-to-guides/performance/images': 2, '/how-to-guides/migration': 2},
  },
  {
    intent: 'shopper signed in at checkout but not on the store',
    kind: 'question',
    queries: {
      en: 'why is the shopper signed in at checkout but not in the store',
      'pt-BR': 'por que o cliente aparece logado no checkout mas não na loja',
      es: 'por qué el cliente aparece logueado en el checkout pero no en la tienda',
    },
    pages: {
      '/how-to-guides/platform-integration/login': 2,
      '/how-to-guides/platform-integration/troubleshooting': 2,
      '/how-to-guides/platform-integration/custom-domain': 1,
      '/how-to-guides/migrating-from-SF': 1,
    },
  },

  // ---------------------------------------------------------------- typo (8)
  {
    intent: 'move third-party scripts off the main thread with Partytown',
    kind: 'typo',
    queries: {
      en: 'partytwon third-party scripts',
      'pt-BR': 'scripts de tercerios partytown',
      es: 'scripts de terceros partytwon',
    },
    pages: {
      '/how-to-guides/performance/third-party-scripts': 2,
      '/how-to-guides/troubleshooting/analytics-and-partytown': 1,
      '/conceptual-guides/analytics': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'write resolvers for new API fields',
    kind: 'typo',
    queries: {en: 'write api resovlers', 'pt-BR': 'escrever resovlers da api', es: 'escribir reslovers de la api'},
    pages: {
      '/how-to-guides/faststore-api/api-resolvers': 2,
      '/how-to-guides/faststore-api/extending-the-schema': 1,
      '/how-to-guides/faststore-api/root-object-fields': 1,
    },
  },
  {
    intent: 'vtex cms sync fails',
    kind: 'typo',
    queries: {en: 'vtex cms sycn fails', 'pt-BR': 'vtex cms sycn dando erro', es: 'vtex cms sycn falla'},
    pages: {
      '/tutorials/cms/troubleshooting': 2,
      '/tutorials/cms/3': 1,
      '/tutorials/cms-storecomponents/2': 1,
    },
  },
  {
    intent: 'connect the CMS build webhook to WebOps',
    kind: 'typo',
    queries: {en: 'cms build webhok', 'pt-BR': 'webhok de build do cms', es: 'wehbook de build del cms'},
    pages: {
      '/how-to-guides/cms/webops-updates': 2,
      '/tutorials/cms/1': 1,
      '/tutorials/cms-storecomponents/1': 1,
      '/tutorials/cms/5': 1,
      '/how-to-guides/troubleshooting/publishing': 1,
    },
  },
  {
    intent: 'how persisted queries work and how to add one',
    kind: 'typo',
    queries: {en: 'persited queries', 'pt-BR': 'queries persisitdas', es: 'queries persitidas'},
    pages: {
      '/how-to-guides/faststore-api/fetching-api-data': 2,
      '/reference/plugins/graphql-utils': 2,
      '/how-to-guides/faststore-api/exploring-the-api': 1,
      '/how-to-guides/troubleshooting/tracing-the-error-source': 1,
    },
  },
  {
    intent: 'store API tokens as WebOps secrets',
    kind: 'typo',
    queries: {en: 'webops secrest', 'pt-BR': 'gerenciar secrts no webops', es: 'secerts de webops'},
    pages: {'/how-to-guides/webops/secrets': 2, '/how-to-guides/webops/security': 1, '/faq': 1},
  },
  {
    intent: 'contribute a new component to FastStore UI',
    kind: 'typo',
    queries: {
      en: 'contribuite a new component',
      'pt-BR': 'contriubir com um componente novo',
      es: 'contrubuir con un componente nuevo',
    },
    pages: {
      '/how-to-guides/contributing/component': 2,
      '/how-to-guides/contributing': 1,
      '/how-to-guides/contributing/design-principles': 1,
    },
  },
  {
    intent: 'send the storefront cart to the VTEX Checkout',
    kind: 'typo',
    queries: {en: 'vtex chekout cart', 'pt-BR': 'carrinho no chekout da vtex', es: 'carrito al checkuot de vtex'},
    pages: {
      '/how-to-guides/platform-integration/checkout': 2,
      '/how-to-guides/platform-integration/troubleshooting': 1,
    },
  },

  // ---------------------------------------------------------------- variant (8)
  {
    intent: 'take the store live on production',
    kind: 'variant',
    queries: {
      en: 'go live faststore store',
      'pt-BR': 'colocar loja no ar producao',
      es: 'salir a produccion tienda faststore',
    },
    pages: {
      '/how-to-guides/deployment/go-live': 2,
      '/how-to-guides/platform-integration/custom-domain': 1,
      '/how-to-guides/webops/updates': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'redirect old URLs to new ones',
    kind: 'variant',
    queries: {en: 'redirecting old urls', 'pt-BR': 'redirecionar urls antigas', es: 'redireccionar urls antiguas'},
    pages: {
      '/how-to-guides/routing/url-redirects': 2,
      '/how-to-guides/routing': 1,
      '/how-to-guides/migrating-from-SF': 1,
    },
  },
  {
    intent: 'set up a VTEX account for FastStore',
    kind: 'variant',
    queries: {
      en: 'configuring vtex account for faststore',
      'pt-BR': 'configuracao da conta vtex pra faststore',
      es: 'configuracion de cuenta vtex para faststore',
    },
    pages: {'/how-to-guides/platform-integration/account-setup': 2, '/quickstart': 1, '/faq': 1},
  },
  {
    intent: 'style FastStore UI components through data attributes',
    kind: 'variant',
    queries: {
      en: 'style a faststore ui component',
      'pt-BR': 'estilizacao de componentes faststore ui',
      es: 'estilizar componentes faststore ui',
    },
    pages: {
      '/how-to-guides/styling/styling-components': 2,
      '/tutorials/gatsby/6': 2,
      '/how-to-guides/styling': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'integrate the VTEX login and read the signed-in shopper',
    kind: 'variant',
    queries: {
      en: 'logged-in shopper session',
      'pt-BR': 'sessao do cliente logado',
      es: 'sesion del usuario logueado',
    },
    pages: {
      '/how-to-guides/platform-integration/login': 2,
      '/reference/sdk/session': 1,
      '/how-to-guides/platform-integration/troubleshooting': 1,
    },
  },
  {
    intent: 'check that pages are rendered on the server',
    kind: 'variant',
    queries: {
      en: 'server-rendered html check',
      'pt-BR': 'teste de renderizacao no servidor',
      es: 'renderizacion del lado del servidor',
    },
    pages: {'/how-to-guides/performance/server-side-rendering': 2, '/conceptual-guides/ssg': 1},
  },
  {
    intent: 'schedule CMS content with Releases',
    kind: 'variant',
    queries: {
      en: 'scheduled content releases',
      'pt-BR': 'agendamento de conteudo com releases',
      es: 'programacion de contenido con releases',
    },
    pages: {
      '/how-to-guides/releases': 2,
      '/how-to-guides/cms/releases': 1,
      '/tutorials/cms/5': 1,
    },
  },
  {
    intent: 'migrate off the deprecated gatsby-plugin-cms',
    kind: 'variant',
    queries: {
      en: 'gatsby-plugin-cms migration',
      'pt-BR': 'migracao do gatsby-plugin-cms',
      es: 'migracion de gatsby-plugin-cms',
    },
    pages: {
      '/how-to-guides/cms/migrating-to-gatsby-source-cms': 2,
      '/reference/plugins/gatsby-source-cms': 1,
      '/how-to-guides/migration': 1,
      '/tutorials/cms-storecomponents/overview': 1,
      '/tutorials/cms/troubleshooting': 1,
    },
  },

  // ---------------------------------------------------------------- api (7)
  {
    intent: 'what USE_CMS_PREVIEW_AUTH does',
    kind: 'api',
    queries: {en: 'USE_CMS_PREVIEW_AUTH', 'pt-BR': 'USE_CMS_PREVIEW_AUTH', es: 'USE_CMS_PREVIEW_AUTH'},
    pages: {
      '/how-to-guides/cms/previews': 2,
      '/how-to-guides/webops/security': 1,
      '/how-to-guides/webops/updates': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'what USE_STALE_CACHE (Incremental Static Build) does',
    kind: 'api',
    queries: {en: 'USE_STALE_CACHE', 'pt-BR': 'USE_STALE_CACHE', es: 'USE_STALE_CACHE'},
    pages: {
      '/how-to-guides/deployment/build-cache': 2,
      '/how-to-guides/webops/updates': 1,
      '/conceptual-guides/ssg': 1,
      '/how-to-guides/troubleshooting/publishing': 1,
    },
  },
  {
    intent: 'the onlySettings content-type property',
    kind: 'api',
    queries: {en: 'onlySettings', 'pt-BR': 'onlySettings', es: 'onlySettings'},
    pages: {
      '/how-to-guides/cms/only-settings': 2,
      '/how-to-guides/cms/singleton': 1,
      '/tutorials/cms-storecomponents/4': 1,
    },
  },
  {
    intent: 'read the seller offer (commertialOffer) from the root object',
    kind: 'api',
    queries: {en: 'commertialOffer', 'pt-BR': 'commertialOffer', es: 'commertialOffer'},
    pages: {'/how-to-guides/faststore-api/root-object-fields': 2},
  },
  {
    intent: 'set the SITE_HOST variable to go live',
    kind: 'api',
    queries: {en: 'SITE_HOST', 'pt-BR': 'SITE_HOST', es: 'SITE_HOST'},
    pages: {
      '/how-to-guides/deployment/go-live': 2,
      '/how-to-guides/webops/updates': 2,
      '/how-to-guides/platform-integration/custom-domain': 1,
      '/how-to-guides/platform-integration/troubleshooting': 1,
      '/how-to-guides/migration': 1,
      '/faq': 1,
    },
  },
  {
    intent: 'declare the pages Cypress visits in store.config.js',
    kind: 'api',
    queries: {en: 'cypress.pages', 'pt-BR': 'cypress.pages', es: 'cypress.pages'},
    pages: {'/how-to-guides/testing/e2e': 2, '/how-to-guides/testing': 1},
  },
  {
    intent: 'override the --fs-color-main-2 palette token',
    kind: 'api',
    queries: {en: '--fs-color-main-2', 'pt-BR': '--fs-color-main-2', es: '--fs-color-main-2'},
    pages: {
      '/how-to-guides/styling/global-tokens': 2,
      '/how-to-guides/styling/customizing': 2,
      '/how-to-guides/styling/themes': 1,
    },
  },
];
