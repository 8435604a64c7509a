// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Lint: ESLint's and typescript-eslint's recommended rules, on the sources,
 * the tests and the scripts. Formatting is prettier's job (`npm run format`),
 * layering is dependency-cruiser's (.dependency-cruiser.cjs).
 */
export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'results/', 'workspaces/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-constant-condition': ['error', { checkLoops: false }],
      // A timer set after the closures that clear it are made: read before assigned, assigned once.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
);
