/** What the browser bundle gets for ./syncRegistry.ts: no demo code up front. */
const noRegistry = null;
export default noRegistry;
