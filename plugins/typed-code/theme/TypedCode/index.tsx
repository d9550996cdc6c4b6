/**
 * Wraps a checked code block on the pages that have one (the build inserts it and its import): the block's type
 * popups reach the highlighter through context. It imports no stylesheet: a page chunk that did would wait for the
 * site's CSS chunk, and every page's route entry in the main bundle would name that wait (the popup styles come with
 * the code line, src/theme/CodeBlock/Line).
 */
import React, {type ReactNode} from 'react';
import type {EncodedMarks} from '../../core/marks.ts';
import {TypedCodeContext} from './context.ts';
import {dismissTypePopup} from './dismiss.ts';

// Listens from the moment the page's code loads, before its content hydrates: only pages with popups load this module.
if (typeof document !== 'undefined') document.addEventListener('keydown', dismissTypePopup);

type Props = {marks: string; id: string; children: ReactNode};

export default function TypedCode({marks, id, children}: Props): ReactNode {
  const value = {marks: JSON.parse(marks) as EncodedMarks, idPrefix: id};
  return <TypedCodeContext.Provider value={value}>{children}</TypedCodeContext.Provider>;
}
