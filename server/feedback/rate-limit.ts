/**
 * A per-client token bucket kept in memory: `perMinute` requests at once, refilled
 * evenly over a minute. One process only; behind several processes each has its own.
 */
export interface RateLimiter {
  /** Takes a token for `key`; returns 0 when allowed, else the seconds to wait before the next one. */
  take(key: string, now: number): number;
  /** How many clients it holds a bucket for: bounded, since idle clients are dropped past `pruneAbove`. */
  clients(): number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** From this many clients on, a new client drops the full buckets (idle clients), so memory stays bounded. */
export const pruneAbove = 10_000;

export function createRateLimiter(perMinute: number): RateLimiter {
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket, now: number) => {
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.updated) * perMinute) / 60_000);
    bucket.updated = now;
  };

  return {
    take(key, now) {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= pruneAbove) {
          for (const [other, entry] of buckets) {
            refill(entry, now);
            if (entry.tokens >= perMinute) buckets.delete(other);
          }
        }
        bucket = {tokens: perMinute, updated: now};
        buckets.set(key, bucket);
      }
      refill(bucket, now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / perMinute));
    },
    clients: () => buckets.size,
  };
}
