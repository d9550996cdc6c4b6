import {createHydrationQueue, type HydrationQueue} from '../hydrationQueue.ts';
import {watchParts} from '../hydrationTriggers.ts';
import {timeoutScheduler} from '../scheduler.ts';

/**
 * One queue per page load, in the browser only: the server renders every part at once. Where the browser can
 * tell what is in view, a part hydrates once it nears the viewport or the reader reaches for it
 * (plugins/lean-client/client/hydrationTriggers.ts); `data-parts-settled` on the root element says nothing is left to hydrate for now.
 */
export const hydrationQueue: HydrationQueue | null = typeof window === 'undefined' ? null : createBrowserQueue();

function createBrowserQueue(): HydrationQueue {
  const gated = typeof IntersectionObserver === 'function';
  const queue: HydrationQueue = createHydrationQueue(timeoutScheduler, true, {
    gated,
    onWait: gated ? watchParts(() => queue, document, IntersectionObserver) : undefined,
    onSettledChange: (settled) => document.documentElement.toggleAttribute('data-parts-settled', settled),
  });
  return queue;
}
