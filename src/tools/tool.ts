import type { ComponentType } from 'react';

export const categoryIds = [
  'crypto',
  'converter',
  'web',
  'images-videos',
  'development',
  'network',
  'math',
  'measurement',
  'text',
  'data',
] as const;

export type CategoryId = (typeof categoryIds)[number];

export interface ToolDefinition {
  /** The route is `/${slug}`; also the prefix of the tool's storage keys and locale keys. */
  slug: string;
  /** English name and description; other languages live in src/locales. */
  name: string;
  description: string;
  keywords: string[];
  category: CategoryId;
  /** A Tabler outline icon's name (tabler.io/icons): it is drawn from the tools' icon sprite. */
  icon: string;
  redirectFrom?: string[];
  /** ISO date (YYYY-MM-DD); the tool shows as new for 14 days after it. */
  createdAt?: string;
  component: () => Promise<{ default: ComponentType }>;
}

export type Tool = ToolDefinition;

export function defineTool(definition: ToolDefinition): Tool {
  return definition;
}

const newToolWindowMs = 14 * 24 * 60 * 60 * 1000;

export function isToolNew(tool: Pick<Tool, 'createdAt'>, now: Date = new Date()): boolean {
  if (!tool.createdAt) return false;
  const created = Date.parse(tool.createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < newToolWindowMs;
}
