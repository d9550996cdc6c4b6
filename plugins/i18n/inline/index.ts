/**
 * The plugin of inline code translations (core.mjs says why): in a translated locale's build, a pre-loader writes
 * each code translation into the modules that use it and leaves it out of the generated map the main bundle carries.
 * The English build is untouched. Which ids go is decided once per build, by reading every file that may use one:
 * the site's src/ and plugins/ and Docusaurus' own packages.
 */
import {existsSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlinableIds} from './core.mjs';

const loader = path.join(path.dirname(new URL(import.meta.url).pathname), 'loader.cjs');
const scripts = /\.(?:[cm]?jsx?|tsx?)$/;

/** Docusaurus' packages whose client code calls translate(): their lib/ folders. */
const docusaurusPackages = ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/theme-search-algolia'];

/** Script files under `dir`, outside node_modules and test folders. */
export function scriptFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && scripts.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|__tests__)[\\/]/.test(path.relative(dir, file)));
}

/** The folders whose modules may use a code translation, as real paths (the bundler matches modules by them). */
export function translatingRoots(siteDir: string): string[] {
  // A package's folder in the nearest node_modules that has it (their exports name no file to resolve it by).
  const packageLib = (name: string): string[] => {
    for (let dir = siteDir; ; dir = path.dirname(dir)) {
      const lib = path.join(dir, 'node_modules', name, 'lib');
      if (existsSync(lib)) return [lib];
      if (path.dirname(dir) === dir) return [];
    }
  };
  return [path.join(siteDir, 'src'), path.join(siteDir, 'plugins'), ...docusaurusPackages.flatMap(packageLib)].map((dir) => realpathSync(dir));
}

export default function inlineCodeTranslationsPlugin(context: LoadContext): Plugin {
  return {
    name: 'inline-code-translations',
    configureWebpack() {
      const {currentLocale, defaultLocale} = context.i18n;
      if (currentLocale === defaultLocale) return {};
      const generated = path.join(context.generatedFilesDir, 'codeTranslations.json');
      const all = JSON.parse(readFileSync(generated, 'utf8')) as Record<string, string>;
      const roots = translatingRoots(context.siteDir);
      const sources = roots.flatMap(scriptFiles).map((file) => readFileSync(file, 'utf8'));
      const messages = Object.fromEntries(inlinableIds(sources, all).map((id) => [id, all[id]!]));
      const use = [{loader, options: {messages}}];
      return {
        module: {
          rules: [
            {test: scripts, include: roots, enforce: 'pre' as const, use},
            {test: /codeTranslations\.json$/, include: [realpathSync(context.generatedFilesDir)], enforce: 'pre' as const, use},
          ],
        },
      };
    },
  };
}
