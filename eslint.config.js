import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '.react-router', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Prerendered pages hydrate with defaults, then read client-only values (storage, URL,
      // randomness) in an effect: that setState-in-effect is the point, not a mistake.
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Tools build their pages from the kit (src/ui), so the look stays one and changes in one place:
    // fields, buttons, text, loaders and popups come from there. What only places kit parts (stacks,
    // rows, grids, spacing, a separating rule) has no look of its own and may come from Mantine.
    files: ['src/tools/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              allowImportNames: ['Stack', 'Group', 'SimpleGrid', 'Grid', 'Flex', 'Box', 'Center', 'Space', 'Divider'],
              message: 'Tools take controls and text from the kit (src/ui); only layout primitives come from Mantine.',
            },
          ],
          patterns: [
            {
              group: ['@mantine/core/*'],
              message: "A kit component imports the Mantine styles it needs; tools don't.",
            },
          ],
        },
      ],
    },
  },
);
