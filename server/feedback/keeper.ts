/**
 * The feedback store as the server holds it: opened at start when it can be, else again and again in the background
 * until it can (backoff up to 30 s), so that the documentation and MCP are served whatever state the database is in.
 * Until it opens every call fails with StorageUnavailableError, which the routes answer 503 with Retry-After; its
 * health (the outcome of the latest call) is what /healthz reports.
 */
import {openStore, type StoreLocation} from './openStore.ts';
import {isStorageUnavailable, redactUrl, StorageUnavailableError, type AllOptions, type FeedbackStore} from './store.ts';

export interface StoreHealth {
  /** `open`: the latest call went through; `unavailable`: the store is not open yet, or the latest call found no storage. */
  state: 'open' | 'unavailable';
  /** When it entered that state (ISO 8601). */
  since: string;
}

export interface KeepOpenOptions {
  /** Wait before the second attempt to open; default 1 s, doubled after each failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  /** Longest wait between attempts; default 30 s. */
  maxDelayMs?: number;
  /** Called with the store each time it opens (the forwarder starts on it; tests reach the database through it). */
  onOpen?: (store: FeedbackStore) => void;
  /** Where failed attempts and the recovery are reported (the app's logger); default silent. */
  log?: (message: string) => void;
}

/** The store with its health, and a promise of its opening (tests wait on it). */
export interface KeptStore extends FeedbackStore {
  health(): StoreHealth;
  readonly opened: Promise<FeedbackStore>;
}

/** What to do about a store that could not be opened, without a password. */
export function openFailure(location: StoreLocation, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return location.databaseUrl === undefined
    ? `Could not open the feedback database ${location.dbPath} (${reason}). Set FEEDBACK_DB to a writable file path.`
    : `${reason.includes(redactUrl(location.databaseUrl)) ? reason : `${redactUrl(location.databaseUrl)}: ${reason}`}. Check FEEDBACK_DATABASE_URL and that the database accepts connections.`;
}

/** Opens the store at `location` now, and in the background until it opens if it cannot now. */
export async function keepStoreOpen(location: StoreLocation, options: KeepOpenOptions = {}): Promise<KeptStore> {
  const {baseDelayMs = 1000, maxDelayMs = 30_000, onOpen, log = () => {}} = options;
  let store: FeedbackStore | undefined;
  let reason = 'it has not been opened yet';
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  let closed = false;
  let health: StoreHealth = {state: 'unavailable', since: new Date().toISOString()};
  let resolveOpened: (opened: FeedbackStore) => void = () => {};
  const opened = new Promise<FeedbackStore>((resolve) => (resolveOpened = resolve));

  const enter = (state: StoreHealth['state']) => {
    if (health.state !== state) health = {state, since: new Date().toISOString()};
  };

  const tryOpen = async () => {
    try {
      const candidate = await openStore(location);
      if (closed) {
        await candidate.close();
        return;
      }
      store = candidate;
      enter('open');
      if (failures > 0) log(`Feedback store open after ${failures} failed attempt${failures === 1 ? '' : 's'}; feedback is stored again.`);
      onOpen?.(candidate);
      resolveOpened(candidate);
    } catch (error) {
      failures += 1;
      reason = openFailure(location, error);
      const wait = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
      log(`${reason} Pages and MCP are served; feedback answers 503 until it opens. Next attempt in ${Math.ceil(wait / 1000)} s.`);
      if (!closed) timer = setTimeout(() => (attempt = tryOpen()), wait);
    }
  };

  /** Runs `call` on the open store, keeping its health; fails as "unavailable" while the store is not open. */
  async function withStore<T>(call: (open: FeedbackStore) => Promise<T>): Promise<T> {
    if (store === undefined) throw new StorageUnavailableError(`The feedback store is not open: ${reason}`);
    try {
      const result = await call(store);
      enter('open');
      return result;
    } catch (error) {
      if (isStorageUnavailable(error)) enter('unavailable');
      throw error;
    }
  }

  attempt = tryOpen();
  await attempt;

  return {
    backend: location.databaseUrl === undefined ? 'sqlite' : 'postgres',
    opened,
    health: () => health,
    save: (...args) => withStore((open) => open.save(...args)),
    claimDue: (...args) => withStore((open) => open.claimDue(...args)),
    due: (...args) => withStore((open) => open.due(...args)),
    nextDue: () => withStore((open) => open.nextDue()),
    markDelivered: (...args) => withStore((open) => open.markDelivered(...args)),
    scheduleRetry: (...args) => withStore((open) => open.scheduleRetry(...args)),
    release: (...args) => withStore((open) => open.release(...args)),
    async *all(allOptions?: AllOptions) {
      if (store === undefined) throw new StorageUnavailableError(`The feedback store is not open: ${reason}`);
      yield* store.all(allOptions);
    },
    saveCspReports: (...args) => withStore((open) => open.saveCspReports(...args)),
    cspReports: () => withStore((open) => open.cspReports()),
    async close() {
      closed = true;
      clearTimeout(timer);
      await attempt;
      await store?.close();
    },
  };
}
