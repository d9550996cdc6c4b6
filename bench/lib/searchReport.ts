/** The search bench's arguments and its relevance table (bench/search.bench.ts). Pure. */

export interface SearchBenchArgs {
  /** A commit to measure beside this checkout in the same run (its site built as it was). */
  before?: string;
  /** Reuse the before commit's build from an earlier run. */
  reuse: boolean;
  /** Latency rounds, each timing every variant in turn (default 1, or 3 with a before). */
  rounds: number;
  /** Leave out Pagefind (its 10,000-page index takes minutes to build). */
  pagefind: boolean;
}

/** `--before=COMMIT`, `--reuse`, `--rounds=N`, `--no-pagefind`; anything else is an error that says what is known. */
export function parseSearchArgs(argv: readonly string[]): SearchBenchArgs {
  const args: SearchBenchArgs = {reuse: false, rounds: 0, pagefind: true};
  for (const arg of argv) {
    const [name, value] = arg.split('=', 2);
    if (name === '--before' && value) args.before = value;
    else if (name === '--reuse' && value === undefined) args.reuse = true;
    else if (name === '--no-pagefind' && value === undefined) args.pagefind = false;
    else if (name === '--rounds' && value && /^[1-9]\d*$/.test(value)) args.rounds = Number(value);
    else throw new Error(`Unknown search bench argument "${arg}": use --before=COMMIT, --reuse, --rounds=N or --no-pagefind.`);
  }
  if (args.rounds === 0) args.rounds = args.before ? 3 : 1;
  return args;
}

/** Relevance figures as the bench keeps them: overall and per kind, each S@1, S@3, MRR and nDCG@5. */
export interface RelevanceFigures {
  overall: Figures;
  byKind: Record<string, Figures>;
  anchors?: {checked: number; right: number};
}

interface Figures {
  queries: number;
  s1: number;
  s3: number;
  mrr: number;
  ndcg5: number;
}

const cell = (figures: Figures | undefined) =>
  figures ? `${(figures.s1 * 100).toFixed(1)} / ${(figures.s3 * 100).toFixed(1)} / ${figures.mrr.toFixed(3)} / ${figures.ndcg5.toFixed(3)}` : '–';

/**
 * One row per kind and one overall: "S@1 / S@3 / MRR / nDCG@5" now, in the last run and, when measured, in the
 * before commit. The last run is what bench/results/latest.json held when this run started.
 */
export function relevanceRows(now: RelevanceFigures, last?: RelevanceFigures, before?: {name: string; figures: RelevanceFigures}): Array<Record<string, string>> {
  const kinds = [...Object.keys(now.byKind), 'overall'];
  return kinds.map((kind) => {
    const pick = (figures: RelevanceFigures | undefined) => (kind === 'overall' ? figures?.overall : figures?.byKind[kind]);
    return {
      kind: `${kind} (${pick(now)?.queries ?? 0})`,
      'now: S@1 % / S@3 % / MRR / nDCG@5': cell(pick(now)),
      'last run': cell(pick(last)),
      ...(before ? {[before.name]: cell(pick(before.figures))} : {}),
    };
  });
}

/** The order variants are measured in round `round`: alternating, so neither always runs first on a machine whose load drifts. */
export function roundOrder<T>(variants: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...variants] : [...variants].reverse();
}
