import type {APIRequestContext} from '@playwright/test';
import {createSearcher, type Searcher} from '../../common/search/engine';
import type {SearchIndexEntry} from '../../common/search/types';
import {test, expect} from './fixtures';
import {relevanceCases} from './searchRelevance';

/** The searcher over the real built index, its shards fetched from our server like the browser gets them. */
async function builtSearcher(request: APIRequestContext): Promise<Searcher> {
  const response = await request.get('/search-index/en.json');
  expect(response.status()).toBe(200);
  const entry = (await response.json()) as SearchIndexEntry;
  return createSearcher(entry, async (file) => {
    const shard = await request.get(`${entry.base}/${file}`);
    expect(shard.status(), `${entry.base}/${file}`).toBe(200);
    return shard.json();
  });
}

// Relevance over the real built index.
test('the relevance table reaches MRR ≥ 0.9 with the expected page in the top 3 for ≥ 95 % of queries', async ({request}) => {
  const searcher = await builtSearcher(request);
  expect(relevanceCases.length).toBeGreaterThanOrEqual(40);

  const rows = [];
  for (const {query, expected, version = 'current'} of relevanceCases) {
    const {hits} = await searcher.search(query, ['default', `docs-default-${version}`], 20);
    const urls = hits.map((hit) => hit.url);
    const rank = urls.indexOf(expected) + 1;
    rows.push({query, expected, rank, top: urls.slice(0, 3)});
  }
  const mrr = rows.reduce((sum, row) => sum + (row.rank > 0 ? 1 / row.rank : 0), 0) / rows.length;
  const top3 = rows.filter((row) => row.rank >= 1 && row.rank <= 3).length / rows.length;
  const misses = rows.filter((row) => row.rank !== 1);
  test.info().annotations.push({type: 'relevance', description: `MRR ${mrr.toFixed(3)}, top 3 ${(top3 * 100).toFixed(1)} %`});

  const report = `queries not ranked first: ${JSON.stringify(misses, null, 1)}`;
  expect(mrr, report).toBeGreaterThanOrEqual(0.9);
  expect(top3, report).toBeGreaterThanOrEqual(0.95);
});

test.describe('the three issue queries rank their page first', () => {
  for (const [query, expected] of [
    ['shadowng', '/conceptual-guides/shadowing'],
    ['allProd', '/reference/api/queries/allProducts'],
    ['validateCart', '/reference/api/mutations/cart'],
  ]) {
    test(`${query} → ${expected}`, async ({request}) => {
      const {hits} = await (await builtSearcher(request)).search(query, ['default', 'docs-default-current'], 1);
      expect(hits[0]?.url).toBe(expected);
    });
  }
});
