/**
 * The navbar's search: a "Search" button and the shortcuts, in place of the classic theme's empty SearchBar.
 * The modal, the engine and the index load only when a reader reaches for search. With Algolia configured the
 * search plugin is not loaded, so DocSearch's own SearchBar renders instead.
 */
import {lazy, Suspense, useEffect, useLayoutEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import {opensSearch} from '../../client/shortcuts.ts';
import {closeSearch, openSearch, setSearchInput, useSearchUi} from '../../client/store.ts';
import styles from './styles.module.css';

const loadModal = () => import('../../components/SearchModal/index.tsx');
const SearchModal = lazy(loadModal);

/** Shown while the modal's code loads; what a reader types right after a shortcut goes to the shared field. */
function LoadingModal() {
  const {input} = useSearchUi();
  const field = useRef<HTMLInputElement>(null);
  // Focus in the commit that opens search, not through `autoFocus`: the browser bundle's Preact leaves that to
  // the browser, which focuses at its next frame, and a key typed before then was lost.
  useLayoutEffect(() => {
    field.current?.focus();
  }, []);
  return (
    <div className={styles.searchLoading}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={translate({id: 'search.modal.label', message: 'Search the documentation'})}
        aria-busy="true"
        className={styles.searchLoadingBox}>
        <input
          ref={field}
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-label={translate({id: 'search.input.label', message: 'Search'})}
          className={styles.searchLoadingInput}
          value={input}
          onChange={(event) => setSearchInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeSearch();
          }}
        />
      </div>
    </div>
  );
}

export default function SearchBar() {
  const {open} = useSearchUi();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const press = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        targetTag: target?.tagName ?? '',
        targetEditable: target?.isContentEditable ?? false,
      };
      if (!open && opensSearch(press)) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const preload = () => {
    void loadModal();
  };

  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
        onFocus={preload}
        onPointerEnter={preload}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
          />
        </svg>
        <span>{translate({id: 'search.input.label', message: 'Search'})}</span>
        <kbd className={styles.searchButtonKeys} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={<LoadingModal />}>
          <SearchModal />
        </Suspense>
      ) : null}
    </>
  );
}
