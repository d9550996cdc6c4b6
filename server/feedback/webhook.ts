/**
 * Forwards stored responses to FEEDBACK_WEBHOOK_URL from the durable outbox: runs in the
 * background (a reader's request never waits for it), resumes pending rows at start,
 * retries with exponential backoff and jitter, and marks a row delivered only on a 2xx. A redirect is a failed
 * attempt, never followed.
 * Each attempt works on a row claimed with a lease (store.ts), so several instances on one
 * database never post the same row at once. Delivery is at least once: a crash between the
 * webhook's 2xx and the mark repeats one POST, after the lease.
 */
import type {ClaimedItem, FeedbackStore} from './store.ts';

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
  /**
   * How long a claimed row stays this forwarder's; default timeoutMs + 30 s. Longer than an attempt can take,
   * so no other instance posts it meanwhile; after a crash the row is due again once it ends.
   */
  leaseMs?: number;
  /** Longest wait between two looks at the outbox when idle, for rows other instances left behind; default 10 s. */
  pollMs?: number;
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
  const {leaseMs = timeoutMs + 30_000, pollMs = 10_000} = options;
  const inFlight = new Map<string, Promise<void>>();
  /** Responses the webhook acknowledged whose delivery the database could not record yet: recorded, never re-posted. */
  const unrecorded = new Map<string, Date>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Set when the database refused to record an attempt's outcome: no new attempt before then. */
  let pausedUntil = 0;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;

  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

  async function deliver({response, source, attempts, claim}: ClaimedItem): Promise<void> {
    const {id} = response;
    let failure: string;
    // A timer of our own, held until the attempt ends: a signal from AbortSignal.timeout() combined with
    // AbortSignal.any() can be garbage-collected before it fires (Node 20), which left an attempt hanging for good.
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(() => deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        // The survey's fields (common/feedback.ts) and who sent it ('reader' or 'agent').
        body: JSON.stringify({...response, source}),
        signal: AbortSignal.any([stopping.signal, deadline.signal]),
        // A redirect would send the payload, reader's e-mail included, to whatever host the answer names.
        redirect: 'manual',
      });
      await answer.body?.cancel();
      if (answer.ok) {
        const at = new Date();
        try {
          await store.markDelivered(id, at);
        } catch (error) {
          // Kept in memory and recorded once the database answers again, without posting it a second time.
          unrecorded.set(id, at);
          throw error;
        }
        return;
      }
      failure = answer.status >= 300 && answer.status < 400
        ? `HTTP ${answer.status}: redirects are not followed; set FEEDBACK_WEBHOOK_URL to the address the webhook moved to`
        : `HTTP ${answer.status}`;
    } catch (error) {
      if (unrecorded.has(id)) throw error;
      if (stopped) {
        // Aborted by stop(): handed back at once, so the next start (or another instance) resumes it.
        await store.release(id, claim, Date.now()).catch(() => {});
        return;
      }
      failure = message(error);
    } finally {
      clearTimeout(deadlineTimer);
    }
    onError(id, failure);
    await store.scheduleRetry(id, claim, Date.now() + backoffDelay(attempts + 1, baseDelayMs, maxDelayMs, random), failure);
  }

  /** Records acknowledged deliveries the database refused before; throws while it still refuses. */
  async function recordPending(): Promise<void> {
    for (const [id, at] of unrecorded) {
      await store.markDelivered(id, at);
      unrecorded.delete(id);
    }
  }

  async function look(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (Date.now() < pausedUntil) {
      if (inFlight.size === 0) timer = setTimeout(pump, pausedUntil - Date.now());
      return;
    }
    try {
      await recordPending();
      const free = concurrency - inFlight.size;
      const claimed = free > 0 ? await store.claimDue(Date.now(), free, leaseMs) : [];
      for (const item of claimed) {
        const {id} = item.response;
        if (stopped) {
          await store.release(id, item.claim, Date.now()).catch(() => {});
          continue;
        }
        const attempt = deliver(item)
          .catch((error: unknown) => {
            // The outcome could not be stored (database away, full or read-only): wait before trying again rather
            // than re-posting in a tight loop. A failed attempt whose retry was not recorded waits for its lease.
            onError(id, message(error));
            pausedUntil = Date.now() + backoffDelay(item.attempts + 1, baseDelayMs, maxDelayMs, random);
          })
          .finally(() => {
            inFlight.delete(id);
            pump();
          });
        inFlight.set(id, attempt);
      }
      if (inFlight.size === 0 && !stopped) {
        const next = await store.nextDue();
        // Rows stored or left behind by other instances wake nobody here: look again within pollMs anyway.
        const wait = next === null ? pollMs : Math.min(pollMs, Math.max(0, next - Date.now()));
        if (!stopped) timer = setTimeout(pump, wait);
      }
    } catch (error) {
      // The database is unavailable for now (away, full, read-only, busy): look again later.
      onError('-', message(error));
      if (!stopped) timer = setTimeout(pump, baseDelayMs);
    }
  }

  /** Looks at the outbox, one look at a time; a call during a look asks for one more after it. */
  function pump(): void {
    if (stopped) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        await look();
      } while (pumpAgain && !stopped);
    })().finally(() => (pumping = undefined));
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
      await pumping;
      await Promise.allSettled(inFlight.values());
      clearTimeout(timer);
    },
  };
}
