import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open mobile menu behaves as a dialog for the keyboard: focus moves into it, Tab stays in it, and Escape or
 * its close button closes it and gives focus back to the toggle that opened it.
 */
function useMobileMenuKeyboard(nav: React.RefObject<HTMLElement | null>, shown: boolean, toggle: () => void) {
  useEffect(() => {
    const menu = nav.current?.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || !menu) return undefined;
    const focusableItems = () => Array.from(menu.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => element.getClientRects().length > 0);
    const backToToggle = () => requestAnimationFrame(() => nav.current?.querySelector<HTMLElement>('.navbar__toggle')?.focus());
    // Focus moves in as soon as the menu's items can take it: on a slow device they may be laid out a few frames late.
    let frames = 0;
    let frame = 0;
    const focusIn = () => {
      if (menu.contains(document.activeElement)) return;
      focusableItems()[0]?.focus();
      if (!menu.contains(document.activeElement) && frames++ < 30) frame = requestAnimationFrame(focusIn);
    };
    focusIn();
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened from the menu (search) handles its own keys.
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        backToToggle();
      } else if (event.key === 'Tab') {
        const items = focusableItems();
        const first = items[0];
        const last = items[items.length - 1];
        const inside = menu.contains(document.activeElement);
        if (event.shiftKey && (!inside || document.activeElement === first)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.navbar-sidebar__close')) backToToggle();
    };
    document.addEventListener('keydown', onKeyDown);
    menu.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('click', onClick);
    };
  }, [nav, shown, toggle]);
}

/**
 * The navbar's frame. The theme's version measures the navbar's height in a ref callback, for hiding it
 * on scroll, a feature this site keeps off (`navbar.hideOnScroll: false`). That measurement ran inside the
 * hydration task and forced a layout of the whole page there; this version has no measurement to make.
 */
export default function NavbarLayout({children}: {children: ReactNode}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const nav = useRef<HTMLElement>(null);
  useMobileMenuKeyboard(nav, mobileSidebar.shown, mobileSidebar.toggle);
  return (
    <nav
      ref={nav}
      aria-label={translate({id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The ARIA label for the main navigation'})}
      className={clsx(ThemeClassNames.layout.navbar.container, 'navbar', 'navbar--fixed-top', mobileSidebar.shown && 'navbar-sidebar--show')}>
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
