/** The generated corpus of the search benchmarks (bench/search.bench.ts, bench/mcp.bench.ts) and its queries. */

export type PageSection = [anchor: string, heading: string, text: string];
export interface IndexDocument {
  url: string;
  title: string;
  tag: string;
  kind: 'docs';
  sections: PageSection[];
}

/** A deterministic corpus: a 20,000-word vocabulary used Zipf-like, so the index looks like real prose. */
export function generatedCorpus(size: number): {pages: IndexDocument[]; vocabulary: string[]} {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const syllables = ['ca', 'rt', 'sto', 're', 'fa', 'st', 'pro', 'du', 'ct', 'se', 'ar', 'ch', 'ui', 'ki', 'to', 'ken', 'the', 'me', 'cms', 'api'];
  const vocabulary = Array.from({length: 20_000}, (_, i) => {
    let word = '';
    for (let n = i + 1; n > 0; n = Math.floor(n / syllables.length)) word += syllables[n % syllables.length];
    return word;
  });
  const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)] ?? 'word';
  const sentence = (length: number) => Array.from({length}, word).join(' ');
  const pages = Array.from({length: size}, (_, i) => ({
    url: `/generated/${i}`,
    title: sentence(4),
    tag: i % 10 === 0 ? 'docs-default-v0' : 'docs-default-current',
    kind: 'docs' as const,
    sections: Array.from({length: 5}, (_, s): PageSection => [s === 0 ? '' : `s${s}`, s === 0 ? '' : sentence(3), sentence(120)]),
  }));
  return {pages, vocabulary};
}

/** Reader-like queries over the corpus vocabulary: common and rare words, pairs, prefixes and typos. */
export function corpusQueries(vocabulary: string[], count: number): string[] {
  const pick = (n: number) => vocabulary[(n * 7919) % vocabulary.length] ?? 'cart';
  return Array.from({length: count}, (_, i) => {
    const a = pick(i);
    const b = pick(i * 31 + 5);
    switch (i % 5) {
      case 0:
        return a;
      case 1:
        return `${a} ${b}`;
      case 2:
        return a.slice(0, Math.max(3, a.length - 2));
      case 3:
        return a.length >= 5 ? `${a.slice(0, 2)}${a.slice(3)}` : a;
      default:
        return vocabulary[i % 200] ?? a;
    }
  });
}

