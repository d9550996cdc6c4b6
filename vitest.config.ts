import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus' own loader; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['{src,server,scripts,plugins,common}/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
