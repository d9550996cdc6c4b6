/**
 * Orders the modules of a built chunk so that gzip finds more repeats (DESIGN.md, "moduleOrder").
 *
 * A chunk's modules sit in one object literal, `{id(e,t,n){…},id(e){…}}`, which the runtime reads by id only, so
 * their order is free. Rspack writes them sorted by module identifier, which is the file path: moving a file moves
 * its code next to other neighbours, and gzip, which looks back 32 KB only, finds fewer repeats. Here each next
 * module is the one that the last 32 KB of the chunk so far compresses best, by a small LZ77 cost model in plain
 * JavaScript. The order depends on the modules' text alone (their ids in it included), not on where their files sit,
 * and not on the zlib the machine's Node carries, so the same source gives the same order on any machine.
 */
import {parse, type Node} from 'acorn';

/** How far back gzip (deflate) looks for a repeat, in characters (its window is 32 KB). */
export const windowSize = 32 * 1024;
const minMatch = 4;
const maxMatch = 258;
const hashBits = 15;
const hashSize = 1 << hashBits;
/** Positions tried per match search, few: more found no better order here. */
const maxChain = 4;
/** Rough cost in bits: a literal, and a match (length and distance codes with their extra bits). */
const literalBits = 8;
const matchBits = 24;

const hash4 = (text: string, at: number): number =>
  (Math.imul(
    text.charCodeAt(at) | (text.charCodeAt(at + 1) << 8) | (text.charCodeAt(at + 2) << 16) | (text.charCodeAt(at + 3) << 24),
    0x9e3779b1,
  ) >>> (32 - hashBits));

/** A hash-chain index of a window, built once and searched for many candidates. */
export class WindowIndex {
  readonly head = new Int32Array(hashSize).fill(-1);
  readonly prev: Int32Array;

  constructor(readonly text: string) {
    this.prev = new Int32Array(text.length);
    for (let at = 0; at + minMatch <= text.length; at++) {
      const h = hash4(text, at);
      this.prev[at] = this.head[h];
      this.head[h] = at;
    }
  }
}

const ownHead = new Int32Array(hashSize);
const ownStamps = new Int32Array(hashSize);
let ownStamp = 0;
let ownPrev = new Int32Array(0);

const matchLength = (a: string, aAt: number, b: string, bAt: number, limit: number): number => {
  let length = 0;
  while (length < limit && a.charCodeAt(aAt + length) === b.charCodeAt(bAt + length)) length++;
  return length;
};

/**
 * Estimated deflate cost in bits of `text` following `window`: a greedy parse into literals and matches, where a
 * match reaches back into the window (its last 32 KB) or into `text` itself.
 */
export function compressedCost(text: string, window: WindowIndex | undefined): number {
  // The text's own hash chains: one table reused across calls, its entries valid only when stamped with this call.
  const stamp = ++ownStamp;
  if (ownPrev.length < text.length) ownPrev = new Int32Array(text.length);
  const windowText = window?.text ?? '';
  let bits = 0;
  let at = 0;
  const insert = (position: number) => {
    if (position + minMatch > text.length) return;
    const h = hash4(text, position);
    ownPrev[position] = ownStamps[h] === stamp ? ownHead[h] : -1;
    ownHead[h] = position;
    ownStamps[h] = stamp;
  };
  while (at < text.length) {
    let best = 0;
    if (at + minMatch <= text.length) {
      const h = hash4(text, at);
      const limit = Math.min(maxMatch, text.length - at);
      // Earlier in the text itself, within the window's reach.
      for (let candidate = ownStamps[h] === stamp ? ownHead[h] : -1, tries = 0; candidate >= 0 && tries < maxChain && at - candidate <= windowSize; candidate = ownPrev[candidate], tries++) {
        const length = matchLength(text, candidate, text, at, limit);
        if (length > best) best = length;
      }
      // In the window, still within reach: the window's last (windowSize - at) characters.
      if (window) {
        const reach = windowText.length - (windowSize - at);
        for (let candidate = window.head[h], tries = 0; candidate >= 0 && candidate >= reach && tries < maxChain; candidate = window.prev[candidate], tries++) {
          const length = matchLength(windowText, candidate, text, at, Math.min(limit, windowText.length - candidate));
          // A match that runs to the window's end may go on into the text; the model is content with the window part.
          if (length > best) best = length;
        }
      }
    }
    if (best >= minMatch) {
      bits += matchBits;
      for (let skipped = 0; skipped < best; skipped++) insert(at + skipped);
      at += best;
    } else {
      bits += literalBits;
      insert(at);
      at++;
    }
  }
  return bits;
}

/**
 * The order to write `modules` in after `prefix`: greedily, the module whose cost after the last 32 KB written is the
 * smallest share of its cost alone. Ties go to the module that comes first in text order, so the result depends
 * only on the modules' text.
 */
export function compressionOrder(modules: readonly string[], prefix = ''): string[] {
  const alone = modules.map((text) => compressedCost(text, undefined));
  const left = modules.map((text, index) => ({text, alone: alone[index]}));
  const ordered: string[] = [];
  let written = prefix;
  while (left.length > 0) {
    const window = new WindowIndex(written.slice(-windowSize));
    let bestIndex = 0;
    let bestScore = Infinity;
    left.forEach(({text, alone: cost}, index) => {
      const score = compressedCost(text, window) / Math.max(1, cost);
      if (score < bestScore || (score === bestScore && text < left[bestIndex].text)) {
        bestScore = score;
        bestIndex = index;
      }
    });
    const [next] = left.splice(bestIndex, 1);
    ordered.push(next.text);
    written += `${next.text},`;
  }
  return ordered;
}

interface Span {
  start: number;
  end: number;
}

/**
 * The modules object of a chunk file as Rspack writes one: `(self.x=self.x||[]).push([[ids],{modules},runtime?])`,
 * the whole program being that one statement. Anything else (the runtime chunk, an entry with its runtime inlined)
 * gives undefined and is left as it is.
 */
export function chunkModules(source: string): {object: Span; modules: Span[]} | undefined {
  let program: Node & {body: Array<Node & {expression?: Node; directive?: string}>};
  try {
    program = parse(source, {ecmaVersion: 'latest', sourceType: 'script'}) as typeof program;
  } catch {
    return undefined;
  }
  // One statement, after a "use strict" if any.
  const statements = program.body.filter((statement) => statement.directive === undefined);
  const statement = statements.length === 1 ? statements[0] : undefined;
  const call = statement?.type === 'ExpressionStatement' ? (statement.expression as Node & {callee?: Node & {property?: Node & {name?: string}}; arguments?: Node[]}) : undefined;
  if (call?.type !== 'CallExpression' || call.callee?.type !== 'MemberExpression' || call.callee.property?.name !== 'push') return undefined;
  const [payload] = call.arguments ?? [];
  const elements = payload?.type === 'ArrayExpression' ? (payload as Node & {elements: Array<Node | null>}).elements : [];
  const object = elements[1];
  if (elements[0]?.type !== 'ArrayExpression' || object?.type !== 'ObjectExpression') return undefined;
  const properties = (object as Node & {properties: Array<Node & {type: string; computed?: boolean}>}).properties;
  // Only plain `id: factory` or `id(…){…}` entries; a spread or computed key would not be a module table.
  if (properties.some((property) => property.type !== 'Property' || property.computed)) return undefined;
  return {object: {start: object.start, end: object.end}, modules: properties.map(({start, end}) => ({start, end}))};
}

/** The chunk with its modules in compression order, or undefined when it has fewer than two or is not a chunk file. */
export function reorderChunk(source: string): string | undefined {
  const chunk = chunkModules(source);
  if (!chunk || chunk.modules.length < 2) return undefined;
  const head = source.slice(0, chunk.object.start + 1);
  const tail = source.slice(chunk.object.end - 1);
  const texts = chunk.modules.map(({start, end}) => source.slice(start, end));
  const reordered = `${head}${compressionOrder(texts, head).join(',')}${tail}`;
  return reordered === source ? undefined : reordered;
}

/** What the plugin uses of Rspack's (and webpack's) compiler and compilation. */
export interface AssetsCompiler {
  options: {devtool?: unknown};
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (source: string) => unknown};
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        listener: (compilation: {
          hooks: {processAssets: {tap(options: {name: string; stage: number}, listener: (assets: Record<string, {source(): string | Buffer}>) => void): void}};
          updateAsset(file: string, source: never): void;
        }) => void,
      ): void;
    };
  };
}

/**
 * Rewrites every JavaScript chunk with its modules in compression order, once it is minified and before the files
 * get their content hashes (realContentHash), so a file's name still changes with its content.
 */
export class ModuleOrderPlugin {
  apply(compiler: AssetsCompiler): void {
    // A source map would point into the old order.
    if (compiler.options.devtool) return;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ModuleOrderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'ModuleOrderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, (assets) => {
        for (const [file, asset] of Object.entries(assets)) {
          if (!file.endsWith('.js')) continue;
          const reordered = reorderChunk(asset.source().toString());
          if (reordered !== undefined) compilation.updateAsset(file, new sources.RawSource(reordered) as never);
        }
      });
    });
  }
}
