/**
 * The Headless CMS API reference, all of it: renders an OpenAPI description as a page. The YAML is parsed and
 * dereferenced at build time (common/openapi, shared with the MCP server) and handed to the page component
 * (theme/ApiReference) as route data, so the served HTML holds every operation, parameter, schema and example
 * (readable without JavaScript, linkable by anchor). "Try it" and the request samples build their requests in
 * client/apiRequest.ts; client/fullLoadModule.ts makes the page always arrive from the server, for its own CSP.
 * The "Try it" form is rendered by the server and its code fetched by the browser only when a reader opens it
 * (theme/ApiReference/TryIt/serverPanel.ts); the prose, parameter lists and schemas stay server HTML the browser
 * keeps (theme/ApiReference/ServerHtml.tsx), with the data only they use left out of the browser's copy.
 */
import {existsSync} from 'node:fs';
import {copyFile, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, stringify} from 'yaml';
import {parseApiDescription, toReferenceData, type ReferenceData} from '../../common/openapi.ts';
import {browserReferenceData} from './browserData.ts';
import {lintDescription} from './lint.ts';
import {applyOverlay, overlayPath, readOverlay} from './overlay.ts';

export interface PluginOptions {
  /** The description file, relative to the site folder. */
  specPath: string;
  /** The route of the reference page, e.g. `/vtex-headless-cms-api`. */
  routePath: string;
  /** The page component; default this plugin's theme component `@theme/ApiReference`. */
  component?: string;
}

/**
 * The browser build's stand-ins for the parts only the server renders (the operation texts and the Try it panel's
 * server side): each key is a module's exact path, as the imports name it, ending in `$`.
 */
export function browserAliases(): Record<string, string> {
  const theme = path.join(__dirname, 'theme/ApiReference');
  return {
    [`${path.join(theme, 'TryIt/serverPanel.ts')}$`]: path.join(theme, 'TryIt/noPanel.ts'),
    [`${path.join(theme, 'serverParts.ts')}$`]: path.join(theme, 'noServerParts.ts'),
  };
}

export default function openApiReferencePlugin(context: LoadContext, options: PluginOptions): Plugin<ReferenceData> {
  const specFile = path.resolve(context.siteDir, options.specPath);
  /** The route data files: all of it for the server render, and what the browser renders (./browserData.ts). */
  let data: {server: string; browser: string} | undefined;
  const translated = context.i18n.currentLocale !== context.i18n.defaultLocale;
  const overlayFile = overlayPath(context.localizationDir, specFile);
  /** The description as this locale's readers get it: English, or with the locale's overlay applied. */
  async function readLocalDescription(): Promise<unknown> {
    const english: unknown = parse(await readFile(specFile, 'utf8'));
    if (!translated || !existsSync(overlayFile)) return english;
    const where = path.relative(context.siteDir, overlayFile);
    return applyOverlay(english, readOverlay(parse(await readFile(overlayFile, 'utf8')), where), where).description;
  }
  let localDescription: unknown;
  return {
    name: 'openapi-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [createRequire(__filename).resolve('#openapi-reference/client')],
    // The browser's production build leaves out what only the server renders: the "Try it" form's code until a reader
    // opens it, the parts kept as server HTML, and their data. `docusaurus start` renders in the browser alone.
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production' || !data) return {};
      return {resolve: {alias: {...browserAliases(), [`${data.server}$`]: data.browser}}};
    },
    // The description itself, next to its page (`/vtex-headless-cms-api.yaml`), for tools and the MCP server: in a
    // translated locale, with the texts its readers get.
    async postBuild({outDir}) {
      const file = path.join(outDir, `${options.routePath}${path.extname(specFile)}`);
      if (translated && localDescription !== undefined) await writeFile(file, stringify(localDescription, {lineWidth: 0}));
      else await copyFile(specFile, file);
    },
    getPathsToWatch: () => [specFile, overlayFile],
    async loadContent() {
      localDescription = await readLocalDescription();
      const description = parseApiDescription(localDescription);
      // A description the page cannot render fully fails the build, like a broken link does.
      const problems = lintDescription(description);
      if (problems.length > 0) throw new Error(`${options.specPath} is incomplete:\n- ${problems.join('\n- ')}`);
      return toReferenceData(description);
    },
    async contentLoaded({content, actions}) {
      const name = path.basename(specFile, path.extname(specFile));
      data = {
        server: await actions.createData(`${name}.json`, JSON.stringify(content)),
        browser: await actions.createData(`${name}.browser.json`, JSON.stringify(browserReferenceData(content))),
      };
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, options.routePath]),
        component: options.component ?? '@theme/ApiReference',
        // Through Docusaurus' `@generated` alias, as its own plugins name their data: an absolute path would be
        // written into the browser's route registry, naming the folder the site was built in.
        modules: {description: `@generated/${path.relative(context.generatedFilesDir, data.server).split(path.sep).join('/')}`},
        exact: true,
      });
    },
  };
}
