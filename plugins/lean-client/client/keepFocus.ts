/**
 * Focus keeping for parts that hydrate late (./hydrationTriggers.ts calls it when the reader focuses into a
 * part that has not hydrated yet). plugins/lean-client swaps in ./keepFocusOff.ts when it is switched off.
 */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** How long after the reader reaches into a part focus is kept through its rebuilds. */
export const keepFocusMs = 5000;

/**
 * A component keyed on `useIsBrowser()` renders anew once its part has hydrated (as the theme's tabs did
 * before src/theme/Tabs was ejected), which drops the focus the reader put there. For a while after
 * the reader reaches into a part, focus that falls off the page goes back to the element in the place the
 * reader last focused: the first element reached, or wherever the keys moved focus since (arrows on
 * controls that are live before the rebuild), so no keystroke is undone.
 */
export function keepFocus(part: Element, target: Element): void {
  const doc = part.ownerDocument;
  // The same element after a rebuild: same tag, role and text, met as often before it.
  const key = (element: Element) => `${element.tagName} ${element.getAttribute('role') ?? ''} ${element.textContent?.trim() ?? ''}`;
  const alike = (elementKey: string) => Array.from(part.querySelectorAll(focusable)).filter((element) => key(element) === elementKey);
  const place = (element: Element) => ({element, key: key(element), index: alike(key(element)).indexOf(element)});
  let held = place(target);
  if (held.index < 0) return;
  const follow = (event: Event) => {
    if (!(event.target instanceof Element) || !part.contains(event.target)) return;
    const next = place(event.target);
    if (next.index >= 0) held = next;
  };
  const observer = new MutationObserver(() => {
    if (held.element.isConnected) return;
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    (alike(held.key)[held.index] as HTMLElement | undefined)?.focus({preventScroll: true});
  });
  doc.addEventListener('focusin', follow, true);
  observer.observe(part, {childList: true, subtree: true});
  setTimeout(() => {
    observer.disconnect();
    doc.removeEventListener('focusin', follow, true);
  }, keepFocusMs);
}
