import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'static/', 'test-results/', 'playwright-report/']},
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
    // Playwright fixtures take their dependencies as a destructured first argument, even when empty.
    // and hand values on with a `use` callback that is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: {'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off'},
  },
);
