/**
 * Every word's postings held in memory in a compact binary form, so a search never waits for a postings
 * shard from disk (README, design note "MCP search postings in memory"). The base-36 text of the index (`common/search/format.ts`)
 * takes about 5 bytes per page entry; here an entry takes 2 or 3: its page delta as a varint, then its
 * weight level in one byte (two when a word has a level past 255). All words share one buffer.
 *
 * Layout of a word at its offset: varint page count, varint name count, one byte of level width (1 or 2),
 * the page deltas (varints), the levels, the name deltas (varints).
 */
import {weightOfLevel, type Postings} from '../../common/search/format.ts';
import type {PostingsShard} from '../../common/search/types.ts';

export interface ResidentPostings {
  /** The decoded postings of `word` (the same as `decodePostings` gives), or undefined when no page has it. */
  get(word: string): Postings | undefined;
  /** The words with the most pages, most first, as many as fit in `entries` page entries together. */
  commonest(entries: number): string[];
  /** Words held. */
  readonly words: number;
  /** Bytes of the shared buffer. */
  readonly bytes: number;
}

const comma = 44;
const dot = 46;
const digit = (code: number) => (code <= 57 ? code - 48 : code - 87);

/** Appends bytes to a growing buffer. */
class ByteWriter {
  buffer = new Uint8Array(1 << 16);
  length = 0;

  reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  varint(value: number): void {
    this.reserve(5);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.buffer[this.length++] = rest;
  }

  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }
}

/** Reusable lists for one word's parse (a common word has an entry per page). */
let deltas = new Int32Array(1024);
let levels = new Int32Array(1024);
let names = new Int32Array(64);

/** `array`, or a copy with twice the room when index `at` is past its end. */
function room(array: Int32Array<ArrayBuffer>, at: number): Int32Array<ArrayBuffer> {
  if (at < array.length) return array;
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/** Writes the postings text `encoded` (`delta.level,…|delta,…`, see format.ts) into `out` in the binary layout. */
function transcode(encoded: string, out: ByteWriter): void {
  const bar = encoded.indexOf('|');
  const end = bar < 0 ? encoded.length : bar;
  let count = 0;
  let maxLevel = 0;
  let value = 0;
  for (let i = 0; end > 0 && i <= end; i += 1) {
    const code = i < end ? encoded.charCodeAt(i) : comma;
    if (code === dot) {
      deltas = room(deltas, count);
      deltas[count] = value;
      value = 0;
    } else if (code === comma) {
      levels = room(levels, count);
      levels[count] = value;
      count += 1;
      if (value > maxLevel) maxLevel = value;
      value = 0;
    } else value = value * 36 + digit(code);
  }
  let nameCount = 0;
  value = 0;
  for (let i = bar + 1; bar >= 0 && bar + 1 < encoded.length && i <= encoded.length; i += 1) {
    const code = i < encoded.length ? encoded.charCodeAt(i) : comma;
    if (code === comma) {
      names = room(names, nameCount);
      names[nameCount] = value;
      nameCount += 1;
      value = 0;
    } else value = value * 36 + digit(code);
  }
  const wide = maxLevel > 255 ? 2 : 1;
  out.varint(count);
  out.varint(nameCount);
  out.byte(wide);
  for (let n = 0; n < count; n += 1) out.varint(deltas[n] as number);
  out.reserve(count * wide);
  for (let n = 0; n < count; n += 1) {
    const level = levels[n] as number;
    if (wide === 2) out.buffer[out.length++] = level >> 8;
    out.buffer[out.length++] = level & 0xff;
  }
  for (let n = 0; n < nameCount; n += 1) out.varint(names[n] as number);
}

/** The page count of the word written at `offset` of `bytes` (its first varint). */
function pageCountAt(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let shift = 0;
  for (let at = offset; ; at += 1) {
    const byte = bytes[at] as number;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return value;
    shift += 7;
  }
}

/** Decodes the word written at `offset` of `bytes`. */
function decodeAt(bytes: Uint8Array, offset: number): Postings {
  let at = offset;
  const varint = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++] as number;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    return value;
  };
  const count = varint();
  const nameCount = varint();
  const wide = bytes[at++] === 2;
  const pages = new Int32Array(count);
  let id = 0;
  for (let n = 0; n < count; n += 1) pages[n] = id += varint();
  const weights = new Float64Array(count);
  for (let n = 0; n < count; n += 1) {
    const level = wide ? ((bytes[at] as number) << 8) | (bytes[at + 1] as number) : (bytes[at] as number);
    at += wide ? 2 : 1;
    weights[n] = weightOfLevel(level);
  }
  const namesOut = new Int32Array(nameCount);
  id = 0;
  for (let n = 0; n < nameCount; n += 1) namesOut[n] = id += varint();
  return {pages, weights, names: namesOut};
}

/** Words' bytes go into chunks of this size (a word larger than that gets a chunk of its own). */
const chunkSize = 1 << 20;
/** A position is chunk × 2^24 + offset: a chunk never exceeds 16 MB (a word of millions of pages). */
const chunkShift = 2 ** 24;

/**
 * Builds resident postings shard by shard, so loading never holds more than one shard's text at a time,
 * and writes into fixed chunks, so it never copies a growing buffer.
 */
export class PostingsPacker {
  readonly #offsets = new Map<string, number>();
  readonly #chunks: Uint8Array[] = [];
  #current = new Uint8Array(chunkSize);
  #used = 0;
  readonly #scratch = new ByteWriter();

  /** Adds the words of a postings shard (as the index serves it). */
  add(shard: PostingsShard): void {
    for (const word of Object.keys(shard)) {
      const scratch = this.#scratch;
      scratch.length = 0;
      transcode(shard[word] as string, scratch);
      if (this.#used + scratch.length > this.#current.length) {
        this.#chunks.push(this.#current.subarray(0, this.#used));
        this.#current = new Uint8Array(Math.max(chunkSize, scratch.length));
        this.#used = 0;
      }
      this.#current.set(scratch.buffer.subarray(0, scratch.length), this.#used);
      this.#offsets.set(word, this.#chunks.length * chunkShift + this.#used);
      this.#used += scratch.length;
    }
  }

  finish(): ResidentPostings {
    // The last chunk keeps only what was written.
    const chunks = [...this.#chunks, this.#current.slice(0, this.#used)];
    const offsets = this.#offsets;
    const at = (position: number) => {
      const chunk = Math.floor(position / chunkShift);
      return {bytes: chunks[chunk] as Uint8Array, offset: position - chunk * chunkShift};
    };
    return {
      get: (word) => {
        const position = offsets.get(word);
        if (position === undefined) return undefined;
        const {bytes, offset} = at(position);
        return decodeAt(bytes, offset);
      },
      commonest: (entries) => {
        const sized = [...offsets].map(([word, position]) => {
          const {bytes, offset} = at(position);
          return {word, size: pageCountAt(bytes, offset)};
        });
        sized.sort((a, b) => b.size - a.size || (a.word < b.word ? -1 : 1));
        const found: string[] = [];
        let total = 0;
        for (const {word, size} of sized) {
          if (total + size > entries) break;
          found.push(word);
          total += size;
        }
        return found;
      },
      words: offsets.size,
      bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    };
  }
}

/** Resident postings of whole shards at once (tests and small indexes). */
export function packPostings(shards: Iterable<PostingsShard>): ResidentPostings {
  const packer = new PostingsPacker();
  for (const shard of shards) packer.add(shard);
  return packer.finish();
}
