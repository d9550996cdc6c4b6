/**
 * Performance budgets, shared by the benchmark (bench/site.bench.ts, which measures them in
 * Chromium against a stock Docusaurus site built in the same run) and the CI byte-size check
 * (scripts/check-budgets.ts, build output only, no browser).
 */

export type PageType = 'home' | 'doc' | 'apiQuery' | 'releaseList' | 'releasePost' | 'starters' | 'search' | 'cmsApi';

export interface PageSample {
  type: PageType;
  label: string;
  /** The page on our site. */
  url: string;
  /** The page of the same kind on the stock site; plain React pages compare with its home page. */
  stockUrl: string;
}

export const pageSamples: PageSample[] = [
  {type: 'home', label: 'Home', url: '/', stockUrl: '/'},
  {type: 'doc', label: 'Doc page', url: '/quickstart', stockUrl: '/quickstart'},
  {type: 'apiQuery', label: 'API query reference', url: '/reference/api/queries/allProducts', stockUrl: '/reference/api/queries/allProducts'},
  {type: 'releaseList', label: 'Release list', url: '/releases', stockUrl: '/releases'},
  {type: 'releasePost', label: 'Release post', url: '/releases/2023/03/10/faststore', stockUrl: '/releases/2023/03/10/faststore'},
  {type: 'starters', label: 'Starters', url: '/starters', stockUrl: '/'},
  {type: 'search', label: 'Search page', url: '/search', stockUrl: '/'},
  {type: 'cmsApi', label: 'CMS API reference', url: '/vtex-headless-cms-api', stockUrl: '/'},
];

/** JavaScript on first load may be at most this share of the stock site's, page type by page type. */
export const jsRatioBudget = 0.7;
/** Compressed CSS on first load, every page. */
export const cssBudgetBytes = 30 * 1024;

/**
 * First-load JavaScript of the stock Docusaurus 3.10 classic site built from our content, gzip level 9,
 * measured by `npm run bench -- site` (stock column) on 2026-11-23. The CI check holds our pages to
 * jsRatioBudget × these bytes; the bench re-measures the stock site on every run.
 */
export const stockJsGzipBytes: Record<string, number> = {
  '/': 174_734,
  '/quickstart': 210_108,
  '/reference/api/queries/allProducts': 209_424,
  '/releases': 204_841,
  '/releases/2023/03/10/faststore': 198_212,
};

export const jsBudgetBytes = (sample: PageSample, stock: Record<string, number> = stockJsGzipBytes): number => {
  const baseline = stock[sample.stockUrl];
  if (baseline === undefined) throw new Error(`No stock baseline for ${sample.stockUrl}.`);
  return Math.floor(jsRatioBudget * baseline);
};

/**
 * The most first-load JavaScript each page type may carry, gzip level 9: what it weighed at 19e0d55 (2026-11-26), the
 * build on which the reader's-first-minute work began, whose rule is that no page type grows. A change that must
 * add bytes first finds them elsewhere; raising a figure here is a decision, made in its own commit with its reason.
 */
export const jsCeilingBytes: Record<PageType, number> = {
  home: 96_993,
  doc: 134_042,
  apiQuery: 133_519,
  releaseList: 126_853,
  releasePost: 120_668,
  starters: 93_379,
  search: 96_369,
  cmsApi: 105_144,
};

/** Lighthouse (mobile) medians every page type must reach. */
export const lighthouseBudgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  totalBlockingTimeMs: 50,
  largestContentfulPaintMs: 1500,
  cumulativeLayoutShift: 0.02,
} as const;

/** Client-side navigation to a prefetched doc page. */
export const navigationBudgetMs = 100;
/** Our server's static throughput relative to `npx serve` on the same build. */
export const throughputRatioBudget = 1.0;
