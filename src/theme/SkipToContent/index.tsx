// Ejected: the theme gives its focus target a tabindex only while focusing it, and Chromium drops focus from an
// element that stops being focusable, so the skip link (and the focus reset after navigating) left focus nowhere.
import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const fallbackId = '__docusaurus_skipToContent_fallback';

/**
 * The location the skip link last settled on, kept outside the component: a page of another route (page 2 of
 * the release list) mounts a layout of its own, and its skip link must still know that a navigation happened.
 */
let lastLocation: unknown;

/** Focuses an element that may not be focusable, keeping it reachable by script only (tabindex -1). */
function programmaticFocus(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export default function SkipToContent(): ReactNode {
  const label = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});
  const container = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const location = useLocation();
  const onClick = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(fallbackId);
    if (target) programmaticFocus(target);
  }, []);
  // After a navigation, focus starts again at the top of the new page (as a full page load would), unless the
  // reader is in a modal dialog (search opened while the page changed): keys typed there must stay there.
  useEffect(() => {
    const previous = lastLocation;
    lastLocation = location;
    if (previous === undefined || previous === location || location.hash || history.action !== 'PUSH') return;
    if (document.activeElement?.closest('[aria-modal="true"]')) return;
    if (container.current) programmaticFocus(container.current);
  }, [location, history]);
  return (
    <div ref={container} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${fallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
