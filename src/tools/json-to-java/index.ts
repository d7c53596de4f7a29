import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'json-to-java',
  name: 'JSON to Java',
  description: 'Generate Java classes or records from a JSON sample.',
  keywords: ['json', 'java', 'pojo', 'class', 'record', 'jackson', 'lombok', 'convert'],
  category: 'development',
  icon: 'coffee',
  createdAt: '2026-11-24',
  component: () => import('./JsonToJava'),
});
