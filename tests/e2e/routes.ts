import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Every route the portal promises, written out so a missing page fails the suite even if its source file is gone. */
export const specRoutes = [
  '/',
  '/docs',
  '/faq',
  '/quickstart',
  '/resources',
  '/conceptual-guides',
  '/conceptual-guides/jamstack',
  '/conceptual-guides/plugin',
  '/conceptual-guides/shadowing',
  '/conceptual-guides/ssg',
  '/conceptual-guides/starter',
  '/how-to-guides',
  '/how-to-guides/cms',
  '/how-to-guides/cms/previews',
  '/how-to-guides/contributing',
  '/how-to-guides/deployment',
  '/how-to-guides/faststore-api',
  '/how-to-guides/faststore-api/api-resolvers',
  '/how-to-guides/migrating-from-SF',
  '/how-to-guides/performance',
  '/how-to-guides/platform-integration',
  '/how-to-guides/platform-integration/login',
  '/how-to-guides/platform-integration/checkout',
  '/how-to-guides/platform-integration/order-placed',
  '/how-to-guides/platform-integration/account-setup',
  '/how-to-guides/routing',
  '/how-to-guides/routing/url-redirects',
  '/how-to-guides/styling',
  '/how-to-guides/testing',
  '/how-to-guides/testing/e2e',
  '/how-to-guides/troubleshooting',
  '/how-to-guides/webops',
  '/how-to-guides/webops/security',
  '/how-to-guides/webops/secrets',
  '/how-to-guides/webops/updates',
  '/how-to-guides/releases',
  '/how-to-guides/migration',
  '/reference',
  '/reference/api',
  '/reference/api/queries',
  '/reference/api/queries/allCollections',
  '/reference/api/queries/allProducts',
  '/reference/api/queries/collection',
  '/reference/api/queries/product',
  '/reference/api/queries/search',
  '/reference/api/mutations',
  '/reference/api/mutations/cart',
  '/reference/api/mutations/session',
  '/reference/api/objects',
  '/reference/api/inputs',
  '/reference/api/enums',
  '/reference/api/scalars',
  '/reference/plugins',
  '/reference/sdk',
  '/reference/sdk/cart',
  '/reference/sdk/search',
  '/reference/sdk/analytics',
  '/reference/sdk/ui',
  '/reference/ui',
  '/reference/ui/atoms',
  '/reference/ui/molecules',
  '/reference/ui/organisms',
  '/templates',
  '/tutorials',
  '/tutorials/cms',
  '/tutorials/cms-storecomponents/overview',
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((n) => `/tutorials/cms-storecomponents/${n}`),
  ...[0, 1, 2].map((n) => `/tutorials/fundamentals/${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `/tutorials/gatsby/${n}`),
  '/tutorials/gatsby/troubleshooting',
  '/tutorials/cms/troubleshooting',
  '/v0/troubleshooting',
  '/releases',
  '/releases/page/2',
  '/releases/page/3',
  '/releases/archive',
  '/releases/tags',
  ...['base-store', 'basestore', 'cms', 'faststore', 'webops'].map((tag) => `/releases/tags/${tag}`),
  '/releases/tags/faststore/page/2',
  '/search',
  '/starters',
  ...['base', 'beauty', 'cms-base', 'pets', 'toy', 'submissions'].map((s) => `/starters/${s}`),
  '/tags',
  '/tags/performance',
  '/tags/troubleshooting',
  '/vtex-headless-cms-api',
];

export const RELEASE_PRODUCTS = ['faststore', 'basestore', 'webops', 'cms'] as const;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.mdx?$/.test(name)) yield full;
  }
}

/** The URL of every current doc page, from its file path or its `slug` front matter. */
export function docRoutes(): string[] {
  return [...files('docs')].map((file) => {
    const slug = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '')?.[1];
    if (slug) return slug;
    const path = relative('docs', file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    return `/${path}`;
  });
}

/** The URL of every release post: releases/YYYY-MM-DD-product.md is served at /releases/YYYY/MM/DD/product. */
export function releaseRoutes(): string[] {
  return readdirSync('releases')
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})-([a-z-]+)\.mdx?$/.exec(name);
      if (!match) throw new Error(`Release file name must be YYYY-MM-DD-product.md: ${name}`);
      return `/releases/${match[1]}/${match[2]}/${match[3]}/${match[4]}`;
    });
}
