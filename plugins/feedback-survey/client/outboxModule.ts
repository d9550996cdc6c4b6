import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {createOutbox, postFeedback, type Outbox, type StorageLike} from './outbox.ts';

// Set in docusaurus.config.ts from FEEDBACK_ENDPOINT, default '/api/feedback' under the site's base path.
const endpoint = String(siteConfig.customFields?.feedbackEndpoint ?? '/api/feedback');

/** localStorage, or null where reading it throws (blocked cookies, some private modes, sandboxed frames). */
function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}

let outbox: Outbox | undefined;

/** The page's one outbox, created on first use so server rendering never touches window. */
export function feedbackOutbox(): Outbox {
  outbox ??= createOutbox({
    storage: browserStorage(),
    send: (response) => postFeedback(response, {endpoint, fetch: (input, init) => window.fetch(input, init)}),
    now: Date.now,
    log: (message) => console.warn(message),
  });
  return outbox;
}

function flushWhenLoaded(): void {
  const flush = () => void feedbackOutbox().flush();
  // Retries wait for the page itself to finish loading.
  if (document.readyState === 'complete') setTimeout(flush, 0);
  else window.addEventListener('load', flush, {once: true});
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void feedbackOutbox().flush({force: true}));
}

// Every page view (the first load and each client-side navigation) retries what is due.
const feedbackOutboxModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    flushWhenLoaded();
  },
};

export default feedbackOutboxModule;
