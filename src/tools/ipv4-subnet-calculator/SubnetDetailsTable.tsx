import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import { noBroadcast, type SubnetDetails } from './ipv4-subnet-calculator';

function detailRows(subnet: SubnetDetails): KeyValueRow[] {
  return [
    { label: 'Netmask', value: subnet.netmask },
    { label: 'Network address', value: subnet.networkAddress },
    { label: 'Network mask', value: subnet.networkMask },
    { label: 'Network mask in binary', value: subnet.networkMaskBinary },
    { label: 'CIDR notation', value: subnet.cidrNotation },
    { label: 'Wildcard mask', value: subnet.wildcardMask },
    { label: 'Network size', value: subnet.networkSize },
    { label: 'Usable hosts', value: subnet.usableHosts },
    { label: 'First address', value: subnet.firstAddress },
    { label: 'Last address', value: subnet.lastAddress },
    subnet.broadcastAddress === undefined
      ? {
          label: 'Broadcast address',
          value: noBroadcast,
          display: <Text tone="dimmed">{noBroadcast}</Text>,
          copyable: false,
        }
      : { label: 'Broadcast address', value: subnet.broadcastAddress },
    { label: 'IP class', value: subnet.ipClass },
    { label: 'Address type', value: subnet.addressType, copyable: false },
  ];
}

export function SubnetDetailsTable({ subnet }: { subnet: SubnetDetails }) {
  return <KeyValueTable caption="Subnet details" rows={detailRows(subnet)} copyable />;
}
