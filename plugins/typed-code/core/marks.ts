/**
 * The type popups of one code block as the page carries them (texts once, marks pointing at them), and a line's
 * tokens cut at the marks' edges. Pure: the build encodes, the highlighter decodes and cuts.
 */
import type {TypeMark} from './project.ts';

/** What an MDX page holds per block: each distinct text once, and [line, column, length, text index] per mark. */
export type EncodedMarks = {texts: string[]; marks: Array<[number, number, number, number]>};

export function encodeMarks(marks: readonly TypeMark[]): string {
  const texts: string[] = [];
  const encoded = marks.map((mark): [number, number, number, number] => {
    let index = texts.indexOf(mark.text);
    if (index === -1) index = texts.push(mark.text) - 1;
    return [mark.line, mark.column, mark.length, index];
  });
  return JSON.stringify({texts, marks: encoded} satisfies EncodedMarks);
}

/** A mark on one line: columns [start, end), its text, and whether it is the block's first mark of that text (the one keyboard users reach). */
export type LineMark = {start: number; end: number; text: string; textIndex: number; first: boolean};

/** The marks of each line, in column order. */
export function marksByLine(encoded: EncodedMarks): Map<number, LineMark[]> {
  const byLine = new Map<number, LineMark[]>();
  const seen = new Set<number>();
  const ordered = [...encoded.marks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [line, column, length, textIndex] of ordered) {
    const text = encoded.texts[textIndex];
    if (text === undefined) continue;
    const list = byLine.get(line) ?? [];
    list.push({start: column, end: column + length, text, textIndex, first: !seen.has(textIndex)});
    seen.add(textIndex);
    byLine.set(line, list);
  }
  return byLine;
}

type TokenLike = {content: string; types: string[]};

/** A line's tokens in runs: the runs under a mark carry it; a token a mark edge falls in is cut in two. */
export function segmentLine<T extends TokenLike>(line: readonly T[], marks: readonly LineMark[]): Array<{tokens: T[]; mark?: LineMark}> {
  const runs: Array<{tokens: T[]; mark?: LineMark}> = [];
  let column = 0;
  const push = (token: T, mark: LineMark | undefined) => {
    const last = runs.at(-1);
    if (last && last.mark === mark) last.tokens.push(token);
    else runs.push({tokens: [token], mark});
  };
  for (const token of line) {
    let offset = 0;
    while (offset < token.content.length) {
      const at = column + offset;
      const mark = marks.find((candidate) => candidate.start <= at && at < candidate.end);
      const nextEdge = mark ? mark.end : Math.min(...marks.filter((candidate) => candidate.start > at).map((candidate) => candidate.start), Infinity);
      const take = Math.min(token.content.length - offset, nextEdge - at);
      push({...token, content: token.content.slice(offset, offset + take)}, mark);
      offset += take;
    }
    if (token.content.length === 0) push(token, undefined);
    column += token.content.length;
  }
  return runs;
}
