/**
 * What tells the hydration queue (./hydrationQueue.ts) which parts to hydrate: their distance to the viewport
 * and the reader's hands. A part is one `display: contents` element (no box of its own), so its children are
 * watched. Browser-only; the DOM and the observer are passed in.
 */
import type {HydrationQueue} from './hydrationQueue';

/** How far outside the viewport a part already counts as visible: it hydrates before the reader gets there. */
export const visibilityMargin = '200px 0px';

/** The events that mean the reader reached for something: the part around it hydrates before they land. */
export const reachEvents = ['pointerdown', 'focusin', 'click'] as const;

const partSelector = (id: string) => `[data-hydrate-later="${CSS.escape(id)}"]`;

/** The ids of the parts around `node`, outermost first. */
export function partIdsAround(node: Node | null): string[] {
  const ids: string[] = [];
  for (let element = node instanceof Element ? node : (node?.parentElement ?? null); element; element = element.parentElement) {
    const id = element.getAttribute('data-hydrate-later');
    if (id !== null) ids.unshift(id);
  }
  return ids;
}

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
function keepFocus(doc: Document, partId: string, target: Element): void {
  const part = doc.querySelector(partSelector(partId));
  if (!part) return;
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

/** Starts watching; returns the `onWait` hook that watches each part as it starts waiting. */
export function watchParts(queue: () => HydrationQueue, doc: Document, Observer: typeof IntersectionObserver): (id: string) => void {
  const partOf = new WeakMap<Element, string>();
  const watched = new Map<string, Element[]>();
  const observer = new Observer(
    (entries) => {
      const seen = new Map<string, boolean>();
      for (const entry of entries) {
        const id = partOf.get(entry.target);
        if (id !== undefined) seen.set(id, (seen.get(id) ?? false) || entry.isIntersecting);
      }
      for (const [id, visible] of seen) {
        if (visible) for (const child of watched.get(id) ?? []) observer.unobserve(child);
        queue().report(id, visible);
      }
    },
    {rootMargin: visibilityMargin},
  );

  for (const type of reachEvents) {
    doc.addEventListener(
      type,
      (event) => {
        const target = event.target as Node | null;
        const ids = partIdsAround(target);
        if (ids.length === 0) return;
        // The part hydrates in this event's microtasks: where focus should stay is worked out before.
        if (queue().hydrateNow(ids) && type === 'focusin' && target instanceof Element) keepFocus(doc, ids[ids.length - 1] ?? '', target);
      },
      {capture: true, passive: true},
    );
  }

  return (id) => {
    if (watched.has(id)) return;
    const children = Array.from(doc.querySelector(partSelector(id))?.children ?? []);
    watched.set(id, children);
    // No server HTML to keep (a part that mounts while another hydrates, or an empty one): waiting would only
    // show nothing, so it renders in its turn.
    if (children.length === 0) queueMicrotask(() => queue().report(id, true));
    for (const child of children) {
      partOf.set(child, id);
      observer.observe(child);
    }
  };
}
