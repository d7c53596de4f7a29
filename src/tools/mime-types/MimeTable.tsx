import { Group } from '@mantine/core';
import { memo, useDeferredValue, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { MimeTypeInfo } from '../../lib/mime-types/build';
import { Badge } from '../../ui/badge/Badge';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Link } from '../../ui/link/Link';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { ExtensionTags } from './MimeTags';
import words from './locales/en.json';
import { filterMimeTypes, ianaPageUrl } from './mime-types';

function TypeCell({ info }: { info: MimeTypeInfo }) {
  const { t } = useToolWords(words);
  const iana = ianaPageUrl(info);
  return (
    <Group gap={6}>
      {iana ? <Link href={iana}>{info.type}</Link> : <Text inline>{info.type}</Text>}
      {info.charset && <Badge tone="info">{info.charset}</Badge>}
      {info.compressible && <Badge>{t('table.compressible')}</Badge>}
    </Group>
  );
}

/** The rows alone, so typing in the filter redraws them only once the filter settles. */
const MimeRows = memo(function MimeRows({ types }: { types: readonly MimeTypeInfo[] }) {
  const { t } = useToolWords(words);
  const columns = useMemo(
    (): readonly TableColumn<MimeTypeInfo>[] => [
      { header: t('table.types'), render: (info) => <TypeCell info={info} /> },
      { header: t('table.extensions'), render: (info) => <ExtensionTags extensions={info.extensions} /> },
    ],
    [t],
  );
  return (
    <Table columns={columns} rows={types} rowKey={(info) => info.type} rowsPerBatch={25} emptyText={t('table.empty')} />
  );
});

interface MimeTableProps {
  /** Undefined while the registry loads. */
  types: readonly MimeTypeInfo[] | undefined;
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** Every type with its extensions, IANA link and flags, filtered by type or extension. */
export function MimeTable({ types, filter, onFilterChange }: MimeTableProps) {
  const { t } = useToolWords(words);
  const settledFilter = useDeferredValue(filter);
  const shown = useMemo(() => (types ? filterMimeTypes(types, settledFilter) : undefined), [types, settledFilter]);
  return (
    <Card title={t('table.title')}>
      <InputText
        label={t('table.filter.label')}
        placeholder={t('table.filter.placeholder')}
        value={filter}
        onChange={onFilterChange}
        clearable
      />
      {shown ? <MimeRows types={shown} /> : <Note>{t('table.loading')}</Note>}
    </Card>
  );
}
