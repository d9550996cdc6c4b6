/**
 * The parts of the reference page only the server renders. The browser's production build aliases this module to
 * ./noServerParts.ts (plugins/openapi-reference/index.ts) and keeps their server HTML (./ServerHtml.tsx).
 */
import OperationText from './Operation/OperationText/index.tsx';
import SchemaSection from './SchemaSection.tsx';

const serverParts: {OperationText: typeof OperationText; SchemaSection: typeof SchemaSection} | null = {OperationText, SchemaSection};
export default serverParts;
