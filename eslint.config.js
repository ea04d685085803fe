import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Functions stay small (issue 39): none in the web's code over 150 lines (tests apart).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Features never import each other or the shell's internals: what several need lives in src/api (resources),
  // src/lib or src/components. Relative imports are caught by depth: from features/<a>/x.tsx, `../y` is another
  // feature and `../../` is src/; one folder deeper, `../../y` is another feature, and so on.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', 1],
    ['apps/web/src/features/*/*/*.{ts,tsx}', 2],
    ['apps/web/src/features/*/*/*/*.{ts,tsx}', 3],
  ].map(([files, depth]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
              message:
                'Features do not import other features; move shared code to src/api, src/lib or src/components.',
            },
            {
              // The route manifest is the one exception: plain data, each page's header declared once.
              group: ['**/features/*', '**/app/*', '!**/app/page-manifest.ts'],
              message:
                "Features do not import other features or the app shell's internals (src/lib/session.ts holds the session).",
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/api/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/app/*'],
              message: 'Shared code never imports a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories touch the database: services, routes and lib/ get its types, never its tables or Drizzle.
    // lib/list-query.ts is the repositories' shared SQL builder; *.fixtures.ts build test data.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.fixtures.ts',
      'apps/api/src/lib/list-query.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Only *.repository.ts files query the database.',
            },
          ],
        },
      ],
    },
  },
  // Type-aware rules: a promise is awaited or handled, never dropped.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
  })),
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.e2e.json'], tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React's onClick/onSubmit accept a promise-returning handler; the promise is handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify handlers and query functions are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // A style rule; its "could be a type argument" form asks to rewrite working casts of drizzle and res.json().
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Tests read JSON answers as any on purpose; the assertions check their shape.
    files: ['**/*.test.{ts,tsx}', 'apps/*/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
