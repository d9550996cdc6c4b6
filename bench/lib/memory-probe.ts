/**
 * Loaded into a server process a benchmark starts (`node --expose-gc --import tsx --import
 * ./bench/lib/memory-probe.ts server/main.ts`), never by the server itself: on SIGUSR2 it runs full garbage
 * collections, then prints one `memory-probe {...}` line on stdout with what the process holds after them.
 * RSS sampled at an arbitrary moment also counts garbage not yet collected and a young generation grown to
 * the allocation rate; after full collections it counts what is retained (README, design note "MCP memory").
 */
import {memoryUsage} from 'node:process';

/** What `memory-probe` reports, in bytes. */
export interface MemoryProbe {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export const memoryProbeSignal = 'SIGUSR2';
export const memoryProbePrefix = 'memory-probe ';

const collect = (globalThis as {gc?: () => void}).gc;
if (!collect) throw new Error('bench/lib/memory-probe.ts needs node --expose-gc.');

process.on(memoryProbeSignal, () => {
  // Twice: finalizers and weak references the first collection finds free more on the second.
  collect();
  collect();
  const {rss, heapUsed, heapTotal, external, arrayBuffers} = memoryUsage();
  const probe: MemoryProbe = {rss, heapUsed, heapTotal, external, arrayBuffers};
  process.stdout.write(`${memoryProbePrefix}${JSON.stringify(probe)}\n`);
});
