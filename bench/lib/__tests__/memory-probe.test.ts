import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {describe, expect, it} from 'vitest';
import {memoryProbePrefix, memoryProbeSignal, type MemoryProbe} from '../memory-probe.ts';

const preload = './bench/lib/memory-probe-preload.ts';
/**
 * Holds about 40 MB in ArrayBuffers and collects at once, so no collection is left pending; drops them when it
 * reads a line on stdin and allocates nothing after: only a collection the probe runs frees them. Idles until killed.
 */
const holder = `
globalThis.held = Array.from({length: 40}, () => new Uint8Array(2 ** 20).fill(1));
globalThis.gc?.();
process.stdin.once('data', () => { globalThis.held = undefined; console.log('dropped'); });
setInterval(() => {}, 1000);
console.log('ready');
`;

/** A Node process with the probe loaded; `probe()` signals it and resolves with the line it prints. */
function startProbed(flags: string[]) {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', '--import', preload, '--input-type=module', '-e', holder], {stdio: ['pipe', 'pipe', 'pipe']});
  let output = '';
  let errors = '';
  const waiting: Array<(probe: MemoryProbe) => void> = [];
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let onDropped = () => {};
  const dropped = new Promise<void>((resolve) => (onDropped = resolve));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (let end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n')) {
        const line = output.slice(0, end);
        output = output.slice(end + 1);
        if (line === 'ready') resolve();
        if (line === 'dropped') onDropped();
        if (line.startsWith(memoryProbePrefix)) waiting.shift()?.(JSON.parse(line.slice(memoryProbePrefix.length)) as MemoryProbe);
      }
    }),
  );
  const probe = () =>
    new Promise<MemoryProbe>((resolve) => {
      waiting.push(resolve);
      child.kill(memoryProbeSignal);
    });
  return {child, ready, dropped, probe, errors: () => errors};
}

describe('the bench memory probe', () => {
  it('answers its signal with what the process retains after full collections, freed memory no longer counted', async () => {
    const {child, ready, dropped, probe} = startProbed(['--expose-gc']);
    try {
      await ready;
      const holding = await probe();
      for (const field of ['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'] as const) expect(holding[field]).toBeGreaterThan(0);
      expect(holding.arrayBuffers).toBeGreaterThan(40 * 2 ** 20);
      expect(holding.external).toBeGreaterThanOrEqual(holding.arrayBuffers);
      child.stdin.write('drop\n');
      await dropped;
      // The probe collects before it reads: the dropped buffers are gone though nothing else ran a collection.
      expect((await probe()).arrayBuffers).toBeLessThan(4 * 2 ** 20);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses to load without --expose-gc, saying so', async () => {
    const {child, errors} = startProbed([]);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).not.toBe(0);
    expect(errors()).toContain('needs node --expose-gc');
  });
});
