import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {precompress, shouldPrecompress} from '../precompress.ts';

describe('shouldPrecompress', () => {
  it.each([
    ['a.js', 2048, true],
    ['a.html', 1024, true],
    ['a.css', 1023, false],
    ['a.png', 50_000, false],
    ['a.js.br', 50_000, false],
    ['a.woff2', 50_000, false],
    ['feed.XML', 4096, true],
  ])('%s of %d bytes: %s', (file, size, expected) => {
    expect(shouldPrecompress(file, size)).toBe(expected);
  });
});

describe('precompress', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('writes .br and .gz variants that decode to each text file of 1 KB or more, and nothing else', async () => {
    const text = 'export const answer = 42;\n'.repeat(100);
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(dir, 'assets/js/main.js'), text);
    writeFileSync(path.join(dir, 'index.html'), `<html>${'<p>hello</p>'.repeat(200)}</html>`);
    writeFileSync(path.join(dir, 'small.css'), 'a{}');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const result = await precompress(dir);

    expect(result.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/js/main.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/js/main.js.gz'))).toString()).toBe(text);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
