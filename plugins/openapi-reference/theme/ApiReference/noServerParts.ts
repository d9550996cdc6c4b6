/**
 * What the browser's production build gets for ./serverParts.ts: none of their code, only their styles. Their
 * HTML comes from the server, but the one stylesheet is built from the browser's modules, so the parts' CSS
 * modules are imported here for it.
 */
import './Operation/OperationText/styles.module.css';
import './SchemaView/styles.module.css';

const noServerParts = null;
export default noServerParts;
