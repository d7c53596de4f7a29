import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { bulkCsv, bulkLineLimit, parsePhoneLines, type BulkRow } from './phone-parser-and-formatter';

interface BulkCardProps {
  numbers: string;
  country: string;
  onChange: (numbers: string) => void;
}

/** Many numbers at once, one a line, to their E.164 form: a table and its CSV. */
export function BulkCard({ numbers, country, onChange }: BulkCardProps) {
  const { t } = useToolWords(words);
  const settled = useDebouncedWhenLarge(numbers);
  const yes = t('yes');
  const no = t('no');
  const headings = [t('bulk.input'), t('bulk.e164'), t('bulk.country'), t('bulk.valid')] as const;
  const columns: TableColumn<BulkRow>[] = [
    { header: headings[0], accessor: 'input' },
    { header: headings[1], accessor: 'e164' },
    { header: headings[2], accessor: 'country' },
    { header: headings[3], render: (row) => (row.valid ? yes : no) },
  ];
  const rows = useMemo(() => parsePhoneLines(settled, country), [settled, country]);
  return (
    <Card title={t('bulk.title')}>
      <InputText
        label={t('bulk.label')}
        placeholder={t('bulk.placeholder')}
        multiline
        rows={4}
        value={numbers}
        onChange={onChange}
        monospace
      />
      {rows.length > 0 && (
        <>
          <Table caption={t('bulk.caption')} columns={columns} rows={rows} rowsPerBatch={100} monospace />
          {rows.length === bulkLineLimit && <Note>{t('bulk.limit', { limit: bulkLineLimit })}</Note>}
          <CopyableField label={t('bulk.csv')} value={bulkCsv(rows, { headings, yes, no })} multiline rows={4} />
        </>
      )}
    </Card>
  );
}
