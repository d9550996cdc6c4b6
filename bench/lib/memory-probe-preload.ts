/**
 * Loaded into a server process a benchmark starts (`node --expose-gc --import tsx --import
 * ./bench/lib/memory-probe-preload.ts server/main.ts`), never by the server itself: on the probe's signal it
 * runs full garbage collections, then prints what the process holds after them. RSS read at an arbitrary
 * moment also counts garbage not yet collected; after full collections the JS heap and external memory are
 * what the process retains (README, design note "MCP memory").
 */
import {memoryUsage} from 'node:process';
import {memoryProbePrefix, memoryProbeSignal, type MemoryProbe} from './memory-probe.ts';

const collect = (globalThis as {gc?: () => void}).gc;
if (!collect) throw new Error('bench/lib/memory-probe-preload.ts needs node --expose-gc.');

process.on(memoryProbeSignal, () => {
  // Twice: what the first collection's finalizers and weak references release goes on the second.
  collect();
  collect();
  const {rss, heapUsed, heapTotal, external, arrayBuffers} = memoryUsage();
  const probe: MemoryProbe = {rss, heapUsed, heapTotal, external, arrayBuffers};
  process.stdout.write(`${memoryProbePrefix}${JSON.stringify(probe)}\n`);
});
