/**
 * What tells the hydration queue (./hydrationQueue.ts) which parts to hydrate: their distance to the viewport
 * and the reader's hands. A part is one `display: contents` element (no box of its own), so its children are
 * watched. Browser-only; the DOM and the observer are passed in.
 */
import type {HydrationQueue} from './hydrationQueue.ts';

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
        queue().hydrateNow(ids);
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
