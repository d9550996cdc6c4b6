import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus' own loader; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['{src,server,scripts,plugins,common,bench}/**/__tests__/**/*.test.{ts,tsx}'],
    // They read the production build, which `npm test` makes after this step: vitest.build.config.ts runs them.
    exclude: ['**/node_modules/**', '**/*.build.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
