/**
 * The bench's memory probe: `bench/lib/memory-probe-preload.ts`, loaded into a server process a benchmark
 * starts, answers `memoryProbeSignal` with one `memoryProbePrefix` line on stdout holding a `MemoryProbe`.
 */

/** What the process holds after full garbage collections, in bytes (`process.memoryUsage()`). */
export interface MemoryProbe {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export const memoryProbeSignal = 'SIGUSR2';
export const memoryProbePrefix = 'memory-probe ';
