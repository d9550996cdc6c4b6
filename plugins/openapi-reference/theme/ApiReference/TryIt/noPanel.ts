/** What the browser build gets for ./serverPanel.ts: no form code up front. */
const noPanel = null;
export default noPanel;
