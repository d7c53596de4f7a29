import { parseIpv4 } from '../ipv4/address';

/** IPv6 addresses as 128-bit unsigned BigInts. */

const allOnes = (1n << 128n) - 1n;
const hexGroup = /^[0-9a-f]{1,4}$/i;

/** The longest text an address can be written as (eight groups and seven colons, or six groups and a dotted IPv4 tail). */
const longestAddress = 45;

/**
 * An address as RFC 4291 writes it: eight groups of 1–4 hexadecimal digits, one `::` for a run of
 * zero groups, the last 32 bits optionally as a dotted IPv4 address. No zone (`%eth0`).
 */
export function parseIpv6(text: string): bigint | undefined {
  if (text.length > longestAddress) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const compressed = halves.length === 2;
  const head = groupsOf(halves[0], !compressed);
  const tail = compressed ? groupsOf(halves[1], true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.reduce((address, group) => (address << 16n) | BigInt(group), 0n);
}

/** The 16-bit groups of one side of `::`; the last may be a dotted IPv4 address when `endsAddress`. */
function groupsOf(text: string, endsAddress: boolean): number[] | undefined {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (hexGroup.test(part)) {
      groups.push(Number.parseInt(part, 16));
      continue;
    }
    const ipv4 = endsAddress && index === parts.length - 1 ? parseIpv4(part) : undefined;
    if (ipv4 === undefined) return undefined;
    groups.push(ipv4 >>> 16, ipv4 & 0xffff);
  }
  return groups;
}

function groupsOfAddress(address: bigint): number[] {
  return Array.from({ length: 8 }, (_, index) => Number((address >> BigInt(112 - 16 * index)) & 0xffffn));
}

/** All eight groups of four lowercase digits: 2001:0db8:0000:0000:0000:0000:0000:0001. */
export function formatIpv6Expanded(address: bigint): string {
  return groupsOfAddress(address)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');
}

/**
 * The canonical text of RFC 5952: lowercase, no leading zeros, the longest run of two or more
 * zero groups (the first of equals) written `::`.
 */
export function formatIpv6(address: bigint): string {
  const groups = groupsOfAddress(address).map((group) => group.toString(16));
  const run = longestZeroRun(groups);
  if (run.length < 2) return groups.join(':');
  const before = groups.slice(0, run.start).join(':');
  const after = groups.slice(run.start + run.length).join(':');
  return `${before}::${after}`;
}

function longestZeroRun(groups: readonly string[]): { start: number; length: number } {
  let best = { start: 0, length: 0 };
  let start = -1;
  for (let index = 0; index <= groups.length; index++) {
    if (index < groups.length && groups[index] === '0') {
      if (start < 0) start = index;
    } else if (start >= 0) {
      if (index - start > best.length) best = { start, length: index - start };
      start = -1;
    }
  }
  return best;
}

/** The mask of prefix length `prefix` (0–128): its first `prefix` bits set. */
export function ipv6MaskOfPrefix(prefix: number): bigint {
  return (allOnes << BigInt(128 - prefix)) & allOnes;
}

export function ipv6NetworkOf(address: bigint, prefix: number): bigint {
  return address & ipv6MaskOfPrefix(prefix);
}

export function ipv6LastOf(address: bigint, prefix: number): bigint {
  return address | (allOnes ^ ipv6MaskOfPrefix(prefix));
}

/** How many addresses a block of `prefix` holds: 2^(128 − prefix). */
export function ipv6BlockSize(prefix: number): bigint {
  return 1n << BigInt(128 - prefix);
}
