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
  /** Where it is defined, shown with the scope. */
  source: string;
}

const specialRanges: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', scope: 'reserved', source: '"this network", RFC 791' },
  { cidr: '10.0.0.0/8', scope: 'private', source: 'RFC 1918' },
  { cidr: '100.64.0.0/10', scope: 'shared', source: 'carrier-grade NAT, RFC 6598' },
  { cidr: '127.0.0.0/8', scope: 'loopback', source: 'RFC 1122' },
  { cidr: '169.254.0.0/16', scope: 'link-local', source: 'RFC 3927' },
  { cidr: '172.16.0.0/12', scope: 'private', source: 'RFC 1918' },
  { cidr: '192.0.0.0/24', scope: 'reserved', source: 'IETF protocol assignments, RFC 6890' },
  { cidr: '192.0.2.0/24', scope: 'documentation', source: 'TEST-NET-1, RFC 5737' },
  { cidr: '192.88.99.0/24', scope: 'reserved', source: 'former 6to4 relay anycast, RFC 7526' },
  { cidr: '192.168.0.0/16', scope: 'private', source: 'RFC 1918' },
  { cidr: '198.18.0.0/15', scope: 'benchmarking', source: 'RFC 2544' },
  { cidr: '198.51.100.0/24', scope: 'documentation', source: 'TEST-NET-2, RFC 5737' },
  { cidr: '203.0.113.0/24', scope: 'documentation', source: 'TEST-NET-3, RFC 5737' },
  { cidr: '224.0.0.0/4', scope: 'multicast', source: 'RFC 5771' },
  { cidr: '240.0.0.0/4', scope: 'reserved', source: 'future use, RFC 1112' },
];

const parsedRanges = specialRanges.map((range) => ({ ...range, block: parseIpv4Block(range.cidr) as Ipv4Block }));

export interface Ipv4ScopeInfo {
  scope: Ipv4Scope;
  /** The special range the block lies in, as `a.b.c.d/n`, and where it is defined. */
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

export const ipv4ScopeLabels: Readonly<Record<Ipv4Scope, string>> = {
  public: 'Public',
  private: 'Private',
  shared: 'Shared address space',
  loopback: 'Loopback',
  'link-local': 'Link-local',
  multicast: 'Multicast',
  documentation: 'Documentation',
  benchmarking: 'Benchmarking',
  reserved: 'Reserved',
  mixed: 'Mixed: holds special-purpose ranges',
};

/** "Private (RFC 1918)", "Public". */
export function describeIpv4Scope(info: Ipv4ScopeInfo): string {
  const label = ipv4ScopeLabels[info.scope];
  return info.source ? `${label} (${info.range}, ${info.source})` : label;
}
