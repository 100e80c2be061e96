// Lint rules: TypeScript's recommended set, React hooks rules, and the client/server boundary
// (the browser bundle must never import server code; features do not reach into each other).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['build/', 'dist/', 'data/', '.react-router/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Types only (erased from the bundle): route modules type their load context with the server's page services.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/server/*', '**/server/**'], message: 'The client must not import server code (types only).', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/server/*', '~/client/*', '**/server/**', '**/client/**'], message: 'src/shared runs in both; it imports neither side.' }] }],
    },
  },
);
