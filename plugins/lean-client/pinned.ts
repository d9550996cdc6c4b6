/**
 * The exact versions the patches, module swaps and deep imports of the speed layer were written and checked
 * against. package.json pins them; plugins/lean-client/__tests__/pinned.test.ts fails when an install differs,
 * naming what to recheck before the new version is taken (README, "Upgrading Docusaurus").
 */
export const pinned: Record<string, {version: string; recheck: string}> = {
  '@docusaurus/core': {
    version: '3.10.2',
    recheck: "the staged entry's module list (plugins/lean-client/client/boot/stagedEntry.ts), ComponentCreator, the window.docusaurus swap (plugins/lean-client/client/themeOverrides/docusaurus.ts)",
  },
  '@docusaurus/theme-classic': {
    version: '3.10.2',
    recheck: 'the ejected components in src/theme (Tabs, TabItem, CodeBlock/Line, SkipToContent, BlogListPage, BlogArchivePage) against their originals',
  },
  '@docusaurus/theme-common': {
    version: '3.10.2',
    recheck: 'plugins/lean-client/scrollRead.ts and the swapped IntlUtils and useMutationObserver (plugins/lean-client/client/themeOverrides)',
  },
  '@docusaurus/plugin-content-docs': {version: '3.10.2', recheck: 'plugins/lean-client/activeDoc.ts'},
  'react-helmet-async': {version: '1.3.0', recheck: 'plugins/lean-client/helmetBatch.ts'},
  preact: {version: '11.2.0', recheck: 'the Preact aliases in plugins/lean-client/index.ts and the hydration end-to-end tests'},
};
