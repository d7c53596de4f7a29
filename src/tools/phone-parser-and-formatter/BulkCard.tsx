import { useMemo } from 'react';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { bulkCsv, bulkLineLimit, parsePhoneLines, type BulkRow } from './phone-parser-and-formatter';

const columns: TableColumn<BulkRow>[] = [
  { header: 'Input', accessor: 'input' },
  { header: 'E.164', accessor: 'e164' },
  { header: 'Country', accessor: 'country' },
  { header: 'Valid', accessor: 'valid' },
];

interface BulkCardProps {
  numbers: string;
  country: string;
  onChange: (numbers: string) => void;
}

/** Many numbers at once, one a line, to their E.164 form: a table and its CSV. */
export function BulkCard({ numbers, country, onChange }: BulkCardProps) {
  const settled = useDebouncedWhenLarge(numbers);
  const rows = useMemo(() => parsePhoneLines(settled, country), [settled, country]);
  return (
    <Card title="Bulk parse">
      <InputText
        label="Phone numbers (one per line):"
        placeholder="One phone number per line"
        multiline
        rows={4}
        value={numbers}
        onChange={onChange}
        monospace
      />
      {rows.length > 0 && (
        <>
          <Table caption="E.164 results" columns={columns} rows={rows} rowsPerBatch={100} monospace />
          {rows.length === bulkLineLimit && <Note>Only the first {bulkLineLimit} numbers are read.</Note>}
          <CopyableField label="CSV" value={bulkCsv(rows)} multiline rows={4} />
        </>
      )}
    </Card>
  );
}
