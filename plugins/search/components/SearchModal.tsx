import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {excerpt} from '../../../common/search/highlight';
import {kindLabel, type PageHit} from '../../../common/search/rank';
import {normaliseQuery, searchPageUrl} from '../../../common/search/query';
import Highlighted from './Highlighted';
import {readRecent, rememberSearch} from '../client/recent';
import {closeSearch, setSearchInput, useSearchUi} from '../client/store';
import {useSearch, useSectionHits} from '../client/useSearch';
import styles from './styles.module.css';

/** Hits shown in the modal; the footer leads to all of them. */
const shownHits = 8;

interface OptionProps {
  hit: PageHit;
  id: string;
  active: boolean;
  textBase: string | undefined;
  onChoose: (url: string) => void;
}

/** The target of a hit: its best matching section once known, else the page. */
function useHitTarget(hit: PageHit, textBase: string | undefined) {
  const sections = useSectionHits(hit, textBase);
  const best = sections?.[0];
  return {best, url: best?.anchor ? `${hit.url}#${best.anchor}` : hit.url};
}

function HitOption({hit, id, active, textBase, onChoose}: OptionProps) {
  const {best, url} = useHitTarget(hit, textBase);
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.searchGroup}>
      <div id={`${id}-title`} className={styles.searchGroupTitle}>
        <Highlighted text={hit.title} terms={hit.terms} />
        <span className={styles.searchKind}>{kindLabel(hit.kind, hit.tag)}</span>
      </div>
      <a
        id={id}
        role="option"
        aria-selected={active}
        href={url}
        data-url={url}
        tabIndex={-1}
        className={active ? `${styles.searchOption} ${styles.searchOptionActive}` : styles.searchOption}
        onClick={(event) => {
          event.preventDefault();
          onChoose(url);
        }}>
        <span className={styles.searchHeading}>
          <Highlighted text={best?.heading || hit.title} terms={hit.terms} />
        </span>
        {best ? (
          <span className={styles.searchExcerpt}>
            <Highlighted text={excerpt(best.text, hit.terms, 120)} terms={hit.terms} />
          </span>
        ) : null}
      </a>
    </div>
  );
}

/** The search dialog: a combobox over a listbox of hits grouped by page. Loaded only when a reader opens search. */
export default function SearchModal() {
  const history = useHistory();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field lives in the search store: what was typed while this code loaded, or before a navigation remounted it, stays.
  const {input} = useSearchUi();
  const setInput = setSearchInput;
  const onClose = closeSearch;
  // The modal only renders in the browser, after a reader opens it, so storage can be read at once.
  const [recent] = useState(readRecent);
  const {query, count, hits, loading, error, textBase} = useSearch(input, shownHits);
  const shown = hits.slice(0, shownHits);
  const showingRecent = input.trim() === '';
  // A new result list starts the keyboard selection at its first option.
  const listKey = showingRecent ? '\n recent' : query;
  const [selection, setSelection] = useState({listKey, index: 0});
  const active = selection.listKey === listKey ? selection.index : 0;
  const setActive = (next: (index: number) => number) => setSelection({listKey, index: next(active)});
  const optionCount = showingRecent ? recent.length : shown.length;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Focus moves in the same commit that replaces the loading dialog, so no keystroke falls between the two.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);
  // A client-side navigation while the dialog is open makes the theme move focus to the top of the new page
  // (after this commit); take it back unless the reader has moved within the dialog.
  const {pathname} = useLocation();
  useEffect(() => {
    const input = inputRef.current;
    const frame = requestAnimationFrame(() => {
      if (input && !input.closest('[role="dialog"]')?.contains(document.activeElement)) input.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const choose = (url: string) => {
    // What the reader typed is remembered, even if Enter came before that query's hits.
    const typed = normaliseQuery(input);
    if (typed) rememberSearch(typed);
    onClose();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % optionCount);
    } else if (event.key === 'ArrowUp' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + optionCount) % optionCount);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      if (showingRecent) {
        const chosen = recent[active];
        if (chosen) setInput(chosen);
        return;
      }
      const option = document.getElementById(optionId(active));
      const url = option?.getAttribute('data-url');
      if (url) choose(url);
    } else if (event.key === 'Tab') {
      // Focus stays inside the dialog (aria-modal): wrap around its focusable controls.
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div
      className={styles.searchBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div role="dialog" aria-modal="true" aria-label="Search the documentation" className={styles.searchModal} onKeyDown={onKeyDown}>
        <div className={styles.searchForm}>
          <input
            ref={inputRef}
            className={styles.searchInput}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-expanded={optionCount > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={optionCount > 0 ? optionId(active) : undefined}
            placeholder="Search docs, release notes and starters"
            autoComplete="off"
            spellCheck={false}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="button" className={styles.searchClose} onClick={onClose}>
            Close
          </button>
        </div>
        <div id={listId} role="listbox" aria-label={showingRecent ? 'Recent searches' : 'Search results'} className={styles.searchResults}>
          {showingRecent ? (
            recent.length > 0 ? (
              <div role="group" aria-label="Recent searches" className={styles.searchGroup}>
                <div className={styles.searchGroupTitle}>Recent searches</div>
                {recent.map((item, index) => (
                  <div
                    key={item}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? `${styles.searchOption} ${styles.searchOptionActive}` : styles.searchOption}
                    onClick={() => setInput(item)}>
                    {item}
                  </div>
                ))}
              </div>
            ) : null
          ) : (
            shown.map((hit, index) => (
              <HitOption key={hit.url} hit={hit} id={optionId(index)} active={index === active} textBase={textBase} onChoose={choose} />
            ))
          )}
        </div>
        <div className={styles.searchStatus} role="status">
          {error ? (
            error
          ) : showingRecent || loading || !query ? null : count === 0 ? (
            `No results for “${query}”`
          ) : (
            // The count is announced once the hits are in; sighted readers see it in the footer link.
            <span className={styles.searchStatusCount}>{`${count} ${count === 1 ? 'result' : 'results'} for “${query}”`}</span>
          )}
        </div>
        {!showingRecent && query ? (
          <div className={styles.searchFooter}>
            <Link
              to={searchPageUrl(query)}
              onClick={() => {
                rememberSearch(query);
                onClose();
              }}>
              See all {count} results
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
