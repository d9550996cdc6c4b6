/**
 * Paces the MCP requests of all clients together to `perSecond`, as the generic cell rate algorithm does: `burst`
 * requests pass at once, then one per 1/perSecond s. A request over the pace waits for its turn, up to `maxWaitMs`,
 * which costs the server a timer while its socket holds the body; one that would wait longer is refused, with the
 * seconds until its turn. So however many clients call, the thread that serves pages runs at most `perSecond` MCP
 * requests a second, and a client that sends again as soon as it is answered waits instead of adding refusals.
 */
export interface PacerOptions {
  perSecond: number;
  /** Requests that pass at once after a quiet time; default `perSecond`. */
  burst?: number;
  /** Longest wait for a turn, in ms; default 1000. */
  maxWaitMs?: number;
}

export type Admission = {waitMs: number} | {retryAfter: number};

export interface Pacer {
  /** A turn for a request arriving at `now` (ms): how long it waits, or the seconds after which to send it again. */
  admit(now: number): Admission;
}

export function createPacer({perSecond, burst = perSecond, maxWaitMs = 1000}: PacerOptions): Pacer {
  const interval = 1000 / perSecond;
  const tolerance = (burst - 1) * interval;
  // When the next request would be served if none had come before it: the pace's debt, in ms since the epoch.
  let due = Number.NEGATIVE_INFINITY;
  return {
    admit(now) {
      const turn = Math.max(due, now);
      const waitMs = Math.max(0, turn - tolerance - now);
      if (waitMs > maxWaitMs) return {retryAfter: Math.max(1, Math.ceil(waitMs / 1000))};
      due = turn + interval;
      return {waitMs};
    },
  };
}
