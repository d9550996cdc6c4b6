import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const classicTheme = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');

/**
 * `@theme/<Name>` for the components a feature's theme path adds (the bundler's theme aliases, as Docusaurus makes
 * them), so a component test can render site code that reaches a feature through the theme. Components that replace
 * theme-classic's are left out: a test mocks those.
 */
const featureThemeAliases = readdirSync(path.join(root, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'plugins', entry.name, 'theme')))
  .flatMap(({name}) =>
    readdirSync(path.join(root, 'plugins', name, 'theme'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && !existsSync(path.join(classicTheme, entry.name)))
      // A component's own modules too (`@theme/TypedCode/TypedRuns`), as the bundler aliases every file of a theme path.
      .map((entry) => ({find: new RegExp(`^@theme/${entry.name}(/.*)?$`), replacement: `${path.join(root, 'plugins', name, 'theme', entry.name)}$1`})),
  );

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus' own loader; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      // The bundler's alias for the site's root, which browser code uses to reach another top-level folder.
      {find: '@site', replacement: root},
      ...featureThemeAliases,
      // Docusaurus' modules that read the build's generated files, answering as the site does in English (tests/stubs).
      {find: /^@docusaurus\/Translate$/, replacement: path.join(root, 'tests/stubs/Translate.tsx')},
      {find: /^@docusaurus\/useDocusaurusContext$/, replacement: path.join(root, 'tests/stubs/useDocusaurusContext.ts')},
    ],
  },
  test: {
    include: ['{src,server,scripts,plugins,common,bench}/**/__tests__/**/*.test.{ts,tsx}'],
    // They read the production build, which `npm test` makes after this step: vitest.build.config.ts runs them.
    exclude: ['**/node_modules/**', '**/*.build.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
