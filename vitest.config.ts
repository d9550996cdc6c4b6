import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,server,scripts,plugins}/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
