import { storedValue } from './stored-value';

/** How many times each tool was opened, by slug: "Send to…" and suggestions put the most used first. */
export type ToolUsage = Record<string, number>;

const isToolUsage = (value: unknown): value is ToolUsage =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) > 0);

const toolUsage = storedValue<ToolUsage>('it-tools:tool-usage', {}, isToolUsage);

export function countToolOpened(slug: string): void {
  toolUsage.update((usage) => ({ ...usage, [slug]: (usage[slug] ?? 0) + 1 }));
}

export const readToolUsage = (): ToolUsage => toolUsage.get();
