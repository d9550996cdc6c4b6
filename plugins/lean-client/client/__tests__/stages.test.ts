import {describe, expect, it} from 'vitest';
import {runStages, type Stage} from '../boot/stages.ts';
import {noDeadline, type Scheduler} from '../scheduler.ts';

/** A task queue and a clock the test drives; each stage may advance the clock by its own cost. */
function harness() {
  const tasks: Array<() => void> = [];
  let time = 0;
  const nextTask: Scheduler = (run) => void tasks.push(() => run(noDeadline));
  return {
    nextTask,
    now: () => time,
    spend: (ms: number) => {
      time += ms;
    },
    get waiting() {
      return tasks.length;
    },
    runTask() {
      const task = tasks.shift();
      if (!task) throw new Error('no task queued');
      task();
    },
  };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runStages', () => {
  it('runs stages in order, as many per task as fit in the slice, and yields between tasks', async () => {
    const h = harness();
    const log: string[] = [];
    const stage = (name: string, cost: number): Stage => () => {
      log.push(name);
      h.spend(cost);
    };
    const done = runStages([stage('a', 3), stage('b', 3), stage('c', 3), stage('d', 1), stage('e', 1)], {sliceMs: 8, now: h.now, nextTask: h.nextTask});
    // a and b fit in 8 ms; c starts at 6 ms, so it runs too; the slice is then spent.
    expect(log).toEqual(['a', 'b', 'c']);
    expect(h.waiting).toBe(1);
    h.runTask();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(h.waiting).toBe(0);
    await expect(done).resolves.toBeUndefined();
  });

  it('runs one stage per task when each fills the slice', () => {
    const h = harness();
    const log: number[] = [];
    runStages([0, 1, 2].map((n): Stage => () => {
      log.push(n);
      h.spend(20);
    }), {sliceMs: 8, now: h.now, nextTask: h.nextTask});
    expect(log).toEqual([0]);
    h.runTask();
    expect(log).toEqual([0, 1]);
    h.runTask();
    expect(log).toEqual([0, 1, 2]);
    expect(h.waiting).toBe(0);
  });

  it('runs the stages a stage adds right after it, before the rest', () => {
    const h = harness();
    const log: string[] = [];
    runStages(
      [
        (then) => {
          log.push('match');
          then(() => log.push('route 1'), () => log.push('route 2'));
        },
        () => log.push('rest'),
      ],
      {now: h.now, nextTask: h.nextTask},
    );
    expect(log).toEqual(['match', 'route 1', 'route 2', 'rest']);
  });

  it('holds the stages after a promise until it settles, then goes on in a new task, also after a rejection', async () => {
    const h = harness();
    const log: string[] = [];
    let settle: (value: unknown) => void = () => undefined;
    let fail: (reason: unknown) => void = () => undefined;
    runStages(
      [
        () => new Promise((resolve) => (settle = resolve)),
        () => log.push('after resolve'),
        () => new Promise((_resolve, reject) => (fail = reject)),
        () => log.push('after reject'),
      ],
      {now: h.now, nextTask: h.nextTask},
    );
    await flushPromises();
    expect(log).toEqual([]);
    expect(h.waiting).toBe(0);
    settle('chunks');
    await flushPromises();
    expect(log).toEqual([]);
    h.runTask();
    expect(log).toEqual(['after resolve']);
    fail(new Error('chunk failed'));
    await flushPromises();
    h.runTask();
    expect(log).toEqual(['after resolve', 'after reject']);
  });

  it('stops at a stage that throws and lets the error escape, as a module that fails to evaluate would', () => {
    const h = harness();
    const log: string[] = [];
    const first = () =>
      runStages(
        [
          () => log.push('a'),
          () => {
            throw new Error('module failed');
          },
          () => log.push('c'),
        ],
        {sliceMs: 8, now: h.now, nextTask: h.nextTask},
      );
    // The first task runs inside the promise's executor, so the error rejects the returned promise.
    return expect(first()).rejects.toThrow('module failed').then(() => {
      expect(log).toEqual(['a']);
      expect(h.waiting).toBe(0);
    });
  });
});
