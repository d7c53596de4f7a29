import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'case-converter',
  name: 'Case converter',
  description:
    'Rewrite text in camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE and other casings at once.',
  keywords: [
    'case',
    'converter',
    'camelCase',
    'capitalCase',
    'constantCase',
    'dotCase',
    'headerCase',
    'noCase',
    'paramCase',
    'pascalCase',
    'pathCase',
    'sentenceCase',
    'snakeCase',
  ],
  category: 'converter',
  icon: 'letter-case-toggle',
  component: () => import('./CaseConverter'),
});
