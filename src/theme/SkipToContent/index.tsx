// Ejected: the theme gives its focus target a tabindex only while focusing it, and Chromium drops focus from an
// element that stops being focusable, so the skip link (and the focus reset after navigating) left focus nowhere.
import React, {useCallback, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

const fallbackId = '__docusaurus_skipToContent_fallback';

/** Focuses an element that may not be focusable, keeping it reachable by script only (tabindex -1). */
function programmaticFocus(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export default function SkipToContent(): ReactNode {
  const label = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});
  const container = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const onClick = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(fallbackId);
    if (target) programmaticFocus(target);
  }, []);
  // After a navigation, focus starts again at the top of the new page (as a full page load would), unless the
  // reader is in a modal dialog (search opened while the page changed): keys typed there must stay there.
  useLocationChange(({location}) => {
    if (document.activeElement?.closest('[aria-modal="true"]')) return;
    if (container.current && !location.hash && action === 'PUSH') programmaticFocus(container.current);
  });
  return (
    <div ref={container} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${fallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
