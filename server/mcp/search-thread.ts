/**
 * The search worker thread (search-worker.ts starts it): the build's search index, searched by the same engine and
 * with the same caches as in the server's own thread, answering one message per search.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {loadSite, type SearchDocsResult, type SearchOptions} from './site.ts';

/** A search the server's thread asks for. */
export interface SearchRequest {
  id: number;
  options: SearchOptions;
}

/** Its answer: the result, or why there is none. */
export type SearchAnswer = {id: number; result: SearchDocsResult} | {id: number; error: string};

const port = parentPort!;
const {buildDir, locale} = workerData as {buildDir: string; locale?: string};
const site = loadSite(buildDir, {locale});
// Loading failed (a build without its index): each search says why.
site.catch(() => undefined);

port.on('message', ({id, options}: SearchRequest) => {
  site
    .then((loaded) => loaded.search(options))
    .then(
      (result) => port.postMessage({id, result} satisfies SearchAnswer),
      (error: unknown) => port.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies SearchAnswer),
    );
});
