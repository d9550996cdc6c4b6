/**
 * Splits the page's first hydration into several tasks, and leaves out what the reader has not reached.
 * Hydrating a whole page in one go is one long task (hundreds of milliseconds on a phone), during which a tap
 * waits. Parts of the page wrapped in `HydrateLater` suspend during that first pass: Preact keeps their server
 * HTML as it is and hydrates them later, one part per task, in the order they were met. With `gated`, a part
 * waits until it is reported visible (near the viewport) or the reader reaches for it; until then it is the
 * server's HTML, links included. Pure: the caller passes the scheduler and reports visibility.
 */

import type {Scheduler} from './scheduler.ts';

export interface HydrationQueueOptions {
  /** Hydrate a part only once it is reported visible, or reached for (`hydrateNow`). */
  gated?: boolean;
  /** Called when a part starts waiting, so its visibility can be watched. */
  onWait?: (id: string) => void;
  /** Called when the queue settles (nothing it should hydrate is left) or stops being settled. */
  onSettledChange?: (settled: boolean) => void;
}

export interface HydrationQueue {
  /**
   * During the first hydration, the promise that `id`'s part waits for (the same one each time it asks).
   * `null` once that part is released, after the first hydration, for a part the reader reached for, and for
   * a part that mounts fresh (not met while the first pass or a released part hydrates: it has no server
   * HTML to keep, so it renders at once).
   */
  wait(id: string): Promise<void> | null;
  /** Whether `id`'s part waited and has been released: it is hydrating (or hydrated) from server HTML. */
  wasReleased(id: string): boolean;
  /** Called once the first pass has committed; hydration counts as finished when no part waits any more. */
  firstPassDone(): void;
  /** Reports whether a waiting part is near the viewport; once reported visible, it hydrates in its turn. */
  report(id: string, visible: boolean): void;
  /**
   * The reader reached for something inside these parts (outermost first): the outermost waiting one hydrates
   * in this task's microtasks, and the ones inside it hydrate with it instead of waiting. True if one was waiting.
   */
  hydrateNow(ids: string[]): boolean;
  /** Lifts the gate: every part left hydrates, one per task (after a client-side navigation). */
  hydrateAll(): void;
  readonly hydrating: boolean;
  readonly waiting: number;
  /** The first pass has committed, every waiting part has been reported, and none of them should hydrate yet. */
  readonly settled: boolean;
}

export function createHydrationQueue(schedule: Scheduler, hydrating = true, options: HydrationQueueOptions = {}): HydrationQueue {
  const {onWait, onSettledChange} = options;
  let gated = options.gated ?? false;
  const pending = new Map<string, Promise<void>>();
  const released = new Set<string>();
  const order: Array<{id: string; release: () => void}> = [];
  const visible = new Map<string, boolean>();
  const urgent = new Set<string>();
  let firstPassCommitted = false;
  let scheduled = false;
  // True while a released part hydrates: from its release to the end of that task (its render runs in microtasks).
  let resuming = false;
  let wasSettled = false;

  const wanted = (id: string) => !gated || visible.get(id) === true;
  const isSettled = () =>
    firstPassCommitted && !scheduled && order.every(({id}) => !wanted(id) && (!gated || visible.has(id)));

  function update() {
    const settled = isSettled();
    if (settled === wasSettled) return;
    wasSettled = settled;
    onSettledChange?.(settled);
  }

  function release(index: number) {
    const [next] = order.splice(index, 1);
    if (!next) return;
    released.add(next.id);
    pending.delete(next.id);
    resuming = true;
    schedule(() => {
      resuming = false;
    });
    next.release();
  }

  // One part per task: releasing resolves its promise, and Preact hydrates that part in the task's
  // microtasks. Parts met inside it join the end of the queue. A task that finds no part left at all ends the
  // first hydration; one that finds only parts not wanted yet leaves them waiting.
  const tick = () => {
    scheduled = false;
    if (order.length === 0) hydrating = false;
    const index = order.findIndex(({id}) => wanted(id));
    if (index >= 0) {
      release(index);
      plan();
    }
    update();
  };

  function plan() {
    if (scheduled) return;
    scheduled = true;
    schedule(tick);
  }

  return {
    wait(id) {
      if (!hydrating || released.has(id)) return null;
      if (urgent.has(id)) {
        released.add(id);
        return null;
      }
      let promise = pending.get(id);
      if (promise) return promise;
      if (firstPassCommitted && !resuming) return null;
      promise = new Promise<void>((resolve) => order.push({id, release: resolve}));
      pending.set(id, promise);
      onWait?.(id);
      if (firstPassCommitted) plan();
      update();
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
      update();
    },
    report(id, isVisible) {
      if (visible.get(id) === true) return;
      visible.set(id, isVisible);
      if (isVisible && pending.has(id) && firstPassCommitted) plan();
      update();
    },
    hydrateNow(ids) {
      if (!hydrating) return false;
      for (const id of ids) urgent.add(id);
      const index = order.findIndex(({id}) => ids.includes(id));
      if (index < 0) return false;
      release(index);
      update();
      return true;
    },
    hydrateAll() {
      gated = false;
      if (order.length > 0) plan();
      update();
    },
    get hydrating() {
      return hydrating;
    },
    get waiting() {
      return order.length;
    },
    get settled() {
      return isSettled();
    },
  };
}
