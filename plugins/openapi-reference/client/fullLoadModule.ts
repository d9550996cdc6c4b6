import type {ClientModule} from '@docusaurus/types';
import {needsFullLoad} from '@site/common/apiReference.ts';

/**
 * The API reference arrives from the server even when a link or search result opens it client-side: its CSP lets
 * "Try it" reach the reader's own *.myvtex.com hosts, and a client-side visit would keep the previous page's policy.
 * `replace` swaps the history entry the router just pushed, so Back still leads to the page before.
 */
const fullLoadPages: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (needsFullLoad(location.pathname, previousLocation?.pathname)) window.location.replace(location.pathname + location.search + location.hash);
  },
};

export default fullLoadPages;
