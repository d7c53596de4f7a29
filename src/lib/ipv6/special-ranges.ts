import { message, type Message } from '../operation/message';
import { parseIpv6Block, type Ipv6Block } from './block';
import { ipv6LastOf, ipv6NetworkOf } from './address';

interface SpecialRange {
  cidr: string;
  /** What the range is for: its words, with where it is defined, are `common.ipv6.scopes.<scope>`. */
  scope: string;
}

// From the IANA IPv6 special-purpose registry, the ones a person meets, most specific first.
const specialRanges: readonly SpecialRange[] = [
  { cidr: '::/128', scope: 'unspecified' },
  { cidr: '::1/128', scope: 'loopback' },
  { cidr: '::ffff:0:0/96', scope: 'ipv4Mapped' },
  { cidr: '64:ff9b::/96', scope: 'translation' },
  { cidr: '100::/64', scope: 'discardOnly' },
  { cidr: '2001::/32', scope: 'teredo' },
  { cidr: '2001:db8::/32', scope: 'documentation' },
  { cidr: '2002::/16', scope: 'sixToFour' },
  { cidr: 'fc00::/7', scope: 'uniqueLocal' },
  { cidr: 'fe80::/10', scope: 'linkLocal' },
  { cidr: 'ff00::/8', scope: 'multicast' },
  { cidr: '2000::/3', scope: 'globalUnicast' },
];

const parsedRanges = specialRanges.map((range) => ({ ...range, block: parseIpv6Block(range.cidr) as Ipv6Block }));

/**
 * What the block of `prefix` holding `address` is for (`documentation`, `uniqueLocal`…): the first
 * listed range holding it, `mixed` when it holds ranges of different purposes, else `reserved`.
 */
export function ipv6Scope(address: bigint, prefix: number): string {
  const first = ipv6NetworkOf(address, prefix);
  const last = ipv6LastOf(address, prefix);
  const holding = parsedRanges.find(
    ({ block }) =>
      first >= ipv6NetworkOf(block.address, block.prefix) && last <= ipv6LastOf(block.address, block.prefix),
  );
  if (holding) return holding.scope;
  const holdsSome = parsedRanges.some(
    ({ block }) =>
      ipv6NetworkOf(block.address, block.prefix) >= first && ipv6LastOf(block.address, block.prefix) <= last,
  );
  return holdsSome ? 'mixed' : 'reserved';
}

/** The scope in words, with where it is defined: "Documentation (RFC 3849)". */
export const describeIpv6Scope = (scope: string): Message => message(`common.ipv6.scopes.${scope}`);
