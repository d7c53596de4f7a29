import { useCallback, useMemo } from 'react';
import { lookupVendors } from '../../lib/oui/vendor-lookup';
import { vendorSource } from '../../lib/oui/vendor-source';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { bulkAddresses, bulkLineLimit, bulkRows, type BulkRow } from './mac-address-lookup';
import { loadingVendors, vendorsUnavailable } from './VendorInfo';

const columns: TableColumn<BulkRow>[] = [
  { header: 'MAC address', accessor: 'address' },
  { header: 'Vendor', accessor: 'vendor' },
  { header: 'Block', accessor: 'block' },
  { header: 'Notes', accessor: 'notes' },
];

interface BulkLookupCardProps {
  addresses: string;
  onChange: (addresses: string) => void;
}

/** Many addresses, one a line, to a table of vendors; only the registry files they need are read. */
export function BulkLookupCard({ addresses, onChange }: BulkLookupCardProps) {
  const list = useMemo(() => bulkAddresses(addresses), [addresses]);
  const lookUp = useCallback((request: string[]) => lookupVendors(request, vendorSource), []);
  const { result, error, busy } = useLatestAsync(list.length > 0 ? list : undefined, lookUp, { debounceMs: 300 });
  const rows = useMemo(() => (result ? bulkRows(list, result) : []), [list, result]);
  return (
    <Card title="Bulk lookup">
      <InputText
        label="MAC addresses (one per line):"
        placeholder="One MAC address per line"
        multiline
        autosize
        rows={4}
        maxRows={12}
        value={addresses}
        onChange={onChange}
        monospace
        typingAids={false}
      />
      {busy && <Text tone="dimmed">{loadingVendors}</Text>}
      {error && <Text tone="error">{vendorsUnavailable}</Text>}
      {rows.length > 0 && (
        <>
          <Table caption="Vendors" columns={columns} rows={rows} rowsPerBatch={100} monospace stackOnNarrow />
          {list.length === bulkLineLimit && <Note>Only the first {bulkLineLimit} addresses are looked up.</Note>}
        </>
      )}
    </Card>
  );
}
