/**
 * The browser's route registry without module paths (DESIGN.md, "registryPaths"). Docusaurus' generated
 * `registry.js` gives each chunk a loader, its module's path and its module id: react-loadable reads the path only on
 * the server, to report which modules a page rendered. In the browser the paths are dead weight in the main bundle,
 * and longer in a translated locale (`@site/i18n/pt-BR/docusaurus-plugin-content-docs/current/…` for `@site/docs/…`).
 * The browser's copy keeps every loader and id and puts `0` where the path was.
 */

const ENTRY = /^( {2}"[^"\\]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]+" \*\/ "((?:[^"\\]|\\.)*)"\), )"((?:[^"\\]|\\.)*)"(, require\.resolveWeak\("((?:[^"\\]|\\.)*)"\)\],(?:\};)?)$/;

/**
 * `source` (Docusaurus' registry.js: `export default {`, one line per entry, the last one closing the object with `};`)
 * with each entry's module path replaced by 0. Throws when a line is not an entry
 * of the shape Docusaurus 3.10 writes, naming it: a new shape must be looked at before the browser gets it.
 */
export function browserRegistry(source: string): string {
  const lines = source.split('\n');
  const out = lines.map((line, index) => {
    if (line === 'export default {' && index === 0) return line;
    if ((line === '};' && index >= lines.length - 2) || (line === '' && index === lines.length - 1)) return line;
    const entry = ENTRY.exec(line);
    if (!entry || entry[2] !== entry[3] || entry[3] !== entry[5]) {
      throw new Error(`@docusaurus/core changed the route registry's shape: line ${index + 1} "${line.slice(0, 80)}" is not an entry plugins/lean-client/registryPaths.ts knows.`);
    }
    return `${entry[1]}0${entry[4]}`;
  });
  return out.join('\n');
}
