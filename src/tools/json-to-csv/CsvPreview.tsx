import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Table, type TableColumn } from '../../ui/table/Table';
import { csvPreview, previewCaption } from './csv-preview';
import words from './locales/en.json';

/** The first rows of the CSV as a table, as a spreadsheet would read them. */
export function CsvPreview({ csv, delimiter }: { csv: string; delimiter: string }) {
  const { t } = useToolWords(words);
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
  const caption = previewCaption(preview);
  return (
    <Table caption={t(caption.key, caption.values)} columns={columns} rows={preview.rows} rowsPerBatch={20} monospace />
  );
}
