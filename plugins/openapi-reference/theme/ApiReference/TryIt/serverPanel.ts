/**
 * The "Try it" form for the server render. The browser build aliases this module to ./noPanel.ts
 * (plugins/openapi-reference/index.ts): the page keeps the server's form as it is and fetches the form's code
 * when a reader opens it, so the panel never weighs on the page's first load.
 */
import Panel from './Panel/index.tsx';

const serverPanel: typeof Panel | null = Panel;
export default serverPanel;
