import type { EmojiInfo } from './emoji-picker';

export interface EmojiSection {
  heading: string;
  emojis: readonly EmojiInfo[];
}

export type GridRow = { kind: 'heading'; text: string } | { kind: 'cards'; emojis: readonly EmojiInfo[] };

export const headingHeightPx = 48;
export const cardRowHeightPx = 212;
const minCardWidthPx = 190;
export const maxColumns = 6;

/** As many columns as cards of the least width fit, 1 to 6. */
export function columnsFor(widthPx: number): number {
  return Math.min(maxColumns, Math.max(1, Math.floor(widthPx / minCardWidthPx)));
}

/** The sections as rows of the grid: each heading, then its cards `columns` to a row. */
export function gridRows(sections: readonly EmojiSection[], columns: number): GridRow[] {
  const rows: GridRow[] = [];
  for (const { heading, emojis } of sections) {
    rows.push({ kind: 'heading', text: heading });
    for (let start = 0; start < emojis.length; start += columns) {
      rows.push({ kind: 'cards', emojis: emojis.slice(start, start + columns) });
    }
  }
  return rows;
}

export function rowHeight(row: GridRow): number {
  return row.kind === 'heading' ? headingHeightPx : cardRowHeightPx;
}

/** Where each row starts, from the top of the grid; one more entry: the grid's height. */
export function rowOffsets(rows: readonly GridRow[]): number[] {
  const offsets = [0];
  for (const row of rows) offsets.push(offsets[offsets.length - 1] + rowHeight(row));
  return offsets;
}

/** The rows [first, end) that cross the band from `top` to `bottom` (pixels from the grid's top). */
export function rowsInBand(offsets: readonly number[], top: number, bottom: number): { first: number; end: number } {
  const count = offsets.length - 1;
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1] <= top) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < count && offsets[end] < bottom) end++;
  return { first: low, end };
}
