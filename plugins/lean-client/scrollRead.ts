/**
 * The browser build's copy of theme-common's `scrollUtils`, with the scroll position read after the first
 * render instead of during it. `useScrollPosition` (the back-to-top button, the navbar, the doc sidebar)
 * seeds its last position with `useRef(getScrollPosition())`, and reading `window.pageYOffset` makes the
 * browser bring style and layout up to date at once: during hydration that is a forced layout of the whole
 * page inside the hydrating task, 10 ms and more on a phone, three times per doc page. Here the ref starts
 * empty and the effect, which reads the position anyway, seeds it first: the hook reports the same positions,
 * and the read happens after paint, when layout is already done.
 */

import {replaceOnce} from './replaceOnce';

/** The lines of `@docusaurus/theme-common/lib/utils/scrollUtils.js` (3.10) this rewrites, each found exactly once. */
export const scrollReadLines = {
  seed: 'const lastPositionRef = useRef(getScrollPosition());',
  firstCall: '\n        handleScroll();\n',
  localImport: "from './reactUtils';",
};

const patch = {module: "theme-common's scrollUtils", file: 'scrollRead.ts'};

/**
 * Rewrites the module's source; `reactUtils` is the absolute path of the sibling module it imports (the copy
 * lives elsewhere). Throws when a line is not found exactly once: a new version must be looked at again.
 */
export function deferScrollRead(source: string, reactUtils: string): string {
  let out = replaceOnce(source, scrollReadLines.seed, 'const lastPositionRef = useRef(null);', patch);
  out = replaceOnce(
    out,
    scrollReadLines.firstCall,
    '\n        if (lastPositionRef.current === null) lastPositionRef.current = getScrollPosition();\n        handleScroll();\n',
    patch,
  );
  return replaceOnce(out, scrollReadLines.localImport, `from ${JSON.stringify(reactUtils)};`, patch);
}
