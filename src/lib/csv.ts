/** How CSV text is laid out: RFC 4180's comma and CRLF, with a final line break, unless told. */
export interface CsvLayout {
  delimiter?: string;
  lineBreak?: string;
  finalLineBreak?: boolean;
}

/** A field of CSV (RFC 4180): quoted when it holds the delimiter, a quote or a line break. */
function csvField(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows (the first one the header) as CSV text. */
export function toCsv(
  rows: readonly (readonly string[])[],
  { delimiter = ',', lineBreak = '\r\n', finalLineBreak = true }: CsvLayout = {},
): string {
  const text = rows.map((row) => row.map((value) => csvField(value, delimiter)).join(delimiter)).join(lineBreak);
  return finalLineBreak ? text + lineBreak : text;
}

/**
 * The first `maxRows` rows of CSV text (RFC 4180: quoted fields may hold the delimiter, doubled
 * quotes and line breaks; rows end with LF or CRLF), reading no further than they go.
 */
export function readCsvRows(text: string, delimiter: string, maxRows = Infinity): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length && rows.length < maxRows) {
    let field: string;
    if (text[at] === '"') {
      field = '';
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) {
          field += text.slice(at);
          at = text.length;
          break;
        }
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at++;
      }
    } else {
      const end = fieldEnd(text, at, delimiter);
      field = text.slice(at, end);
      at = end;
    }
    row.push(field);
    if (text.startsWith(delimiter, at)) {
      at += delimiter.length;
      if (at === text.length) row.push('');
      continue;
    }
    if (text[at] === '\r' && text[at + 1] === '\n') at++;
    // Past the field: a line break (or the end) closes the row.
    at++;
    rows.push(row);
    row = [];
  }
  // Text ending in a delimiter leaves its last row open.
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Where an unquoted field starting at `from` ends: at the delimiter, a line break or the end. */
function fieldEnd(text: string, from: number, delimiter: string): number {
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === '\n' || char === '\r' || text.startsWith(delimiter, at)) return at;
  }
  return text.length;
}
