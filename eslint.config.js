import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      '**/*.generated.ts',
      '**/test-results/**',
      'bench/.work/**',
      'examples/*/node_modules/**',
      // msw's service worker, copied as shipped.
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus into themselves on purpose (react-aria's FocusScope honours autoFocus); raw DOM elements
      // still may not grab focus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Scrollable logs and regions must be focusable so keyboard users can scroll them (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['log', 'region'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Boundaries of the design card: ui knows nothing of data, admin-core nothing visual.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@deals/admin-core', '@deals/api', '@apollo/*', 'graphql', 'react-router*', 'zustand'] },
      ],
    },
  },
  {
    // vanilla-extract drops the CSS of a workspace package's .css.ts files once an app .css.ts evaluates them;
    // screens compose ui's components instead of styling ui's tokens themselves.
    files: ['packages/admin-app/src/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@deals/ui'], message: 'Compose ui components; do not style with ui tokens in the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/admin-core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@deals/ui', '@vanilla-extract/*', 'react-router*', 'react-aria*', '*.css', '*.css.ts'] },
            {
              // graphql has no `exports` map: Node's ESM loader (a host's script, SSR or tests) finds a deep path
              // only with its `.js` suffix. Its root is tree-shaken just as well.
              group: ['graphql/*'],
              message: "Import from 'graphql' itself: the published dist must load in plain Node.",
            },
          ],
        },
      ],
    },
  },
);
