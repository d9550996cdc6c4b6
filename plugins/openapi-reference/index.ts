/**
 * The Headless CMS API reference, all of it: renders an OpenAPI description as a page. The YAML is parsed and
 * dereferenced at build time (common/openapi, shared with the MCP server) and handed to the page component
 * (theme/ApiReference) as route data, so the served HTML holds every operation, parameter, schema and example
 * (readable without JavaScript, linkable by anchor). "Try it" and the request samples build their requests in
 * client/apiRequest.ts; client/fullLoadModule.ts makes the page always arrive from the server, for its own CSP.
 * The "Try it" form is rendered by the server and its code fetched by the browser only when a reader opens it
 * (theme/ApiReference/TryIt/serverPanel.ts, aliased below).
 */
import {copyFile, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {parseApiDescription, toReferenceData, type ReferenceData} from '../../common/openapi';
import {lintDescription} from './lint';

export interface PluginOptions {
  /** The description file, relative to the site folder. */
  specPath: string;
  /** The route of the reference page, e.g. `/vtex-headless-cms-api`. */
  routePath: string;
  /** The page component; default this plugin's theme component `@theme/ApiReference`. */
  component?: string;
}

export default function openApiReferencePlugin(context: LoadContext, options: PluginOptions): Plugin<ReferenceData> {
  const specFile = path.resolve(context.siteDir, options.specPath);
  return {
    name: 'openapi-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/fullLoadModule.ts')],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const tryIt = path.join(__dirname, 'theme/ApiReference/TryIt');
      return {resolve: {alias: {[`${path.join(tryIt, 'serverPanel')}$`]: path.join(tryIt, 'noPanel.ts')}}};
    },
    // The description itself, next to its page (`/vtex-headless-cms-api.yaml`), for tools and the MCP server.
    async postBuild({outDir}) {
      await copyFile(specFile, path.join(outDir, `${options.routePath}${path.extname(specFile)}`));
    },
    getPathsToWatch: () => [specFile],
    async loadContent() {
      const description = parseApiDescription(parse(await readFile(specFile, 'utf8')));
      // A description the page cannot render fully fails the build, like a broken link does.
      const problems = lintDescription(description);
      if (problems.length > 0) throw new Error(`${options.specPath} is incomplete:\n- ${problems.join('\n- ')}`);
      return toReferenceData(description);
    },
    async contentLoaded({content, actions}) {
      const dataPath = await actions.createData(`${path.basename(specFile, path.extname(specFile))}.json`, JSON.stringify(content));
      actions.addRoute({
        path: options.routePath,
        component: options.component ?? '@theme/ApiReference',
        modules: {description: dataPath},
        exact: true,
      });
    },
  };
}
