import {defineConfig} from 'vitest/config';

/**
 * Tests that read the production build (`*.build.test.ts`): `npm test` runs them after its build step
 * (scripts/test-all.ts); `npx vitest run -c vitest.build.config.ts` runs them against an existing build/.
 */
export default defineConfig({
  test: {
    include: ['{src,server,scripts,plugins,common}/**/__tests__/**/*.build.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
