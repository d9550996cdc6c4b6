import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withBase} from '@site/common/basePath.ts';
import {normaliseQuery, searchPageUrl} from '@site/common/search/query.ts';
import {useMainSections} from '../../client/mainSections.ts';
import {readRecent, rememberSearch} from '../../client/recent.ts';
import {closeSearch, setSearchInput, useSearchUi} from '../../client/store.ts';
import {useSearch} from '../../client/useSearch.ts';
import HitOption from './HitOption.tsx';
import styles from './styles.module.css';

/** Hits shown in the modal; the footer leads to all of them. */
const shownHits = 8;

/** What an empty field offers: the reader's recent searches (Enter puts one in the field), else the main sections (Enter opens one). */
type Suggestion = {recent: string} | {label: string; to: string};

/** The search dialog: a combobox over a listbox of hits grouped by page. Loaded only when a reader opens search. */
export default function SearchModal() {
  const history = useHistory();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field lives in the search store: what was typed while this code loaded, or before a navigation remounted it, stays.
  const {input} = useSearchUi();
  const {selectMessage} = usePluralForm();
  // The modal only renders in the browser, after a reader opens it, so storage can be read at once.
  const [recent] = useState(readRecent);
  const sections = useMainSections();
  const {query, count, hits, loading, error, textBase} = useSearch(input, shownHits);
  const shown = hits.slice(0, shownHits);
  const showingEmpty = input.trim() === '';
  const suggestions: Suggestion[] = recent.length > 0 ? recent.map((item) => ({recent: item})) : sections;
  // A new result list starts the keyboard selection at its first option.
  const listKey = showingEmpty ? '\n empty' : query;
  const [selection, setSelection] = useState({listKey, index: 0});
  const active = selection.listKey === listKey ? selection.index : 0;
  const setActive = (next: (index: number) => number) => setSelection({listKey, index: next(active)});
  const optionCount = showingEmpty ? suggestions.length : shown.length;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Focus moves in the same commit that replaces the loading dialog, so no keystroke falls between the two.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);
  // A client-side navigation while the dialog is open makes the theme move focus to the top of the new page
  // (after this commit); take it back unless the reader has moved within the dialog.
  const {pathname} = useLocation();
  useEffect(() => {
    const field = inputRef.current;
    const frame = requestAnimationFrame(() => {
      if (field && !field.closest('[role="dialog"]')?.contains(document.activeElement)) field.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const open = (url: string) => {
    // What the reader typed is remembered, even if Enter came before that query's hits.
    const typed = normaliseQuery(input);
    if (typed) rememberSearch(typed);
    closeSearch();
    // Hits and sections name site paths (/quickstart); the router's routes carry the base.
    history.push(withBase(baseUrl, url));
  };
  const pick = (suggestion: Suggestion) => ('recent' in suggestion ? setSearchInput(suggestion.recent) : open(suggestion.to));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeSearch();
    } else if (event.key === 'ArrowDown' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % optionCount);
    } else if (event.key === 'ArrowUp' && optionCount > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + optionCount) % optionCount);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      if (showingEmpty) {
        const chosen = suggestions[active];
        if (chosen) pick(chosen);
        return;
      }
      const url = document.getElementById(optionId(active))?.getAttribute('data-url');
      if (url) open(url);
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

  const emptyGroup = recent.length > 0 ? translate({id: 'search.modal.recent', message: 'Recent searches'}) : translate({id: 'search.modal.sections', message: 'Start from a section'});
  const answered = !showingEmpty && !loading && query !== '';
  return (
    <div
      className={styles.searchBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeSearch();
      }}>
      <div role="dialog" aria-modal="true" aria-label={translate({id: 'search.modal.label', message: 'Search the documentation'})} className={styles.searchModal} onKeyDown={onKeyDown}>
        <div className={styles.searchForm}>
          <input
            ref={inputRef}
            className={styles.searchInput}
            type="search"
            role="combobox"
            aria-label={translate({id: 'search.input.label', message: 'Search'})}
            aria-expanded={optionCount > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={optionCount > 0 ? optionId(active) : undefined}
            placeholder={translate({id: 'search.input.placeholder', message: 'Search docs, release notes and starters'})}
            autoComplete="off"
            spellCheck={false}
            value={input}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <button type="button" className={styles.searchClose} onClick={closeSearch}>
            {translate({id: 'search.modal.close', message: 'Close'})}
          </button>
        </div>
        <div id={listId} role="listbox" aria-label={showingEmpty ? emptyGroup : translate({id: 'search.modal.results', message: 'Search results'})} className={styles.searchResults}>
          {showingEmpty ? (
            <div role="group" aria-label={emptyGroup} className={styles.searchGroup}>
              <div className={styles.searchGroupTitle} aria-hidden="true">
                <span className={styles.searchGroupName}>{emptyGroup}</span>
              </div>
              {suggestions.map((suggestion, index) => (
                <div
                  key={'recent' in suggestion ? suggestion.recent : suggestion.to}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? `${styles.searchOption} ${styles.searchOptionActive}` : styles.searchOption}
                  onClick={() => pick(suggestion)}>
                  {'recent' in suggestion ? suggestion.recent : suggestion.label}
                </div>
              ))}
            </div>
          ) : (
            shown.map((hit, index) => <HitOption key={hit.url} hit={hit} id={optionId(index)} active={index === active} textBase={textBase} onChoose={open} />)
          )}
        </div>
        <div className={styles.searchStatus} role="status">
          {error ? (
            error
          ) : !answered ? null : count === 0 ? (
            translate({id: 'search.modal.none', message: 'No results for “{query}”. Try fewer or other words.'}, {query})
          ) : (
            // The count is announced once the hits are in; sighted readers see it in the footer link.
            <span className={styles.searchStatusCount}>{selectMessage(count, translate({id: 'search.modal.count', message: '1 result for “{query}”|{count} results for “{query}”'}, {count: String(count), query}))}</span>
          )}
        </div>
        <div className={styles.searchFooter}>
          <p className={styles.searchHints}>
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd> {translate({id: 'search.hints.move', message: 'to move'})}
            </span>
            <span>
              <kbd>↵</kbd> {translate({id: 'search.hints.open', message: 'to open'})}
            </span>
            <span>
              <kbd>esc</kbd> {translate({id: 'search.hints.close', message: 'to close'})}
            </span>
          </p>
          {!showingEmpty && query !== '' && count > 0 ? (
            <Link
              className={styles.searchSeeAll}
              to={searchPageUrl(query)}
              onClick={() => {
                rememberSearch(query);
                closeSearch();
              }}>
              {selectMessage(count, translate({id: 'search.modal.seeAll', message: 'See 1 result|See all {count} results'}, {count: String(count)}))}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
