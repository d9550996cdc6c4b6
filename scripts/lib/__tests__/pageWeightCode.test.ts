import {describe, expect, it} from 'vitest';
import {codeChunksOf, filesForUrl, parseRoutes, type BundleManifest} from '../pageWeight.ts';

const routes = parseRoutes(`export default [
  {path: '/docs', component: ComponentCreator('/docs', 'a1'), routes: [
    {path: '/docs/quickstart', component: ComponentCreator('/docs/quickstart', 'b2'), exact: true},
  ]},
];`);
const routesChunkNames = {
  '/docs-a1': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}, sidebar: 'sidebarData'},
  '/docs/quickstart-b2': {__comp: 'docItem', content: 'quickstartText'},
};
const manifest: BundleManifest = {
  entry: ['js/runtime.js', 'js/main.js'],
  chunkGroups: {
    docsRoot: ['js/docsRoot.js', 'js/shared.js'],
    docsPlugin: ['js/docsPlugin.js'],
    sidebarData: ['js/sidebar.js'],
    docItem: ['js/docItem.js', 'js/shared.js'],
    quickstartText: ['js/quickstart.js'],
  },
};

describe("a page's code without its data", () => {
  it('keeps the entry and each route component, and leaves out the text, sidebar and plugin data', () => {
    expect(filesForUrl('/docs/quickstart', routes, routesChunkNames, manifest, codeChunksOf)).toEqual([
      'js/runtime.js',
      'js/main.js',
      'js/docsRoot.js',
      'js/shared.js',
      'js/docItem.js',
    ]);
    expect(filesForUrl('/docs/quickstart', routes, routesChunkNames, manifest)).toEqual([
      'js/runtime.js',
      'js/main.js',
      'js/docsRoot.js',
      'js/shared.js',
      'js/docsPlugin.js',
      'js/sidebar.js',
      'js/docItem.js',
      'js/quickstart.js',
    ]);
  });

  it('is nothing for a route entry without a component', () => {
    expect(codeChunksOf({content: 'x'})).toEqual([]);
    expect(codeChunksOf(undefined)).toEqual([]);
    expect(codeChunksOf('x')).toEqual([]);
    expect(codeChunksOf({__comp: 'c'})).toBe('c');
  });
});
