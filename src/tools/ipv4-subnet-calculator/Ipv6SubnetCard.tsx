import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { describeIpv6Subnet, type Ipv6SubnetDetails } from './ipv6-subnet';

function detailRows(subnet: Ipv6SubnetDetails): KeyValueRow[] {
  return [
    { label: 'Network', value: subnet.network },
    { label: 'Network address', value: subnet.networkAddress },
    { label: 'Prefix length', value: subnet.prefixLength },
    { label: 'Network mask', value: subnet.networkMask },
    { label: 'Network size', value: subnet.networkSize },
    { label: 'First address', value: subnet.firstAddress },
    { label: 'Last address', value: subnet.lastAddress },
    { label: 'Expanded address', value: subnet.expandedAddress },
    { label: 'Compressed address', value: subnet.compressedAddress },
    { label: 'Address type', value: subnet.addressType, copyable: false },
  ];
}

const detailTables = (subnet: Ipv6SubnetDetails) => [{ caption: 'IPv6 subnet details', rows: detailRows(subnet) }];

/** The IPv6 counterpart: an address or prefix and the block it names. */
export function Ipv6SubnetCard({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  return (
    <DecoderCard
      title="IPv6 subnet"
      input={{ label: 'An IPv6 address with or without prefix', placeholder: 'The ipv6 address...' }}
      decode={describeIpv6Subnet}
      tables={detailTables}
      value={text}
      onChange={onChange}
    />
  );
}
