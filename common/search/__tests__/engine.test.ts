import {describe, expect, it} from 'vitest';
import {alternativesFor, candidatesFor, createSearcher, exactNameBoost, expansionLimits, firstFrom, holdsInOrder, keepBest, matchWeights, type Loader} from '../engine.ts';
import {english} from '../english.ts';
import type {SearchLanguage} from '../language.ts';
import {decodePostings, shardOf, type Postings} from '../format.ts';
import {buildSearchIndex, defaultLimits, type IndexLimits} from '../indexer.ts';
import type {DictionaryShard, IndexDocument, PostingsShard, SearchIndexEntry} from '../types.ts';

const page = (url: string, title: string, text: string, tag = 'docs-default-current', headings: string[] = []): IndexDocument => ({
  url,
  title,
  tag,
  kind: tag.startsWith('docs-') ? 'docs' : url.startsWith('/releases/') ? 'release' : 'page',
  sections: [['', '', text], ...headings.map((heading, n): [string, string, string] => [`h${n}`, heading, `About ${heading}.`])],
});

const pages: IndexDocument[] = [
  page('/reference/api/mutations/cart', 'cart: validateCart', 'The validateCart mutation checks a cart and returns the changes.'),
  page('/reference/api/queries/allProducts', 'allProducts', 'Lists products of the catalog, page by page.'),
  page('/reference/api/queries/allCollections', 'allCollections', 'Lists collections: brands, categories and clusters.'),
  page('/conceptual-guides/shadowing', 'Shadowing', 'Shadowing replaces a component of a theme with your own.', 'docs-default-current', ['When to use shadowing']),
  page('/how-to-guides/checkout', 'Checkout', 'The cart moves to the checkout. A cart holds items; a cart has a session.'),
  page('/v0/troubleshooting', 'Troubleshooting', 'storeui errors in the old version', 'docs-default-v0'),
  page('/releases/2022/01/10/faststore', 'FastStore release', 'New cart drawer and lighthouse fixes.', 'default'),
  page('/a/session', 'Sessions', 'A session keeps the cart between visits.'),
];

// Tiny shards, so the tests see a query fetch only some of them.
const tiny: IndexLimits = {dictionaryShardChars: 60, postingsShardChars: 60, pageChunk: 3, sectionChars: 40};

function served(limits: IndexLimits = tiny) {
  const built = buildSearchIndex('en', pages, limits);
  const entry: SearchIndexEntry = {...built.entry, base: '/search-index/test/en'};
  const fetched: string[] = [];
  const loader: Loader = async (file) => {
    fetched.push(file);
    const content = built.files.get(file);
    if (content === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(content) as unknown;
  };
  return {built, entry, fetched, searcher: createSearcher(entry, loader)};
}

const current = ['default', 'docs-default-current'];

describe('buildSearchIndex', () => {
  it('numbers pages in URL order and writes one chunk per pageChunk pages and one text per page', () => {
    const {built} = served();
    const chunks = [...built.files.keys()].filter((file) => file.startsWith('p/'));
    expect(chunks).toHaveLength(Math.ceil(pages.length / tiny.pageChunk));
    const rows = chunks.flatMap((file) => JSON.parse(built.files.get(file) as string) as string[][]);
    expect(rows.map((row) => row[0])).toEqual(pages.map((p) => p.url).sort());
    expect([...built.files.keys()].filter((file) => file.startsWith('s/'))).toHaveLength(pages.length);
  });

  it('writes the kind of every page in page order, the same as the page chunks give', () => {
    const {built} = served();
    const rows = [...built.files].filter(([file]) => file.startsWith('p/')).flatMap(([, content]) => JSON.parse(content) as string[][]);
    expect(JSON.parse(built.files.get('kinds.json') as string)).toEqual(rows.map((row) => row[2]));
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['docs', 'release']));
  });

  it('records each page’s tag and cuts long section texts', () => {
    const {built} = served();
    expect(built.entry.tags).toEqual(['default', 'docs-default-current', 'docs-default-v0']);
    const urls = pages.map((p) => p.url).sort();
    const v0 = urls.indexOf('/v0/troubleshooting');
    expect(built.entry.tags[built.entry.pageTags.charCodeAt(v0) - 48]).toBe('docs-default-v0');
    const text = JSON.parse(built.files.get('s/0.json') as string) as string[][];
    expect(text.every(([, , body]) => (body ?? '').length <= tiny.sectionChars)).toBe(true);
  });

  it('splits the dictionary and the postings into shards that start at the listed words, in order', () => {
    const {built} = served();
    expect(built.entry.dictionary.length).toBeGreaterThan(3);
    expect(built.entry.postings.length).toBeGreaterThan(3);
    built.entry.dictionary.forEach((first, n) => {
      const shard = JSON.parse(built.files.get(`d/${n}.json`) as string) as DictionaryShard;
      expect(shard[0]?.[0]).toBe(first);
      const words = shard.map(([word]) => word);
      expect(words).toEqual([...words].sort());
    });
    for (const word of ['cart', 'validatecart', 'shadowing']) {
      const shard = JSON.parse(built.files.get(`t/${shardOf(built.entry.postings, word)}.json`) as string) as PostingsShard;
      expect(shard[word], word).toBeDefined();
    }
  });

  it('weighs a word in the title above the same word in the body', () => {
    const {built} = served(defaultLimits);
    const postings = JSON.parse(built.files.get('t/0.json') as string) as PostingsShard;
    const cart = decodePostings(postings.cart as string);
    const urls = pages.map((p) => p.url).sort();
    const weightOn = (url: string) => cart.weights[[...cart.pages].indexOf(urls.indexOf(url))] ?? 0;
    expect(weightOn('/reference/api/mutations/cart')).toBeGreaterThan(weightOn('/a/session'));
    expect(weightOn('/a/session')).toBeGreaterThan(0);
  });

  it('weighs a word of the description above the same word in the body, and keeps the description out of the texts', () => {
    const described = [
      {...page('/a', 'A', 'Body text about previews.'), description: 'Make previews private.'},
      page('/b', 'B', 'Body text about previews, made private.'),
    ];
    const built = buildSearchIndex('en', described, defaultLimits);
    const postings = JSON.parse(built.files.get('t/0.json') as string) as PostingsShard;
    const privately = decodePostings(postings.private as string);
    expect(privately.weights[0]).toBeGreaterThan(privately.weights[1] as number);
    expect(built.files.get('s/0.json')).not.toContain('Make previews private');
  });

  it('weighs a heading word on a page of many headings as on a page of one', () => {
    const headed = (url: string, headings: string[]) => ({...page(url, 'Page', 'x'), sections: [['', '', 'x'], ...headings.map((heading, n): [string, string, string] => [`h${n}`, heading, 'x'])] as Array<[string, string, string]>});
    const many = headed('/many', ['Tokens', 'Colors', 'Fonts', 'Spacing', 'Layout', 'Motion']);
    const one = headed('/one', ['Tokens']);
    const built = buildSearchIndex('en', [many, one, page('/other', 'Other', 'x')], defaultLimits);
    const tokens = decodePostings((JSON.parse(built.files.get('t/0.json') as string) as PostingsShard).tokens as string);
    expect(tokens.weights[0]).toBeCloseTo(tokens.weights[1] as number, 5);
  });

  it('ranks standalone sections after the pages, naming the page of each', () => {
    const faq = {...page('/faq', 'FAQ', 'Answers.'), sections: [['', '', 'Answers.'], ['q1', 'Why?', 'Because.'], ['q2', 'How?', 'So.']] as Array<[string, string, string]>, standalone: ['q1', 'q2']};
    const built = buildSearchIndex('en', [page('/z', 'Z', 'z'), faq], tiny);
    expect(built.entry.pageCount).toBe(2);
    expect(built.entry.entries).toEqual([0, 0]);
    expect(built.entry.pageTags).toHaveLength(4);
    expect([...built.files.keys()].filter((file) => file.startsWith('s/'))).toHaveLength(2);
    expect(buildSearchIndex('en', pages, tiny).entry.entries).toBeUndefined();
  });

  it('is deterministic, whatever the input order', () => {
    const a = buildSearchIndex('en', pages, tiny);
    const b = buildSearchIndex('en', [...pages].reverse(), tiny);
    expect(b.entry).toEqual(a.entry);
    expect([...b.files]).toEqual([...a.files]);
  });
});

describe('candidatesFor', () => {
  it('finds the word itself, its completions and its typos, never a word that is only a page name', () => {
    const dictionary: DictionaryShard = [['shadow', 3], ['shadowing', 5], ['shadowng', 0], ['shadows', 1], ['shallow', 2]];
    const found = candidatesFor('shadowng', dictionary);
    // Closest first, then the more common: shadowing (1 edit), shadow and shadows (2 edits).
    expect(found.map((candidate) => candidate.word)).toEqual(['shadowing', 'shadow', 'shadows']);
    expect(found.every((candidate) => candidate.weight < 1)).toBe(true);
    expect(candidatesFor('shadow', dictionary).map((candidate) => candidate.word)).toEqual(['shadow', 'shadowing', 'shadows']);
  });

  it('keeps the most common completions and the closest corrections only', () => {
    const dictionary: DictionaryShard = Array.from({length: 50}, (_, n) => [`cart${String(n).padStart(2, '0')}`, n + 1]);
    const completions = candidatesFor('cart', dictionary);
    expect(completions).toHaveLength(expansionLimits.prefix);
    expect(completions[0]?.word).toBe('cart49');
    // Thirty words one edit from 'carxyz' (its last letter, or its fifth, changed), each used by a different number of pages.
    const oneEdit = [...'abcdefghijklmnopqrstuvwxy'].map((letter) => `carxy${letter}`).concat([...'abcde'].map((letter) => `carx${letter}z`));
    // In word order, as the index writes a dictionary.
    const typos: DictionaryShard = oneEdit.map((word, n): [string, number] => [word, n + 1]).sort(([a], [b]) => (a < b ? -1 : 1));
    expect(candidatesFor('carxyz', [['carx0', 9], ['carxyy', 1]]).map((c) => c.word)).toEqual(['carxyy']);
    const corrections = candidatesFor('carxyz', typos);
    expect(corrections).toHaveLength(expansionLimits.fuzzy);
    // Equally close, so the most used come first.
    expect(corrections.map((c) => c.word)).toEqual(oneEdit.slice(-expansionLimits.fuzzy).reverse());
  });

  it('corrects only words no page uses', () => {
    const dictionary: DictionaryShard = [['card', 4], ['cart', 9], ['carts', 2]];
    expect(candidatesFor('cart', dictionary).map((c) => c.word)).toEqual(['cart', 'carts']);
    expect(candidatesFor('carx', dictionary).map((c) => c.word)).toEqual(['cart', 'card']);
  });

  it('reads completions and corrections from at most three postings shards, its own first; words of its stem always count', () => {
    const dictionary: DictionaryShard = [['cart', 60], ...Array.from({length: 50}, (_, n): [string, number] => [`cart${String(n).padStart(2, '0')}`, n + 1]), ['carts', 1]];
    // Shards by last digit, five of them; `cart` sits in shard 0 and `carts` alone in shard 7.
    const shardOfWord = (word: string) => (word === 'cart' ? 0 : word === 'carts' ? 7 : Number(word.at(-1)) % 5);
    const found = candidatesFor('cart', dictionary, english, new Map(), shardOfWord).map((candidate) => candidate.word);
    // The most common completions first: cart49 (shard 4) and cart48 (shard 3) fill the three; cart47 (shard 2) and cart46 (shard 1) are out of reach.
    const reachable = Array.from({length: 50}, (_, n) => `cart${String(49 - n).padStart(2, '0')}`).filter((word) => [0, 3, 4].includes(Number(word.at(-1)) % 5));
    expect(found).toEqual(['cart', 'carts', ...reachable.slice(0, expansionLimits.prefix)]);
    expect(new Set(found.filter((word) => word !== 'carts').map(shardOfWord)).size).toBe(expansionLimits.shards);
    // Without shards to count, the twenty most common.
    expect(candidatesFor('cart', dictionary, english).filter((candidate) => candidate.weight < matchWeights.stem)).toHaveLength(expansionLimits.prefix);

    // Corrections of a word no page uses, closest first, then the most used, within the same reach.
    const near: DictionaryShard = [...'abcdefgh'].map((letter, n): [string, number] => [`carx${letter}z`, n + 1]);
    const typoShard = (word: string) => (word === 'carxyz' ? 9 : n(word));
    const n = (word: string) => 'abcdefgh'.indexOf(word[4] ?? '') % 4;
    // carxhz (shard 3) and carxgz (shard 2) fill the reach with carxyz's own shard; carxdz shares shard 3.
    expect(candidatesFor('carxyz', near, english, new Map(), typoShard).map((candidate) => candidate.word)).toEqual(['carxhz', 'carxgz', 'carxdz', 'carxcz']);
    expect(candidatesFor('carxyz', near, english).map((candidate) => candidate.word)).toHaveLength(near.length);
  });

  it('completes only from three letters and corrects only from four', () => {
    const dictionary: DictionaryShard = [['ab', 1], ['abc', 1], ['abcd', 1], ['abce', 1]];
    expect(candidatesFor('ab', dictionary).map((c) => c.word)).toEqual(['ab']);
    expect(candidatesFor('abc', dictionary).map((c) => c.word)).toEqual(['abc', 'abcd', 'abce']);
    expect(candidatesFor('abcf', dictionary).map((c) => c.word)).toEqual(['abc', 'abcd', 'abce']);
  });
});

describe('firstFrom', () => {
  it('finds where a word is or would be in a dictionary in word order', () => {
    const dictionary: DictionaryShard = [['apple', 1], ['cart', 2], ['carts', 1], ['checkout', 3]];
    expect(firstFrom(dictionary, 'cart')).toBe(1);
    expect(firstFrom(dictionary, 'car')).toBe(1);
    expect(firstFrom(dictionary, 'cartz')).toBe(3);
    expect(firstFrom(dictionary, 'a')).toBe(0);
    expect(firstFrom(dictionary, 'zebra')).toBe(4);
    expect(firstFrom([], 'cart')).toBe(0);
  });
});

describe('candidatesFor with a language', () => {
  it('finds the words sharing the query word\'s stem, below the word itself', () => {
    const dictionary: DictionaryShard = [['button', 4], ['buttonprops', 1], ['buttons', 2], ['style', 3], ['styled', 1], ['styling', 2], ['stylus', 1]];
    expect(candidatesFor('buttons', dictionary, english)).toEqual([
      {word: 'buttons', weight: 1},
      {word: 'button', weight: matchWeights.stem},
    ]);
    const styled = candidatesFor('styled', dictionary, english);
    expect(styled[0]).toEqual({word: 'styled', weight: 1});
    expect(styled.filter((found) => found.weight === matchWeights.stem).map((found) => found.word).sort()).toEqual(['style', 'styling']);
    expect(styled.map((found) => found.word)).not.toContain('stylus');
  });

  it('stems with the language it is given, so another language plugs in its own stemmer', () => {
    const portugueseLike: SearchLanguage = {...english, code: 'xx', stem: (word) => word.replace(/(s|es)$/, '')};
    const dictionary: DictionaryShard = [['produto', 3], ['produtos', 2]];
    expect(candidatesFor('produtos', dictionary, portugueseLike).map((found) => found.word)).toEqual(['produtos', 'produto']);
    expect(candidatesFor('produtos', dictionary).map((found) => found.word)).toEqual(['produtos']);
  });

  it('counts a word reached two ways through the better one', () => {
    // `deployment` completes `deploy` and does not share its stem; `deploys` does both and counts as a stem.
    const found = candidatesFor('deploy', [['deploy', 5], ['deployment', 3], ['deploys', 1]], english);
    expect(found.find((candidate) => candidate.word === 'deploys')?.weight).toBe(matchWeights.stem);
    expect(found.find((candidate) => candidate.word === 'deployment')?.weight).toBeLessThan(matchWeights.stem);
    expect(found.map((candidate) => candidate.word)).toHaveLength(3);
  });
});

describe('alternativesFor', () => {
  it('finds the synonyms the query says, by stem, for the words they replace', () => {
    expect(alternativesFor(['open', 'a', 'terminal'], english)).toEqual([{from: 2, to: 2, words: ['command', 'line']}]);
    expect(alternativesFor(['product', 'pages', 'seo'], english)).toEqual([{from: 0, to: 1, words: ['pdp']}]);
    expect(alternativesFor(['command', 'line'], english)).toEqual([{from: 0, to: 1, words: ['terminal']}]);
    expect(alternativesFor(['line', 'command'], english)).toEqual([]);
  });

  it('leaves out a synonym with a word the index drops from body text', () => {
    // "log in" holds "in": no page body could show both its words.
    expect(alternativesFor(['sign', 'in'], english).map((found) => found.words)).toEqual([['login']]);
    expect(alternativesFor(['login'], english)).toEqual([]);
  });
});

describe('createSearcher', () => {
  it('ranks the page named by an exact API name first', async () => {
    const {searcher} = served();
    const result = await searcher.search('validateCart', current, 5);
    expect(result.hits[0]?.url).toBe('/reference/api/mutations/cart');
    expect(result.hits[0]?.terms).toContain('validatecart');
  });

  it('weighs a page the query names exactly (its title or last URL segment) by exactNameBoost', async () => {
    // The same words in title and text; only the title of one, compacted, is the query (`cartdrawer`).
    const docs = [page('/x/a', 'Cart drawer', 'About the checkout.'), page('/x/b', 'Drawer cart', 'About the checkout.')];
    const built = buildSearchIndex('en', docs, tiny);
    const searcher = createSearcher({...built.entry, base: '/search-index/test/en'}, async (file) => JSON.parse(built.files.get(file) as string) as unknown);
    const [named, other] = (await searcher.search('cart drawer', current, 2)).hits;
    expect(named?.url).toBe('/x/a');
    expect(other?.url).toBe('/x/b');
    expect((named?.score ?? 0) / (other?.score ?? 1)).toBeCloseTo(exactNameBoost);
  });

  it('completes a prefix (allProd) and corrects a typo (shadowng)', async () => {
    const {searcher} = served();
    expect((await searcher.search('allProd', current, 1)).hits[0]).toMatchObject({url: '/reference/api/queries/allProducts', terms: ['allproducts']});
    const typo = await searcher.search('shadowng', current, 3);
    expect(typo.hits[0]).toMatchObject({url: '/conceptual-guides/shadowing', title: 'Shadowing', kind: 'docs', tag: 'docs-default-current'});
    expect(typo.hits[0]?.terms).toContain('shadowing');
  });

  it('counts every answering page but returns only `limit` hits, best first, ties in URL order', async () => {
    const {searcher} = served();
    const all = await searcher.search('cart', current, 100);
    expect(all.count).toBe(all.hits.length);
    expect(all.count).toBeGreaterThanOrEqual(4);
    const scores = all.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const two = await searcher.search('cart', current, 2);
    expect(two.count).toBe(all.count);
    expect(two.hits.map((hit) => hit.url)).toEqual(all.hits.slice(0, 2).map((hit) => hit.url));
  });

  it('keeps only pages matching every word when some do, and falls back to any word otherwise', async () => {
    const {searcher} = served();
    const both = await searcher.search('cart session', current, 10);
    expect(both.hits.map((hit) => hit.url).sort()).toEqual(['/a/session', '/how-to-guides/checkout']);
    const either = await searcher.search('brands mutation', current, 10);
    expect(either.hits.map((hit) => hit.url).sort()).toEqual(['/reference/api/mutations/cart', '/reference/api/queries/allCollections']);
  });

  it('filters docs to the version being read and always includes release notes', async () => {
    const {searcher} = served();
    expect((await searcher.search('storeui', current, 10)).count).toBe(0);
    expect((await searcher.search('storeui', ['default', 'docs-default-v0'], 10)).hits.map((hit) => hit.url)).toEqual(['/v0/troubleshooting']);
    // The same searcher, back in the current version: what a context allows is worked out per context.
    expect((await searcher.search('storeui', current, 10)).count).toBe(0);
    const release = await searcher.search('lighthouse', current, 10);
    expect(release.hits.map((hit) => hit.url)).toEqual(['/releases/2022/01/10/faststore']);
    expect(release.hits[0]?.kind).toBe('release');
  });

  it('narrows the pages by `accept` before ranking, so the count and the hits answer the narrowed set', async () => {
    const {searcher} = served();
    // Page numbers follow URL order.
    const release = pages.map((doc) => doc.url).sort().indexOf('/releases/2022/01/10/faststore');
    const all = await searcher.search('cart', current, 10);
    expect(all.hits.map((hit) => hit.url)).toContain('/releases/2022/01/10/faststore');
    const releases = await searcher.search('cart', current, 10, (page) => page === release);
    expect(releases.hits.map((hit) => hit.url)).toEqual(['/releases/2022/01/10/faststore']);
    expect(releases.count).toBe(1);
    const others = await searcher.search('cart', current, 10, (page) => page !== release);
    expect(others.count).toBe(all.count - 1);
    expect(others.hits.map((hit) => hit.url)).not.toContain('/releases/2022/01/10/faststore');
    // A narrowed search leaves the next one whole.
    expect((await searcher.search('cart', current, 10)).count).toBe(all.count);
  });

  it('answers an empty or stop-word-free empty query without fetching anything', async () => {
    const {searcher, fetched} = served();
    expect(await searcher.search('   ', current, 8)).toEqual({query: '', count: 0, hits: []});
    expect(fetched).toEqual([]);
    expect((await searcher.search('zzzz', current, 8)).count).toBe(0);
  });

  it('reads every postings shard a query needs in one wave, the exact name included, then its page chunks', async () => {
    const docs = [
      page('/x/cart', 'Cart', 'The cart page.'),
      page('/x/cartography', 'Maps', 'Cartography draws maps of a cart.'),
      page('/x/cartridge', 'Ink', 'A cartridge of ink, not a cart.'),
      page('/x/catalog', 'Catalog', 'The catalog lists products.'),
    ];
    // One word per postings shard.
    const built = buildSearchIndex('en', docs, {...tiny, postingsShardChars: 1});
    const entry: SearchIndexEntry = {...built.entry, base: '/search-index/test/en'};
    const pending: Array<{file: string; release: () => void}> = [];
    const searcher = createSearcher(entry, (file) => new Promise((resolve) => pending.push({file, release: () => resolve(JSON.parse(built.files.get(file) as string) as unknown)})));
    /** The files `run` requests, in waves: each wave is released only once everything before it has settled. */
    const waves = async (run: () => Promise<unknown>) => {
      const found: string[][] = [];
      let done = false;
      const finished = run().finally(() => {
        done = true;
      });
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (done) break;
        const batch = pending.splice(0);
        expect(batch.length).toBeGreaterThan(0);
        found.push(batch.map(({file}) => file).sort());
        for (const {release} of batch) release();
      }
      await finished;
      return found;
    };
    // The first letter's dictionary is read once; a later query starting with it reads none.
    const warm = (await waves(() => searcher.search('catalog', current, 8))).flat();
    const shards = [...new Set(['cart', 'cartography', 'cartridge'].map((word) => `t/${shardOf(entry.postings, word)}.json`))].filter((file) => !warm.includes(file));
    expect(shards.length).toBeGreaterThan(1);
    const read = await waves(() => searcher.search('cart', current, 8));
    expect(read).toHaveLength(2);
    expect(read[0]).toEqual(shards.sort());
    expect(read[1]?.every((file) => file.startsWith('p/'))).toBe(true);
  });

  it('fetches only the shards and chunks a query needs, once', async () => {
    const {searcher, fetched, built} = served();
    await searcher.search('shadowing', current, 1);
    const dictionaries = fetched.filter((file) => file.startsWith('d/'));
    expect(dictionaries.length).toBeGreaterThan(0);
    expect(dictionaries.length).toBeLessThan(built.entry.dictionary.length);
    expect(fetched.filter((file) => file.startsWith('t/')).length).toBeLessThan(built.entry.postings.length);
    expect(fetched.filter((file) => file.startsWith('p/'))).toHaveLength(1);
    expect(fetched.some((file) => file.startsWith('s/'))).toBe(false);
    const before = fetched.length;
    await searcher.search('shadowing', current, 1);
    expect(fetched).toHaveLength(before);
  });

  it('keeps what it loaded in the caches it is given, and loads again what they dropped', async () => {
    const {built, entry, fetched} = served();
    const files = new Map<string, Promise<unknown>>();
    const postings = new Map<string, ReturnType<typeof decodePostings> | undefined>();
    const searcher = createSearcher(entry, async (file) => {
      fetched.push(file);
      return JSON.parse(built.files.get(file) as string) as unknown;
    }, {files, postings});
    const first = await searcher.search('cart', current, 3);
    expect([...files.keys()].sort()).toEqual([...new Set(fetched)].sort());
    expect(postings.get('cart')?.pages.length).toBeGreaterThan(0);
    const shard = `t/${shardOf(entry.postings, 'cart')}.json`;
    files.delete(shard);
    postings.clear();
    expect(await searcher.search('cart', current, 3)).toEqual(first);
    expect(fetched.filter((file) => file === shard)).toHaveLength(2);
  });

  it('answers each search as a fresh searcher would, after any searches before it, even one that threw', async () => {
    const queries = ['cart', 'session', 'cart session', 'lighthouse', 'validateCart', 'cart'];
    const {searcher} = served();
    await expect(searcher.search('cart', current, 3, () => {
      throw new Error('accept failed');
    })).rejects.toThrow('accept failed');
    for (const query of queries) {
      expect(await searcher.search(query, current, 3)).toEqual(await served().searcher.search(query, current, 3));
      expect(await searcher.search(query, ['default'], 2, (page) => page % 2 === 0)).toEqual(await served().searcher.search(query, ['default'], 2, (page) => page % 2 === 0));
    }
  });

  it('preloads the whole dictionary, after which searches load no dictionary shard and answer the same', async () => {
    const preloaded = served();
    await preloaded.searcher.preloadDictionary();
    expect(preloaded.fetched.filter((file) => file.startsWith('d/'))).toHaveLength(preloaded.built.entry.dictionary.length);
    const before = preloaded.fetched.length;
    for (const query of ['cart', 'shadowng', 'allProd', 'validateCart', 'storeui', 'zzz']) {
      expect(await preloaded.searcher.search(query, current, 3)).toEqual(await served().searcher.search(query, current, 3));
    }
    expect(preloaded.fetched.slice(before).filter((file) => file.startsWith('d/'))).toEqual([]);
  });

  it('takes the postings the caller holds, once they are ready, instead of reading postings shards, and answers the same', async () => {
    const {built, entry} = served();
    const all = new Map<string, string>();
    for (const [file, content] of built.files) if (file.startsWith('t/')) for (const [word, encoded] of Object.entries(JSON.parse(content) as PostingsShard)) all.set(word, encoded);
    const fetched: string[] = [];
    const asked: string[] = [];
    let ready = false;
    const decoded = new Map<string, Postings | undefined>();
    const held = {
      ready: () => ready,
      get: (word: string) => {
        asked.push(word);
        const encoded = all.get(word);
        return encoded === undefined ? undefined : decodePostings(encoded);
      },
    };
    const searcher = createSearcher(entry, async (file) => (fetched.push(file), JSON.parse(built.files.get(file) as string) as unknown), {postings: decoded, held});
    // Until they are ready, the shards are read and what they hold is decoded into the cache.
    expect(await searcher.search('lighthouse', current, 3)).toEqual(await served().searcher.search('lighthouse', current, 3));
    expect(fetched.some((file) => file.startsWith('t/'))).toBe(true);
    expect(asked).toEqual([]);
    ready = true;
    decoded.clear();
    const before = fetched.length;
    for (const query of ['cart', 'shadowng', 'allProd', 'validateCart', 'cart session', 'storeui', 'zzz', 'lighthouse']) {
      expect(await searcher.search(query, current, 3)).toEqual(await served().searcher.search(query, current, 3));
    }
    expect(fetched.slice(before).filter((file) => file.startsWith('t/'))).toEqual([]);
    expect(asked).toEqual(expect.arrayContaining(['cart', 'shadowing', 'allproducts']));
    expect(decoded.size).toBe(0);
  });

  it('retries a file whose fetch failed', async () => {
    const built = buildSearchIndex('en', pages, tiny);
    let failures = 1;
    const searcher = createSearcher({...built.entry, base: '/x'}, async (file) => {
      if (file.startsWith('d/') && failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      return JSON.parse(built.files.get(file) as string) as unknown;
    });
    await expect(searcher.search('cart', current, 1)).rejects.toThrow('offline');
    expect((await searcher.search('cart', current, 1)).count).toBeGreaterThan(0);
  });
});

describe('suggest', () => {
  it('holdsInOrder: every typed letter, in order, in the word', () => {
    expect([holdsInOrder('shadowing', 'shdwng'), holdsInOrder('showing', 'shdwng'), holdsInOrder('shadowing', 'shadowing'), holdsInOrder('shadow', 'shadowing')]).toEqual([true, false, true, false]);
  });

  it('offers, for a word no page uses nor misspells, the nearest words: a word holding its letters in order first', async () => {
    // "shdwng" is three edits from "shadowing" (letters left out), two from "shown" and "showing", used on more pages.
    const showing = [1, 2, 3].map((n) => page(`/show/${n}`, `Show ${n}`, 'What is shown, showing the product.'));
    const built = buildSearchIndex('en', [...pages, ...showing], tiny);
    const searcher = createSearcher({...built.entry, base: '/t'}, async (file) => JSON.parse(built.files.get(file) as string) as unknown);
    const suggested = await searcher.suggest('shdwng');
    expect(suggested[0]).toBe('shadowing');
    expect(suggested.slice(1).sort()).toEqual(['showing', 'shown']);
  });

  it('offers nothing when every word is found, and keeps the other words of the query', async () => {
    const {searcher} = served();
    expect(await searcher.suggest('cart')).toEqual([]);
    expect((await searcher.suggest('cart shdwng'))[0]).toBe('cart shadowing');
  });
});

describe('createSearcher in English', () => {
  const docs: IndexDocument[] = [
    page('/ui/button', 'Button', 'A button runs an action. Its props are listed below.', 'docs-default-current', ['Props', 'Styling']),
    page('/guides/styling', 'Styling components', 'Style every component through its data attributes.'),
    page('/sdk/cart', 'Cart', 'addItem adds an item to the cart at its price; removeItem takes it out.'),
    page('/api/objects', 'Objects', 'StoreOffer describes an item offered for sale with its price.'),
    page('/guides/cli', 'Using the VTEX CLI', 'Run the setup from the command line of your machine.'),
    page('/guides/deploy', 'Going live', 'Point the domain to the CDN. Set the host. Wait for DNS.'),
    page('/guides/errors', 'Errors', 'When analytics events do not reach the tag manager, check the data layer.'),
    page('/guides/events', 'Data layer', 'Analytics events reach the tag manager through the data layer.'),
    {...page('/faq', 'Frequently asked questions', 'Short answers.'), sections: [
      ['', '', 'Short answers to common questions about carts, builds and previews.'],
      ['why-do-previews-ask-me-to-log-in', 'Why do previews ask me to log in?', 'Previews are private by default since May.'],
      ['how-can-i-make-builds-faster', 'How can I make builds faster?', 'Turn on the build cache.'],
    ], standalone: ['why-do-previews-ask-me-to-log-in', 'how-can-i-make-builds-faster']},
    page('/guides/previews', 'Deploy previews', 'Each pull request gets a preview with a log of its build, private to the account.'),
  ];
  const englishSearcher = () => {
    const built = buildSearchIndex('en', docs, tiny);
    return createSearcher({...built.entry, base: '/x'}, async (file) => JSON.parse(built.files.get(file) as string) as unknown);
  };
  const urls = async (query: string, limit = 5) => (await englishSearcher().search(query, current, limit)).hits.map((hit) => hit.url);

  it('finds a word through its stem: buttons → Button, styled → styling', async () => {
    expect((await urls('buttons'))[0]).toBe('/ui/button');
    expect(await urls('styled components')).toContain('/guides/styling');
  });

  it('needs no question or filler word to match, and ranks by the words that carry meaning', async () => {
    expect((await urls('how do I add an item to my cart'))[0]).toBe('/sdk/cart');
  });

  it('keeps "not" in a contraction as a word of the query', async () => {
    expect((await urls("why don't analytics events reach the tag manager"))[0]).toBe('/guides/errors');
    expect((await urls('why do analytics events reach the tag manager'))[0]).toBe('/guides/events');
  });

  it('lets a page that misses one of three words appear, after the pages that hold them all', async () => {
    const found = await englishSearcher().search('item price offered', current, 10);
    expect(found.hits[0]?.url).toBe('/api/objects');
    expect(found.hits.map((hit) => hit.url)).toContain('/sdk/cart');
    const two = await englishSearcher().search('item sale', current, 10);
    expect(two.hits.map((hit) => hit.url)).toEqual(['/api/objects']);
  });

  it('reaches a page through a synonym of the docs\' vocabulary: terminal → command line', async () => {
    const found = await englishSearcher().search('terminal', current, 5);
    expect(found.hits.map((hit) => hit.url)).toEqual(['/guides/cli']);
    expect(found.hits[0]?.groups).toEqual([['command', 'line']]);
  });

  it('ranks an FAQ question asked in other words first, and counts its page once', async () => {
    const found = await englishSearcher().search('why do previews ask to log in', current, 5);
    expect(found.hits[0]?.url).toBe('/faq');
    expect(found.hits.filter((hit) => hit.url === '/faq')).toHaveLength(1);
    expect(found.count).toBe(new Set(found.hits.map((hit) => hit.url)).size);
    expect((await urls('make builds faster'))[0]).toBe('/faq');
  });

  it('gives each query word its words on the page, filler words aside', async () => {
    const [hit] = (await englishSearcher().search('how to style buttons', current, 1)).hits;
    expect(hit?.url).toBe('/ui/button');
    expect(hit?.groups).toEqual([['styling'], ['button']]);
    expect(hit?.terms).toEqual(['styling', 'button']);
  });
});

describe('keepBest', () => {
  // Scores repeat, so ties are ranked by page number.
  const scored = Array.from({length: 300}, (_, n) => ({page: (n * 7919) % 300, score: ((n * 31) % 17) / 4}));
  const sorted = [...scored].sort((a, b) => b.score - a.score || a.page - b.page);

  it.each([0, 1, 10, 50, 300, 400])('keeps the best %i of 300 pages in order, as a full sort would', (limit) => {
    const top: Array<{page: number; score: number}> = [];
    for (const {page, score} of scored) keepBest(top, page, score, limit);
    expect(top).toEqual(sorted.slice(0, limit));
  });
});
