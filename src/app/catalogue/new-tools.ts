import { useCallback, useSyncExternalStore } from 'react';
import { isToolNew, type Tool } from '../../tools/tool';

const dayMs = 24 * 60 * 60 * 1000;

/** Set on `<html>` by the prerender: the day (since 1970, UTC) the page's "new" marks were made for. */
export const renderedDayAttribute = 'data-rendered-day';

const today = () => Math.floor(Date.now() / dayMs);

/** The day this module was loaded: in the prerender, the day every page is made for. */
export const prerenderDay = today();

/** The day the prerendered HTML was made for, which hydration must match; today for pages made from scratch. */
function renderedDay(): number {
  if (typeof document === 'undefined') return prerenderDay;
  const day = Number(document.documentElement.getAttribute(renderedDayAttribute));
  return Number.isInteger(day) && day > 0 ? day : today();
}

const noUpdates = () => () => {};

/**
 * Whether a tool is new, as of the day the page was prerendered while hydrating (so the HTML and
 * the first render agree), then as of today: a page built days ago moves its marks after
 * hydrating instead of failing to hydrate.
 */
export function useIsToolNew(): (tool: Pick<Tool, 'createdAt'>) => boolean {
  const day = useSyncExternalStore(noUpdates, today, renderedDay);
  return useCallback((tool) => isToolNew(tool, new Date(day * dayMs)), [day]);
}

/** The home page's "Newest tools" shows this many at most, so its HTML does not grow with the catalogue. */
export const newestToolsShown = 8;

/** The new tools, most recently added first (registry order among those of the same day), cut to `newestToolsShown`. */
export function newestFirst<T extends Pick<Tool, 'createdAt'>>(newTools: readonly T[]): T[] {
  return (
    [...newTools]
      // Dates are ISO (year-month-day), so their text sorts as they do; the sort is stable.
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
      .slice(0, newestToolsShown)
  );
}
