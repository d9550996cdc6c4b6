import {runInNewContext} from 'node:vm';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {chunkModules, compressedCost, compressionOrder, ModuleOrderPlugin, reorderChunk, WindowIndex, type AssetsCompiler} from '../moduleOrder.ts';

/** Text gzip cannot shorten, from a seeded generator, so that only repeats between modules compress. */
function noise(seed: number, length: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode(97 + (state >>> 16) % 26);
  }
  return text;
}

/** A module as Rspack writes one once minified: its id, then its factory. */
const module = (id: number, body: string) => `${id}(e,t,n){n.d(t,{a:()=>"${body}"})}`;
const chunk = (modules: string[]) => `"use strict";(self.webpackChunksite=self.webpackChunksite||[]).push([["42"],{${modules.join(',')}}]);`;

// Two families of modules, each sharing a 4 KB block, each member with 14 KB of its own: written family by family
// the shared block is 18 KB back, within gzip's 32 KB window; alternating, it is 36 KB back, out of reach.
const sharedA = noise(1, 4096);
const sharedB = noise(2, 4096);
const alternating = [
  module(11, sharedA + noise(11, 14_000)),
  module(12, sharedB + noise(12, 14_000)),
  module(13, sharedA + noise(13, 14_000)),
  module(14, sharedB + noise(14, 14_000)),
];

/** The module table a chunk file registers when it runs: id to factory source. */
function moduleTable(source: string): Record<string, string> {
  const self: {webpackChunksite?: Array<[string[], Record<string, () => void>]>} = {};
  runInNewContext(source, {self});
  const [[, modules]] = self.webpackChunksite ?? [];
  return Object.fromEntries(Object.entries(modules).map(([id, factory]) => [id, String(factory)]));
}

describe('modules in compression order', () => {
  it('puts modules that share text within gzip’s window, and the chunk gzips smaller', () => {
    const original = chunk(alternating);
    const reordered = reorderChunk(original);
    expect(reordered).toBeDefined();
    const order = chunkModules(reordered!)!.modules.map(({start}) => reordered!.slice(start, reordered!.indexOf('(', start)));
    // Each family's two members are next to each other.
    expect([order.slice(0, 2).sort(), order.slice(2).sort()].sort()).toEqual([['11', '13'], ['12', '14']]);
    expect(gzipSync(reordered!, {level: 9}).length).toBeLessThan(gzipSync(original, {level: 9}).length - 4000);
  });

  it('registers the same factories under the same ids', () => {
    const original = chunk(alternating);
    expect(moduleTable(reorderChunk(original)!)).toEqual(moduleTable(original));
  });

  it('depends on the modules’ text only, not on the order they come in (a moved file changes nothing else)', () => {
    const orders = [alternating, [...alternating].reverse(), [alternating[2], alternating[0], alternating[3], alternating[1]]];
    const results = orders.map((modules) => reorderChunk(chunk(modules)) ?? chunk(modules));
    expect(new Set(results).size).toBe(1);
    expect(compressionOrder(orders[1])).toEqual(compressionOrder(orders[0]));
  });

  it('leaves a chunk already in compression order as it is', () => {
    const once = reorderChunk(chunk(alternating))!;
    expect(reorderChunk(once)).toBeUndefined();
  });

  it('costs a text far less after a window that holds it, and so puts it first', () => {
    const [first, second] = [noise(5, 3000), noise(6, 3000)].sort();
    expect(compressedCost(second, undefined)).toBeGreaterThan(8 * 2900);
    expect(compressedCost(second, new WindowIndex(`x${second}`))).toBeLessThan(8 * 300);
    // Without the window, the tie would go to the text that sorts first.
    expect(compressionOrder([first, second], second)).toEqual([second, first]);
  });

  it.each([
    ['the runtime chunk', '(()=>{"use strict";var e={};self.x=e})();'],
    ['an entry with its runtime inlined', 'var e={1(e){}},t={};function n(r){return e[r](t)}n(1);'],
    ['two statements', '(self.a=self.a||[]).push([["1"],{1(e){},2(e){}}]);self.b=1;'],
    ['a spread in the module table', '(self.a=self.a||[]).push([["1"],{...x,2(e){}}]);'],
    ['text that is not JavaScript', '(self.a=self.a||[]).push([["1"],{1(e){'],
    ['a chunk of one module', chunk([module(1, 'x')])],
  ])('leaves %s alone', (_, source) => {
    expect(reorderChunk(source)).toBeUndefined();
  });

  it('the plugin rewrites the JavaScript chunks after minifying, before content hashes, and nothing with a source map', () => {
    const taps: Array<{stage: number; run: (assets: Record<string, {source(): string}>) => void}> = [];
    const updated: Record<string, string> = {};
    const compiler = (devtool: unknown): AssetsCompiler => ({
      options: {devtool},
      webpack: {
        Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400},
        sources: {RawSource: class {
          constructor(readonly text: string) {}
        }},
      },
      hooks: {
        thisCompilation: {
          tap: (_, listener) =>
            listener({
              hooks: {processAssets: {tap: ({stage}, run) => taps.push({stage, run})}},
              updateAsset: (file, source) => {
                updated[file] = (source as {text: string}).text;
              },
            }),
        },
      },
    });
    new ModuleOrderPlugin().apply(compiler('source-map'));
    expect(taps).toHaveLength(0);
    new ModuleOrderPlugin().apply(compiler(false));
    expect(taps.map(({stage}) => stage)).toEqual([401]);
    const source = chunk(alternating);
    taps[0].run({'assets/js/main.1.js': {source: () => source}, 'assets/css/styles.1.css': {source: () => source}, 'assets/js/one.1.js': {source: () => chunk([module(1, 'x')])}});
    expect(Object.keys(updated)).toEqual(['assets/js/main.1.js']);
    expect(updated['assets/js/main.1.js']).toBe(reorderChunk(source));
  });
});
