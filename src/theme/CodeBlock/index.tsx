/**
 * The classic theme's CodeBlock without its remount. The theme keys the block on `useIsBrowser()`, so every
 * code block is thrown away and rebuilt right after hydration (to refresh Prism styles from the server's
 * colour mode). That rebuild dirtied the page's layout, which the navbar then measured: a forced reflow of the
 * whole page inside the hydration task. Here the block stays; the re-render that `useIsBrowser()` causes
 * updates its styles in place, and the tokens are the server's (see ./Content).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children are joined into one string, like the theme does; elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  // Subscribing re-renders the block once in the browser, which refreshes colour-mode styles without a remount.
  useIsBrowser();
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
