import {describe, expect, it, vi} from 'vitest';
import {PostingsPacker} from '../resident-postings.ts';
import {loadSite} from '../site.ts';
import {buildDir, requireBuild} from './harness.ts';

const queries = ['cart', 'shadowng', 'allProd', 'validateCart', 'checkout session', 'lighthouse', 'cms previews', 'deploy', 'themes', 'graphql ide', 'jamstack', 'partytwn'];

describe('the search caches of the MCP server', () => {
  it('stay within their limits and give the same answers as unbounded ones', async () => {
    requireBuild();
    const unbounded = await loadSite(buildDir, {cacheLimits: {files: Infinity, postings: Infinity, texts: Infinity}, holdPostings: false});
    // Postings: a word's entries are at most twice the page count, so one word alone never passes 500 here.
    const limits = {files: 3, postings: 500, texts: 2};
    const bounded = await loadSite(buildDir, {cacheLimits: limits, holdPostings: false});
    for (const round of [1, 2]) {
      for (const query of queries) {
        const options = {query, version: 'current', limit: 5, ...(round === 2 ? {kind: 'docs' as const} : {})} as const;
        expect(await bounded.search(options)).toEqual(await unbounded.search(options));
        const sizes = bounded.searchCacheSizes();
        expect(sizes.files).toBeLessThanOrEqual(limits.files);
        expect(sizes.postings).toBeLessThanOrEqual(limits.postings);
        expect(sizes.texts).toBeLessThanOrEqual(limits.texts);
      }
    }
    expect(unbounded.searchCacheSizes().files).toBeGreaterThan(limits.files);
    expect(unbounded.searchCacheSizes().postings).toBeGreaterThan(limits.postings);
    expect(unbounded.searchCacheSizes().texts).toBeGreaterThan(limits.texts);
  });

  it("answer the same with every word's postings held in memory as with postings shards read on demand", async () => {
    requireBuild();
    const reading = await loadSite(buildDir, {holdPostings: false});
    const holding = await loadSite(buildDir);
    const held = await holding.holdPostings();
    expect(held.words).toBeGreaterThan(1000);
    for (const query of [...queries, 'shadowing', 'storeui', 'zzzz', 'the']) {
      for (const options of [{limit: 10}, {limit: 50, version: 'v0'}, {limit: 3, kind: 'release'}] as const) {
        const search = {query, version: 'current', ...options} as const;
        expect(await holding.search(search)).toEqual(await reading.search(search));
      }
    }
  });

  it('hold the postings in the background: other work runs between one shard and the next', async () => {
    requireBuild();
    const holding = await loadSite(buildDir, {preloadDictionary: false});
    const events: string[] = [];
    const add = PostingsPacker.prototype.add;
    const spy = vi.spyOn(PostingsPacker.prototype, 'add').mockImplementation(function (this: PostingsPacker, shard) {
      events.push('shard');
      add.call(this, shard);
    });
    let held = false;
    // Other work: a turn of the event loop after another, each leaving a mark, until the postings are held.
    const turn = () => {
      events.push('turn');
      if (!held) setImmediate(turn);
    };
    try {
      setImmediate(turn);
      await holding.holdPostings();
    } finally {
      held = true;
      spy.mockRestore();
    }
    expect(events.filter((event) => event === 'shard').length).toBeGreaterThan(4);
    expect(events.join(' ')).not.toContain('shard shard');
  });
});
