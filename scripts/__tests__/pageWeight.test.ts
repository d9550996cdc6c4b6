import {describe, expect, it} from 'vitest';
import {jsBudgetBytes, jsCeilingBytes, pageSamples} from '../lib/budgets.ts';
import {overBudget} from '../check-budgets.ts';
import {chunkNamesOf, filesForUrl, htmlFileFor, matchRouteChain, parseRoutes, weigh, type BundleManifest} from '../lib/pageWeight.ts';

// The shape Docusaurus writes to .docusaurus/routes.js.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/releases',
    component: ComponentCreator('/releases', 'df7'),
    exact: true
  },
  {
    path: '/search',
    component: ComponentCreator('/search', '822'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'fe8'),
        routes: [
          {
            path: '/quickstart',
            component: ComponentCreator('/quickstart', '3ea'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesChunkNames = {
  '/releases-df7': {__comp: 'blogList', __context: {plugin: 'blogPlugin'}, items: [{content: 'post1'}, {content: 'post2'}]},
  '/search-822': {__comp: 'searchPage'},
  '/-e5f': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/-fe8': {__comp: 'versionRoot', __props: 'versionProps'},
  '/quickstart-3ea': {__comp: 'docItem', content: 'quickstartContent'},
};

const manifest: BundleManifest = {
  entry: ['js/runtime.js', 'css/styles.css', 'js/main.js'],
  chunkGroups: {
    blogList: ['js/shared.js', 'js/blogList.js'],
    blogPlugin: ['js/blogPlugin.js'],
    post1: ['js/post1.js'],
    post2: ['js/post2.js'],
    searchPage: ['js/shared.js', 'js/search.js'],
    docsRoot: ['js/docsRoot.js'],
    docsPlugin: ['js/docsPlugin.js'],
    versionRoot: ['js/versionRoot.js'],
    versionProps: ['js/versionProps.js'],
    docItem: ['js/shared.js', 'js/docItem.js'],
    quickstartContent: ['js/quickstart.js'],
  },
};

describe('parseRoutes', () => {
  it('reads nested routes with their keys and exact flags', () => {
    const routes = parseRoutes(routesSource);
    expect(routes.map((route) => [route.path, route.key, route.exact])).toEqual([
      ['/releases', '/releases-df7', true],
      ['/search', '/search-822', true],
      ['/', '/-e5f', false],
      ['*', '*-undefined', false],
    ]);
    expect(routes[2]?.routes[0]?.routes[0]?.key).toBe('/quickstart-3ea');
  });
});

describe('matchRouteChain', () => {
  const routes = parseRoutes(routesSource);
  const keys = (pathname: string) => matchRouteChain(routes, pathname).map((route) => route.key);

  it.each([
    ['/releases', ['/releases-df7']],
    ['/releases/', ['/releases-df7']],
    ['/quickstart', ['/-e5f', '/-fe8', '/quickstart-3ea']],
    ['/search', ['/search-822']],
    // A parent whose children do not match lets the next sibling (the catch-all) answer.
    ['/nowhere', ['*-undefined']],
  ])('%s renders %j', (pathname, expected) => {
    expect(keys(pathname)).toEqual(expected);
  });
});

describe('chunkNamesOf', () => {
  it('collects chunk names from nested objects and arrays', () => {
    expect(chunkNamesOf(routesChunkNames['/releases-df7'])).toEqual(['blogList', 'blogPlugin', 'post1', 'post2']);
    expect(chunkNamesOf(undefined)).toEqual([]);
  });
});

describe('filesForUrl', () => {
  const routes = parseRoutes(routesSource);

  it('gives the entry files, then each matched route’s chunk files once', () => {
    expect(filesForUrl('/quickstart', routes, routesChunkNames, manifest)).toEqual([
      'js/runtime.js',
      'css/styles.css',
      'js/main.js',
      'js/docsRoot.js',
      'js/docsPlugin.js',
      'js/versionRoot.js',
      'js/versionProps.js',
      'js/shared.js',
      'js/docItem.js',
      'js/quickstart.js',
    ]);
  });

  it('fails loudly when a chunk is missing from the manifest', () => {
    expect(() => filesForUrl('/search', routes, routesChunkNames, {...manifest, chunkGroups: {}})).toThrow(/"searchPage".*not in the bundle manifest/);
  });

  it('fails loudly when no route matches', () => {
    expect(() => filesForUrl('/x', parseRoutes(routesSource.replace(/\{\n {4}path: '\*'[\s\S]*?\},\n/, '')), routesChunkNames, manifest)).toThrow(
      'No route matches /x.',
    );
  });
});

describe('htmlFileFor', () => {
  it.each([
    ['/', () => false, 'index.html'],
    ['/quickstart', (file: string) => file === 'quickstart.html', 'quickstart.html'],
    ['/quickstart/', (file: string) => file === 'quickstart.html', 'quickstart.html'],
    ['/quickstart', () => false, 'quickstart/index.html'],
  ])('%s → %s', (pathname, exists, expected) => {
    expect(htmlFileFor(pathname, exists)).toBe(expected);
  });
});

describe('weigh', () => {
  it('reports raw, gzip and brotli sizes, brotli smaller than gzip', () => {
    const content = Buffer.from('const answer = 42;\n'.repeat(200));
    const weight = weigh('a.js', content);
    expect(weight.raw).toBe(content.length);
    expect(weight.gzip).toBeLessThan(content.length / 10);
    expect(weight.brotli).toBeLessThan(weight.gzip);
  });

});

describe('overBudget', () => {
  const row = {label: 'Doc page', url: '/quickstart', jsBytes: 100, jsBudget: 100, jsCeiling: 100, cssBytes: 10, cssBudget: 10};

  it('accepts a page exactly at its budgets', () => {
    expect(overBudget(row)).toEqual([]);
  });

  it('names the page and the budget a byte over', () => {
    expect(overBudget({...row, jsCeiling: 200, jsBytes: 101})).toEqual(['/quickstart: JavaScript 101 B gzip is over its budget of 100 B']);
    expect(overBudget({...row, cssBytes: 11})).toEqual(['/quickstart: CSS 11 B gzip is over its budget of 10 B']);
  });

  it('holds a page under its ceiling even when the budget would allow more', () => {
    expect(overBudget({...row, jsBudget: 200, jsBytes: 101})).toEqual([
      '/quickstart: JavaScript 101 B gzip is over its ceiling of 100 B: first-load JavaScript may not grow (scripts/lib/budgets.ts)',
    ]);
    expect(overBudget({...row, jsBudget: 200, jsCeiling: 101, jsBytes: 101})).toEqual([]);
  });
});

describe('jsCeilingBytes', () => {
  it('has a ceiling for every sampled page type, below its ratio budget', () => {
    for (const sample of pageSamples) {
      expect(jsCeilingBytes[sample.type], sample.type).toBeGreaterThan(0);
      expect(jsCeilingBytes[sample.type], sample.type).toBeLessThanOrEqual(jsBudgetBytes(sample));
    }
  });
});

describe('jsBudgetBytes', () => {
  it('is 0.7 × the stock page of the same kind, and fails for a page without a baseline', () => {
    const doc = pageSamples.find((sample) => sample.type === 'doc');
    expect(doc && jsBudgetBytes(doc, {'/quickstart': 1000})).toBe(700);
    expect(() => doc && jsBudgetBytes(doc, {})).toThrow('No stock baseline for /quickstart.');
  });

  it('has a stock baseline for every page sample', () => {
    for (const sample of pageSamples) expect(jsBudgetBytes(sample)).toBeGreaterThan(0);
  });
});
