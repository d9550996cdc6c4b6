import {describe, expect, it} from 'vitest';
import {cachedPromise} from '../../../common/search/cache.ts';
import {BoundedMap} from '../bounded-map.js';

describe('BoundedMap', () => {
  it('drops the least recently used entries past its capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    map.set('a', 10);
    map.set('d', 4);
    expect([...map.entries()]).toEqual([['a', 10], ['d', 4]]);
  });

  it('weighs entries, keeps the newest even when it alone is too heavy, and counts what it drops', () => {
    const map = new BoundedMap<string, number[]>(5, (value) => value.length);
    map.set('three', [1, 2, 3]).set('two', [1, 2]);
    expect(map.weight).toBe(5);
    map.set('one', [1]);
    expect([...map.keys()]).toEqual(['two', 'one']);
    map.set('big', [1, 2, 3, 4, 5, 6]);
    expect([...map.keys()]).toEqual(['big']);
    expect(map.weight).toBe(6);
    map.delete('big');
    expect(map.weight).toBe(0);
  });

  it('works as the cache of cachedPromise', async () => {
    const cache = new BoundedMap<string, Promise<string>>(1);
    expect(await cachedPromise(cache, 'a', () => Promise.resolve('A'))).toBe('A');
    expect(await cachedPromise(cache, 'b', () => Promise.resolve('B'))).toBe('B');
    expect([...cache.keys()]).toEqual(['b']);
  });
});
