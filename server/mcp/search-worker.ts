/**
 * search_docs off the server's thread: one worker thread (search-thread.ts) holds the index and runs every search, so
 * however many agents search and whatever their queries cost, the thread that answers pages only passes messages.
 * Searches waiting for the worker are bounded: past `waitingLimit`, a search is refused at once with SearchBusyError
 * (HTTP 503 with Retry-After) instead of queueing without end. A worker that ends (an error in it, out of memory) is
 * started again on the next search; the searches it held fail. DESIGN.md#mcp-search-off-the-page-thread.
 */
import {Worker} from 'node:worker_threads';
import type {SiteSet} from './locales.ts';
import type {SearchAnswer, SearchRequest} from './search-thread.ts';
import type {SearchDocsResult, SearchOptions} from './site.ts';

/** Searches sent to the worker and not answered yet, at most; 20 busy agents keep well below. */
export const SEARCHES_WAITING_LIMIT = 64;
/** Seconds a refused search should wait before it is sent again. */
export const SEARCH_BUSY_RETRY_AFTER = 1;

/** The worker has `SEARCHES_WAITING_LIMIT` searches to answer already: send it again after SEARCH_BUSY_RETRY_AFTER. */
export class SearchBusyError extends Error {
  override name = 'SearchBusyError';
}

export interface SearchWorker {
  search(options: SearchOptions): Promise<SearchDocsResult>;
  /** Searches sent and not answered yet. */
  waiting(): number;
  /** Ends the worker; searches it held fail. */
  close(): Promise<void>;
}

export function startSearchWorker(buildDir: string, {waitingLimit = SEARCHES_WAITING_LIMIT, locale}: {waitingLimit?: number; locale?: string} = {}): SearchWorker {
  const pending = new Map<number, {resolve: (result: SearchDocsResult) => void; reject: (error: Error) => void}>();
  let next = 0;
  let worker: Worker | undefined;
  let closed = false;

  const start = () => {
    // No inherited flags: the entry registers the loader it needs, whatever started this process.
    const started = new Worker(new URL('./search-thread.mjs', import.meta.url), {workerData: {buildDir, locale}, execArgv: []});
    started.on('message', (answer: SearchAnswer) => {
      const waiter = pending.get(answer.id);
      pending.delete(answer.id);
      if ('result' in answer) waiter?.resolve(answer.result);
      else waiter?.reject(new Error(answer.error));
    });
    const fail = (reason: string) => {
      if (worker !== started) return;
      worker = undefined;
      for (const [id, waiter] of pending) {
        pending.delete(id);
        waiter.reject(new Error(`The search worker ${reason}; search again.`));
      }
    };
    started.on('error', (error) => fail(`failed: ${error.message}`));
    started.on('exit', (code) => fail(`ended with code ${code}`));
    // Searches keep it busy, not alive: an idle worker does not hold the process open.
    started.unref();
    return started;
  };
  worker = start();

  return {
    search(options) {
      if (closed) return Promise.reject(new Error('The search worker is closed.'));
      if (pending.size >= waitingLimit) return Promise.reject(new SearchBusyError(`${pending.size} searches are waiting already`));
      worker ??= start();
      const id = next++;
      const answer = new Promise<SearchDocsResult>((resolve, reject) => pending.set(id, {resolve, reject}));
      worker.postMessage({id, options} satisfies SearchRequest);
      return answer;
    },
    waiting: () => pending.size,
    async close() {
      closed = true;
      const ending = worker;
      worker = undefined;
      for (const [id, waiter] of pending) {
        pending.delete(id);
        waiter.reject(new Error('The search worker is closed.'));
      }
      await ending?.terminate();
    },
  };
}

/**
 * One search worker per locale of `sites`: the root site's at once, a translated locale's on its first search, each
 * with its own bound of waiting searches. A locale's site is loaded here too (its folder and base path) before its
 * worker starts.
 */
export function startLocaleSearchWorkers(sites: SiteSet, {waitingLimit = SEARCHES_WAITING_LIMIT}: {waitingLimit?: number} = {}) {
  const workers = new Map<string, Promise<SearchWorker>>([[sites.root.locale, Promise.resolve(startSearchWorker(sites.root.root, {waitingLimit, locale: sites.root.locale}))]]);
  let closed = false;
  const workerOf = (locale: string) => {
    let worker = workers.get(locale);
    if (!worker) {
      worker = sites.get(locale).then((site) => startSearchWorker(site.root, {waitingLimit, locale}));
      workers.set(locale, worker);
      worker.catch(() => workers.delete(locale));
    }
    return worker;
  };
  return {
    async search(options: SearchOptions): Promise<SearchDocsResult> {
      if (closed) throw new Error('The search worker is closed.');
      return (await workerOf(options.locale ?? sites.root.locale)).search(options);
    },
    async close() {
      closed = true;
      await Promise.all([...workers.values()].map((worker) => worker.then((started) => started.close(), () => undefined)));
    },
  };
}
