/**
 * A promise per key, created once and shared by every caller; a promise that fails is forgotten,
 * so the next call tries again (a fetch that failed offline is retried, not cached as an error).
 */
export function cachedPromise<T>(cache: Map<string, Promise<T>>, key: string, create: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = create();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
