// One flat config for the whole monorepo. Conventions live here, not only in docs/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/meta/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-builds/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Named exports only (import cycles and boundaries are checked by dependency-cruiser).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export.' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules for the TypeScript of the four projects (each file is in its project's
    // tsconfig, which the project service finds on its own).
    files: [
      'packages/contract/src/**/*.ts',
      'apps/server/{src,test,scripts}/**/*.ts',
      'apps/server/*.config.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/web/*.config.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // No unchecked type assertions: narrow with guards or parse with the contract's schemas. A cast
      // kept for a library's typing gap says why in an eslint-disable-next-line comment.
      '@typescript-eslint/no-unsafe-type-assertion': 'error',
    },
  },
  {
    // React event handlers may be async: the promise of an onClick is not awaited by design.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // JavaScript and the TypeScript outside the four projects: no type information.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts', 'packages/contract/vitest.config.ts', 'bench/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // The contract depends on zod alone.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.{1,2}/|vitest$).*', message: 'The contract depends on zod only.' },
          ],
        },
      ],
    },
  },
  {
    // Its tests may also generate cases with fast-check (property-based tests of the rule engine).
    files: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/|vitest$|fast-check$).*',
              message: 'The contract depends on zod only; its tests also on vitest and fast-check.',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps never import each other.
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@portal/web', '**/apps/web/**'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Select'],
              message:
                'Use LazySelect (components/lazy-select.tsx): Select loads on demand, not with every screen that shows one closed.',
            },
            {
              name: 'antd',
              importNames: ['Typography'],
              message:
                'Use Typography from components/typography.tsx: the same texts without the ellipsis, copy and edit machinery every screen would load.',
            },
          ],
          patterns: ['@portal/server', '**/apps/server/**'],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      // No UI literal: every user-visible string in JSX is a translation key.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(title|placeholder|label|alt|aria-label|okText|cancelText|tooltip|description|message|emptyText)$',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    // Command-line scripts talk on the console.
    files: ['scripts/**', '**/scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tools that demand a default export.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js', '**/test/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
