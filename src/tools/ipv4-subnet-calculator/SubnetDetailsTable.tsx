import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import type { SubnetDetails } from './ipv4-subnet-calculator';
import words from './locales/en.json';

function detailRows(subnet: SubnetDetails, { t, word }: ToolWords<typeof words>): KeyValueRow[] {
  const noBroadcast = t('details.noBroadcast');
  return [
    { label: t('details.netmask'), value: subnet.netmask },
    { label: t('details.networkAddress'), value: subnet.networkAddress },
    { label: t('details.networkMask'), value: subnet.networkMask },
    { label: t('details.networkMaskBinary'), value: subnet.networkMaskBinary },
    { label: t('details.cidrNotation'), value: subnet.cidrNotation },
    { label: t('details.wildcardMask'), value: subnet.wildcardMask },
    { label: t('details.networkSize'), value: subnet.networkSize },
    { label: t('details.usableHosts'), value: subnet.usableHosts },
    { label: t('details.firstAddress'), value: subnet.firstAddress },
    { label: t('details.lastAddress'), value: subnet.lastAddress },
    subnet.broadcastAddress === undefined
      ? {
          label: t('details.broadcastAddress'),
          value: noBroadcast,
          display: <Text tone="dimmed">{noBroadcast}</Text>,
          copyable: false,
        }
      : { label: t('details.broadcastAddress'), value: subnet.broadcastAddress },
    { label: t('details.ipClass'), value: subnet.ipClass },
    { label: t('details.addressType'), value: word(subnet.addressType), copyable: false },
  ];
}

export function SubnetDetailsTable({ subnet }: { subnet: SubnetDetails }) {
  const toolWords = useToolWords(words);
  return <KeyValueTable caption={toolWords.t('details.caption')} rows={detailRows(subnet, toolWords)} copyable />;
}
