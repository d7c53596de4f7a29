import { parseIpv6Block, type Ipv6Block } from './block';
import { ipv6LastOf, ipv6NetworkOf } from './address';

interface SpecialRange {
  cidr: string;
  /** What the range is for, with where it is defined. */
  label: string;
}

// From the IANA IPv6 special-purpose registry, the ones a person meets, most specific first.
const specialRanges: readonly SpecialRange[] = [
  { cidr: '::/128', label: 'Unspecified (RFC 4291)' },
  { cidr: '::1/128', label: 'Loopback (RFC 4291)' },
  { cidr: '::ffff:0:0/96', label: 'IPv4-mapped (RFC 4291)' },
  { cidr: '64:ff9b::/96', label: 'IPv4/IPv6 translation (RFC 6052)' },
  { cidr: '100::/64', label: 'Discard-only (RFC 6666)' },
  { cidr: '2001::/32', label: 'Teredo (RFC 4380)' },
  { cidr: '2001:db8::/32', label: 'Documentation (RFC 3849)' },
  { cidr: '2002::/16', label: '6to4 (RFC 3056)' },
  { cidr: 'fc00::/7', label: 'Unique local (RFC 4193)' },
  { cidr: 'fe80::/10', label: 'Link-local unicast (RFC 4291)' },
  { cidr: 'ff00::/8', label: 'Multicast (RFC 4291)' },
  { cidr: '2000::/3', label: 'Global unicast' },
];

const parsedRanges = specialRanges.map((range) => ({ ...range, block: parseIpv6Block(range.cidr) as Ipv6Block }));

/**
 * What the block of `prefix` holding `address` is for: the first listed range holding it, or
 * mixed when it holds ranges of different purposes.
 */
export function ipv6Scope(address: bigint, prefix: number): string {
  const first = ipv6NetworkOf(address, prefix);
  const last = ipv6LastOf(address, prefix);
  const holding = parsedRanges.find(
    ({ block }) =>
      first >= ipv6NetworkOf(block.address, block.prefix) && last <= ipv6LastOf(block.address, block.prefix),
  );
  if (holding) return holding.label;
  const holdsSome = parsedRanges.some(
    ({ block }) =>
      ipv6NetworkOf(block.address, block.prefix) >= first && ipv6LastOf(block.address, block.prefix) <= last,
  );
  return holdsSome ? 'Mixed: holds special-purpose ranges' : 'Reserved by the IETF';
}
