import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import words from './locales/en.json';
import { ipv4SubnetSplit } from './operations';
import { maxSubnets, type Subnet } from './subnet-split';

const columnsOf = (t: ToolWords<typeof words>['t'], numbers: Intl.NumberFormat): readonly TableColumn<Subnet>[] => [
  { header: t('split.heading.subnet'), render: (subnet) => <TextCopyable value={subnet.cidr} /> },
  { header: t('split.heading.firstAddress'), accessor: 'firstHost' },
  { header: t('split.heading.lastAddress'), accessor: 'lastHost' },
  { header: t('split.heading.broadcastAddress'), render: (subnet) => subnet.broadcast || '—' },
  {
    header: t('split.heading.usableHosts'),
    render: (subnet) => numbers.format(subnet.usableHosts),
    align: 'right',
  },
];

interface SubnetSplitCardProps {
  /** The block to split, as typed (a valid one). */
  ip: string;
  count: string;
  onCountChange: (count: string) => void;
}

/** The block cut into equal subnets: a plan of the networks it can hold. */
export function SubnetSplitCard({ ip, count, onCountChange }: SubnetSplitCardProps) {
  const { t, word } = useToolWords(words);
  const { locale } = useTranslation();
  const columns = useMemo(() => columnsOf(t, new Intl.NumberFormat(localeTags[locale])), [t, locale]);
  const split = useMemo(() => ipv4SubnetSplit.run(ip, { ip, subnets: count }), [ip, count]);
  const error = split.ok ? undefined : word(split.error);
  const asked = Number(count);
  return (
    <Card title={t('split.title')}>
      <NumberInput
        raw
        label={t('split.count')}
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
              {t('split.powersOfTwo', { count: split.value.subnets.length, prefix: split.value.prefix })}
            </Text>
          )}
          <Table
            caption={t('split.caption', { prefix: split.value.prefix })}
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
