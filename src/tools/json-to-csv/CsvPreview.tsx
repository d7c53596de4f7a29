import { useMemo } from 'react';
import { Table, type TableColumn } from '../../ui/table/Table';
import { csvPreview, previewCaption } from './csv-preview';

/** The first rows of the CSV as a table, as a spreadsheet would read them. */
export function CsvPreview({ csv, delimiter }: { csv: string; delimiter: string }) {
  const preview = useMemo(() => csvPreview(csv, delimiter), [csv, delimiter]);
  const columns = useMemo(
    () =>
      preview?.header.map((name, index): TableColumn<string[]> => ({
        header: name,
        render: (row: string[]) => row[index] ?? '',
      })) ?? [],
    [preview],
  );
  if (!preview) return null;
  return <Table caption={previewCaption(preview)} columns={columns} rows={preview.rows} rowsPerBatch={20} monospace />;
}
