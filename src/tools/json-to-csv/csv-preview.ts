import { readCsvRows } from '../../lib/csv';

export const previewMaxRows = 100;
export const previewMaxColumns = 30;

export interface CsvPreview {
  header: string[];
  rows: string[][];
  /** Some rows or columns are left out. */
  cut: boolean;
}

/** The header and first rows and columns of CSV text, read no further than they go. */
export function csvPreview(csv: string, delimiter: string): CsvPreview | undefined {
  // One row more than shown, to know whether rows were left out.
  const [header, ...rows] = readCsvRows(csv, delimiter, previewMaxRows + 2);
  if (!header) return undefined;
  const shownRows = rows.slice(0, previewMaxRows);
  return {
    header: header.slice(0, previewMaxColumns),
    rows: shownRows.map((row) => row.slice(0, previewMaxColumns)),
    cut: rows.length > previewMaxRows || header.length > previewMaxColumns,
  };
}

/** The preview's caption (a catalogue key and its values), saying what is left out. */
export function previewCaption({ cut }: CsvPreview): {
  key: 'preview.caption' | 'preview.captionCut';
  values?: { rows: number; columns: number };
} {
  return cut
    ? { key: 'preview.captionCut', values: { rows: previewMaxRows, columns: previewMaxColumns } }
    : { key: 'preview.caption' };
}
