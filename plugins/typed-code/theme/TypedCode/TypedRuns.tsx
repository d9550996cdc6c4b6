/**
 * A code line's tokens with the type popups of a checked FastStore example: the runs under a mark sit in a focusable
 * span with its popup. The highlighter's code line renders it (src/theme/CodeBlock/Line), so the popup styles come
 * with the code line and never with a page's own chunk (TypedCode's header says why).
 */
import React, {type ReactNode} from 'react';
import {segmentLine, type LineMark} from '../../core/marks.ts';
import type {TypedCodeValue} from './context.ts';
import popupStyles from './popup.module.css';

/** One line's type popups: the block's value, and the line's marks in column order. */
export type TypedLine = {value: TypedCodeValue; marks: LineMark[]};

type TokenLike = {content: string; types: string[]};

type Props<T extends TokenLike> = {line: readonly T[]; typed: TypedLine; renderToken: (token: T, key: number) => ReactNode};

export default function TypedRuns<T extends TokenLike>({line, typed, renderToken}: Props<T>): ReactNode {
  return segmentLine(line, typed.marks).map(({tokens: run, mark}, key) => {
    if (!mark) return <React.Fragment key={key}>{run.map(renderToken)}</React.Fragment>;
    const id = `${typed.value.idPrefix}-${mark.textIndex}`;
    // The first mark of a text is the block's keyboard stop for it; the others show the same popup on hover.
    return (
      <span key={key} className={popupStyles.typed} tabIndex={mark.first ? 0 : undefined} aria-describedby={mark.first ? id : undefined}>
        {run.map(renderToken)}
        <span data-type-popup="" className={popupStyles.popup} role={mark.first ? 'tooltip' : undefined} id={mark.first ? id : undefined} aria-hidden={mark.first ? undefined : true}>
          {mark.text}
        </span>
      </span>
    );
  });
}
