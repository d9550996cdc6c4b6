/**
 * Where focus sits inside an element, as the child positions that lead to it, so it can be put back on the same
 * place once that element's content is rendered anew: the live demo replaces the server's HTML of a playground
 * with the same markup, and a reader who had already tabbed into the demo keeps their place.
 */

/** The child positions from `root` down to `target`; null when `target` is not inside `root` (or is `root`). */
export function pathWithin(root: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  // Nothing, or the root itself, leaves the path empty.
  return path.length > 0 ? path : null;
}

/** The element at `path` under `root`, or null where the markup no longer has one. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const position of path) node = node?.children[position] ?? null;
  return node;
}
