import { isStringArray, storedValue } from './stored-value';

/** How many times each tool was opened, by slug: "Send to…" and suggestions put the most used first. */
export type ToolUsage = Record<string, number>;

const isToolUsage = (value: unknown): value is ToolUsage =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) > 0);

export const toolUsage = storedValue<ToolUsage>('it-tools:tool-usage', {}, isToolUsage);

/** The home page's "Recently used" shows this many tools at most. */
export const recentToolsKept = 8;

/** The tools opened last, by slug, the latest first. */
export const recentSlugs = storedValue<string[]>('it-tools:recent-tools', [], isStringArray);

/** Remembers that a tool was opened: one more use, and first of the recent tools. */
export function noteToolOpened(slug: string): void {
  toolUsage.update((usage) => ({ ...usage, [slug]: (usage[slug] ?? 0) + 1 }));
  recentSlugs.update((slugs) => [slug, ...slugs.filter((each) => each !== slug)].slice(0, recentToolsKept));
}

export const readToolUsage = (): ToolUsage => toolUsage.get();

export function useRecentSlugs(): string[] {
  return recentSlugs.use();
}

export const readRecentSlugs = (): string[] => recentSlugs.get();

export function clearRecentTools(): void {
  recentSlugs.set([]);
}
