export const sortOrders = ['none', 'ascending', 'descending'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface ListOptions {
  trimItems: boolean;
  removeDuplicates: boolean;
  lowerCase: boolean;
  keepLineBreaks: boolean;
  reverseList: boolean;
  /** Ignored while `reverseList` is on. */
  sortList: SortOrder;
  separator: string;
  itemPrefix: string;
  itemSuffix: string;
  listPrefix: string;
  listSuffix: string;
}

export const defaultListOptions: ListOptions = {
  trimItems: true,
  removeDuplicates: true,
  lowerCase: false,
  keepLineBreaks: false,
  reverseList: false,
  sortList: 'none',
  separator: ', ',
  itemPrefix: '',
  itemSuffix: '',
  listPrefix: '',
  listSuffix: '',
};

// Natural order: 9 < 10 < 100, and accented letters next to their base letter.
const collator = new Intl.Collator('en', { numeric: true });

function order(items: string[], { reverseList, sortList }: ListOptions): string[] {
  if (reverseList) return items.toReversed();
  if (sortList === 'ascending') return items.toSorted(collator.compare);
  if (sortList === 'descending') return items.toSorted((a, b) => collator.compare(b, a));
  return items;
}

/** The items of `text`, one per line, cleaned up as the options say. */
export function listItems(text: string, options: ListOptions): string[] {
  const lines = (options.lowerCase ? text.toLowerCase() : text).split(/\r?\n/);
  const items = (options.trimItems ? lines.map((line) => line.trim()) : lines).filter((line) => line !== '');
  return order(options.removeDuplicates ? [...new Set(items)] : items, options);
}

/** A list given one item per line, cleaned up, wrapped and joined into one string. */
export function convertList(text: string, options: ListOptions): string {
  const items = listItems(text, options);
  if (items.length === 0) return '';
  const lineBreak = options.keepLineBreaks ? '\n' : '';
  const body = items
    .map((item) => `${options.itemPrefix}${item}${options.itemSuffix}`)
    .join(options.separator + lineBreak);
  const prefix = options.listPrefix && options.listPrefix + lineBreak;
  const suffix = options.listSuffix && lineBreak + options.listSuffix;
  return `${prefix}${body}${suffix}`;
}
