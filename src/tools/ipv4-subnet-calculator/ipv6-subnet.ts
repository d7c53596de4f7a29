import {
  formatIpv6,
  formatIpv6Expanded,
  ipv6BlockSize,
  ipv6LastOf,
  ipv6MaskOfPrefix,
  ipv6NetworkOf,
} from '../../lib/ipv6/address';
import { formatIpv6Block, parseIpv6Block } from '../../lib/ipv6/block';
import { ipv6Scope } from '../../lib/ipv6/special-ranges';
import { err, ok, type Result } from '../../lib/result';

export const ipv6ParseError = 'We cannot parse this IPv6 address, check the format';

export interface Ipv6SubnetDetails {
  network: string;
  networkAddress: string;
  prefixLength: string;
  networkMask: string;
  networkSize: string;
  firstAddress: string;
  lastAddress: string;
  expandedAddress: string;
  compressedAddress: string;
  addressType: string;
}

/** The IPv6 counterpart of the subnet's properties (IPv6 has no broadcast: the range is all hosts). */
export function describeIpv6Subnet(text: string): Result<Ipv6SubnetDetails> {
  const block = parseIpv6Block(text);
  if (!block) return err(ipv6ParseError);
  const { address, prefix } = block;
  const network = ipv6NetworkOf(address, prefix);
  return ok({
    network: formatIpv6Block({ address: network, prefix }),
    networkAddress: formatIpv6(network),
    prefixLength: `/${prefix}`,
    networkMask: formatIpv6(ipv6MaskOfPrefix(prefix)),
    networkSize: ipv6BlockSize(prefix).toString(),
    firstAddress: formatIpv6(network),
    lastAddress: formatIpv6(ipv6LastOf(address, prefix)),
    expandedAddress: formatIpv6Expanded(address),
    compressedAddress: formatIpv6(address),
    addressType: ipv6Scope(address, prefix),
  });
}
