import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The Docusaurus tsconfig preserves JSX for its own bundler; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['{src,server,scripts,plugins}/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
