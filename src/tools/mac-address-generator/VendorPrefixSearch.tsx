import { useCallback } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { VendorHit } from '../../lib/oui/vendor-search';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { vendorPrefix as asPrefix } from './mac-address-generator';
import { macVendorSearch } from './operations';

interface VendorPrefixSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (prefix: string) => void;
}

/** Finds a vendor's prefixes by its name in the IEEE registry; "Use" makes one the generator's prefix. */
export function VendorPrefixSearch({ query, onQueryChange, onPick }: VendorPrefixSearchProps) {
  const { t, word } = useToolWords(words);
  const search = useCallback((text: string) => macVendorSearch.run(text), []);
  const trimmed = query.trim();
  const { result, error, busy } = useLatestAsync(trimmed === '' ? undefined : trimmed, search, { debounceMs: 250 });
  const columns: TableColumn<VendorHit>[] = [
    { header: t('vendor.heading.vendor'), accessor: 'name' },
    { header: t('vendor.heading.prefix'), render: (hit) => asPrefix(hit.prefix) },
    {
      header: t('vendor.heading.action'),
      render: (hit) => (
        <Button
          size="small"
          variant="light"
          aria-label={t('vendor.useLabel', { prefix: asPrefix(hit.prefix) })}
          onClick={() => onPick(asPrefix(hit.prefix))}
        >
          {t('vendor.use')}
        </Button>
      ),
    },
  ];
  const searchError = result && !result.ok ? word(result.error) : undefined;
  return (
    <Card title={t('vendor.title')}>
      <InputText
        label={t('vendor.label')}
        placeholder={t('vendor.placeholder')}
        value={query}
        onChange={onQueryChange}
        clearable
        maxLength={200}
        error={searchError}
      />
      {busy && <Text tone="dimmed">{t('vendor.loading')}</Text>}
      {error && <Text tone="error">{t('vendor.unavailable')}</Text>}
      {result?.ok && (
        <Table
          caption={t('vendor.caption')}
          columns={columns}
          rows={result.value.hits}
          rowKey={(hit) => hit.prefix}
          emptyText={t('vendor.empty')}
        />
      )}
    </Card>
  );
}
