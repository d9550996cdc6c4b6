import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus' own loader; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // The bundler's alias for the site's root, which browser code uses to reach another top-level folder.
  resolve: {alias: {'@site': path.dirname(fileURLToPath(import.meta.url))}},
  test: {
    include: ['{src,server,scripts,plugins,common,bench}/**/__tests__/**/*.test.{ts,tsx}'],
    // They read the production build, which `npm test` makes after this step: vitest.build.config.ts runs them.
    exclude: ['**/node_modules/**', '**/*.build.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
