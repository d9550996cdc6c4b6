/** Tells the hydration queue that the page's first pass has committed, so the parts it left start to hydrate. */
import type {ClientModule} from '@docusaurus/types';
import {hydrationQueue} from '@site/src/components/HydrateLater';

const hydrateLater: ClientModule = {
  onRouteDidUpdate() {
    hydrationQueue?.firstPassDone();
  },
};

export default hydrateLater;
