import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaryZones } from './eslint/feature-boundaries.js';

const CLIMBING_IMPORTS = {
  regex: '^(\\.\\./){2,}',
  message: "Import from '@/...' (the alias for src) instead of climbing folders.",
};

const WEB_PATTERNS = [
  CLIMBING_IMPORTS,
  {
    group: ['**/server/**', '@/server/*'],
    allowTypeImports: true,
    message: 'web may import server types only',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.e2e-*',
      'data',
      'drizzle',
      'node_modules',
      'test-results',
      'test-results-*',
      'playwright-report',
      '.e2e-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // One alias for src (issue 29 point 6): '@/...', never a relative path climbing two folders.
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CLIMBING_IMPORTS] }],
      'import-x/no-duplicates': 'error',
      // The three source zones import one way only: shared <- server, shared <- web.
      // Features import only the features they declare, never their internals
      // (eslint/feature-dependencies.js, eslint/feature-boundaries.js).
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureBoundaryZones(import.meta.dirname),
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared imports nothing from server or web',
            },
            { target: './src/server', from: './src/web', message: 'server never imports web code' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: WEB_PATTERNS }],
    },
  },
  {
    // The web data layer (issue 29 point 1): only features' api/ folders and web/lib call tRPC,
    // and only web/lib/notify.ts raises toasts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/api/**', 'src/web/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              group: ['@/web/lib/trpc', '**/lib/trpc'],
              importNames: ['useTRPC'],
              message: "Call tRPC from the feature's api/ hooks (issue 29, docs/architecture.md).",
            },
          ],
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: 'Show toasts through @/web/lib/notify.',
            },
          ],
        },
      ],
    },
  },
  {
    // One form field (issue 29 point 2): labels are written only by FormField and its layouts
    // (and the ui primitives they use), so every control gets its label, hint and message the same way.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/form-field*.tsx', 'src/web/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='label']",
          message:
            "Label a control with FormField from '@/web/components/form-field' (layout 'inline' for a checkbox or radio), not a hand-written <label>.",
        },
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)ui\\/label$/]',
          message:
            "Label a control with FormField from '@/web/components/form-field', not the Label primitive.",
        },
      ],
    },
  },
  {
    // Small modules (issue 29 point 5), in every source file; test files are left out.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
