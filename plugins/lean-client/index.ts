/**
 * Keeps the browser bundle lean (the JavaScript budget, scripts/lib/budgets.ts) without changing what the server renders:
 * - the browser runs on Preact's React compatibility layer instead of react-dom; the static HTML is still
 *   rendered by React, and Preact hydrates it (about 55 KB less compressed JavaScript on every page);
 * - Prism stays out of the browser bundle: the server highlights code, token colours are CSS generated
 *   from the configured Prism themes, and the browser loads the highlighter only for code it renders
 *   itself (src/theme/CodeBlock/Content), about 30 KB less;
 * - the UI kit stays out too: pages keep the server's demo HTML and fetch a demo's code when it comes
 *   near the viewport (plugins/ui-kit: Playground, UiGallery).
 * - the theme's date formatting, which loads ICU data during hydration (`Intl.DateTimeFormat`), is swapped for an
 *   equivalent without it (plugins/lean-client/client/themeOverrides);
 * - React's image preload hints move from the app's container into `<head>` (./hoistPreloads.ts), so the
 *   container Preact hydrates holds only what its tree renders;
 * - the bundles start after the first paint (./scriptsAfterPaint.ts) and evaluate over several short
 *   tasks (plugins/lean-client/client/boot/stagedEntry.ts); route components are built on first use (plugins/lean-client/client/boot/ComponentCreator.ts);
 * - react-helmet-async works out the page's head once per batch of `<Head>` changes (./helmetBatch.ts).
 * - the browser's route registry leaves out the module paths only the server's render reads (./registryPaths.ts).
 * - module ids are short hashes of their paths (./shortIds.ts), and each chunk's modules are written in the
 *   order gzip compresses best (./moduleOrder.ts).
 * All are measured in bench/site.bench.ts and held by scripts/check-budgets.ts. Each has a name in
 * ./mechanisms.ts, and the plugin's `off` option (LEAN_OFF at build time) leaves the named ones out, which
 * `npm run bench -- ablation` uses to measure each one's own gain.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismCss} from './prismCss.ts';
import {htmlFiles} from '../lib/htmlFiles.ts';
import {batchHelmetEmits} from './helmetBatch.ts';
import {hoistImagePreloads} from './hoistPreloads.ts';
import {scriptsAfterPaint} from './scriptsAfterPaint.ts';
import {mechanismSwitch, parseMechanismsOff, type MechanismName} from './mechanisms.ts';
import {checkReached} from './pinned.ts';
import {ModuleOrderPlugin} from './moduleOrder.ts';
import {ShortModuleIdsPlugin} from './shortIds.ts';
import {browserRegistry} from './registryPaths.ts';
import {ChunkStatsCollector, chunksLoading, nameRoutePartsManifest, pagePathOf, routePartsManifest, routePartsUnderBase, writeRoutePartsManifest} from './routeParts.ts';

const require = createRequire(import.meta.url);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Client-side module aliases: React's entry points to their Preact equivalents. */
export const preactAliases: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

/** Client-side aliases that take Prism out of the main bundle. */
export function prismAliases(siteDir: string): Record<string, string> {
  const noop = path.join(siteDir, 'src/lib/codeHighlight/noopClientModule.ts');
  return {
    // The theme registers Prism's extra languages in a client module of the main bundle; the lazy highlighter does it.
    [`${require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')}$`]: noop,
    // `@site/…` is rewritten to the absolute path first, so the key is the absolute path.
    [`${path.join(siteDir, 'src/lib/codeHighlight/sync.ts')}$`]: path.join(siteDir, 'src/lib/codeHighlight/none.ts'),
  };
}

/**
 * The site config as the browser build imports it: Docusaurus' own, less the Prism themes. The code blocks take
 * their colours from the token CSS the build generates from those themes (prismCss.ts), and
 * nothing in the browser reads them (the theme's CodeBlock Content and Container, which did, are replaced).
 */
export function browserSiteConfig<T extends object>(siteConfig: T): T {
  const {themeConfig} = siteConfig as {themeConfig?: {prism?: object}};
  if (!themeConfig?.prism) return siteConfig;
  const noColours = {plain: {}, styles: []};
  return {...siteConfig, themeConfig: {...themeConfig, prism: {...themeConfig.prism, theme: noColours, darkTheme: noColours}}};
}

/**
 * The browser's site config module, from the one Docusaurus generated (`export default <JSON>;`). Throws, naming
 * what to recheck, when Docusaurus writes it in another shape.
 */
export function browserSiteConfigModule(generatedModule: string): string {
  const json = /^export default (\{[\s\S]*\});\s*$/m.exec(generatedModule)?.[1];
  if (!json) throw new Error('lean-client (prismOut): .docusaurus/docusaurus.config.mjs is no longer `export default <JSON>;`; recheck browserSiteConfigModule in plugins/lean-client/index.ts.');
  return `export default ${JSON.stringify(browserSiteConfig(JSON.parse(json) as object))};\n`;
}

/** Client-side alias that keeps the UI kit out of the pages' first load: demos fetch their own code. */
export function playgroundAliases(siteDir: string): Record<string, string> {
  return {
    [`${path.join(siteDir, 'plugins/ui-kit/syncRegistry.ts')}$`]: path.join(siteDir, 'plugins/ui-kit/noRegistry.ts'),
  };
}

/** Client-side alias: route components are built when a route is first used, not all at start-up. */
export function bootAliases(siteDir: string): Record<string, string> {
  return {'@docusaurus/ComponentCreator': path.join(siteDir, 'plugins/lean-client/client/boot/ComponentCreator.ts')};
}

/** A module the browser build replaces (`module` matches its resolved path), and the mechanism it belongs to. */
export interface ModuleSwap {
  mechanism: MechanismName;
  module: RegExp;
  replacement: string;
}

/**
 * Theme and core modules the browser build swaps for ours (plugins/lean-client/client/themeOverrides), with the same exports:
 * the theme's date helpers without the `Intl` calls that load ICU data while a page hydrates, and `window.docusaurus` with prefetches queued for idle time that ask for each file once. The server
 * keeps the originals.
 */
export function themeOverrides(siteDir: string): ModuleSwap[] {
  const ours = (file: string) => path.join(siteDir, 'plugins/lean-client/client/themeOverrides', file);
  return [
    {mechanism: 'plainDates', module: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/, replacement: ours('IntlUtils.ts')},
    {mechanism: 'idlePrefetch', module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, replacement: ours('docusaurus.ts')},
  ];
}

interface PrismConfig {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

/** Options of the plugin. */
export interface LeanClientOptions {
  /** Mechanisms to leave out (./mechanisms.ts), as LEAN_OFF names them. Default: none, every mechanism is on. */
  off?: MechanismName[];
}

/** The options as given in the site config (Docusaurus types them `unknown`), checked. */
function readOptions(options: unknown): Required<LeanClientOptions> {
  const off = (options as LeanClientOptions | undefined)?.off ?? [];
  if (!Array.isArray(off)) throw new Error('lean-client: `off` must be a list of mechanism names (plugins/lean-client/mechanisms.ts).');
  return {off: parseMechanismsOff(off.join(','))};
}

export default function leanClientPlugin(context: LoadContext, options?: unknown): Plugin {
  const {off} = readOptions(options);
  const on = mechanismSwitch(off);
  // The upgrade check: what the mechanisms that are on depend on, and the replaced theme components' originals, did not move (./pinned.ts).
  checkReached(on, {siteDir: context.siteDir});
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: PrismConfig}).prism;
  const generated = (file: string) => path.join(context.generatedFilesDir, 'lean-client', file);
  const tokenCss = generated('prism-tokens.css');
  mkdirSync(path.dirname(tokenCss), {recursive: true});
  writeFileSync(tokenCss, prismCss(theme, darkTheme ?? theme));
  // The browser's react-helmet-async works out head changes once per batch (./helmetBatch.ts).
  const helmet = generated('react-helmet-async.js');
  if (on('helmetBatch')) writeFileSync(helmet, batchHelmetEmits(readFileSync(require.resolve('react-helmet-async/lib/index.module.js'), 'utf8')));

  // The browser's site config without the Prism themes (browserSiteConfig), written once Docusaurus has written its own.
  const siteConfigModule = generated('docusaurus.config.mjs');
  const docusaurusSiteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  // The browser's route registry without module paths (./registryPaths.ts), likewise written after Docusaurus' own.
  const registryModule = generated('registry.js');
  const docusaurusRegistry = path.join(context.generatedFilesDir, 'registry.js');

  // The module ids by key, which the build tests read, one file per locale (each locale is its own bundle); none from
  // an earlier build when shortIds is off.
  const moduleIdsReport = generated(`module-ids.${context.i18n.currentLocale}.json`);
  if (!on('shortIds')) rmSync(moduleIdsReport, {force: true});

  // The swaps of the mechanisms that are on.
  const moduleSwaps: ModuleSwap[] = [
    ...themeOverrides(context.siteDir),
    {mechanism: 'prismOut', module: new RegExp(`${escapeRegExp(docusaurusSiteConfig)}$`), replacement: siteConfigModule},
    {mechanism: 'registryPaths', module: new RegExp(`${escapeRegExp(docusaurusRegistry)}$`), replacement: registryModule},
  ];
  const swaps = moduleSwaps.filter(({mechanism}) => on(mechanism));
  // The browser build's chunks, for the manifest of the parts each page loads on its own (./routeParts.ts).
  const chunkStats = new ChunkStatsCollector();

  return {
    name: 'lean-client',
    // Hydration parts: `@theme/HydrateLater` and the theme's shell components wrapped as parts (./theme). Left out,
    // only a `@theme/HydrateLater` that marks no part remains (./theme-off), for the components that name parts.
    getThemePath: () => path.join(__dirname, on('hydrationParts') ? 'theme' : 'theme-off'),
    // The hydration queue hears when the page's first pass is done (./client/modules/hydrateLater.ts).
    getClientModules: () => [tokenCss, ...(on('hydrationParts') ? [require.resolve('#lean-client/client')] : [])],
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const alias = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
      if (on('preact')) {
        // Docusaurus aliases `react` and `react-dom` to their folders; those prefix aliases would win over ours.
        delete alias.react;
        delete alias['react-dom'];
        Object.assign(alias, preactAliases);
      }
      if (on('prismOut')) {
        Object.assign(alias, prismAliases(context.siteDir));
        // Docusaurus writes the site config with every theme's defaults before it bundles: that is the one to trim.
        writeFileSync(siteConfigModule, browserSiteConfigModule(readFileSync(docusaurusSiteConfig, 'utf8')));
      }
      if (on('registryPaths')) writeFileSync(registryModule, browserRegistry(readFileSync(docusaurusRegistry, 'utf8')));
      if (on('uiKitOut')) Object.assign(alias, playgroundAliases(context.siteDir));
      if (on('lazyRoutes')) Object.assign(alias, bootAliases(context.siteDir));
      if (on('helmetBatch')) alias['react-helmet-async$'] = helmet;
      // The same client entry, evaluated over several short tasks (plugins/lean-client/client/boot/stagedEntry.ts).
      if (on('stagedEntry')) config.entry = path.join(context.siteDir, 'plugins/lean-client/client/boot/stagedEntry.ts');
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // Docusaurus names every file after its chunk ('[name]'), so the runtime holds a table from each lazy chunk's
        // id to its name (a route chunk's name is an 8-digit hash) beside the table of content hashes: 4.5 KB of
        // hashes that barely compress, on every page. Named by id, a file needs only the hash table.
        ...(on('idFileNames') ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        plugins: [
          ...swaps.map(({module, replacement}) => new NormalModuleReplacementPlugin(module, replacement)),
          ...(on('shortIds') ? [new ShortModuleIdsPlugin(moduleIdsReport)] : []),
          ...(on('moduleOrder') ? [new ModuleOrderPlugin()] : []),
          ...(on('preloadParts') ? [chunkStats] : []),
        ],
      };
    },
    async postBuild({outDir}) {
      const files = await htmlFiles(outDir);
      // Which chunks the parts of each page load on their own, in a file each page names (./routeParts.ts).
      let routePartsUrl: string | undefined;
      if (on('preloadParts')) {
        const pages = await Promise.all(files.map(async (file) => ({path: pagePathOf(path.relative(outDir, file)), html: await readFile(file, 'utf8')})));
        const manifest = routePartsUnderBase(routePartsManifest(pages, chunksLoading(chunkStats.chunks)), context.baseUrl);
        routePartsUrl = writeRoutePartsManifest(outDir, context.baseUrl, manifest);
      }
      const rewrite = (html: string) => {
        const hoisted = on('hoistPreloads') ? hoistImagePreloads(html) : html;
        const afterPaint = on('scriptsAfterPaint') ? scriptsAfterPaint(hoisted) : hoisted;
        return routePartsUrl ? nameRoutePartsManifest(afterPaint, routePartsUrl) : afterPaint;
      };
      // Other plugins read the HTML at the same time: each file is replaced whole, by a rename.
      for (const file of files) {
        const html = await readFile(file, 'utf8');
        const rewritten = rewrite(html);
        if (rewritten === html) continue;
        await writeFile(`${file}.tmp`, rewritten);
        await rename(`${file}.tmp`, file);
      }
    },
  };
}
