/**
 * The browser build's copy of the classic theme's `Tabs`, without its remount. The theme keys its tabs on
 * `useIsBrowser()`, an old workaround for a tab group's stored choice showing the wrong tab after hydration;
 * the tabs now take the stored or query-string choice in a layout effect, which re-renders them in place. The
 * remount threw away tabs the reader had just reached: inside a part that hydrates late (src/components/
 * HydrateLater) it comes a frame after hydrating, so a tap that landed in between was undone and keyboard
 * focus fell off the page. Here the tabs stay; the server keeps the original, which renders the same HTML.
 */
import {replaceOnce} from './replaceOnce';

/** The lines of `@docusaurus/theme-classic/lib/theme/Tabs/index.js` (3.10) this rewrites, each found exactly once. */
export const tabsRemountLines = {
  browserFlag: '  const isBrowser = useIsBrowser();\n',
  key: '\n      // Remount tabs after hydration\n      // Temporary fix for https://github.com/facebook/docusaurus/issues/5653\n      key={String(isBrowser)}>',
  hookImport: "import useIsBrowser from '@docusaurus/useIsBrowser';\n",
  localImport: "from './styles.module.css';",
};

const patch = {module: "theme-classic's Tabs", file: 'tabsInPlace.ts'};

/**
 * Rewrites the module's source; `styles` is the absolute path of the CSS module it imports (the copy lives
 * elsewhere, and the same module keeps the same class names). Throws when a line is not found exactly once.
 */
export function tabsWithoutRemount(source: string, styles: string): string {
  let out = replaceOnce(source, tabsRemountLines.browserFlag, '', patch);
  out = replaceOnce(out, tabsRemountLines.key, '>', patch);
  out = replaceOnce(out, tabsRemountLines.hookImport, '', patch);
  return replaceOnce(out, tabsRemountLines.localImport, `from ${JSON.stringify(styles)};`, patch);
}
