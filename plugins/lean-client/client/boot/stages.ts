/**
 * Runs start-up work as a series of short tasks. Pure: the caller may pass the scheduler and the clock.
 */
import {messageChannelScheduler, type Scheduler} from '../scheduler.ts';

/**
 * One step of start-up. It may hand `then` further stages, which run right after it, before the rest. A
 * stage that returns a promise holds the stages after it until the promise settles (either way).
 */
export type Stage = (then: (...more: Stage[]) => void) => unknown;

export interface StageOptions {
  /**
   * Longest a task keeps starting stages, in ms. 8 ms here is about 32 ms on a phone four times slower,
   * under the 50 ms that makes a task "long".
   */
  sliceMs?: number;
  now?: () => number;
  nextTask?: Scheduler;
}

/**
 * Runs `stages` in order: each task runs at least one, then more while the task is younger than
 * `sliceMs`. Stages a stage adds run next, in the order given; after a stage that returns a promise, the
 * next one starts in a new task once the promise has settled. A stage that throws stops the series, and
 * the browser reports the error as a module that fails to evaluate would be reported: uncaught, or as the
 * returned promise's rejection when it happens in the first task. Resolves once the last stage has run.
 */
export function runStages(
  stages: readonly Stage[],
  {sliceMs = 8, now = () => performance.now(), nextTask = messageChannelScheduler()}: StageOptions = {},
): Promise<void> {
  const queue = [...stages];
  const then = (...more: Stage[]) => queue.splice(0, 0, ...more);
  return new Promise((resolve) => {
    const resume = () => nextTask(slice);
    const slice = () => {
      const start = now();
      let result: unknown;
      do {
        result = queue.shift()?.(then);
      } while (queue.length > 0 && !(result instanceof Promise) && now() - start < sliceMs);
      if (queue.length === 0) resolve();
      else if (result instanceof Promise) result.then(resume, resume);
      else nextTask(slice);
    };
    slice();
  });
}
