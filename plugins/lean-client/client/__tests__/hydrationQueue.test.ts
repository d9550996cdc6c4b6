import {describe, expect, it} from 'vitest';
import {createHydrationQueue} from '../hydrationQueue.ts';
import {noDeadline, type Scheduler} from '../scheduler.ts';

/** A scheduler the test drives, one task at a time, with the microtasks that follow each task. */
function manualTasks() {
  const tasks: Array<() => void> = [];
  const schedule: Scheduler = (run) => void tasks.push(() => run(noDeadline));
  return {
    schedule,
    get waiting() {
      return tasks.length;
    },
    async runTask() {
      const run = tasks.shift();
      if (!run) throw new Error('no task scheduled');
      run();
      // Let the released promises' callbacks run, as the browser does at the end of a task.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    },
    async runAll() {
      while (tasks.length) await this.runTask();
    },
  };
}

/** Records the order parts are released in, and the task each release happened in. */
function releases(queue: ReturnType<typeof createHydrationQueue>, tasks: ReturnType<typeof manualTasks>) {
  const log: Array<{id: string; task: number}> = [];
  let task = 0;
  const run = tasks.runTask.bind(tasks);
  tasks.runTask = async () => {
    task += 1;
    await run();
  };
  return {
    log,
    wait(id: string, then?: () => void) {
      void queue.wait(id)?.then(() => {
        log.push({id, task});
        then?.();
      });
    },
  };
}

describe('createHydrationQueue', () => {
  it('keeps every part waiting until the first pass has committed, then releases one part per task, in order', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const parts = releases(queue, tasks);
    for (const id of ['navbar', 'page', 'footer']) parts.wait(id);
    expect(queue.waiting).toBe(3);
    expect(tasks.waiting).toBe(0);

    queue.firstPassDone();
    await tasks.runAll();
    expect(parts.log.map((entry) => entry.id)).toEqual(['navbar', 'page', 'footer']);
    expect(new Set(parts.log.map((entry) => entry.task)).size).toBe(3);
    // The last task found nothing more to release: the first hydration is over.
    expect(queue.hydrating).toBe(false);
  });

  it('hands the same promise to a part that asks again, and nothing once it is released', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const first = queue.wait('page');
    expect(queue.wait('page')).toBe(first);
    expect(queue.wasReleased('page')).toBe(false);
    queue.firstPassDone();
    await tasks.runTask();
    expect(queue.wait('page')).toBeNull();
    expect(queue.wasReleased('page')).toBe(true);
  });

  it('queues parts met while another part hydrates behind the ones already waiting', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const parts = releases(queue, tasks);
    // Hydrating "page" meets the doc sidebar and the doc content inside it.
    parts.wait('page', () => {
      for (const id of ['doc-sidebar', 'doc-main']) parts.wait(id);
    });
    parts.wait('footer');
    queue.firstPassDone();
    await tasks.runAll();
    expect(parts.log.map((entry) => entry.id)).toEqual(['page', 'footer', 'doc-sidebar', 'doc-main']);
    expect(new Set(parts.log.map((entry) => entry.task)).size).toBe(4);
    expect(queue.hydrating).toBe(false);
  });

  it('lets a part that mounts fresh between releases render at once: it has no server HTML to keep', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const parts = releases(queue, tasks);
    parts.wait('navbar');
    parts.wait('page');
    queue.firstPassDone();
    // The task that releases "navbar", then the one that marks the end of its hydration; "page" still waits.
    await tasks.runTask();
    expect(queue.wait('met-while-navbar-hydrates')).not.toBeNull();
    await tasks.runTask();
    expect(parts.log.map((entry) => entry.id)).toEqual(['navbar']);
    expect(queue.hydrating).toBe(true);
    expect(queue.wait('code-in-a-rebuilt-tab')).toBeNull();
    await tasks.runAll();
    expect(parts.log.map((entry) => entry.id)).toEqual(['navbar', 'page']);
    expect(queue.wasReleased('met-while-navbar-hydrates')).toBe(true);
  });

  it('finishes at once when the first pass left nothing, so later pages never wait', () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    queue.firstPassDone();
    expect(queue.hydrating).toBe(false);
    expect(queue.wait('page')).toBeNull();
    expect(tasks.waiting).toBe(0);
  });

  it('never makes a part wait after the first hydration (client-side navigation renders at once)', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    void queue.wait('navbar');
    queue.firstPassDone();
    await tasks.runAll();
    expect(queue.hydrating).toBe(false);
    expect(queue.wait('doc-main')).toBeNull();
  });

  it('makes nothing wait when created outside hydration', () => {
    const queue = createHydrationQueue(() => undefined, false);
    expect(queue.wait('page')).toBeNull();
  });

  describe('gated: a part hydrates once it is reported visible, or reached for', () => {
    function gatedQueue() {
      const tasks = manualTasks();
      const settled: boolean[] = [];
      const watched: string[] = [];
      const queue = createHydrationQueue(tasks.schedule, true, {gated: true, onWait: (id) => watched.push(id), onSettledChange: (value) => settled.push(value)});
      return {tasks, queue, settled, watched, parts: releases(queue, tasks)};
    }

    it('hydrates the visible parts in page order, leaves the others waiting, and settles once each is reported', async () => {
      const {tasks, queue, settled, watched, parts} = gatedQueue();
      for (const id of ['navbar', 'page', 'footer']) parts.wait(id);
      expect(watched).toEqual(['navbar', 'page', 'footer']);
      queue.firstPassDone();
      queue.report('footer', false);
      queue.report('page', true);
      await tasks.runAll();
      // "navbar" has not been reported yet: nothing is settled.
      expect(parts.log.map((entry) => entry.id)).toEqual(['page']);
      expect(queue.settled).toBe(false);
      queue.report('navbar', true);
      await tasks.runAll();
      expect(parts.log.map((entry) => entry.id)).toEqual(['page', 'navbar']);
      expect(queue.settled).toBe(true);
      expect(settled).toEqual([true]);
      // The footer still waits: hydration is not over, so a part met meanwhile would still keep its server HTML.
      expect(queue.hydrating).toBe(true);
      expect(queue.waiting).toBe(1);
      // Scrolled near: it hydrates in a task of its own, and a later "not visible" does not take it back.
      queue.report('footer', true);
      queue.report('footer', false);
      expect(settled).toEqual([true, false]);
      await tasks.runAll();
      expect(parts.log.map((entry) => entry.id)).toEqual(['page', 'navbar', 'footer']);
      expect(queue.hydrating).toBe(false);
      expect(settled).toEqual([true, false, true]);
    });

    it('hydrates a part the reader reaches for in this task, with the parts inside it, not one per task', async () => {
      const {tasks, queue, parts} = gatedQueue();
      let taskOfInner: number | null = null;
      parts.wait('page', () => {
        // Met while "page" hydrates: "section-2" holds what the reader reached, "section-3" does not.
        taskOfInner = queue.wait('section-2') === null ? parts.log.length : null;
        parts.wait('section-3');
      });
      queue.firstPassDone();
      queue.report('page', false);
      await tasks.runAll();
      expect(parts.log).toEqual([]);

      expect(queue.hydrateNow(['page', 'section-2'])).toBe(true);
      // Released at once (its hydration runs in this task's microtasks), before any scheduled task runs.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(parts.log.map((entry) => entry.id)).toEqual(['page']);
      expect(taskOfInner).toBe(1);
      expect(queue.wasReleased('section-2')).toBe(true);
      expect(queue.waiting).toBe(1);
      // Reaching into nothing waiting changes nothing.
      expect(queue.hydrateNow(['navbar'])).toBe(false);
      expect(queue.hydrateNow(['page'])).toBe(false);
      expect(queue.waiting).toBe(1);
    });

    it('lifts the gate after a client-side navigation: what is left hydrates one part per task', async () => {
      const {tasks, queue, parts} = gatedQueue();
      for (const id of ['navbar', 'footer', 'doc-paginator']) parts.wait(id);
      queue.firstPassDone();
      for (const id of ['navbar', 'footer', 'doc-paginator']) queue.report(id, false);
      await tasks.runAll();
      expect(parts.log).toEqual([]);
      queue.hydrateAll();
      await tasks.runAll();
      expect(parts.log.map((entry) => entry.id)).toEqual(['navbar', 'footer', 'doc-paginator']);
      expect(new Set(parts.log.map((entry) => entry.task)).size).toBe(3);
      expect(queue.hydrating).toBe(false);
      expect(queue.settled).toBe(true);
    });
  });
});
