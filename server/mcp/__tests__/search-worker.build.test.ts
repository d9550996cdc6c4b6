/**
 * The search worker over the real build: the same answers as the site's search in the server's thread, a bound on
 * the searches waiting, and clear failures for a build without an index and after close.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchBusyError, startSearchWorker, type SearchWorker} from '../search-worker.ts';
import {loadSite, type McpSite} from '../site.ts';
import {buildDir, requireBuild} from './harness.ts';

let worker: SearchWorker;
let site: McpSite;
beforeAll(async () => {
  requireBuild();
  worker = startSearchWorker(buildDir);
  site = await loadSite(buildDir);
}, 60_000);
afterAll(() => worker?.close());

describe('the search worker', () => {
  it.each(['allProd', 'checkout session', 'shadowng', 'b c d e f g h j k l m n'])('answers %j as the site’s search in this thread does', async (query) => {
    for (const version of ['current', 'v0'] as const) {
      const options = {query, version, limit: 10};
      expect(await worker.search(options)).toEqual(await site.search(options));
    }
  });

  it('refuses at once, with SearchBusyError, a search past the waiting bound, and answers the others', async () => {
    const bounded = startSearchWorker(buildDir, {waitingLimit: 2});
    try {
      const outcomes = await Promise.allSettled(Array.from({length: 5}, (_, n) => bounded.search({query: `cart ${n}`, version: 'current', limit: 3})));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected']);
      for (const outcome of outcomes.slice(2)) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(SearchBusyError);
      expect(bounded.waiting()).toBe(0);
      // Once answered, searches are taken again.
      expect((await bounded.search({query: 'cart', version: 'current', limit: 3})).hits.length).toBeGreaterThan(0);
    } finally {
      await bounded.close();
    }
  });

  it('takes the searches of 20 agents at once with its default bound, refusing none', async () => {
    const outcomes = await Promise.allSettled(Array.from({length: 20}, (_, n) => worker.search({query: `cart ${n}`, version: 'current', limit: 3})));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(worker.waiting()).toBe(0);
  });

  it('says what is missing for a build without a search index', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
    const broken = startSearchWorker(empty);
    try {
      await expect(broken.search({query: 'cart', version: 'current', limit: 3})).rejects.toThrow(/The build has no llms\.txt .*Run "npm run build" first/);
    } finally {
      await broken.close();
      rmSync(empty, {recursive: true, force: true});
    }
  });

  it('fails the searches it holds when closed, and every search after', async () => {
    const closing = startSearchWorker(buildDir);
    // The expectation is attached before close() rejects it, so the rejection is never unhandled.
    const held = expect(closing.search({query: 'cart', version: 'current', limit: 3})).rejects.toThrow(/closed/);
    await closing.close();
    await held;
    await expect(closing.search({query: 'cart', version: 'current', limit: 3})).rejects.toThrow(/closed/);
  });
});
