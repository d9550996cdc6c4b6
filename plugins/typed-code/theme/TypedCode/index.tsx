/**
 * Wraps a checked code block on the pages that have one (the build inserts it and its import): the block's type
 * popups reach the highlighter through context, and their styles come with the page, so a page without such a block
 * loads neither.
 */
import React, {type ReactNode} from 'react';
import type {EncodedMarks} from '../../core/marks';
import {TypedCodeContext} from './context';
import styles from './styles.module.css';

type Props = {marks: string; id: string; children: ReactNode};

export default function TypedCode({marks, id, children}: Props): ReactNode {
  const value = {marks: JSON.parse(marks) as EncodedMarks, idPrefix: id, classes: {typed: styles.typed, popup: styles.popup}};
  return <TypedCodeContext.Provider value={value}>{children}</TypedCodeContext.Provider>;
}
