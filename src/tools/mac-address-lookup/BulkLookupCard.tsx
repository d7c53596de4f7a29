import { useMemo } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { bulkAddresses, bulkLineLimit, type BulkRow } from './mac-address-lookup';
import { macVendorBulkLookup } from './operations';

const columnsOf = ({ t, word }: ToolWords<typeof words>): TableColumn<BulkRow>[] => [
  { header: t('bulk.heading.address'), accessor: 'address' },
  { header: t('bulk.heading.vendor'), render: (row) => row.vendor ?? t('vendor.unknown') },
  { header: t('bulk.heading.block'), accessor: 'block' },
  { header: t('bulk.heading.notes'), render: (row) => row.notes.map(word).join(', ') },
];

const lookUp = (text: string) => macVendorBulkLookup.run(text);

interface BulkLookupCardProps {
  addresses: string;
  onChange: (addresses: string) => void;
}

/** Many addresses, one a line, to a table of vendors; only the registry files they need are read. */
export function BulkLookupCard({ addresses, onChange }: BulkLookupCardProps) {
  const toolWords = useToolWords(words);
  const { t } = toolWords;
  const columns = useMemo(() => columnsOf(toolWords), [toolWords]);
  const list = useMemo(() => bulkAddresses(addresses), [addresses]);
  const { result, error, busy } = useLatestAsync(list.length > 0 ? addresses : undefined, lookUp, {
    debounceMs: 300,
  });
  const rows = result?.ok && list.length > 0 ? result.value.rows : [];
  return (
    <Card title={t('bulk.title')}>
      <InputText
        label={t('bulk.label')}
        placeholder={t('bulk.placeholder')}
        multiline
        autosize
        rows={4}
        maxRows={12}
        value={addresses}
        onChange={onChange}
        monospace
        typingAids={false}
      />
      {busy && <Text tone="dimmed">{t('vendor.loading')}</Text>}
      {error && <Text tone="error">{t('vendor.unavailable')}</Text>}
      {rows.length > 0 && (
        <>
          <Table caption={t('bulk.caption')} columns={columns} rows={rows} rowsPerBatch={100} monospace stackOnNarrow />
          {list.length === bulkLineLimit && <Note>{t('bulk.limit', { limit: bulkLineLimit })}</Note>}
        </>
      )}
    </Card>
  );
}
