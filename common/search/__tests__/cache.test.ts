import {describe, expect, it} from 'vitest';
import {cachedPromise} from '../cache.ts';

describe('cachedPromise', () => {
  it('creates the promise once per key and shares it', async () => {
    const cache = new Map<string, Promise<number>>();
    let created = 0;
    const create = () => Promise.resolve((created += 1));
    const [a, b] = await Promise.all([cachedPromise(cache, 'k', create), cachedPromise(cache, 'k', create)]);
    expect([a, b, created]).toEqual([1, 1, 1]);
    expect(await cachedPromise(cache, 'other', create)).toBe(2);
  });

  it('forgets a promise that failed, so the next call tries again', async () => {
    const cache = new Map<string, Promise<string>>();
    await expect(cachedPromise(cache, 'k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.has('k')).toBe(false);
    expect(await cachedPromise(cache, 'k', () => Promise.resolve('back'))).toBe('back');
  });
});
