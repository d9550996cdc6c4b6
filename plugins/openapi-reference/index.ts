/**
 * Renders an OpenAPI description as a page: the YAML is parsed and dereferenced at build
 * time and handed to the page component as route data, so the served HTML holds every
 * operation, parameter, schema and example (readable without JavaScript, linkable by anchor).
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
  /** The page component; default our ApiReference component. */
  component?: string;
}

export default function openApiReferencePlugin(context: LoadContext, options: PluginOptions): Plugin<ReferenceData> {
  const specFile = path.resolve(context.siteDir, options.specPath);
  return {
    name: 'openapi-reference',
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
        component: options.component ?? '@site/src/components/ApiReference/index.tsx',
        modules: {description: dataPath},
        exact: true,
      });
    },
  };
}
