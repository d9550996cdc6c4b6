/**
 * Whether search is open and what the reader has typed, kept outside React's tree. The navbar (and its
 * SearchBar) remounts on every client-side navigation, and the loading dialog gives way to the real one:
 * with the state here, a shortcut pressed or a key typed during either swap is never lost.
 */
import {useSyncExternalStore} from 'react';

export interface SearchUiState {
  open: boolean;
  /** What is in the search field. */
  input: string;
}

const closed: SearchUiState = {open: false, input: ''};
let state: SearchUiState = closed;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(next: SearchUiState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchUi(): SearchUiState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}

/** Opens search with an empty field, remembering the element to give focus back to. */
export function openSearch(): void {
  if (state.open) return;
  returnFocus = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  update({open: true, input: ''});
}

/** Closes search; focus goes back to where the reader was, if that element is still on the page. */
export function closeSearch(): void {
  if (!state.open) return;
  update({...state, open: false});
  const target = returnFocus;
  returnFocus = null;
  requestAnimationFrame(() => {
    if (target?.isConnected) target.focus();
  });
}

export function setSearchInput(input: string): void {
  if (input !== state.input) update({...state, input});
}
