/**
 * Forwards stored responses to FEEDBACK_WEBHOOK_URL from the durable outbox: runs in the
 * background (a reader's request never waits for it), resumes pending rows at start,
 * retries with exponential backoff and jitter, and marks a row delivered only on a 2xx.
 * Delivery is at least once: a crash between the webhook's 2xx and the mark repeats one POST.
 */
import type {FeedbackStore} from './store.js';

export interface ForwarderOptions {
  url: string;
  /** First retry delay; default 1 s, doubled per failed attempt. */
  baseDelayMs?: number;
  /** Longest retry delay; default 5 minutes. */
  maxDelayMs?: number;
  /** Time limit of one attempt; default 10 s. */
  timeoutMs?: number;
  /** Deliveries in flight at once; default 4. */
  concurrency?: number;
  /** Reports failed attempts (the app's logger); default silent. */
  onError?: (id: string, error: string) => void;
  /** Source of randomness for the jitter, in [0, 1); default Math.random. */
  random?: () => number;
}

/**
 * Delay before retry number `attempts` (1 = first retry): base * 2^(attempts-1), capped, with
 * "equal jitter" (half fixed, half random) so that clients failing together do not retry together.
 */
export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface Forwarder {
  /** Wakes the forwarder after a new response was stored. */
  notify(): void;
  /** Stops scheduling, aborts attempts in flight (they stay pending) and waits for them to settle. */
  stop(): Promise<void>;
}

export function startForwarder(store: FeedbackStore, options: ForwarderOptions): Forwarder {
  const {url, baseDelayMs = 1000, maxDelayMs = 5 * 60_000, timeoutMs = 10_000, concurrency = 4, onError = () => {}, random = Math.random} = options;
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Set when the database refused to record an attempt's outcome: no new attempt before then. */
  let pausedUntil = 0;

  async function deliver(id: string, body: string, attempts: number): Promise<void> {
    let failure: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) {
        store.markDelivered(id, new Date());
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      if (stopped) return; // aborted by stop(): still pending, resumed at the next start
      failure = error instanceof Error ? error.message : String(error);
    }
    onError(id, failure);
    store.scheduleRetry(id, Date.now() + backoffDelay(attempts + 1, baseDelayMs, maxDelayMs, random), failure);
  }

  function pump(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    if (Date.now() < pausedUntil) {
      if (inFlight.size === 0) timer = setTimeout(pump, pausedUntil - Date.now());
      return;
    }
    try {
      const free = concurrency - inFlight.size;
      if (free > 0) {
        for (const {response, source, attempts} of store.due(Date.now(), free + inFlight.size)) {
          if (inFlight.size >= concurrency) break;
          if (inFlight.has(response.id)) continue;
          // The spec's webhook body (id, timestamp, rate, message, email) plus the page it came from and who sent it ('reader' or 'agent').
          const body = JSON.stringify({...response, source});
          const attempt = deliver(response.id, body, attempts)
            .catch((error: unknown) => {
              // The outcome could not be stored (database full or read-only): the row stays due, so wait before
              // trying again rather than re-posting it in a tight loop. A 2xx already received repeats once later.
              onError(response.id, error instanceof Error ? error.message : String(error));
              pausedUntil = Date.now() + backoffDelay(attempts + 1, baseDelayMs, maxDelayMs, random);
            })
            .finally(() => {
              inFlight.delete(response.id);
              pump();
            });
          inFlight.set(response.id, attempt);
        }
      }
      if (inFlight.size === 0) {
        const next = store.nextDue();
        if (next !== null) timer = setTimeout(pump, Math.max(0, next - Date.now()));
      }
    } catch (error) {
      // The database is unavailable for now (full, read-only, busy): look again later.
      onError('-', error instanceof Error ? error.message : String(error));
      timer = setTimeout(pump, baseDelayMs);
    }
  }

  pump();
  return {
    notify() {
      if (!stopped && inFlight.size < concurrency) pump();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await Promise.allSettled(inFlight.values());
    },
  };
}
