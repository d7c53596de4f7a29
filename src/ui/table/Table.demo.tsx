import { Badge } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { KeyValueTable } from './KeyValueTable';
import { Table, type TableColumn } from './Table';

interface Status {
  code: number;
  name: string;
  type: 'HTTP' | 'WebDav';
}

const statuses: Status[] = [
  { code: 200, name: 'OK', type: 'HTTP' },
  { code: 207, name: 'Multi-Status', type: 'WebDav' },
  { code: 404, name: 'Not Found', type: 'HTTP' },
];

const columns: TableColumn<Status>[] = [
  { header: 'Code', accessor: 'code', align: 'right' },
  { header: 'Name', accessor: 'name' },
  {
    header: 'Type',
    render: (status) => (
      <Badge variant="light" color={status.type === 'HTTP' ? 'blue' : 'grape'}>
        {status.type}
      </Badge>
    ),
  },
];

export default function TableDemo() {
  return (
    <>
      <DemoSection title="Data table">
        <Table caption="HTTP status codes" columns={columns} rows={statuses} rowKey={(status) => status.code} />
        <Table caption="No rows" columns={columns} rows={[]} />
      </DemoSection>
      <DemoSection title="Rows as cards on narrow screens (narrow the window)">
        <Table caption="Stacked on phones" columns={columns} rows={statuses} stackOnNarrow />
      </DemoSection>
      <DemoSection title="Key/value table with copyable values">
        <KeyValueTable
          caption="https://example.com:8080/path?q=1"
          copyable
          rows={[
            { label: 'Protocol', value: 'https:' },
            { label: 'Host', value: 'example.com' },
            { label: 'Port', value: '8080' },
            { label: 'Path', value: '/path', copyable: false },
            { label: 'Query', value: '' },
          ]}
        />
      </DemoSection>
    </>
  );
}
