import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {DeadlineError, measureRows, runCommand, spawnGroup, withDeadline} from '../deadline.ts';

/** Whether `pid` runs: a killed process whose parent is gone may linger as a zombie until reaped, which counts as ended. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('withDeadline', () => {
  it('fails a task that never settles once its time is up, after running the clean-up', async () => {
    const onTimeout = vi.fn();
    const started = Date.now();
    await expect(withDeadline('never', 200, () => new Promise<never>(() => {}), onTimeout)).rejects.toThrow(DeadlineError);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('names the deadline as the reason even when the clean-up makes the task fail first', async () => {
    let fail: (error: Error) => void = () => {};
    const task = () => new Promise<never>((_resolve, reject) => (fail = reject));
    const result = withDeadline('killed', 100, task, () => fail(new Error('socket closed')));
    await expect(result).rejects.toThrow('killed did not finish in 0 s');
  });

  it('passes through a result or an error in time, without the clean-up', async () => {
    const onTimeout = vi.fn();
    expect(await withDeadline('quick', 1_000, async () => 42, onTimeout)).toBe(42);
    await expect(withDeadline('broken', 1_000, async () => Promise.reject(new Error('boom')), onTimeout)).rejects.toThrow('boom');
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('process trees', () => {
  it('runCommand kills the whole tree of a command that outlives its deadline', async () => {
    // The shell starts a grandchild and waits on it, like npm running a build.
    const started = Date.now();
    await expect(runCommand('sh', ['-c', 'sleep 30 & echo $!; wait'], 1_000)).rejects.toThrow(DeadlineError);
    // The clean-up waits for the shell to exit (up to 10 s), which it only does once killed.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a bench stopped by a signal kills the process groups it started, then ends by that signal', async () => {
    const script = `import {spawnGroup} from ${JSON.stringify(path.resolve('bench/lib/deadline.ts'))}; const child = spawnGroup('sleep', ['60']); console.log(child.pid); setInterval(() => {}, 1000);`;
    const bench = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {stdio: ['ignore', 'pipe', 'inherit']});
    const groupLeader = await new Promise<number>((resolve) => bench.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    expect(alive(groupLeader)).toBe(true);
    const ended = new Promise<NodeJS.Signals | null>((resolve) => bench.once('exit', (_code, signal) => resolve(signal)));
    bench.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
    await expect.poll(() => alive(groupLeader), {timeout: 5_000}).toBe(false);
  });

  it('kills grandchildren too', async () => {
    const child = spawnGroup('sh', ['-c', 'sleep 30 & echo $!; wait']);
    const grandchild = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    expect(alive(grandchild)).toBe(true);
    const {killGroup} = await import('../deadline.ts');
    killGroup(child.pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(grandchild)).toBe(false);
  });

  it('runCommand resolves with the output, and fails with it on a non-zero exit', async () => {
    expect(await runCommand('sh', ['-c', 'echo built'], 5_000)).toBe('built\n');
    await expect(runCommand('sh', ['-c', 'echo broken >&2; exit 3'], 5_000)).rejects.toThrow(/exited with 3:\nbroken/);
  });
});

describe('measureRows', () => {
  it('prints the rows measured so far when a measurement fails, then fails', async () => {
    const printed: Array<[number[], boolean]> = [];
    const measure = (item: number) => (item === 3 ? withDeadline('item 3', 50, () => new Promise<number>(() => {})) : Promise.resolve(item * 10));
    await expect(measureRows([1, 2, 3, 4], measure, (rows, complete) => printed.push([rows, complete]))).rejects.toThrow(DeadlineError);
    expect(printed).toEqual([[[10, 20], false]]);
  });

  it('prints every row once when all are measured', async () => {
    const printed: Array<[number[], boolean]> = [];
    expect(await measureRows([1, 2], async (item) => item + 1, (rows, complete) => printed.push([rows, complete]))).toEqual([2, 3]);
    expect(printed).toEqual([[[2, 3], true]]);
  });
});
