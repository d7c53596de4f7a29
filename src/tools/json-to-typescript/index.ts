import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-typescript',
  name: 'JSON to TypeScript, JSON Schema and Zod',
  description: 'Generate TypeScript types, a JSON Schema (draft 2020-12) or a Zod schema from a JSON sample.',
  keywords: [
    'json',
    'typescript',
    'ts',
    'interface',
    'type',
    'json schema',
    'schema',
    'zod',
    'validation',
    'infer',
    'convert',
  ],
  category: 'development',
  icon: 'brand-typescript',
  createdAt: '2026-11-28',
  component: () => import('./JsonToTypescript'),
});
