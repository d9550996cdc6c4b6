/**
 * The floor under the Lighthouse figures: what this machine's Chromium and Lighthouse report for
 * pages that run no JavaScript at all. It is a copy of our build where each sampled page keeps its HTML and
 * CSS but loses every script (and every preload or prefetch of one), plus a blank page with two lines of
 * text. No script work can score better than these pages do, so they tell which part of a page's blocking
 * time its JavaScript adds and which part the browser spends on any page here.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {htmlFileFor} from '../../scripts/lib/pageWeight.ts';

/** The clean URL of the blank page in the floor site. */
export const blankPageUrl = '/__blank';

/** A valid, accessible page with a title, a description and two lines of text, and nothing else. */
export const blankPageHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Blank page</title><meta name="description" content="A page with two lines of text and no script, the floor of the benchmark."></head>' +
  '<body><main><h1>Blank page</h1><p>Two lines of text and no script.</p></main></body></html>';

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b[^>]*>/gi;
const fetchesScript = (link: string) =>
  /\brel=["']?(?:modulepreload|prefetch)\b/i.test(link) || (/\brel=["']?preload\b/i.test(link) && /\bas=["']?script\b/i.test(link));

/** The page without its JavaScript: script elements go, and so do links that preload or prefetch scripts. */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(linkElement, (link) => (fetchesScript(link) ? '' : link));
}

export interface FloorSite {
  buildDir: string;
  remove: () => void;
}

/**
 * Copies `buildDir` to a temp folder, strips the scripts from the pages at `urls` (their precompressed
 * copies are removed, so the server compresses the stripped HTML) and adds the blank page.
 */
export function buildFloorSite(buildDir: string, urls: string[]): FloorSite {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  const out = path.join(root, 'build');
  cpSync(buildDir, out, {recursive: true});
  for (const url of new Set(urls)) {
    const file = path.join(out, htmlFileFor(url, (candidate) => existsSync(path.join(out, candidate))));
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, {force: true});
  }
  writeFileSync(path.join(out, `${blankPageUrl.slice(1)}.html`), blankPageHtml);
  return {buildDir: out, remove: () => rmSync(root, {recursive: true, force: true})};
}
