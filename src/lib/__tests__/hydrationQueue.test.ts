import {describe, expect, it} from 'vitest';
import {createHydrationQueue} from '../hydrationQueue';

/** A scheduler the test drives, one task at a time, with the microtasks that follow each task. */
function manualTasks() {
  const tasks: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void tasks.push(run),
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
});
