/** The kinds of page and their names, on their own so the search page's filter does not carry the ranking code. Pure. */
import type {PageKind} from './types.ts';

/** Every kind of page, with the name a reader sees for it, in the order filters list them. */
export const pageKinds: ReadonlyArray<readonly [kind: PageKind, label: string]> = [
  ['docs', 'Docs'],
  ['release', 'Release notes'],
  ['starter', 'Starters'],
  ['page', 'Page'],
];
