import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Docusaurus' private files and the bundler's globals are reached from one folder only, the speed layer,
    // whose pinned versions (plugins/lean-client/pinned.ts) are checked on every upgrade.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['plugins/lean-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['@docusaurus/*/lib/**', '@docusaurus/*/lib'], message: 'Docusaurus internals are reached only from plugins/lean-client (see README, "Upgrading Docusaurus").'}]},
      ],
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
