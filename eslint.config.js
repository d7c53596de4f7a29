import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Props and properties that hold words a person reads.
const wordProps =
  'label|placeholder|title|aria-label|alt|description|copyLabel|copiedNotice|emptyText|caption|tooltip|notice|hint|message|header|heading|downloadLabel';
const wordsMessage = "A tool's words live in its catalogue (locales/en.json) and reach the page through useToolWords.";
// English, not a catalogue key: a capital then a lower-case letter, or two words.
const english = '/^[A-Z][a-z]|[A-Za-z]+ [A-Za-z]+/';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'packages/*/dist',
      '.react-router',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
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
    files: ['src/tools/*/**/*.{ts,tsx}'],
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
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: 'A tool never imports another tool: what two tools share moves to src/lib or src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/tools/**/*.{ts,tsx}'],
    ignores: [
      // The registry's entries: a tool's English name and description, the source of src/locales.
      'src/tools/*/index.ts',
      'src/tools/**/*.test.{ts,tsx}',
      'src/tools/**/*.e2e.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]{2}/]', message: wordsMessage },
        {
          selector: `JSXAttribute[name.name=/^(${wordProps})$/] > Literal[value=/[A-Za-z]{2}/]`,
          message: wordsMessage,
        },
        {
          selector: `JSXAttribute[name.name=/^(${wordProps})$/] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]{2}/], TemplateLiteral)`,
          message: wordsMessage,
        },
        {
          selector: `Property[key.name=/^(${wordProps})$/] > :matches(Literal[value=${english}], TemplateLiteral)`,
          message: wordsMessage,
        },
      ],
    },
  },
  {
    // An operation runs in a worker, in Node and on the command line: no React, no kit, no page.
    files: ['src/tools/*/operations.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mantine/*', '@tabler/*', '**/ui/**', '**/app/**'],
              message: "An operation is UI-free: the page draws it, the operation doesn't know the page.",
            },
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: 'A tool never imports another tool: what two tools share moves to src/lib or src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers: the kit, the helpers and the shell know tools only through the registry.
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'tools/[a-z0-9-]+/',
              message: 'src/ui, src/lib and src/app never import a tool folder; the shell goes through the registry.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'tools/[a-z0-9-]+/',
              message: 'src/ui, src/lib and src/app never import a tool folder; the shell goes through the registry.',
            },
            {
              regex: '^(\\.\\./)+(ui|app)/',
              message: 'src/lib is below the kit and the shell: it never imports them.',
            },
          ],
        },
      ],
    },
  },
);
