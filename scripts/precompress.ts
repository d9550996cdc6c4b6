/**
 * Precompresses the build: a `.br` (quality 11) and a `.gz` (level 9) next to every text file
 * of 1 KB or more, so the server sends stored bytes instead of compressing on each request, at the best
 * ratio. Runs after `docusaurus build` (npm run build), when every plugin has written its files.
 */
import {readFile, readdir, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.md', '.webmanifest', '.yaml', '.yml']);
export const minimumBytes = 1024;

export function shouldPrecompress(file: string, size: number): boolean {
  return size >= minimumBytes && compressibleExtensions.has(path.extname(file).toLowerCase());
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the compressed variants; a variant not smaller than the original is not kept. Returns counts. */
export async function precompress(dir: string): Promise<{files: number; bytes: number; brotliBytes: number}> {
  const targets: string[] = [];
  for await (const file of walk(dir)) {
    if (shouldPrecompress(file, (await stat(file)).size)) targets.push(file);
  }
  let bytes = 0;
  let brotliBytes = 0;
  // A few files at a time: brotli at quality 11 is CPU-bound and the machine may be small.
  const queue = [...targets];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length}}),
          gz(content, {level: 9}),
        ]);
        bytes += content.length;
        if (br.length < content.length) {
          await writeFile(`${file}.br`, br);
          brotliBytes += br.length;
        }
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      }
    }),
  );
  return {files: targets.length, bytes, brotliBytes};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  const result = await precompress(dir);
  console.log(
    `[precompress] ${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB → ${(result.brotliBytes / 1024 / 1024).toFixed(1)} MB brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
