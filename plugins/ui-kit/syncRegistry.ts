/**
 * The demo registry for the server render. The browser bundle aliases this module to ./noRegistry.ts
 * (plugins/lean-client): pages keep the server's demo HTML and fetch each demo's code when it nears the
 * viewport (../ui-kit/loaders.ts), so the UI kit never ships with a page's first load.
 */
import * as registry from './registry';

const syncRegistry: typeof registry | null = registry;
export default syncRegistry;
