import { Group } from '@mantine/core';
import { memo, useDeferredValue, useMemo } from 'react';
import type { MimeTypeInfo } from '../../lib/mime-types/registry';
import { Badge } from '../../ui/badge/Badge';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Link } from '../../ui/link/Link';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { ExtensionTags } from './MimeTags';
import { filterMimeTypes, ianaPageUrl } from './mime-types';

function TypeCell({ info }: { info: MimeTypeInfo }) {
  const iana = ianaPageUrl(info);
  return (
    <Group gap={6}>
      {iana ? <Link href={iana}>{info.type}</Link> : <Text inline>{info.type}</Text>}
      {info.charset && <Badge tone="info">{info.charset}</Badge>}
      {info.compressible && <Badge>compressible</Badge>}
    </Group>
  );
}

const columns: readonly TableColumn<MimeTypeInfo>[] = [
  { header: 'MIME types', render: (info) => <TypeCell info={info} /> },
  { header: 'Extensions', render: (info) => <ExtensionTags extensions={info.extensions} /> },
];

/** The rows alone, so typing in the filter redraws them only once the filter settles. */
const MimeRows = memo(function MimeRows({ types }: { types: readonly MimeTypeInfo[] }) {
  return (
    <Table
      columns={columns}
      rows={types}
      rowKey={(info) => info.type}
      rowsPerBatch={25}
      emptyText="No MIME type or extension matches the filter."
    />
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
  const settledFilter = useDeferredValue(filter);
  const shown = useMemo(() => (types ? filterMimeTypes(types, settledFilter) : undefined), [types, settledFilter]);
  return (
    <Card title="All MIME types">
      <InputText
        label="Filter the table…"
        placeholder="A type or an extension, e.g. json or .png"
        value={filter}
        onChange={onFilterChange}
        clearable
      />
      {shown ? <MimeRows types={shown} /> : <Note>Loading the MIME types…</Note>}
    </Card>
  );
}
