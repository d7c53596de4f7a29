import type { Field } from '../../lib/tool-state/fields';
import { defaultListOptions, type ListOptions, type SortOrder } from './list-converter';

const sortOrders: readonly SortOrder[] = ['none', 'ascending', 'descending'];

/** Each stored option of the right type; anything else (old or hand-edited storage) keeps its default. */
function readOptions(stored: Record<string, unknown>): ListOptions {
  const options: Record<string, unknown> = { ...defaultListOptions };
  for (const [name, fallback] of Object.entries(defaultListOptions)) {
    const value = stored[name];
    if (typeof value === typeof fallback) options[name] = value;
  }
  if (!sortOrders.includes(options.sortList as SortOrder)) options.sortList = defaultListOptions.sortList;
  return options as unknown as ListOptions;
}

/** All the list options as one value, stored together as JSON under `list-converter:options`. */
export const listOptionsField: Field<ListOptions> = {
  persist: true,
  defaultValue: defaultListOptions,
  parse: (text) => {
    try {
      const stored: unknown = JSON.parse(text);
      return typeof stored === 'object' && stored !== null ? readOptions(stored as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  },
  format: (options) => JSON.stringify(options),
};
