/** What the browser bundle gets for ./sync.ts: no synchronous highlighter. */
const none = null;
export default none;
