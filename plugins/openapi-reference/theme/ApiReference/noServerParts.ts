/** What the browser's production build gets for ./serverParts.ts: none of their code. */
const noServerParts = null;
export default noServerParts;
