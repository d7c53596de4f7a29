import { formatIpv4, ipv4AddressCount, ipv4ToDottedBinary } from '../../lib/ipv4/address';
import { formatIpv4Block, parseIpv4Block, type Ipv4Block } from '../../lib/ipv4/block';
import { blockSize, lastOf, maskOfPrefix, networkOf, wildcardOfPrefix } from '../../lib/ipv4/prefix';
import { describeIpv4Scope, ipv4Scope, type Ipv4Scope } from '../../lib/ipv4/special-ranges';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const parseError: Message = message('errors.parse');

export interface SubnetDetails {
  block: Ipv4Block;
  /** The network in CIDR form: 192.168.0.0/24. */
  netmask: string;
  networkAddress: string;
  networkMask: string;
  networkMaskBinary: string;
  cidrNotation: string;
  wildcardMask: string;
  networkSize: string;
  usableHosts: string;
  firstAddress: string;
  lastAddress: string;
  /** None for /31 and /32. */
  broadcastAddress?: string;
  ipClass: 'A' | 'B' | 'C' | 'D' | 'E';
  /** Private, public or the special range it lies in… */
  scope: Ipv4Scope;
  /** …in words, with the range and where it is defined. */
  addressType: Message;
}

/** The addresses a block gives hosts, by RFC 3021 for /31 (both) and a /32 (itself). */
export function hostRange({ address, prefix }: Ipv4Block): { first: number; last: number; count: number } {
  const network = networkOf(address, prefix);
  const last = lastOf(address, prefix);
  if (prefix >= 31) return { first: network, last, count: blockSize(prefix) };
  return { first: network + 1, last: last - 1, count: blockSize(prefix) - 2 };
}

export function ipClassOf(network: number): SubnetDetails['ipClass'] {
  const firstOctet = network >>> 24;
  if (firstOctet < 128) return 'A';
  if (firstOctet < 192) return 'B';
  if (firstOctet < 224) return 'C';
  if (firstOctet < 240) return 'D';
  return 'E';
}

/** Every property of the subnet of an address or CIDR block. */
export function describeSubnet(text: string): Result<SubnetDetails, Message> {
  const block = parseIpv4Block(text);
  if (!block) return err(parseError);
  const { address, prefix } = block;
  const network = networkOf(address, prefix);
  const hosts = hostRange(block);
  const scope = ipv4Scope(address, prefix);
  return ok({
    block,
    netmask: formatIpv4Block({ address: network, prefix }),
    networkAddress: formatIpv4(network),
    networkMask: formatIpv4(maskOfPrefix(prefix)),
    networkMaskBinary: ipv4ToDottedBinary(maskOfPrefix(prefix)),
    cidrNotation: `/${prefix}`,
    wildcardMask: formatIpv4(wildcardOfPrefix(prefix)),
    networkSize: String(blockSize(prefix)),
    usableHosts: String(hosts.count),
    firstAddress: formatIpv4(hosts.first),
    lastAddress: formatIpv4(hosts.last),
    broadcastAddress: prefix >= 31 ? undefined : formatIpv4(lastOf(address, prefix)),
    ipClass: ipClassOf(network),
    scope: scope.scope,
    addressType: describeIpv4Scope(scope),
  });
}

/**
 * The block of the same size just before (-1) or after (+1) `block`, in CIDR form; undefined past
 * either end of the address space (and so always for /0).
 */
export function adjacentBlock(block: Ipv4Block, step: -1 | 1): string | undefined {
  const size = blockSize(block.prefix);
  const network = networkOf(block.address, block.prefix) + step * size;
  if (network < 0 || network >= ipv4AddressCount) return undefined;
  return formatIpv4Block({ address: network, prefix: block.prefix });
}
