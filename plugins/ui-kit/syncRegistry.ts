/**
 * The demo registry and the demos' live parts, for the server render. The browser bundle aliases this module to
 * ./noRegistry.ts (plugins/lean-client): pages keep the server's demo HTML and fetch each demo's code and live
 * parts when it nears the viewport (loadDemo.ts, theme/Playground), so the UI kit never ships with a page's first load.
 */
import * as registry from './registry.ts';
import LiveParts from './theme/Playground/LiveParts.tsx';

const syncRegistry: (typeof registry & {LiveParts: typeof LiveParts}) | null = {...registry, LiveParts};
export default syncRegistry;
