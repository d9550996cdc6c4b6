/**
 * Stand-in for ./browserQueue.ts when hydration parts are switched off (LEAN_OFF=hydrationParts): no queue, so
 * every part hydrates with the page's first pass, as the server rendered it.
 */
import type {HydrationQueue} from '../hydrationQueue';

export const hydrationQueue: HydrationQueue | null = null;
