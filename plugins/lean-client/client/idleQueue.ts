/**
 * Runs queued work in idle time, a short slice at a time, so a burst of work (Docusaurus prefetching every
 * link that scrolls into view) becomes tasks too short to block input. Pure: the caller passes the scheduler
 * and may pass the clock.
 */
import type {Deadline, Scheduler} from './scheduler.ts';

export interface IdleQueue<T> {
  /** Queues `item` once; false if it was queued before. */
  add(item: T): boolean;
  readonly pending: number;
}

export interface IdleQueueOptions {
  /**
   * Longest a slice keeps starting items, in ms. An idle period may offer 50 ms, but 50 ms on a fast
   * machine is 200 ms on a phone four times slower, a task long enough to delay a tap; 4 ms stays short there.
   */
  sliceMs?: number;
  /** The clock, in ms (`performance.now` in the browser). */
  now?: () => number;
}

/**
 * Each slice runs at least one item, then more while the slice is younger than `sliceMs` and the
 * deadline leaves time, and asks for another slice while items remain.
 */
export function createIdleQueue<T>(
  work: (item: T) => void,
  schedule: Scheduler,
  {sliceMs = 4, now = () => performance.now()}: IdleQueueOptions = {},
): IdleQueue<T> {
  const queue: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;

  const flush = (deadline: Deadline) => {
    scheduled = false;
    const start = now();
    do {
      const item = queue.shift() as T;
      try {
        work(item);
      } catch {
        // One failing item (a prefetch of a broken route) must not stop the others.
      }
    } while (queue.length > 0 && now() - start < sliceMs && deadline.timeRemaining() > 0);
    plan();
  };

  function plan() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    schedule(flush);
  }

  return {
    add(item) {
      if (seen.has(item)) return false;
      seen.add(item);
      queue.push(item);
      plan();
      return true;
    },
    get pending() {
      return queue.length;
    },
  };
}
