import {useContext} from 'react';
import {marksByLine} from '../../core/marks.ts';
import {TypedCodeContext} from './context.ts';
import type {TypedLine} from './TypedRuns.tsx';

/**
 * For the code block being highlighted, each line's type popups by line index: undefined for a line without any, and
 * for every line of a block that is not a checked FastStore example.
 */
export default function useTypedLines(): (index: number) => TypedLine | undefined {
  const value = useContext(TypedCodeContext);
  if (!value) return () => undefined;
  const byLine = marksByLine(value.marks);
  return (index) => {
    const marks = byLine.get(index);
    return marks ? {value, marks} : undefined;
  };
}
