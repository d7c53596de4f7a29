import {
  formatIpv6,
  formatIpv6Expanded,
  ipv6BlockSize,
  ipv6LastOf,
  ipv6MaskOfPrefix,
  ipv6NetworkOf,
} from '../../lib/ipv6/address';
import { formatIpv6Block, parseIpv6Block } from '../../lib/ipv6/block';
import { describeIpv6Scope, ipv6Scope } from '../../lib/ipv6/special-ranges';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const ipv6ParseError: Message = message('errors.ipv6Parse');

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
  /** What the block is for (`documentation`, `uniqueLocal`…)… */
  scope: string;
  /** …in words, with where it is defined. */
  addressType: Message;
}

/** The IPv6 counterpart of the subnet's properties (IPv6 has no broadcast: the range is all hosts). */
export function describeIpv6Subnet(text: string): Result<Ipv6SubnetDetails, Message> {
  const block = parseIpv6Block(text);
  if (!block) return err(ipv6ParseError);
  const { address, prefix } = block;
  const network = ipv6NetworkOf(address, prefix);
  const scope = ipv6Scope(address, prefix);
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
    scope,
    addressType: describeIpv6Scope(scope),
  });
}
