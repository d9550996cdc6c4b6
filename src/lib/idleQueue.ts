/**
 * Runs queued work in idle time, a slice at a time, so a burst of work (Docusaurus prefetching every
 * link that scrolls into view) becomes short tasks that never block input. Pure: the caller passes the scheduler.
 */

/** What `requestIdleCallback` hands its callback. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (run: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleQueue<T> {
  /** Queues `item` once; false if it was queued before. */
  add(item: T): boolean;
  readonly pending: number;
}

/**
 * Each slice runs at least one item, then more while the deadline leaves more than `reserveMs`,
 * and asks for another slice while items remain.
 */
export function createIdleQueue<T>(work: (item: T) => void, schedule: IdleScheduler, reserveMs = 10): IdleQueue<T> {
  const queue: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;

  const flush = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    do {
      const item = queue.shift() as T;
      try {
        work(item);
      } catch {
        // One failing item (a prefetch of a broken route) must not stop the others.
      }
    } while (queue.length > 0 && deadline.timeRemaining() > reserveMs);
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
