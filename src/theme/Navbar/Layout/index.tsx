import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';

/**
 * The navbar's frame. The theme's version measures the navbar's height in a ref callback, for hiding it
 * on scroll, a feature this site keeps off (`navbar.hideOnScroll: false`). That measurement ran inside the
 * hydration task and forced a layout of the whole page there; this version has no measurement to make.
 */
export default function NavbarLayout({children}: {children: ReactNode}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <nav
      aria-label={translate({id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The ARIA label for the main navigation'})}
      className={clsx(ThemeClassNames.layout.navbar.container, 'navbar', 'navbar--fixed-top', mobileSidebar.shown && 'navbar-sidebar--show')}>
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
