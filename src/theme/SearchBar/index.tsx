/**
 * Replaces the classic theme's empty SearchBar (nothing to wrap): a "Search" button and the shortcuts.
 * The modal, the engine and the index load only when a reader reaches for search. With Algolia configured
 * (themeConfig.algolia), the original DocSearch bar renders instead.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import OriginalSearchBar from '@theme-original/SearchBar';
import {opensSearch} from '@site/src/lib/search/shortcuts';
import styles from './styles.module.css';

const loadModal = () => import('@site/src/components/Search/SearchModal');
const SearchModal = lazy(loadModal);

interface LoadingProps {
  draft: string;
  onDraft: (value: string) => void;
  onClose: () => void;
}

/** Shown while the modal's code loads, so what a reader types right after a shortcut is kept, not lost. */
function LoadingModal({draft, onDraft, onClose}: LoadingProps) {
  return (
    <div className={styles.searchLoading}>
      <div role="dialog" aria-modal="true" aria-label="Search the documentation" aria-busy="true" className={styles.searchLoadingBox}>
        <input
          autoFocus
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-label="Search"
          className={styles.searchLoadingInput}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
        />
      </div>
    </div>
  );
}

function LocalSearchBar() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);

  const openSearch = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft('');
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Escape returns focus to where the reader was (the button, or the element focused before a shortcut).
    requestAnimationFrame(() => returnFocus.current?.focus());
  }, []);

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
  }, [open, openSearch]);

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
        <span>Search</span>
        <kbd className={styles.searchButtonKeys} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={<LoadingModal draft={draft} onDraft={setDraft} onClose={close} />}>
          <SearchModal initialQuery={draft} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

export default function SearchBar() {
  const {algolia} = useThemeConfig() as {algolia?: unknown};
  return algolia ? <OriginalSearchBar /> : <LocalSearchBar />;
}
