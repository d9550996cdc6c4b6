/**
 * Browser-only stand-in for `@docusaurus/theme-common/lib/hooks/useMutationObserver.js` (swapped in by
 * plugins/lean-client). Every code block calls it. The theme's version memoizes the options by sorting
 * their keys with `localeCompare`, and the first `localeCompare` of a page builds an ICU collator: about
 * 12 ms of a phone's main thread inside hydration. Same behaviour, with the options read field by field.
 */
import {useEffect, useLayoutEffect, useRef} from 'react';

const defaultOptions: MutationObserverInit = {attributes: true, characterData: true, childList: true, subtree: true};

export function useMutationObserver(target: Node | undefined | null, callback: MutationCallback, options: MutationObserverInit = defaultOptions): void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const {attributes, attributeOldValue, characterData, characterDataOldValue, childList, subtree} = options;
  const attributeFilter = options.attributeFilter?.join('\n');
  useEffect(() => {
    if (!target) return undefined;
    const observer = new MutationObserver((mutations, self) => latest.current(mutations, self));
    observer.observe(target, {
      attributes,
      attributeOldValue,
      characterData,
      characterDataOldValue,
      childList,
      subtree,
      ...(attributeFilter === undefined ? {} : {attributeFilter: attributeFilter.split('\n')}),
    });
    return () => observer.disconnect();
  }, [target, attributes, attributeOldValue, characterData, characterDataOldValue, childList, subtree, attributeFilter]);
}
