/**
 * Docusaurus prefetches the code of every internal link that scrolls into view, all at once: on a doc page
 * that is the whole sidebar, a few hundred milliseconds of main-thread work right after hydration on a phone.
 * This module moves those prefetches into idle time, a few per slice. Hovering or focusing a link still
 * preloads its page at once (Docusaurus' `preload` is untouched), so navigation stays instant.
 */
import type {ClientModule} from '@docusaurus/types';
import {createIdleQueue, type IdleScheduler} from '../idleQueue';

let installed = false;

const idle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 3000});
  else setTimeout(() => run({timeRemaining: () => 12}), 50);
};

/** Replaces `window.docusaurus.prefetch` with a queued one; runs after the first render, before any link has been seen. */
export function installIdlePrefetch(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const original = window.docusaurus;
  const queue = createIdleQueue<string>((path) => void original.prefetch(path), idle);
  // Docusaurus freezes its global, so a copy with our prefetch takes its place (links read it at call time).
  window.docusaurus = Object.freeze({
    ...original,
    prefetch: (path: string) => {
      queue.add(path);
      return false as const;
    },
  });
}

const idlePrefetch: ClientModule = {
  onRouteDidUpdate() {
    installIdlePrefetch();
  },
};

export default idlePrefetch;
