/**
 * The one way the speed layer's browser code asks for later work: a `Scheduler` calls `run` in a task of its
 * own, handing it how long that task may go on. The staged entry (./boot/stages.ts), the hydration queue
 * (./hydrationQueue.ts) and the idle queue (./idleQueue.ts) all take one, so tests pass a scheduler they drive.
 */

/** What `requestIdleCallback` hands its callback; tasks that are not idle callbacks get `noDeadline`. */
export interface Deadline {
  timeRemaining(): number;
}

/** Calls `run` in a task of its own, after the browser has had a chance to handle input and paint. */
export type Scheduler = (run: (deadline: Deadline) => void) => void;

/** The deadline of a task that is not an idle period: only the caller's own slice limits it. */
export const noDeadline: Deadline = {timeRemaining: () => Number.POSITIVE_INFINITY};

/** A new task through a message channel: unlike nested `setTimeout`, it is not clamped to 4 ms. */
export function messageChannelScheduler(): Scheduler {
  const channel = new MessageChannel();
  const waiting: Array<(deadline: Deadline) => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.(noDeadline);
  return (run) => {
    waiting.push(run);
    channel.port2.postMessage(null);
  };
}

/** A new task after the ones already queued (`setTimeout(…, 0)`). */
export const timeoutScheduler: Scheduler = (run) => void setTimeout(() => run(noDeadline), 0);

/** Idle time, or a task within `timeoutMs` if none comes; where `requestIdleCallback` is missing, a short timer. */
export function idleScheduler(timeoutMs = 3000): Scheduler {
  return (run) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: timeoutMs});
    else setTimeout(() => run({timeRemaining: () => 12}), 50);
  };
}
