/**
 * Splits the page's first hydration into several tasks. Hydrating a whole page in one go is one long task
 * (hundreds of milliseconds on a phone), during which a tap waits. Parts of the page wrapped in
 * `HydrateLater` suspend during that first pass: Preact keeps their server HTML as it is and hydrates
 * them later, one part per task, in the order they were met. Pure: the caller passes the scheduler.
 */

export type TaskScheduler = (run: () => void) => void;

export interface HydrationQueue {
  /**
   * During the first hydration, the promise that `id`'s part waits for (the same one each time it asks).
   * `null` once that part is released, after the first hydration, and for a part that mounts fresh (not
   * met while the first pass or a released part hydrates: it has no server HTML to keep, so it renders at once).
   */
  wait(id: string): Promise<void> | null;
  /** Whether `id`'s part waited and has been released: it is hydrating (or hydrated) from server HTML. */
  wasReleased(id: string): boolean;
  /** Called once the first pass has committed; hydration counts as finished when no part waits any more. */
  firstPassDone(): void;
  readonly hydrating: boolean;
  readonly waiting: number;
}

export function createHydrationQueue(schedule: TaskScheduler, hydrating = true): HydrationQueue {
  const pending = new Map<string, Promise<void>>();
  const released = new Set<string>();
  const order: Array<{id: string; release: () => void}> = [];
  let firstPassCommitted = false;
  let scheduled = false;
  // True while a released part hydrates: from its release to the end of that task (its render runs in microtasks).
  let resuming = false;

  // One part per task: releasing resolves its promise, and Preact hydrates that part in the task's
  // microtasks. Parts met inside it join the end of the queue. A task that finds nothing left to release
  // ends the first hydration.
  const tick = () => {
    scheduled = false;
    const next = order.shift();
    if (!next) {
      hydrating = false;
      return;
    }
    released.add(next.id);
    pending.delete(next.id);
    resuming = true;
    schedule(() => {
      resuming = false;
    });
    next.release();
    plan();
  };

  function plan() {
    if (scheduled) return;
    scheduled = true;
    schedule(tick);
  }

  return {
    wait(id) {
      if (!hydrating || released.has(id)) return null;
      let promise = pending.get(id);
      if (promise) return promise;
      if (firstPassCommitted && !resuming) return null;
      promise = new Promise<void>((resolve) => order.push({id, release: resolve}));
      pending.set(id, promise);
      if (firstPassCommitted) plan();
      return promise;
    },
    wasReleased(id) {
      return released.has(id);
    },
    firstPassDone() {
      if (firstPassCommitted) return;
      firstPassCommitted = true;
      if (order.length === 0) hydrating = false;
      else plan();
    },
    get hydrating() {
      return hydrating;
    },
    get waiting() {
      return order.length;
    },
  };
}
