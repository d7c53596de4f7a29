import { useMemo } from 'react';
import type { Ipv4Block } from '../../lib/ipv4/block';
import { Card } from '../../ui/card/Card';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import { maxSubnets, parseSubnetCount, splitBlock, type Subnet } from './subnet-split';

const columns: readonly TableColumn<Subnet>[] = [
  { header: 'Subnet', render: (subnet) => <TextCopyable value={subnet.cidr} /> },
  { header: 'First address', accessor: 'firstHost' },
  { header: 'Last address', accessor: 'lastHost' },
  { header: 'Broadcast address', render: (subnet) => subnet.broadcast || '—' },
  { header: 'Usable hosts', render: (subnet) => subnet.usableHosts.toLocaleString('en-US'), align: 'right' },
];

interface SubnetSplitCardProps {
  block: Ipv4Block;
  count: string;
  onCountChange: (count: string) => void;
}

/** The block cut into equal subnets: a plan of the networks it can hold. */
export function SubnetSplitCard({ block, count, onCountChange }: SubnetSplitCardProps) {
  const split = useMemo(() => {
    const parsed = parseSubnetCount(count);
    return parsed.ok ? splitBlock(block, parsed.value) : parsed;
  }, [block, count]);
  const error = split.ok ? undefined : split.error;
  const asked = Number(count);
  return (
    <Card title="Split into subnets">
      <NumberInput
        raw
        label="Number of subnets"
        value={count}
        onChange={(value) => onCountChange(String(value))}
        min={2}
        max={maxSubnets}
        allowNegative={false}
        error={error}
        w={220}
      />
      {split.ok && (
        <>
          {split.value.subnets.length !== asked && (
            <Text tone="dimmed">
              Equal CIDR blocks come in powers of two: {split.value.subnets.length} subnets of /{split.value.prefix}.
            </Text>
          )}
          <Table
            caption={`Subnets of /${split.value.prefix}`}
            columns={columns}
            rows={split.value.subnets}
            rowKey={(subnet) => subnet.cidr}
            rowsPerBatch={64}
            monospace
          />
        </>
      )}
    </Card>
  );
}
