import { message, type Message } from '../operation/message';
import { parseIpv4Block, type Ipv4Block } from './block';
import { lastOf, networkOf } from './prefix';

/** What a block of addresses is for, by the IANA special-purpose registries. */
export type Ipv4Scope =
  | 'public'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link-local'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'mixed';

interface SpecialRange {
  cidr: string;
  scope: Exclude<Ipv4Scope, 'public' | 'mixed'>;
  /** Its words with where it is defined: `common.ipv4.ranges.<source>`. */
  source: string;
}

const specialRanges: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', scope: 'reserved', source: 'thisNetwork' },
  { cidr: '10.0.0.0/8', scope: 'private', source: 'rfc1918' },
  { cidr: '100.64.0.0/10', scope: 'shared', source: 'sharedCgnat' },
  { cidr: '127.0.0.0/8', scope: 'loopback', source: 'loopback' },
  { cidr: '169.254.0.0/16', scope: 'link-local', source: 'linkLocal' },
  { cidr: '172.16.0.0/12', scope: 'private', source: 'rfc1918' },
  { cidr: '192.0.0.0/24', scope: 'reserved', source: 'ietfProtocol' },
  { cidr: '192.0.2.0/24', scope: 'documentation', source: 'testNet1' },
  { cidr: '192.88.99.0/24', scope: 'reserved', source: 'relay6to4' },
  { cidr: '192.168.0.0/16', scope: 'private', source: 'rfc1918' },
  { cidr: '198.18.0.0/15', scope: 'benchmarking', source: 'benchmarking' },
  { cidr: '198.51.100.0/24', scope: 'documentation', source: 'testNet2' },
  { cidr: '203.0.113.0/24', scope: 'documentation', source: 'testNet3' },
  { cidr: '224.0.0.0/4', scope: 'multicast', source: 'multicast' },
  { cidr: '240.0.0.0/4', scope: 'reserved', source: 'futureUse' },
];

const parsedRanges = specialRanges.map((range) => ({ ...range, block: parseIpv4Block(range.cidr) as Ipv4Block }));

export interface Ipv4ScopeInfo {
  scope: Ipv4Scope;
  /** The special range the block lies in, as `a.b.c.d/n`, and the key of where it is defined. */
  range?: string;
  source?: string;
}

/**
 * What the block of `prefix` holding `address` is for. CIDR blocks either nest or do not meet, so
 * a block lies inside one special range, holds some (mixed), or is public.
 */
export function ipv4Scope(address: number, prefix: number): Ipv4ScopeInfo {
  const first = networkOf(address, prefix);
  const last = lastOf(address, prefix);
  for (const range of parsedRanges) {
    const rangeFirst = networkOf(range.block.address, range.block.prefix);
    const rangeLast = lastOf(range.block.address, range.block.prefix);
    if (first >= rangeFirst && last <= rangeLast)
      return { scope: range.scope, range: range.cidr, source: range.source };
    if (rangeFirst >= first && rangeLast <= last) return { scope: 'mixed' };
  }
  return { scope: 'public' };
}

/** What the block is for, in words: "Private (192.168.0.0/16, RFC 1918)", "Public". */
export function describeIpv4Scope(info: Ipv4ScopeInfo): Message {
  return info.source
    ? message(`common.ipv4.ranges.${info.source}`, { range: info.range ?? '' })
    : message(`common.ipv4.scopes.${info.scope}`);
}
