import type {ClientModule} from '@docusaurus/types';

// An outbound link waits for the analytics hit, but never longer than 250 ms, so a slow tracker never holds the reader.
export const OUTBOUND_CALLBACK_FALLBACK_MS = 250;

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

function onClick(event: MouseEvent): void {
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!gtag || !(anchor instanceof HTMLAnchorElement)) return;
  if (anchor.origin === window.location.origin || anchor.target === '_blank') return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    window.location.href = anchor.href;
  };
  setTimeout(go, OUTBOUND_CALLBACK_FALLBACK_MS);
  gtag('event', 'click', {event_category: 'outbound', event_label: anchor.href, transport_type: 'beacon', event_callback: go});
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
}

const outboundLinks: ClientModule = {};
export default outboundLinks;
