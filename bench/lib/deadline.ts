/**
 * Every step of a benchmark ends or fails in bounded time. A browser that stops answering its
 * DevTools connection leaves Lighthouse (and Playwright's evaluate) waiting with no end, so a step
 * runs under a deadline that, when it passes, kills the step's processes (the whole process group)
 * and fails the step. Processes started here are killed when the bench process exits, too.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';

export class DeadlineError extends Error {
  constructor(label: string, ms: number) {
    super(`${label} did not finish in ${Math.round(ms / 1000)} s`);
    this.name = 'DeadlineError';
  }
}

/** How long the clean-up of a timed-out step may take before the step is failed anyway. */
const cleanupMs = 10_000;

/**
 * `task()` or a DeadlineError after `ms`: then `onTimeout` runs (kill what the task started; it gets
 * `cleanupMs` at most), and the task's own promise is left behind.
 */
export async function withDeadline<T>(label: string, ms: number, task: () => Promise<T>, onTimeout?: () => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      const cleanup = Promise.resolve()
        .then(() => onTimeout?.())
        .catch(() => undefined);
      const bounded = new Promise((resolve) => setTimeout(resolve, cleanupMs).unref());
      void Promise.race([cleanup, bounded]).then(() => reject(new DeadlineError(label, ms)));
    }, ms);
  });
  try {
    const value = await Promise.race([task(), expired]);
    if (timedOut) throw new DeadlineError(label, ms);
    return value;
  } catch (error) {
    // Killing the task's processes may fail it first; the deadline is still the reason.
    if (timedOut) await expired.catch(() => undefined);
    throw timedOut ? new DeadlineError(label, ms) : error;
  } finally {
    clearTimeout(timer);
  }
}

const groups = new Set<number>();
process.once('exit', () => {
  for (const pid of groups) killGroup(pid);
});
// A bench stopped from outside (Ctrl-C, `kill`) takes its browsers and builds with it, then dies of the same signal.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    for (const pid of groups) killGroup(pid);
    process.kill(process.pid, signal);
  });
}

/** SIGKILL to the process group led by `pid` (a child spawned with `detached: true`), or to `pid` alone. */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  groups.delete(pid);
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
      return;
    } catch {
      // Already gone, or not a group leader: try the process itself.
    }
  }
}

/** Kills `pid`'s process group when the bench process exits, in case no step does it first. */
export function killOnExit(pid: number | undefined): void {
  if (pid !== undefined) groups.add(pid);
}

/** Spawns `command` as the leader of its own process group (so its whole tree can be killed), killed on exit. */
export function spawnGroup(command: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}): ChildProcess {
  const child = spawn(command, args, {...options, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  killOnExit(child.pid);
  child.once('exit', () => child.pid !== undefined && groups.delete(child.pid));
  return child;
}

/**
 * Runs `command` to completion within `ms`, resolving with its output; fails with the output when it exits
 * non-zero, and kills its whole process tree when the deadline passes or `signal` aborts.
 */
export async function runCommand(
  command: string,
  args: string[],
  ms: number,
  {signal, ...options}: {cwd?: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal} = {},
): Promise<string> {
  signal?.throwIfAborted();
  const child = spawnGroup(command, args, options);
  const abort = () => killGroup(child.pid);
  signal?.addEventListener('abort', abort, {once: true});
  child.once('exit', () => signal?.removeEventListener('abort', abort));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return withDeadline(
    `${command} ${args.join(' ')}`,
    ms,
    async () => {
      const [code, signal] = await exited;
      if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}:\n${output.slice(-4000)}`);
      return output;
    },
    async () => {
      killGroup(child.pid);
      await exited;
    },
  );
}

/**
 * Measures `items` one by one into rows. When a measurement fails or runs out of time, `printRows` still
 * gets the rows measured so far (a partial run shows what it found), then the error is thrown.
 */
export async function measureRows<Item, Row>(
  items: readonly Item[],
  measure: (item: Item) => Promise<Row>,
  printRows: (rows: Row[], complete: boolean) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    for (const item of items) rows.push(await measure(item));
  } catch (error) {
    console.error(`Stopped after ${rows.length} of ${items.length}: ${error instanceof Error ? error.message : String(error)}`);
    printRows(rows, false);
    throw error;
  }
  printRows(rows, true);
  return rows;
}
