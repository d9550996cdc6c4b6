import {describe, expect, it} from 'vitest';
import {createHydrationQueue} from '../hydrationQueue';

/** A scheduler the test drives, one task at a time. */
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
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('createHydrationQueue', () => {
  it('keeps every part waiting until the first pass has committed, then releases one part per task, in order', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const released: string[] = [];
    for (const id of ['navbar', 'page', 'footer']) void queue.wait(id)?.then(() => released.push(id));
    expect(queue.waiting).toBe(3);
    expect(tasks.waiting).toBe(0);

    queue.firstPassDone();
    await tasks.runTask();
    expect(released).toEqual(['navbar']);
    await tasks.runTask();
    expect(released).toEqual(['navbar', 'page']);
    await tasks.runTask();
    expect(released).toEqual(['navbar', 'page', 'footer']);
    expect(queue.hydrating).toBe(true);
    // A last task finds nothing more to release: the first hydration is over.
    await tasks.runTask();
    expect(queue.hydrating).toBe(false);
    expect(tasks.waiting).toBe(0);
  });

  it('hands the same promise to a part that asks again, and nothing once it is released', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const first = queue.wait('page');
    expect(queue.wait('page')).toBe(first);
    queue.firstPassDone();
    await tasks.runTask();
    expect(queue.wait('page')).toBeNull();
  });

  it('queues parts met while another part hydrates behind the ones already waiting', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.schedule);
    const released: string[] = [];
    // Hydrating "page" meets the doc sidebar and the doc content inside it.
    void queue.wait('page')?.then(() => {
      released.push('page');
      for (const id of ['doc-sidebar', 'doc-main']) void queue.wait(id)?.then(() => released.push(id));
    });
    void queue.wait('footer')?.then(() => released.push('footer'));
    queue.firstPassDone();
    for (let task = 0; task < 4; task += 1) await tasks.runTask();
    expect(released).toEqual(['page', 'footer', 'doc-sidebar', 'doc-main']);
    await tasks.runTask();
    expect(queue.hydrating).toBe(false);
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
    await tasks.runTask();
    await tasks.runTask();
    expect(queue.hydrating).toBe(false);
    expect(queue.wait('doc-main')).toBeNull();
  });

  it('makes nothing wait when created outside hydration', () => {
    const queue = createHydrationQueue(() => undefined, false);
    expect(queue.wait('page')).toBeNull();
  });
});
