/**
 * The upgrade check's half that needs a build: each HTML rewrite of the speed layer (scriptsAfterPaint.ts,
 * hoistPreloads.ts) matched on every page type. A Docusaurus or React upgrade that renders the head's scripts or the
 * image hints differently leaves the HTML as it was, silently; this fails instead, naming the rewrite to recheck.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageSamples} from '../../../scripts/lib/budgets.ts';

const buildDir = path.resolve(__dirname, '../../../build');
const pages = [...pageSamples.map(({label, url}) => ({label, url})), {label: '404 page', url: '/404'}];

function builtHtml(url: string): string {
  const candidates = url === '/' ? ['index.html'] : [`${url.slice(1)}.html`, `${url.slice(1)}/index.html`];
  const file = candidates.map((candidate) => path.join(buildDir, candidate)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no built file for ${url} in ${buildDir}: run npm run build first`);
  return readFileSync(file, 'utf8');
}

describe.each(pages)('HTML rewrites on the $label ($url)', ({url}) => {
  const html = builtHtml(url);
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const container = /<div id="?__docusaurus"?>/.exec(html);

  it('scriptsAfterPaint: no deferred script is left in <head>; they are low-priority preloads started by the loader at the end of <body>', () => {
    expect(head, 'recheck plugins/lean-client/scriptsAfterPaint.ts against how Docusaurus writes its scripts').not.toMatch(/<script[^>]*\bdefer\b/);
    const preloaded = [...head.matchAll(/<link rel="?preload"? as="?script"? href="([^"]+)" fetchpriority="?low"?>/g)].map(([, source]) => source);
    expect(preloaded.length, 'recheck plugins/lean-client/scriptsAfterPaint.ts: the page has no script preloads').toBeGreaterThan(0);
    const loader = html.slice(html.lastIndexOf('<script>'), html.lastIndexOf('</body>'));
    for (const source of preloaded) expect(loader).toContain(JSON.stringify(source));
  });

  it('hoistPreloads: the image hints sit in <head>, none at the start of the app’s container', () => {
    expect(container, 'the app container moved: recheck plugins/lean-client/hoistPreloads.ts').not.toBeNull();
    expect(html.slice(container!.index + container![0].length), 'recheck plugins/lean-client/hoistPreloads.ts').not.toMatch(/^<link rel="?preload"? as="?image/);
    // The navbar's logo is on every page, so every page type has a hint the rewrite must have moved.
    expect(head, 'no image hint reached <head>: recheck plugins/lean-client/hoistPreloads.ts against React’s output').toMatch(/<link rel="?preload"? as="?image"?[^>]*logo/);
  });
});
