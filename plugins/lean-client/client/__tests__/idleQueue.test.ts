import {describe, expect, it} from 'vitest';
import {createIdleQueue} from '../idleQueue.ts';
import type {Deadline} from '../scheduler.ts';

/** A scheduler the test drives: each slice gets a deadline with `budget` calls of time left. */
function manualScheduler() {
  const slices: Array<(deadline: Deadline) => void> = [];
  return {
    schedule: (run: (deadline: Deadline) => void) => void slices.push(run),
    get waiting() {
      return slices.length;
    },
    runSlice(timeLeft: number[]) {
      const run = slices.shift();
      if (!run) throw new Error('no slice scheduled');
      run({timeRemaining: () => timeLeft.shift() ?? 0});
    },
  };
}

describe('createIdleQueue', () => {
  it('does no work until idle time comes, and asks for one slice however many items arrive', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue((item: string) => done.push(item), scheduler.schedule);
    for (const item of ['/a', '/b', '/c']) queue.add(item);
    expect(done).toEqual([]);
    expect(scheduler.waiting).toBe(1);
    expect(queue.pending).toBe(3);
  });

  it('runs items until the slice budget is spent, then continues in the next slice', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    let clock = 0;
    // Each item takes 1.5 ms of the fake clock.
    const queue = createIdleQueue(
      (item: string) => {
        done.push(item);
        clock += 1.5;
      },
      scheduler.schedule,
      {sliceMs: 4, now: () => clock},
    );
    for (const item of ['/a', '/b', '/c', '/d', '/e']) queue.add(item);
    // The idle period offers 50 ms, but the slice stops once 4 ms are used: after 3 items (4.5 ms).
    scheduler.runSlice([50, 50, 50, 50, 50]);
    expect(done).toEqual(['/a', '/b', '/c']);
    expect(scheduler.waiting).toBe(1);
    scheduler.runSlice([50, 50, 50]);
    expect(done).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(scheduler.waiting).toBe(0);
    expect(queue.pending).toBe(0);
  });

  it('stops a slice early when the idle period ends before the slice budget', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue((item: string) => done.push(item), scheduler.schedule, {sliceMs: 100, now: () => 0});
    for (const item of ['/a', '/b', '/c', '/d']) queue.add(item);
    scheduler.runSlice([20, 0]);
    expect(done).toEqual(['/a', '/b']);
    expect(queue.pending).toBe(2);
  });

  it('always makes progress: a slice with no time left still runs one item', () => {
    const done: number[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue((item: number) => done.push(item), scheduler.schedule, {now: () => 0});
    queue.add(1);
    queue.add(2);
    scheduler.runSlice([0]);
    expect(done).toEqual([1]);
  });

  it('queues an item only once', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue((item: string) => done.push(item), scheduler.schedule);
    expect(queue.add('/a')).toBe(true);
    expect(queue.add('/a')).toBe(false);
    scheduler.runSlice([50, 50]);
    expect(queue.add('/a')).toBe(false);
    expect(done).toEqual(['/a']);
  });

  it('keeps going when one item throws', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue((item: string) => {
      if (item === '/broken') throw new Error('no such route');
      done.push(item);
    }, scheduler.schedule);
    for (const item of ['/broken', '/b']) queue.add(item);
    scheduler.runSlice([50, 50, 50]);
    expect(done).toEqual(['/b']);
  });

  it('asks for a new slice when items arrive after the queue ran dry', () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(() => undefined, scheduler.schedule);
    queue.add('/a');
    scheduler.runSlice([50]);
    expect(scheduler.waiting).toBe(0);
    queue.add('/b');
    expect(scheduler.waiting).toBe(1);
  });
});
