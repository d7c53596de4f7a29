import { toCsv } from '../../lib/csv';
import { readJson } from '../../lib/formats/json';
import { textToText } from '../../lib/operation/text-to-text';

export const delimiters = ['comma', 'semicolon', 'tab'] as const;
export type Delimiter = (typeof delimiters)[number];

export const delimiterCharacters: Record<Delimiter, string> = { comma: ',', semicolon: ';', tab: '\t' };

export interface JsonToCsvOptions {
  delimiter: Delimiter;
  flatten: boolean;
}

export const defaultJsonToCsvOptions: JsonToCsvOptions = { delimiter: 'comma', flatten: true };
/** The column of an element that is not an object. */
export const valueColumn = 'value';

type Row = Map<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Nested non-empty objects as dotted columns (`user.address.city`), depth first; anything else as
 * it is. A loop over a stack, not recursion: JSON 10,000 deep must not run out of stack.
 */
function addCells(row: Row, object: Record<string, unknown>, flatten: boolean): void {
  const stack = [{ entries: Object.entries(object), at: 0, prefix: '' }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.at === top.entries.length) {
      stack.pop();
      continue;
    }
    const [key, value] = top.entries[top.at++];
    const column = top.prefix + key;
    if (flatten && isPlainObject(value) && Object.keys(value).length > 0)
      stack.push({ entries: Object.entries(value), at: 0, prefix: `${column}.` });
    else row.set(column, value);
  }
}

function toRow(element: unknown, flatten: boolean): Row {
  const row: Row = new Map();
  if (isPlainObject(element)) addCells(row, element, flatten);
  else row.set(valueColumn, element);
  return row;
}

function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  // Arrays and objects as compact JSON; null, booleans and numbers as JavaScript writes them.
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * A JSON array (or one object) as CSV: a row per element, the union of their keys as the header
 * in order of first appearance, RFC 4180 quoting, rows joined with `\n`.
 */
export const convertJsonToCsv = textToText((json: string, { delimiter, flatten }: JsonToCsvOptions) => {
  const parsed = readJson(json, 'common.errors.jsonNotValid');
  const rows = (Array.isArray(parsed) ? parsed : [parsed]).map((element) => toRow(element, flatten));
  if (rows.length === 0) return '';
  const header = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  const lines = [header, ...rows.map((row) => header.map((column) => cellText(row.get(column))))];
  return toCsv(lines, { delimiter: delimiterCharacters[delimiter], lineBreak: '\n', finalLineBreak: false });
});
