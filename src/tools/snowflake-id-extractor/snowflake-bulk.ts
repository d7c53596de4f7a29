import { toCsv } from '../../lib/csv';
import { message, type Message } from '../../lib/operation/message';
import {
  decodeSnowflake,
  isoDateOf,
  layoutFieldNames,
  parseSnowflakeId,
  type SnowflakeLayout,
} from './snowflake-id-extractor';

/** One line of a pasted list: its ID decoded, or why it could not be. */
export interface BulkRow {
  /** 1-based line number in the pasted text. */
  line: number;
  id: string;
  timestampMs: number;
  date: string;
  /** The layout's field values, in decimal, in the layout's order. */
  values: string[];
  error?: Message;
}

export const bulkOrders = ['input', 'oldest', 'newest'] as const;
export type BulkOrder = (typeof bulkOrders)[number];

/**
 * The CSV's words, given by the page in its language (the work runs in a worker, which has no
 * catalogue): the headings, in the order of the columns, and the text of each error by its code.
 */
export interface BulkWords {
  /** ID, timestamp, date, the layout's fields (see `layoutFieldNames`), error. */
  headings: readonly string[];
  errors: Readonly<Record<string, string>>;
}

/**
 * The CSV's words where no language is at hand (the command line): the columns' and errors' names
 * as data, `timestampMs`, `noId`.
 */
export function dataWords(layout: SnowflakeLayout): BulkWords {
  return {
    headings: ['id', 'timestampMs', 'date', ...layoutFieldNames(layout), 'error'],
    errors: { 'errors.noId': 'noId', 'errors.tooLarge': 'tooLarge' },
  };
}

/** Every non-blank line of `text` as an ID, decoded under `layout`. */
export function decodeIdList(text: string, layout: SnowflakeLayout): BulkRow[] {
  const rows: BulkRow[] = [];
  text.split('\n').forEach((lineText, index) => {
    if (lineText.trim() === '') return;
    const line = index + 1;
    const parsed = parseSnowflakeId(lineText);
    if (!parsed.ok || parsed.value === undefined) {
      const error = parsed.ok ? message('errors.noId') : parsed.error;
      rows.push({ line, id: lineText.trim(), timestampMs: Number.NaN, date: '', values: [], error });
      return;
    }
    const parts = decodeSnowflake(parsed.value, layout);
    rows.push({
      line,
      id: String(parts.id),
      timestampMs: parts.timestampMs,
      date: isoDateOf(parts.timestampMs),
      values: parts.fields.map((field) => String(field.value)),
    });
  });
  return rows;
}

/** The rows in the chosen order; lines that are not IDs go last in a date order. */
export function sortRows(rows: readonly BulkRow[], order: BulkOrder): BulkRow[] {
  if (order === 'input') return [...rows];
  const direction = order === 'oldest' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (a.error !== undefined || b.error !== undefined)
      return Number(a.error !== undefined) - Number(b.error !== undefined);
    return (a.timestampMs - b.timestampMs) * direction || a.line - b.line;
  });
}

/** The table's columns as CSV, a header row first. */
export function bulkCsv(rows: readonly BulkRow[], layout: SnowflakeLayout, words: BulkWords): string {
  return toCsv([
    words.headings,
    ...rows.map((row) => [
      row.id,
      row.error === undefined ? String(row.timestampMs) : '',
      row.date,
      ...(row.error === undefined ? row.values : layoutFieldNames(layout).map(() => '')),
      row.error === undefined ? '' : (words.errors[row.error.code] ?? ''),
    ]),
  ]);
}

// A table of more rows would take seconds to lay out; the CSV holds them all.
export const shownRowCount = 500;

export interface BulkOptions {
  layout: SnowflakeLayout;
  order: BulkOrder;
  words: BulkWords;
}

export interface BulkTable {
  /** The first rows in the chosen order, for the page to show. */
  shown: BulkRow[];
  /** How many lines held something. */
  total: number;
  /** Every row, as CSV. */
  csv: string;
}

/**
 * The list decoded, sorted, cut to what the page shows and written as CSV: all the work in one
 * pure step, so a multi-megabyte paste can run in a worker and send back only what is needed.
 * Without options (a layout in error, which its own field explains) nothing is decoded.
 */
export function bulkTable(text: string, options: BulkOptions | undefined): BulkTable {
  if (!options) return { shown: [], total: 0, csv: '' };
  const { layout, order, words } = options;
  const rows = sortRows(decodeIdList(text, layout), order);
  return {
    shown: rows.slice(0, shownRowCount),
    total: rows.length,
    csv: rows.length > 0 ? bulkCsv(rows, layout, words) : '',
  };
}
