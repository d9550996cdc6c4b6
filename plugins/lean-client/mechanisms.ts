/**
 * Every speed mechanism of the portal, by name: what it does in one line, and how it reaches into a library
 * (DESIGN.md, "The speed layer"). `LEAN_OFF=preact,stagedEntry npm run build` builds without the ones named, which
 * is how `npm run bench -- ablation` measures each one's own gain. Pure: no Node or DOM APIs.
 */

export type MechanismKind = 'alias' | 'entry' | 'module swap' | 'text patch' | 'HTML rewrite' | 'component' | 'bundler plugin' | 'bundler option';

export interface Mechanism {
  /** What it does, in one line. */
  description: string;
  kind: MechanismKind;
  /** The package whose internals it depends on (held by version or by content in ./pinned.ts), if any. */
  reachesInto?: string;
}

export const mechanisms = {
  preact: {description: "Preact's React compatibility layer runs the browser instead of react-dom", kind: 'alias', reachesInto: 'preact'},
  prismOut: {description: 'Prism stays out of the main bundle: the server highlights, the browser loads the highlighter on demand', kind: 'alias', reachesInto: '@docusaurus/theme-classic'},
  uiKitOut: {description: 'UI kit demos keep their server HTML and fetch their code near the viewport', kind: 'alias'},
  lazyRoutes: {description: 'route components are built when a route is first used (ComponentCreator swap)', kind: 'alias', reachesInto: '@docusaurus/core'},
  stagedEntry: {description: 'the client entry evaluates its modules over several short tasks', kind: 'entry', reachesInto: '@docusaurus/core'},
  registryPaths: {description: "the browser's route registry leaves out each chunk's module path, which only the server's render reads", kind: 'module swap', reachesInto: '@docusaurus/core'},
  helmetBatch: {description: "react-helmet-async works out the page's head once per batch of changes", kind: 'text patch', reachesInto: 'react-helmet-async'},
  plainDates: {description: 'theme date formatting without Intl, which loads ICU data during hydration (IntlUtils swap)', kind: 'module swap', reachesInto: '@docusaurus/theme-common'},
  idlePrefetch: {description: 'link prefetches run in idle time and ask for each file once (window.docusaurus swap)', kind: 'module swap', reachesInto: '@docusaurus/core'},
  preloadParts: {description: "a hovered link also loads the chunks of the parts its page renders on its own (the code highlighter, demos), named by the build", kind: 'HTML rewrite'},
  hoistPreloads: {description: "React's image preload hints move from the app's container into <head>", kind: 'HTML rewrite'},
  scriptsAfterPaint: {description: 'the bundles start after the first paint', kind: 'HTML rewrite'},
  hydrationParts: {description: 'shell parts (navbar, sidebar, footer…) hydrate one per task, near the viewport or when reached for', kind: 'component'},
  shortIds: {description: "module ids are short hashes of the module's path, as many digits as the module count needs", kind: 'bundler plugin', reachesInto: '@rspack/core'},
  idFileNames: {description: "lazy chunks' files are named by chunk id, so the runtime carries no table from chunk ids to names", kind: 'bundler option'},
  moduleOrder: {description: "each chunk's modules are written in the order gzip compresses best, chosen from their text alone", kind: 'bundler plugin', reachesInto: '@rspack/core'},
} as const satisfies Record<string, Mechanism>;

export type MechanismName = keyof typeof mechanisms;

export const mechanismNames = Object.keys(mechanisms) as MechanismName[];

const isName = (name: string): name is MechanismName => Object.hasOwn(mechanisms, name);

/**
 * The mechanisms a comma-separated list (LEAN_OFF) turns off. Throws on a name that is not a mechanism,
 * listing the valid ones, so a typo never builds the full site while claiming to have left one out.
 */
export function parseMechanismsOff(list: string | undefined): MechanismName[] {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isName(name));
  if (unknown.length > 0) {
    const valid = mechanismNames.map((name) => `  ${name}: ${mechanisms[name].description}`).join('\n');
    throw new Error(`LEAN_OFF names no mechanism "${unknown.join('", "')}". Valid names:\n${valid}`);
  }
  return [...new Set(names.filter(isName))];
}

/** Which mechanisms are on, given the ones turned off. */
export const mechanismSwitch = (off: readonly MechanismName[] = []) => (name: MechanismName): boolean => !off.includes(name);
