import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The domain package is shared with the browser: it must stay free of I/O and Node built-ins.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely'], message: 'domain is pure' }],
        },
      ],
    },
  },
  {
    // The web app runs in the browser and talks to the server only over HTTP: the shared rules come from the
    // domain package, never from the server's code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely'],
              message: 'the web app runs in the browser',
            },
            {
              group: ['**/server/**', '@raid/server/*', '@raid/stand-ins/*'],
              message: 'use @raid/domain or the API',
            },
          ],
        },
      ],
    },
  },
);
