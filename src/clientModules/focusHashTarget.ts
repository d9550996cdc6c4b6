import type {ClientModule} from '@docusaurus/types';

/**
 * After a navigation to `page#section` (a search hit, a link to a heading), keyboard focus moves to that section,
 * as the browser's own fragment navigation does, so the next Tab continues from there instead of the page's top.
 * The target may still be rendering: it is looked for over a few frames.
 */
function focusTarget(id: string, framesLeft: number) {
  const target = document.getElementById(id);
  if (!target) {
    if (framesLeft > 0) requestAnimationFrame(() => focusTarget(id, framesLeft - 1));
    return;
  }
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  // Scrolls only if the section is not in view yet (the scroll padding keeps it clear of the navbar).
  target.focus();
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    focusTarget(decodeURIComponent(location.hash.slice(1)), 30);
  },
};

export default clientModule;
