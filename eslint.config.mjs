import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import path from 'node:path';

const root = import.meta.dirname;

/** The features' import names (`#search`), from the root package.json's `imports`, by name and by target file. */
const featureNames = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {}).map(([name, target]) => [name, target.replace(/^\.\//, '')]);
const nameOfTarget = new Map(featureNames.map(([name, target]) => [target, name]));
/** Whether a file is a feature's entry or pure core (`#search`, `#search/core`), the parts other code may import. */
const isPublicFace = (target) => /^#[^/]+(\/core)?$/.test(nameOfTarget.get(target) ?? '');

/** Where an import points inside the project, relative to the root with `/` separators; undefined for a package. */
function projectTarget(specifier, file) {
  if (specifier.startsWith('#')) return featureNames.find(([name]) => name === specifier)?.[1];
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return undefined;
  return path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
}

/** The top-level folder of a path relative to the root, `.` for a file at the root. */
function topFolder(relative) {
  return relative.includes('/') ? relative.slice(0, relative.indexOf('/')) : '.';
}

/**
 * A rule that calls `check(specifier, file, target)` on every import, re-export and dynamic import of the files
 * its `files` option matches (regular expressions over the path from the root), and reports what it returns;
 * `skip(file, text)` leaves a file out by its path and content.
 */
function importRule(description, messages, check, skip = () => false) {
  return {
    meta: {type: 'problem', docs: {description}, messages, schema: [{type: 'object', properties: {files: {type: 'array', items: {type: 'string'}}, except: {type: 'array', items: {type: 'string'}}}, additionalProperties: false}]},
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const {files = ['.'], except = []} = context.options[0] ?? {};
      if (!files.some((pattern) => new RegExp(pattern).test(file)) || except.some((pattern) => new RegExp(pattern).test(file))) return {};
      if (skip(file, context.sourceCode.text)) return {};
      const visit = (node) => {
        const source = node.source;
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const found = check(source.value, file, projectTarget(source.value, context.filename));
        if (found) context.report({node: source, messageId: found.messageId, data: {specifier: source.value, ...found.data}});
      };
      return {ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit};
    },
  };
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * The same import naming its file exactly (`./rank` → `./rank.ts`, `./Tabs` → `./Tabs/index.tsx`, `./app.js` →
 * `./app.ts`), or undefined when `specifier` names its file already or names none.
 */
function exactSpecifier(specifier, target) {
  const file = path.join(root, target);
  if (isFile(file)) return undefined;
  const js = /\.m?js$/.exec(specifier);
  if (js) {
    for (const extension of ['.ts', '.tsx']) if (isFile(file.slice(0, -js[0].length) + extension)) return specifier.slice(0, -js[0].length) + extension;
    return undefined;
  }
  for (const extension of ['.ts', '.tsx', '.js', '.mjs']) if (isFile(file + extension)) return specifier + extension;
  for (const extension of ['.ts', '.tsx', '.js']) if (isFile(path.join(file, `index${extension}`))) return `${specifier.replace(/\/$/, '')}/index${extension}`;
  return undefined;
}

/**
 * Test files as the mutation baseline (scripts/data/mutation-baseline.json.gz) holds them, by path. Stryker's test
 * runner reports no test locations, so any edit to one of them retests every mutant its tests cover (hours, for the
 * server's); while a file is byte for byte as held there it keeps its import lines, and an edit for its own sake
 * must follow every rule.
 */
const baselineTestSources = (() => {
  const file = path.join(root, 'scripts/data/mutation-baseline.json.gz');
  if (!existsSync(file)) return new Map();
  const {testFiles = {}} = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  return new Map(Object.entries(testFiles).map(([name, {source}]) => [name, source]));
})();

/** The speed layer's browser code, reached only through the theme. */
const speedLayerBrowserFiles = /^plugins\/lean-client\/(client|theme|theme-off)\//;

/** The README's folder rules ("Folders"), each one lint rule. */
const boundaries = {
  rules: {
    'no-relative-across-folders': importRule(
      'A `../` import stays inside its top-level folder; another folder is reached through `@site/`.',
      {relative: '`{{specifier}}` leaves {{from}}/ with `../`: write `@site/{{target}}`.'},
      (specifier, file, target) => {
        if (!specifier.startsWith('../') || topFolder(target) === topFolder(file)) return undefined;
        return {messageId: 'relative', data: {from: topFolder(file), target}};
      },
    ),
    'server-imports-common-only': importRule(
      'server/ imports only server/, common/ and packages.',
      {server: 'server/ imports only server/, common/ and packages, and `{{specifier}}` is in {{folder}}/: move what both sides need to common/.'},
      (_specifier, _file, target) => {
        const folder = target === undefined ? undefined : topFolder(target);
        return folder === undefined || folder === 'server' || folder === 'common' ? undefined : {messageId: 'server', data: {folder}};
      },
    ),
    'plugins-not-src': importRule(
      'plugins/ never imports src/.',
      {src: 'plugins/ never imports src/ (`{{specifier}}`): move what both need to common/, or reach a theme component as `@theme/<Name>`.'},
      (_specifier, _file, target) => (target !== undefined && topFolder(target) === 'src' ? {messageId: 'src'} : undefined),
    ),
    'internals-in-speed-layer': importRule(
      "Packages' private files are imported only in the speed layer, plugins/lean-client.",
      {internal: '`{{specifier}}` is a private part of its package, reached only from plugins/lean-client, whose pinned versions (pinned.ts) are checked on every upgrade.'},
      (specifier) => (/^@docusaurus\/[^/]+\/(internal$|lib(\/|$)|src(\/|$))/.test(specifier) ? {messageId: 'internal'} : undefined),
    ),
    'speed-layer-through-theme': importRule(
      "The speed layer's browser code is reached only through the theme (`@theme/HydrateLater`), never by its files.",
      {speedLayer: '`{{specifier}}` is a file of the speed layer (plugins/lean-client): render `@theme/HydrateLater`, or let the speed layer wrap the theme component itself (plugins/lean-client/theme).'},
      (_specifier, _file, target) => (target !== undefined && speedLayerBrowserFiles.test(target) ? {messageId: 'speedLayer'} : undefined),
    ),
    'exact-import-paths': importRule(
      'An import of a project file names it exactly, extension included, as Node, tsx, TypeScript and the bundler all read it.',
      {exact: '`{{specifier}}` leaves its file for the resolver to guess: write `{{exact}}`.'},
      (specifier, _file, target) => {
        const exact = target === undefined ? undefined : exactSpecifier(specifier, target);
        return exact === undefined ? undefined : {messageId: 'exact', data: {exact}};
      },
      (file, text) => baselineTestSources.get(file) === text,
    ),
    'feature-by-name': importRule(
      "Outside its folder, a feature is imported only by a name of the root package.json's `imports`: its entry (`#search`) or its pure core (`#docs-travel/core`), never by a path; its client entry (`#search/client`) only its own plugin loads.",
      {
        byName: '`{{specifier}}` is a named part of a feature: import it as `{{name}}`.',
        private: '`{{specifier}}` is a private file of {{feature}}: import its entry (`#<feature>`) or its core (`#<feature>/core`), adding to what the core exports if need be.',
        client: '`{{specifier}}` is a client entry: its own plugin loads it in the browser (`getClientModules`), and importing it again would run it twice.',
      },
      (specifier, file, target) => {
        if (/^#[^/]+\/client$/.test(specifier)) return {messageId: 'client'};
        const inside = target === undefined || specifier.startsWith('#') ? null : /^plugins\/([^/]+)\//.exec(target);
        if (!inside || inside[1] === 'lib' || file.startsWith(inside[0])) return undefined;
        const name = nameOfTarget.get(target);
        if (name !== undefined) return /\/client$/.test(name) ? {messageId: 'client'} : {messageId: 'byName', data: {name}};
        // src/, server/ and the speed layer's browser files have rules of their own, with a more precise message.
        if (/^(src|server)\//.test(file) || speedLayerBrowserFiles.test(target)) return undefined;
        return {messageId: 'private', data: {feature: inside[0].slice(0, -1)}};
      },
    ),
    'src-through-theme': importRule(
      "src/ reaches a feature through the theme (`@theme/<Name>`) or the feature's entry, never its files.",
      {feature: '`{{specifier}}` is a file inside {{feature}}: reach it as `@theme/<Name>` (the feature provides it in its theme path) or through the feature\'s entry.'},
      (_specifier, _file, target) => {
        const inside = target === undefined ? null : /^(plugins\/[^/]+)\/(.+)$/.exec(target);
        // A client entry is feature-by-name's to report.
        if (!inside || isPublicFace(target) || /\/client$/.test(nameOfTarget.get(target) ?? '')) return undefined;
        return {messageId: 'feature', data: {feature: inside[1]}};
      },
    ),
  },
};

export default tseslint.config(
  {ignores: ['build/', '.ablation/', '.docusaurus/', 'node_modules/', 'static/', 'test-results/', 'playwright-report/', 'plugins/typed-code/starter/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // The folder rules of the README ("Folders"), one rule each. Only code the bundler (and vitest) resolves can
    // use `@site/`: Docusaurus loads the configuration and the plugins' entries, and tsx the server and scripts,
    // without that alias, so they keep relative paths.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: {boundaries},
    rules: {
      'boundaries/no-relative-across-folders': ['error', {files: ['^src/(pages|theme|components|clientModules)/', '^plugins/[^/]+/(theme|client|components|kit)/']}],
      'boundaries/server-imports-common-only': ['error', {files: ['^server/'], except: ['/__tests__/']}],
      'boundaries/plugins-not-src': ['error', {files: ['^plugins/']}],
      'boundaries/speed-layer-through-theme': ['error', {files: ['.'], except: ['^plugins/lean-client/']}],
      'boundaries/src-through-theme': ['error', {files: ['^src/'], except: ['/__tests__/']}],
      'boundaries/exact-import-paths': ['error', {files: ['.']}],
      'boundaries/feature-by-name': ['error', {files: ['.'], except: ['/__tests__/']}],
      'boundaries/internals-in-speed-layer': [
        'error',
        {
          files: ['.'],
          // The theme components below, ejected before the speed layer provided its own, still use the theme's internal hooks.
          except: ['^plugins/lean-client/', '^src/theme/(Tabs|TabItem|BlogArchivePage|Navbar/Layout|CodeBlock/Content|CodeBlock/Layout)/index\\.tsx$'],
        },
      ],
    },
  },
  {
    // The bundler's globals are used in one folder only, the speed layer.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['plugins/lean-client/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['__webpack_require__', '__webpack_public_path__', '__webpack_chunk_load__', '__webpack_modules__'].map((name) => ({
          name,
          message: 'Bundler globals are used only in plugins/lean-client.',
        })),
      ],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first argument, even when empty.
    // and hand values on with a `use` callback that is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: {'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off'},
  },
);
