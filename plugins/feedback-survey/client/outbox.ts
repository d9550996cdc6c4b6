/**
 * The survey's durable outbox: a response is written to storage before it is sent and leaves storage only when the
 * server has acknowledged it (or proved it can never accept it). Pure: storage, fetch and the clock are passed in.
 * This module runs on every page, so it imports types only (no zod, no dialog code).
 */
import type {FeedbackResponse} from '@site/common/feedback.ts';

/** localStorage key holding the pending responses (a JSON array of OutboxEntry). */
export const OUTBOX_KEY = 'fs.feedback.outbox';
/** A send that has not answered after this long is aborted and retried later. Default 10 s. */
export const SEND_TIMEOUT_MS = 10_000;
/** Second retry waits this long; every later one doubles it. */
export const RETRY_BASE_MS = 5_000;
/** Longest wait between two retries: 1 hour. */
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** Most responses kept waiting; beyond it the oldest is dropped so storage cannot grow without bound. */
export const OUTBOX_MAX_ENTRIES = 50;

/** What a send attempt means for the stored response. */
export type Outcome = 'delivered' | 'rejected' | 'retry';

export interface SendResult {
  outcome: Outcome;
  /** HTTP status, absent on a network error or timeout. */
  status?: number;
  /** From a Retry-After header, in milliseconds. */
  retryAfterMs?: number;
}

export interface OutboxEntry {
  response: FeedbackResponse;
  /** Failed attempts so far. */
  failures: number;
  /** Epoch milliseconds before which a scheduled flush leaves the entry alone. */
  nextAttemptAt: number;
}

/** The part of the Web Storage API the outbox uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>;

/**
 * Wait before the next attempt after `failures` failed ones. The first retry waits for nothing but the next page view
 * (or the browser coming back online); then 5 s, 10 s, 20 s, … up to 1 hour.
 */
export function retryDelay(failures: number): number {
  if (failures <= 1) return 0;
  return Math.min(RETRY_BASE_MS * 2 ** (failures - 2), RETRY_MAX_MS);
}

/**
 * 200 (duplicate) and 201 (created) acknowledge the response; 400, 413, 415 and 422 prove that this body can never be
 * accepted; anything else (404 before the service is deployed, 408, 429, 5xx) may succeed later.
 */
export function outcomeOf(status: number): Outcome {
  if (status === 200 || status === 201) return 'delivered';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'rejected';
  return 'retry';
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const {response, failures, nextAttemptAt} = value as Record<string, unknown>;
  return (
    typeof response === 'object' &&
    response !== null &&
    typeof (response as Record<string, unknown>).id === 'string' &&
    typeof failures === 'number' &&
    typeof nextAttemptAt === 'number'
  );
}

/** The stored entries; unavailable storage, corrupt JSON and malformed entries all read as nothing. */
export function readOutbox(storage: StorageLike | null): OutboxEntry[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Writes the entries; false when storage refused (unavailable, full, blocked). */
export function writeOutbox(storage: StorageLike | null, entries: readonly OutboxEntry[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(OUTBOX_KEY, JSON.stringify(entries.slice(-OUTBOX_MAX_ENTRIES)));
    return true;
  } catch {
    return false;
  }
}

/** POSTs one response as JSON, aborting after `timeoutMs`; never throws. */
export async function postFeedback(
  response: FeedbackResponse,
  {endpoint, fetch, timeoutMs = SEND_TIMEOUT_MS, now = Date.now}: {endpoint: string; fetch: FetchLike; timeoutMs?: number; now?: () => number},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(response),
      signal: controller.signal,
      credentials: 'omit',
    });
    return {
      outcome: outcomeOf(answer.status),
      status: answer.status,
      retryAfterMs: parseRetryAfter(answer.headers.get('Retry-After'), now()),
    };
  } catch {
    // Offline, DNS, CORS or the timeout above: the server may never have seen it, so try again later.
    return {outcome: 'retry'};
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What became of a submitted response, which is what the reader is told: the server holds it (`delivered`), this
 * browser holds it and will send it again (`queued`), the server refused it for good (`rejected`), or nothing holds
 * it (`unsaved`: the send failed and storage was unavailable).
 */
export interface Delivery {
  state: 'delivered' | 'queued' | 'rejected' | 'unsaved';
  /** HTTP status of the attempt, absent on a network error or timeout. */
  status?: number;
}

export interface OutboxDeps {
  storage: StorageLike | null;
  send: (response: FeedbackResponse) => Promise<SendResult>;
  now: () => number;
  log: (message: string) => void;
}

export interface Outbox {
  /** Stores the response, then sends it once. Resolves with where the response is held after that attempt. */
  submit(response: FeedbackResponse): Promise<Delivery>;
  /** Sends every stored response that is due (all of them with `force`, e.g. when the browser is back online). */
  flush(options?: {force?: boolean}): Promise<void>;
}

/** The outbox over injected storage, transport and clock. One instance per page keeps sends of one id from overlapping. */
export function createOutbox({storage, send, now, log}: OutboxDeps): Outbox {
  const inFlight = new Set<string>();

  // Re-read before every write: another tab, or a send finishing meanwhile, may have changed the list.
  const update = (id: string, change: (entry: OutboxEntry) => OutboxEntry | null) => {
    const entries = readOutbox(storage);
    const next: OutboxEntry[] = [];
    for (const entry of entries) {
      if (entry.response.id !== id) next.push(entry);
      else {
        const changed = change(entry);
        if (changed) next.push(changed);
      }
    }
    writeOutbox(storage, next);
  };

  const attempt = async (response: FeedbackResponse): Promise<SendResult> => {
    inFlight.add(response.id);
    try {
      const result = await send(response);
      if (result.outcome === 'retry') {
        update(response.id, (entry) => {
          const failures = entry.failures + 1;
          return {...entry, failures, nextAttemptAt: now() + Math.max(retryDelay(failures), result.retryAfterMs ?? 0)};
        });
      } else {
        if (result.outcome === 'rejected') log(`Feedback ${response.id} was dropped: the server answered ${result.status}.`);
        update(response.id, () => null);
      }
      return result;
    } finally {
      inFlight.delete(response.id);
    }
  };

  return {
    async submit(response) {
      const entries = readOutbox(storage).filter((entry) => entry.response.id !== response.id);
      const dropped = entries.length + 1 - OUTBOX_MAX_ENTRIES;
      if (dropped > 0) log(`Feedback outbox is full: dropping the ${dropped} oldest response(s).`);
      const stored = writeOutbox(storage, [...entries, {response, failures: 0, nextAttemptAt: now()}]);
      if (!stored) log('Feedback could not be saved for retries (storage unavailable): sending it once.');
      const {outcome, status} = await attempt(response);
      if (outcome === 'delivered' || outcome === 'rejected') return {state: outcome, status};
      // Read back rather than trusted: storage may have refused the write, or another tab may have changed the list.
      const held = readOutbox(storage).some((entry) => entry.response.id === response.id);
      return {state: held ? 'queued' : 'unsaved', status};
    },
    async flush({force = false} = {}) {
      const due = readOutbox(storage).filter(
        (entry) => !inFlight.has(entry.response.id) && (force || entry.nextAttemptAt <= now()),
      );
      // One at a time: a reader's retries never arrive as a burst.
      for (const entry of due) await attempt(entry.response);
    },
  };
}
