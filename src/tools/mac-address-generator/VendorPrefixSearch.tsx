import { useCallback } from 'react';
import { formatMac } from '../../lib/mac/mac-address';
import { vendorSource } from '../../lib/oui/vendor-source';
import { searchVendors, type VendorHit } from '../../lib/oui/vendor-search';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';

const asPrefix = (hex: string) =>
  formatMac(
    hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)),
    ':',
  );

interface VendorPrefixSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (prefix: string) => void;
}

/** Finds a vendor's prefixes by its name in the IEEE registry; "Use" makes one the generator's prefix. */
export function VendorPrefixSearch({ query, onQueryChange, onPick }: VendorPrefixSearchProps) {
  const search = useCallback((text: string) => searchVendors(text, vendorSource), []);
  const trimmed = query.trim();
  const { result, error, busy } = useLatestAsync(trimmed === '' ? undefined : trimmed, search, { debounceMs: 250 });
  const columns: TableColumn<VendorHit>[] = [
    { header: 'Vendor', accessor: 'name' },
    { header: 'Prefix', render: (hit) => asPrefix(hit.prefix) },
    {
      header: 'Action',
      render: (hit) => (
        <Button
          size="small"
          variant="light"
          aria-label={`Use ${asPrefix(hit.prefix)}`}
          onClick={() => onPick(asPrefix(hit.prefix))}
        >
          Use
        </Button>
      ),
    },
  ];
  const searchError = result && !result.ok ? result.error : undefined;
  return (
    <Card title="Vendor prefix">
      <InputText
        label="Search the vendor database:"
        placeholder="A vendor's name, e.g. Raspberry Pi"
        value={query}
        onChange={onQueryChange}
        clearable
        maxLength={200}
        error={searchError}
      />
      {busy && <Text tone="dimmed">Loading vendor database…</Text>}
      {error && <Text tone="error">The vendor database could not be loaded. Check the connection and type again.</Text>}
      {result?.ok && (
        <Table
          caption="Matching vendors"
          columns={columns}
          rows={result.value}
          rowKey={(hit) => hit.prefix}
          emptyText="No vendor found"
        />
      )}
    </Card>
  );
}
