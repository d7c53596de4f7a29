import { useCallback } from 'react';
import { isToolUnavailable } from '../../lib/site-choices';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import type { Tool } from '../../tools/tool';
import { isStringArray, storedValue } from '../preferences/stored-value';

/** Tools the person never uses, by slug: left out of the home page, the menu and search, still at their address. */
export const hiddenTools = storedValue<string[]>('it-tools:hidden-tools', [], isStringArray);

export function hideTool(slug: string): void {
  hiddenTools.update((slugs) => (slugs.includes(slug) ? slugs : [...slugs, slug]));
}

export function unhideTool(slug: string): void {
  hiddenTools.update((slugs) => slugs.filter((each) => each !== slug));
}

export const useHiddenSlugs = (): string[] => hiddenTools.use();

/**
 * Whether a tool shows in the lists (home page, menu, search, palette, suggestions, "Send to…"):
 * neither left out by the site (site-choices.ts) nor hidden by the person.
 */
export const isToolListed = (slug: string): boolean => !isToolUnavailable(slug) && !hiddenTools.get().includes(slug);

/**
 * `isToolListed` for a component. While the page hydrates every tool is listed, as in its
 * prerendered HTML (where the site's start-up stylesheet hides those it left out).
 */
export function useIsToolListed(): (tool: Tool) => boolean {
  const hidden = useHiddenSlugs();
  const hydrated = useIsHydrated();
  return useCallback(
    (tool: Tool) => !hidden.includes(tool.slug) && !(hydrated && isToolUnavailable(tool.slug)),
    [hidden, hydrated],
  );
}
