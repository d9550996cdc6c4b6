/**
 * Tells the hydration queue that the page's first pass has committed, so the parts it left start to hydrate,
 * and lifts the wait for what the reader had not reached once they open another page.
 */
import type {ClientModule} from '@docusaurus/types';
import {hydrationQueue} from '../HydrateLater/index.tsx';

const hydrateLater: ClientModule = {
  onRouteDidUpdate({previousLocation, location}) {
    hydrationQueue?.firstPassDone();
    if (previousLocation && previousLocation.pathname !== location.pathname) hydrationQueue?.hydrateAll();
  },
};

export default hydrateLater;
