import {createContext} from 'react';
import type {EncodedMarks} from '../../core/marks.ts';

/** The block's type popups; the highlighter reads it (null: a block without popups). */
export type TypedCodeValue = {marks: EncodedMarks; idPrefix: string};

export const TypedCodeContext = createContext<TypedCodeValue | null>(null);
