import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {chunksHolding, chunksLoading, lazyParts, nameRoutePartsManifest, pagePathOf, routePartsManifest, routePartsUnderBase, writeRoutePartsManifest, type StatsChunk} from '../routeParts.ts';
import {pagePath} from '../client/routePartsLoader.ts';

// The browser build's chunks as the bundler's stats give them: the highlighter's import pulls a Prism chunk with
// it, a demo's spec and the props panel have chunks of their own, and a concatenated module hides its inner ones.
const chunks: StatsChunk[] = [
  {id: 4014, initial: true, modules: [{name: './src/theme/CodeBlock/Content/index.tsx'}]},
  {id: 5176, siblings: [8842], modules: [{name: './node_modules/prismjs/prism.js'}]},
  {id: 8842, siblings: [4014, 5176], modules: [{name: './src/lib/codeHighlight/HighlightedCode.tsx + 2 modules', modules: [{name: './src/lib/codeHighlight/HighlightedCode.tsx'}]}]},
  {id: 4047, modules: [{name: './plugins/ui-kit/kit/Button/Button.playground.tsx'}]},
  {id: 7262, siblings: [], modules: [{name: './plugins/ui-kit/theme/Playground/PropsPanel/index.tsx'}]},
  {id: null, modules: [{name: './plugins/ui-kit/kit/Orphan/Orphan.playground.tsx'}]},
];

describe('chunksHolding', () => {
  it('gives the chunks holding a module and the chunks loaded with them, a concatenated module’s inner ones included, not the entry’s', () => {
    expect(chunksHolding(chunks, /src[\\/]lib[\\/]codeHighlight[\\/]HighlightedCode\.tsx/)).toEqual(['5176', '8842']);
    expect(chunksHolding(chunks, /kit[\\/]Button[\\/]Button\.playground\.tsx/)).toEqual(['4047']);
  });

  it('fails the build, naming the module and the file to update, when no chunk holds it', () => {
    expect(() => chunksHolding(chunks, /kit[\\/]Orphan/)).toThrow(/no chunk of the browser build holds a module matching .*Orphan.*plugins\/lean-client\/routeParts\.ts/);
    expect(() => chunksHolding([], /anything/)).toThrow(/no chunk/);
  });
});

describe('the parts a page renders', () => {
  const keys = (html: string) => lazyParts.flatMap((part) => part.find(html));

  it.each([
    ['a code block (the minifier leaves class values unquoted)', '<div class=theme-code-block><pre>x</pre></div>', ['code']],
    ['a quoted class list', '<div class="language-bash theme-code-block codeBlockContainer_x">', ['code']],
    ['a demo and its code block', '<div data-playground=Button data-playground-ready=false><div class="theme-code-block"></div></div>', ['code', 'playground:Button']],
    ['two demos, one twice', '<div data-playground="Tag"></div><div data-playground="Badge"></div><div data-playground="Tag"></div>', ['playground:Tag', 'playground:Badge']],
    ['nothing that loads code', '<p class="theme-code-blocks-intro">data-playground-ready</p>', []],
  ])('%s', (_label, html, expected) => {
    expect(keys(html)).toEqual(expected);
  });

  it('loads the highlighter for code, and a demo’s spec with the props panel for a playground', () => {
    const load = chunksLoading(chunks);
    const [code, playground] = lazyParts;
    expect(load(code!.modules('code'))).toEqual(['5176', '8842']);
    expect(load(playground!.modules('playground:Button'))).toEqual(['4047', '7262']);
  });
});

describe('routePartsManifest', () => {
  const load = chunksLoading(chunks);

  it('lists each part’s chunks once and each page’s parts by index, leaving out pages without parts and the 404 page', () => {
    const manifest = routePartsManifest(
      [
        {path: '/quickstart', html: '<div class=theme-code-block></div>'},
        {path: '/reference/ui/atoms/Button', html: '<div data-playground=Button><div class=theme-code-block></div></div>'},
        {path: '/starters', html: '<main>no code</main>'},
        {path: '/404', html: '<div class=theme-code-block></div>'},
      ],
      load,
    );
    expect(manifest).toEqual({
      parts: [
        ['5176', '8842'],
        ['4047', '7262'],
      ],
      routes: {'/quickstart': [0], '/reference/ui/atoms/Button': [0, 1]},
    });
  });

  it('fails the build when a page shows a demo the browser build has no chunk for', () => {
    expect(() => routePartsManifest([{path: '/x', html: '<div data-playground=Orphan></div>'}], load)).toThrow(/Orphan/);
  });
});

describe('routePartsUnderBase', () => {
  const manifest = {parts: [['1'], ['2']], routes: {'/': [0], '/quickstart': [1], '/how-to-guides/x': [0, 1]}};

  it('keys pages as the browser asks for them under the base path', () => {
    const based = routePartsUnderBase(manifest, '/docs/');
    expect(based).toEqual({parts: manifest.parts, routes: {'/docs': [0], '/docs/quickstart': [1], '/docs/how-to-guides/x': [0, 1]}});
    for (const [routePath, indexes] of [['/docs/', [0]], ['/docs/quickstart', [1]], ['/docs/how-to-guides/x/', [0, 1]]] as const) {
      expect(based.routes[pagePath(routePath)]).toEqual(indexes);
    }
  });

  it('leaves the manifest of a site at the root as it is', () => {
    expect(routePartsUnderBase(manifest, '/')).toBe(manifest);
  });
});

describe('where the manifest lives', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'route-parts-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it.each([
    ['index.html', '/'],
    ['quickstart.html', '/quickstart'],
    [path.join('releases', 'page', '2.html'), '/releases/page/2'],
    [path.join('reference', 'index.html'), '/reference'],
  ])('the page in %s is %s', (file, pagePath) => {
    expect(pagePathOf(file)).toBe(pagePath);
  });

  it('is written under assets/ with a name from its content, and the page names it on its root element', () => {
    const manifest = {parts: [['1']], routes: {'/a': [0]}};
    const url = writeRoutePartsManifest(scratch, '/docs/', manifest);
    expect(url).toMatch(/^\/docs\/assets\/route-parts\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(readFileSync(path.join(scratch, url.replace('/docs/', '')), 'utf8'))).toEqual(manifest);
    expect(writeRoutePartsManifest(scratch, '/docs/', {parts: [], routes: {}})).not.toBe(url);
    expect(nameRoutePartsManifest('<!doctype html><html lang=en class=x><head>', url)).toBe(`<!doctype html><html data-route-parts="${url}" lang=en class=x><head>`);
    expect(() => nameRoutePartsManifest('<p>fragment</p>', url)).toThrow(/no <html> element/);
  });
});
